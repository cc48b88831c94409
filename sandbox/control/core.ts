import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxClock } from '../clock.js';
import type { Db } from '../db.js';
import { readSettings, writeSettings } from '../settings.js';
import { controlBody } from '../http.js';

export interface CoreControlDeps {
  db: Db;
  clock: SandboxClock;
  reset(seed: 'demo' | 'empty'): void;
  metrics(): {
    requests: { total: number; byOperation: Record<string, number> };
    throttled: number;
  };
}

const SettingsPatch = z.strictObject({
  reviewsVerifiedOnly: z.boolean().optional(),
  guestReviews: z.boolean().optional(),
  autoPublishMinRate: z.int().min(1).max(6).optional(),
  pointsExpirationDays: z.int().min(0).max(3650).optional(),
  storeUrl: z.url().optional(),
});

/** reset, clock, metrics and settings. */
export function registerCoreControl(app: Hono, deps: CoreControlDeps): void {
  app.post('/reset', async (c) => {
    const { seed } = await controlBody(
      c,
      z.object({ seed: z.enum(['demo', 'empty']).default('demo') }),
    );
    deps.reset(seed);
    return c.json({ seed });
  });

  app.post('/clock', async (c) => {
    const { advanceSeconds } = await controlBody(
      c,
      z.object({
        advanceSeconds: z
          .number()
          .positive()
          .max(10 * 365 * 86400),
      }),
    );
    deps.clock.advance(advanceSeconds);
    return c.json({ now: new Date(deps.clock.now()).toISOString() });
  });

  app.get('/clock', (c) => c.json({ now: new Date(deps.clock.now()).toISOString() }));

  app.get('/metrics', (c) => c.json(deps.metrics()));

  app.get('/settings', (c) => c.json(readSettings(deps.db)));

  app.post('/settings', async (c) => {
    const patch = await controlBody(c, SettingsPatch);
    return c.json(writeSettings(deps.db, patch));
  });
}
