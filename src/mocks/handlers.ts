import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  type ApiError,
  decodeQuery,
  invalidRequest,
  operationList,
  PROBLEM_CONTENT_TYPE,
  proxyEndpoints,
  type RegistryShareLink,
  type SessionAnswer,
  SharedRegistry,
  SharedWishlist,
  type WishlistShareLink,
  problemBody,
} from '../api/index.js';
import type { StorefrontOperationName } from '../client/index.js';
import { createMockDb, type MockDb, type MockSeed } from './db.js';
import { MOCK_PROXY_URL, problem, routeOf } from './http.js';
import { mediaHandlers } from './media.js';
import {
  listsOf,
  MockRefusal,
  mergeGuestWishlist,
  resolvers,
  type MockContext,
} from './resolvers/index.js';

/** A mock of the proxy's storefront API over an in-memory db. */
export interface MockApi {
  readonly proxyUrl: string;
  /** The current state; mutate it to set up a test, read it to check a write landed. */
  readonly db: MockDb;
  /** Happy-path handlers of every storefront operation, `/session`, the share view and `/media`. */
  readonly handlers: HttpHandler[];
  /** Starts over from the demo data (or `seed`); tokens issued before stop being valid. */
  reset(seed?: MockSeed): void;
}

/** Options of `createMockApi`. */
export interface MockApiOptions {
  proxyUrl?: string;
  seed?: MockSeed;
  /** Answer after a realistic delay (on in the browser, 0 in Node); false answers at once. */
  latency?: boolean;
}

interface Identity {
  customer: boolean;
  sessionToken: string;
}

/** Creates the mock proxy: `setupServer(...api.handlers)` or Storybook's `msw.handlers`. */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  const proxyUrl = options.proxyUrl ?? MOCK_PROXY_URL;
  let db = createMockDb(options.seed);
  const identities = new Map<string, Identity>();
  const wait = () => (options.latency === false ? undefined : delay());

  function caller(request: Request): MockContext | null {
    const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    const who = identities.get(token);
    if (!who || !db.sessions.valid.includes(token)) return null;
    return {
      db,
      customer: who.customer ? db.customer : null,
      sessionToken: who.sessionToken,
      header: (name) => request.headers.get(name),
    };
  }

  const session = routeOf('session', proxyUrl);
  const sessionHandler = http.post(session.url, async ({ request }) => {
    await wait();
    const parsed = proxyEndpoints.session.body.safeParse(await jsonBody(request));
    if (!parsed.success) return invalid(invalidRequest(parsed.error, 'body'));
    const sessionToken = parsed.data.sessionToken ?? db.sessions.guestToken;
    db.sessions.opened += 1;
    const token = `mock-token-${db.sessions.opened}`;
    db.sessions.valid.push(token);
    identities.set(token, { customer: db.customer !== null, sessionToken });
    if (db.customer) {
      const ctx = { db, customer: db.customer, sessionToken, header: () => null };
      mergeGuestWishlist(ctx, sessionToken);
    }
    return HttpResponse.json({
      token,
      expiresAt: new Date(Date.now() + db.sessions.expiresInSeconds * 1000).toISOString(),
      customer: db.customer ? { id: String(db.customer.customerId) } : null,
      sessionToken,
    } satisfies SessionAnswer);
  });

  // A gifter opens a share link: like the proxy, no storefront token is needed.
  const shared = routeOf('sharedRegistry', proxyUrl);
  const sharedHandler = http.get(shared.url, async ({ params }) => {
    await wait();
    const registryId = db.shares[String(params.token)];
    const registry = db.registries.find((r) => r.id === registryId);
    if (!registry) return problem(404, 'not_found', 'This share link is not valid.');
    // The contract's schema keeps what a gifter may see and drops the rest (the address).
    return HttpResponse.json(
      SharedRegistry.parse({ giftRegistry: registry, items: registry.items }),
    );
  });

  // The registrant asks for a share token (the proxy's `POST /registry-share`).
  const shareCreate = routeOf('createRegistryShare', proxyUrl);
  const shareCreateHandler = http.post(shareCreate.url, async ({ request }) => {
    await wait();
    const ctx = caller(request);
    if (!ctx?.customer) return problem(401, 'unauthorized', 'Sign in as a customer first.');
    const parsed = proxyEndpoints.createRegistryShare.body.safeParse(await jsonBody(request));
    if (!parsed.success) return invalid(invalidRequest(parsed.error, 'body'));
    const registry = db.registries.find((r) => r.id === parsed.data.giftRegistryId);
    if (!registry) return problem(404, 'not_found', 'No such gift registry.');
    const token = `share-${registry.id}`;
    db.shares[token] = registry.id;
    return HttpResponse.json({
      token,
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    } satisfies RegistryShareLink);
  });

  // A friend opens a wishlist's share link: no token needed; a private or gone list is a 404.
  const wishlistShared = routeOf('sharedWishlist', proxyUrl);
  const wishlistSharedHandler = http.get(wishlistShared.url, async ({ params }) => {
    await wait();
    const id = db.wishlistShares[String(params.token)];
    const list = db.wishlists.find((w) => w.wishlistId === id);
    if (!list || list.isPrivate) return problem(404, 'not_found', 'This share link is not valid.');
    return HttpResponse.json(
      SharedWishlist.parse({
        wishlist: list,
        items: list.items.map((i) => ({
          productId: i.product.id,
          handle: i.product.handle,
          variantId: i.product.variantId,
        })),
      }),
    );
  });

  // The owner (guest or customer) asks for a wishlist share token (`POST /wishlist-share`).
  const wishlistShareCreate = routeOf('createWishlistShare', proxyUrl);
  const wishlistShareCreateHandler = http.post(wishlistShareCreate.url, async ({ request }) => {
    await wait();
    const ctx = caller(request);
    if (!ctx) return problem(401, 'unauthorized', 'No valid storefront token.');
    const parsed = proxyEndpoints.createWishlistShare.body.safeParse(await jsonBody(request));
    if (!parsed.success) return invalid(invalidRequest(parsed.error, 'body'));
    const list = listsOf(ctx).find((w) => w.wishlistId === parsed.data.wishlistId);
    if (!list) return problem(404, 'not_found', 'No such wishlist.');
    if (list.isPrivate) return problem(409, 'conflict', 'A private list cannot be shared.');
    const token =
      `wishlist-share-${list.wishlistId}-${Object.keys(db.wishlistShares).length + 1}`.padEnd(
        40,
        '0',
      );
    db.wishlistShares[token] = list.wishlistId;
    return HttpResponse.json({
      token,
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    } satisfies WishlistShareLink);
  });

  const operationHandlers = operationList
    .filter((op) => op.policy !== 'server')
    .map((op) => {
      const name = op.name as StorefrontOperationName;
      const { method, url } = routeOf(name, proxyUrl);
      return http[method](url, async ({ request }) => {
        await wait();
        // Like the proxy: a shared read without a token (public, or public+me, which adds a
        // customer's own fields only for a customer's token) is answered to a visitor.
        const visitor =
          (op.policy === 'public' || op.policy === 'public+me') &&
          !request.headers.has('Authorization');
        const ctx = visitor
          ? {
              db,
              customer: null,
              sessionToken: '',
              header: (name: string) => request.headers.get(name),
            }
          : caller(request);
        if (!ctx) return problem(401, 'unauthorized', 'No valid storefront token.');
        if (op.policy === 'customer' && !ctx.customer) {
          return problem(401, 'unauthorized', 'This needs a signed-in customer.');
        }
        const raw =
          op.method === 'GET'
            ? decodeQuery(op, new URL(request.url).searchParams)
            : await jsonBody(request);
        // The proxy replaces identity fields with the token's identity.
        const { customerIdentifier: _c, sessionToken: _s, ...input } = raw;
        const shape = op.request.shape as Record<string, unknown>;
        if (ctx.customer && 'customerIdentifier' in shape) {
          input.customerIdentifier = String(ctx.customer.customerId);
        } else if (!ctx.customer && 'sessionToken' in shape) {
          input.sessionToken = ctx.sessionToken;
        }
        const parsed = op.request.safeParse(input);
        if (!parsed.success) {
          return invalid(invalidRequest(parsed.error, op.method === 'GET' ? 'query' : 'body'));
        }
        try {
          const resolve = resolvers[name] as (input: unknown, ctx: MockContext) => unknown;
          return HttpResponse.json(resolve(parsed.data, ctx) as never);
        } catch (error) {
          if (error instanceof MockRefusal) return problem(error.status, error.code, error.message);
          throw error;
        }
      });
    });

  return {
    proxyUrl,
    get db() {
      return db;
    },
    handlers: [
      sessionHandler,
      sharedHandler,
      shareCreateHandler,
      wishlistSharedHandler,
      wishlistShareCreateHandler,
      ...mediaHandlers(proxyUrl, (request) => caller(request) !== null, wait),
      ...operationHandlers,
    ],
    reset(seed) {
      db = createMockDb(seed ?? options.seed);
      identities.clear();
    },
  };
}

/** The JSON object of a mock request's body; an absent or broken body reads as `{}`. */
async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => ({}));
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The problem+json answer of a refused request, with its field errors. */
function invalid(error: ApiError): Response {
  return HttpResponse.json(problemBody(error), {
    status: error.status,
    headers: { 'Content-Type': PROBLEM_CONTENT_TYPE },
  });
}
