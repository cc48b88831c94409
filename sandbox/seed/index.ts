import type { SandboxContext } from '../context.js';
import { truncateAll } from '../db.js';
import { seedEngagement } from './engagement.js';
import { seedLoyalty } from './loyalty.js';
import { seedProducts } from './products.js';

export type SeedKind = 'demo' | 'empty';

/** Empties the database and loads the seed (`demo`: the demo store; `empty`: nothing). */
export function applySeed(ctx: SandboxContext, kind: SeedKind): void {
  truncateAll(ctx.db);
  ctx.db.transaction(() => {
    ctx.db
      .prepare("INSERT INTO settings (key, value) VALUES ('seeded', ?)")
      .run(JSON.stringify(kind));
    if (kind === 'demo') {
      seedProducts(ctx.db, ctx.clock.now());
      seedLoyalty(ctx);
      // Last: it looks the demo customers up by e-mail.
      seedEngagement(ctx.db, ctx.clock.now());
    }
  })();
}

/** Whether the database was seeded already (data survives a restart). */
export function isSeeded(ctx: SandboxContext): boolean {
  return ctx.db.prepare("SELECT 1 FROM settings WHERE key = 'seeded'").get() !== undefined;
}
