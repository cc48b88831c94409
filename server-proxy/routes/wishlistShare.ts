import { Hono } from 'hono';
import { ApiError, invalidRequest, proxyEndpoints, routePattern } from '../../src/api/index.js';
import type { ProxyDeps } from '../context.js';
import { authenticate, jsonResponse, type ProxyEnv, readJsonBody } from '../http.js';
import { checkOwnership } from '../policy/ownership.js';
import { createWishlistShare, sharedWishlist } from '../wishlistShare.js';

const { createWishlistShare: create, sharedWishlist: shared } = proxyEndpoints;

/**
 * Wishlist sharing. `POST /wishlist-share {wishlistId}` (the list's owner, guest or customer)
 * answers a short token; `GET /wishlist-share/:token` answers the list's title and items,
 * read-only, without the owner. Making a list private revokes its links (the `updateWishlist`
 * rule).
 */
export function wishlistShareRoutes(deps: ProxyDeps): Hono<ProxyEnv> {
  const app = new Hono<ProxyEnv>();
  app.post(routePattern(create), authenticate(deps), async (c) => {
    const caller = c.var.caller;
    if (caller.kind === 'anonymous') throw ApiError.of('unauthorized', 'open a session first');
    const parsed = create.body.safeParse(await readJsonBody(c));
    if (!parsed.success) throw invalidRequest(parsed.error, 'body');
    // Only the owner shares: someone else's list is a 404, like a missing one.
    await checkOwnership(deps, [['wishlist', 'wishlistId']], caller, parsed.data);
    return jsonResponse(await createWishlistShare(deps, caller, parsed.data.wishlistId), true);
  });
  app.get(routePattern(shared), async (c) =>
    jsonResponse(await sharedWishlist(deps, c.req.param('token') ?? ''), true),
  );
  return app;
}
