// One client (one session) and one cache per page: every widget of the page shares the shopper's
// data, and the star badges of a grid batch into one ratings call.
import type { QueryClient } from '@tanstack/react-query';
import {
  createStorefrontClient,
  type IdentityProof,
  type StorefrontClient,
} from '../client/index.js';
import { consentTokenStorage } from '../store/tokenStorage.js';
import { viewerOf, type SessionStoreState } from '../store/viewer.js';
import { PageCache } from './cache.js';
import type { EmbedConfig } from './elements.js';

/** What every widget of a page shares. */
export interface PageRuntime {
  key: string;
  config: EmbedConfig;
  client: StorefrontClient;
  /** The session and its viewer, for `useSyncExternalStore` (no store library needed). */
  sessions: {
    getState(): SessionStoreState;
    subscribe(listener: () => void): () => void;
  };
  cache: PageCache;
  /** The page's QueryClient, once the full runtime has come (full.tsx); the cache is its view. */
  queryClient?: QueryClient;
}

/** The shopper's proof from the page config: signed customer, sandbox demo, or guest. */
export function identityFromConfig(config: EmbedConfig): IdentityProof {
  if (config.customer) return { ...config.customer };
  if (config.demoCustomer) return { demoCustomer: config.demoCustomer };
  return {};
}

let page: PageRuntime | undefined;

/** The page's runtime for a config (a new config, a new shopper: a new runtime). */
export function pageRuntime(config: EmbedConfig): PageRuntime {
  const key = JSON.stringify(config);
  if (page?.key !== key) {
    const client = createStorefrontClient({
      proxyUrl: config.proxyUrl,
      identity: identityFromConfig(config),
      storage: consentTokenStorage('loyalkit:session', config.allowStorage),
    });
    let state: SessionStoreState = { session: client.getSessionState(), viewer: null };
    state = { ...state, viewer: viewerOf(state.session, null) };
    const listeners = new Set<() => void>();
    client.subscribe((session) => {
      state = { session, viewer: viewerOf(session, state.viewer) };
      for (const listener of listeners) listener();
    });
    const sessions = {
      getState: () => state,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    };
    // No session opens here: public reads need none, and a widget that needs to know who the
    // shopper is opens it when it mounts (useOpenSession), or an action that needs one does.
    page = { key, config, client, sessions, cache: new PageCache() };
  }
  return page;
}
