import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { ApiError } from '../../src/api/index.js';
import type { SandboxContext } from '../context.js';
import { registerCoreControl, type CoreControlDeps } from './core.js';
import { registerEngagementControl } from './engagement.js';
import { registerEventsControl } from './events.js';
import { registerLoyaltyControl } from './loyalty.js';

/** Header that carries the admin key of the control API. */
export const ADMIN_KEY_HEADER = 'x-sandbox-admin-key';

export interface ControlDeps extends CoreControlDeps {
  adminKey: string;
  /** A handler context for control actions (they act as the store, not as an API client). */
  context(req: Request): SandboxContext;
  /** Sends due webhook deliveries now (`POST /sandbox/events/deliver`). */
  deliverEvents(): Promise<number>;
}

/** The `/sandbox/*` control API (outside /v2), behind `X-Sandbox-Admin-Key`. */
export function controlApi(deps: ControlDeps): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    const given = Buffer.from(c.req.header(ADMIN_KEY_HEADER) ?? '');
    const expected = Buffer.from(deps.adminKey);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw ApiError.of('unauthorized', `send the admin key in ${ADMIN_KEY_HEADER}`);
    }
    await next();
  });
  registerCoreControl(app, deps);
  registerEngagementControl(app, deps);
  registerLoyaltyControl(app, deps);
  registerEventsControl(app, deps);
  return app;
}
