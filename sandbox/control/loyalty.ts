import type { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../../src/api/index.js';
import type { SandboxContext } from '../context.js';
import { controlBody } from '../http.js';
import { ensureAccount } from '../loyalty/account.js';
import { createCustomer, profileOf } from '../loyalty/customers.js';
import { createOrder, refundOrder } from '../loyalty/orders.js';
import { activeBoost, endBoosts, startBoost } from '../loyalty/program.js';
import { createReferral } from '../loyalty/referrals.js';
import { productVariants, type ProductRow } from '../platform.js';

export interface LoyaltyControlDeps {
  context(req: Request): SandboxContext;
}

const NewCustomer = z.strictObject({
  email: z.email(),
  phone: z.string().min(3).max(30).optional(),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  acceptsEmailMarketing: z.boolean().optional(),
  acceptsSmsMarketing: z.boolean().optional(),
});

const NewOrder = z.strictObject({
  customerIdentifier: z.string().trim().min(1),
  lines: z
    .array(
      z.strictObject({
        productId: z.int().positive(),
        variantId: z.int().positive().optional(),
        quantity: z.int().min(1).max(1000),
        price: z.number().min(0),
      }),
    )
    .min(1)
    .max(100),
  discountCodes: z.array(z.string().trim().min(1).max(100)).max(10).optional(),
});

/** customers, products, orders, refunds, referrals and boosts: the platform side, for demos and tests. */
export function registerLoyaltyControl(app: Hono, deps: LoyaltyControlDeps): void {
  // Control actions change several tables at once: all or nothing, like an operation.
  const atomically = <T>(req: Request, action: (ctx: SandboxContext) => T): T => {
    const ctx = deps.context(req);
    return ctx.db.transaction(() => action(ctx))();
  };

  app.post('/customers', async (c) => {
    const body = await controlBody(c, NewCustomer);
    const profile = atomically(c.req.raw, (ctx) => {
      const customer = createCustomer(ctx, body);
      return profileOf(ctx, customer, ensureAccount(ctx, customer.id));
    });
    return c.json(profile, 201);
  });

  app.get('/products', (c) => {
    const ctx = deps.context(c.req.raw);
    const url = (path: string | null) => (path === null ? null : `${ctx.baseUrl}${path}`);
    const rows = ctx.db.prepare('SELECT * FROM products ORDER BY id').all() as ProductRow[];
    const collections = ctx.db.prepare(
      `SELECT c.id, c.handle, c.title FROM collections c
       JOIN product_collections pc ON pc.collection_id = c.id WHERE pc.product_id = ? ORDER BY c.id`,
    );
    const products = rows.map((p) => ({
      id: p.id,
      handle: p.handle,
      title: p.title,
      description: p.description,
      price: p.price,
      image: url(p.image),
      collections: collections.all(p.id),
      variants: productVariants(ctx.db, p.id).map((v) => ({
        id: v.id,
        title: v.title,
        price: v.price,
        image: url(v.image),
      })),
    }));
    return c.json({ products });
  });

  app.post('/orders', async (c) => {
    const body = await controlBody(c, NewOrder);
    return c.json(
      atomically(c.req.raw, (ctx) => createOrder(ctx, body)),
      201,
    );
  });

  app.post('/orders/refund', async (c) => {
    const body = await controlBody(
      c,
      z.strictObject({ orderId: z.int().positive(), amount: z.number().positive().optional() }),
    );
    return c.json(atomically(c.req.raw, (ctx) => refundOrder(ctx, body.orderId, body.amount)));
  });

  app.post('/referrals', async (c) => {
    const body = await controlBody(
      c,
      z.strictObject({
        referrerIdentifier: z.string().trim().min(1),
        referredIdentifier: z.string().trim().min(1),
      }),
    );
    const session = atomically(c.req.raw, (ctx) =>
      createReferral(ctx, body.referrerIdentifier, body.referredIdentifier),
    );
    return c.json(session, 201);
  });

  app.post('/boost', async (c) => {
    const body = await controlBody(
      c,
      z.strictObject({
        pointsMultiplier: z.number().min(1).max(10).default(2),
        durationSeconds: z
          .int()
          .positive()
          .max(365 * 86_400)
          .default(7 * 86_400),
        startsInSeconds: z.int().min(0).default(0),
      }),
    );
    const boost = atomically(c.req.raw, (ctx) =>
      startBoost(ctx, body.pointsMultiplier, body.durationSeconds, body.startsInSeconds),
    );
    return c.json(boost, 201);
  });

  app.post('/boost/end', (c) => {
    const ended = atomically(c.req.raw, (ctx) => endBoosts(ctx));
    if (ended === 0) throw ApiError.of('not_found', 'no boost is running');
    return c.json({ ended, boostCampaign: activeBoost(deps.context(c.req.raw)) });
  });
}
