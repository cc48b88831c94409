import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SessionState, StorefrontClient } from '../client/index.js';
import { viewerOf, type SessionStoreState } from './viewer.js';

export { viewerOf, type SessionStoreState } from './viewer.js';

/** A zustand store of one provider's session. */
export type SessionStore = StoreApi<SessionStoreState>;

/** Creates the session store of a provider; `connect` mirrors the client into it. */
export function createSessionStore(client: StorefrontClient): SessionStore & {
  connect(): () => void;
} {
  const initial = client.getSessionState();
  const store = createStore<SessionStoreState>()(() => ({
    session: initial,
    viewer: viewerOf(initial, null),
  }));
  const sync = (session: SessionState) =>
    store.setState((s) => ({ session, viewer: viewerOf(session, s.viewer) }));
  return Object.assign(store, {
    connect() {
      sync(client.getSessionState());
      return client.subscribe(sync);
    },
  });
}
