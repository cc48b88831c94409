import { Hono } from 'hono';
import {
  ApiError,
  invalidRequest,
  operation,
  proxyEndpoints,
  routePattern,
} from '../../src/api/index.js';
import type { ProxyDeps } from '../context.js';
import { authenticate, jsonResponse, problemResponse, readJsonBody } from '../http.js';
import { checkOwnership } from '../policy/ownership.js';
import { createShareToken, publicRegistry, verifyShareToken } from '../share.js';

const { createRegistryShare, sharedRegistry } = proxyEndpoints;

/**
 * Registry sharing for gifters. `POST /registry-share {giftRegistryId}` (the registrant, signed
 * in) answers a share token; `GET /registry-share/:token` answers the registry and its items
 * without the registrant's address; E47 accepts the token in `X-Registry-Share`.
 */
export function shareRoutes(deps: ProxyDeps): Hono {
  const app = new Hono();
  app.post(routePattern(createRegistryShare), async (c) => {
    try {
      const caller = await authenticate(c, deps);
      if (caller.kind !== 'customer')
        throw ApiError.of('unauthorized', 'sign in as a customer first');
      const parsed = createRegistryShare.body.safeParse(await readJsonBody(c));
      if (!parsed.success) throw invalidRequest(parsed.error, 'body');
      await checkOwnership(deps, operation('deleteGiftRegistry'), caller, {
        giftRegistryId: parsed.data.giftRegistryId,
      });
      return jsonResponse(
        await createShareToken(deps, caller.customerId, parsed.data.giftRegistryId),
        true,
      );
    } catch (error) {
      return problemResponse(error);
    }
  });
  app.get(routePattern(sharedRegistry), async (c) => {
    try {
      const share = await verifyShareToken(deps, c.req.param('token') ?? '');
      return jsonResponse(publicRegistry(await share.load()), true);
    } catch (error) {
      return problemResponse(error);
    }
  });
  return app;
}
