import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SessionState, StorefrontClient, Viewer } from '../client/index.js';

/** The session as widgets see it (the token stays in memory, here and in the client). */
export interface SessionStoreState {
  session: SessionState;
  /**
   * Known once the first session opened, or at once for a guest who brings nothing (no session
   * needed to know that); kept while a renewal runs.
   */
  viewer: Viewer | null;
}

/** A zustand store of one provider's session. */
export type SessionStore = StoreApi<SessionStoreState>;

/**
 * Who the data is for after a session change (kept while a renewal runs). A guest who brings no
 * proof and no kept token is known before any session: shared data never waits for one, and their
 * own data is a guest's (keyed `guest`, as after their first session opens).
 */
export function viewerOf(state: SessionState, previous: Viewer | null): Viewer | null {
  if (state.status === 'idle') {
    if (!state.guest) return null;
    return previous?.kind === 'guest' ? previous : { kind: 'guest' };
  }
  const session =
    state.status === 'ready' ? state.session : state.status === 'loading' ? state.previous : null;
  if (!session) return state.status === 'error' ? null : previous;
  if (!session.customer) return previous?.kind === 'guest' ? previous : { kind: 'guest' };
  const { id } = session.customer;
  return previous?.kind === 'customer' && previous.customerId === id
    ? previous
    : { kind: 'customer', customerId: id };
}

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
