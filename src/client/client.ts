import {
  ApiError,
  type ProductWishlistInfo,
  type RatingSummary,
  type RegistryShareLink,
  type MediaUpload,
  type SessionAnswer,
  type SharedRegistry,
  type SharedWishlist,
  type WishlistShareLink,
  encodeQuery,
} from '../api/index.js';
import { createBatcher } from './batch.js';
import { memoryTokenStorage, type IdentitySource, type SessionTokenStorage } from './identity.js';
import { proxyPaths, storefrontRoutes, type StorefrontRoute } from './routes.js';
import { SessionManager, type Session, type SessionState } from './session.js';
import { createIntentStore, type IntentStore } from './intents.js';
import { writtenGroups, type WrittenGroups } from './written.js';
import { fillPath, idempotencyKey, proxyEndpoint, read, send } from './transport.js';
import type { UploadOptions } from './upload.js';
import type { Product } from './products.js';
import type {
  CallOptions,
  StorefrontInput,
  StorefrontMethods,
  StorefrontOperationName,
  StorefrontOutput,
} from './types.js';

/** Options of `createStorefrontClient`. */
export interface StorefrontClientOptions {
  /** Where the store's server-proxy answers, absolute or relative to the page (`/apps/loyalty`). */
  proxyUrl: string;
  /** Who the shopper is: a proof or a callback that fetches one. A guest by default. */
  identity?: IdentitySource;
  /** The fetch to use (defaults to the global one, looked up at call time). */
  fetch?: typeof fetch;
  /** Where to keep the guest sessionToken; memory only by default (no consent needed). */
  storage?: SessionTokenStorage;
  /** Renew the session when it has less than this left (ms); default 60 s. */
  renewBeforeMs?: number;
  /** Clock, for tests. */
  now?: () => number;
  /** Where writes of unknown outcome keep their key; the tab's sessionStorage by default. */
  intents?: IntentStore;
  /** The groups this tab wrote to (reads of them skip the browser's kept answers). */
  written?: WrittenGroups;
}

/** The framework-free client of the proxy's storefront API. */
export interface StorefrontClient extends StorefrontMethods {
  readonly proxyUrl: string;
  /** Calls a storefront operation by name. */
  call<K extends StorefrontOperationName>(
    name: K,
    input?: StorefrontInput<K>,
    options?: CallOptions,
  ): Promise<StorefrontOutput<K>>;
  /** A valid session, opening or renewing one when needed. */
  session(): Promise<Session>;
  /** The session state now (for observers). */
  getSessionState(): SessionState;
  /** Calls `listener` on every session change; returns the unsubscribe function. */
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Switches identity (sign-in or sign-out) and opens a session for it. */
  setIdentity(identity: IdentitySource): Promise<Session>;
  /**
   * Switches identity without opening a session: an open one reopens for the new shopper, else
   * the next call that needs one opens it (what a provider does when its `identity` changes).
   */
  changeIdentity(identity: IdentitySource): void;
  /** One product's average rating; ids asked for within a tick go out in E19 calls of 50. */
  productRating(productId: number): Promise<RatingSummary>;
  /** Whether a product is in the shopper's wishlists; batched like `productRating` (E30). */
  productWishlistInfo(productId: number): Promise<ProductWishlistInfo>;
  /** A registry as a gifter sees it through its share link. */
  getSharedRegistry(shareToken: string, options?: CallOptions): Promise<SharedRegistry>;
  /** A share token for one of the signed-in customer's registries (for gifters' links). */
  createRegistryShare(giftRegistryId: number): Promise<RegistryShareLink>;
  /** A wishlist as a friend sees it through its share link (read-only, no owner). */
  getSharedWishlist(shareToken: string, options?: CallOptions): Promise<SharedWishlist>;
  /** A share token for one of the shopper's own (not private) wishlists. */
  createWishlistShare(wishlistId: number): Promise<WishlistShareLink>;
  /**
   * A product's display data from the storefront's own JSON (`/products/{handle}.js`, from the
   * page's origin, not the proxy), on the client's fetch.
   */
  getProduct(url: string, options?: Pick<CallOptions, 'signal'>): Promise<Product>;
  /** Uploads one review photo (`POST /media`); answers where it is stored, for E22 `imageUrls`. */
  uploadMedia(file: Blob, options?: UploadOptions): Promise<MediaUpload>;
  /** Writes whose outcome is unknown, with the key a retry must reuse. */
  readonly intents: IntentStore;
}

/** Creates a client of the proxy's storefront API; nothing is fetched until the first call. */
export function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient {
  const { proxyUrl } = options;
  const written = options.written ?? writtenGroups();
  const fetchFn: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  const sessions = new SessionManager({
    identity: options.identity ?? {},
    storage: options.storage ?? memoryTokenStorage(),
    renewBeforeMs: options.renewBeforeMs ?? 60_000,
    now: options.now ?? Date.now,
    open: async (body) => {
      const response = await send(
        fetchFn,
        proxyEndpoint(proxyUrl, proxyPaths.session),
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        },
        false,
      );
      return read<SessionAnswer>(response);
    },
  });

  /**
   * Whether a read goes without a token (and so opens no session). Reads the same for everyone
   * (`public`) always do, even with a session open: an answer without `Authorization` may be kept
   * by a CDN and the browser for every visitor, the proxy answers it from its shared cache either
   * way, and per-address limits apply to it as they would to the session. Reads the same for every
   * guest (`public+me`: a customer's answer adds their own fields) go without one only while the
   * shopper is a guest with nothing yet and no session is open; otherwise the proxy must know who
   * asks, so they carry the session's token.
   */
  function withoutSession(shared: StorefrontRoute['shared']): boolean {
    if (shared === 'all') return true;
    const state = sessions.state;
    return shared === 'guests' && state.status === 'idle' && state.guest;
  }

  /** Sends with the session token; after a 401, renews once (shared) and tries again. */
  async function authorized(
    url: URL,
    init: RequestInit,
    write: boolean,
    via: typeof fetch = fetchFn,
  ): Promise<Response> {
    const session = await sessions.ensure();
    const first = await send(via, url, withToken(init, session.token), write);
    if (first.status !== 401) return first;
    const renewed = await sessions.renew(session.token);
    return send(via, url, withToken(init, renewed.token), write);
  }

  async function call<K extends StorefrontOperationName>(
    name: K,
    input?: StorefrontInput<K>,
    callOptions: CallOptions = {},
  ): Promise<StorefrontOutput<K>> {
    const op = storefrontRoutes[name];
    if (!op) {
      throw ApiError.of('forbidden', `${String(name)} is not a storefront operation.`);
    }
    const params = (input ?? {}) as Record<string, unknown>;
    const write = op.method === 'POST';
    const url = proxyEndpoint(proxyUrl, op.path);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (write) {
      headers['Content-Type'] = 'application/json';
      headers['Idempotency-Key'] = callOptions.idempotencyKey ?? idempotencyKey();
      if (callOptions.registryShare) headers['X-Registry-Share'] = callOptions.registryShare;
    } else {
      url.search = encodeQuery(op, params).toString();
    }
    // `/v2/{group}/{name}`: after a write of its group, a read asks the proxy, not the browser.
    const group = op.path.split('/')[2]!;
    const init: RequestInit = {
      method: op.method,
      headers,
      ...(write && { body: JSON.stringify(params) }),
      ...(!write && written.recent(group) && { cache: 'no-cache' }),
      signal: callOptions.signal ?? null,
    };
    const response = withoutSession(op.shared)
      ? await send(fetchFn, url, init, false)
      : await authorized(url, init, write);
    const answer = await read<StorefrontOutput<K>>(response);
    if (write) written.note(group);
    return answer;
  }

  /**
   * A GET of one of the proxy's own endpoints (share views): no body, the session's token; after
   * this tab's own gift order (a write to gift registries) it asks the proxy to look again.
   */
  async function proxyGet<T>(path: string, o: CallOptions): Promise<T> {
    const init: RequestInit = {
      method: 'GET',
      headers: { Accept: 'application/json' },
      ...(written.recent('giftRegistries') && { cache: 'no-cache' }),
      signal: o.signal ?? null,
    };
    return read<T>(await authorized(proxyEndpoint(proxyUrl, path), init, false));
  }

  /** A JSON POST to one of the proxy's own endpoints (share links). */
  async function proxyPost<T>(path: string, body: unknown): Promise<T> {
    const init: RequestInit = {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    };
    return read<T>(await authorized(proxyEndpoint(proxyUrl, path), init, true));
  }

  const ratings = createBatcher<number, RatingSummary>({
    maxSize: 50,
    loadMany: async (productIds) => {
      const list = await call('getProductAverageRatings', { productIds });
      return new Map(list.map((r) => [r.productId, r]));
    },
    fallback: (productId) => ({ productId, avgRate: 0, totalCount: 0 }),
  });

  const wishlistInfo = createBatcher<number, ProductWishlistInfo>({
    maxSize: 250,
    loadMany: async (productIds) => {
      const list = await call('getProductWishlistInfo', { productIds, perPage: 250 });
      return new Map(list.map((r) => [r.productId, r]));
    },
    fallback: (productId) => ({
      productId,
      wishlistItemsCount: 0,
      productInWishlist: false,
      variantsInWishlist: [],
    }),
  });

  // One method per route, each `call` under its own name. TypeScript cannot type a loop over a
  // mapped type name by name, so this one assertion says what the loop builds.
  const methods = Object.fromEntries(
    Object.keys(storefrontRoutes).map((name) => [
      name,
      (input?: unknown, o?: CallOptions) =>
        call(name as StorefrontOperationName, input as never, o),
    ]),
  ) as StorefrontMethods;

  return {
    ...methods,
    proxyUrl,
    call,
    session: () => sessions.ensure(),
    getSessionState: () => sessions.state,
    subscribe: (listener) => sessions.subscribe(listener),
    setIdentity: (identity) => sessions.setIdentity(identity),
    changeIdentity: (identity) => sessions.changeIdentity(identity),
    productRating: (productId) => ratings.load(productId),
    productWishlistInfo: (productId) => wishlistInfo.load(productId),
    intents: options.intents ?? createIntentStore(),
    getSharedRegistry: (shareToken, o = {}) =>
      proxyGet<SharedRegistry>(fillPath(proxyPaths.sharedRegistry, { token: shareToken }), o),
    createRegistryShare: (giftRegistryId) =>
      proxyPost<RegistryShareLink>(proxyPaths.createRegistryShare, { giftRegistryId }),
    getSharedWishlist: (shareToken, o = {}) =>
      proxyGet<SharedWishlist>(fillPath(proxyPaths.sharedWishlist, { token: shareToken }), o),
    createWishlistShare: (wishlistId) =>
      proxyPost<WishlistShareLink>(proxyPaths.createWishlistShare, { wishlistId }),
    // The product reader loads with the first product: badges and hearts never read one.
    getProduct: async (url, o = {}) =>
      (await import('./products.js')).fetchProduct(fetchFn, url, o.signal),
    // The sender loads with the first upload: a page that only reads never needs it.
    uploadMedia: async (file, o = {}) =>
      (await import('./upload.js')).sendMedia(
        { proxyUrl, fetchFn, injectedFetch: options.fetch !== undefined, authorized },
        file,
        o,
      ),
  };
}

function withToken(init: RequestInit, token: string): RequestInit {
  return {
    ...init,
    headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` },
  };
}
