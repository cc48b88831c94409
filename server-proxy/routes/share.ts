import { Hono } from 'hono';
import { ApiError, invalidRequest, proxyEndpoints, routePattern } from '../../src/api/index.js';
import type { ProxyDeps } from '../context.js';
import { authenticate, jsonResponse, type ProxyEnv, readJsonBody, requestHeader } from '../http.js';
import { checkOwnership } from '../policy/ownership.js';
import { createShareToken, publicRegistry, readAgain, verifyShareToken } from '../share.js';

const { createRegistryShare, sharedRegistry } = proxyEndpoints;

/**
 * Registry sharing for gifters. `POST /registry-share {giftRegistryId}` (the registrant, signed
 * in) answers a share token; `GET /registry-share/:token` answers the registry and its items
 * without the registrant's address; E47 accepts the token in `X-Registry-Share`.
 */
export function shareRoutes(deps: ProxyDeps): Hono<ProxyEnv> {
  const app = new Hono<ProxyEnv>();
  app.post(routePattern(createRegistryShare), authenticate(deps), async (c) => {
    const caller = c.var.caller;
    if (caller.kind !== 'customer')
      throw ApiError.of('unauthorized', 'sign in as a customer first');
    const parsed = createRegistryShare.body.safeParse(await readJsonBody(c));
    if (!parsed.success) throw invalidRequest(parsed.error, 'body');
    // Only the registrant shares: the registry must be theirs (else 404, like a missing one).
    await checkOwnership(deps, [['registry', 'giftRegistryId']], caller, parsed.data);
    return jsonResponse(
      await createShareToken(deps, caller.customerId, parsed.data.giftRegistryId),
      true,
    );
  });
  app.get(routePattern(sharedRegistry), async (c) => {
    const share = await verifyShareToken(deps, c.req.param('token') ?? '');
    const reload = await readAgain(deps, share.giftRegistryId, requestHeader(c, 'cache-control'));
    return jsonResponse(publicRegistry(await share.load(reload)), true);
  });
  return app;
}
