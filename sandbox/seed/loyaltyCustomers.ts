import type { SandboxContext } from '../context.js';
import { movePoints } from '../loyalty/account.js';
import { createCustomer, updateBirthday } from '../loyalty/customers.js';
import { trackCustomAction } from '../loyalty/earning.js';
import { createOrder } from '../loyalty/orders.js';
import { createReferral } from '../loyalty/referrals.js';
import { redeem } from '../loyalty/spending.js';
import { productVariants, type CustomerRow, type ProductRow } from '../platform.js';

const DAY_MS = 86_400_000;

/** The six demo customers (the demo storefront and the engagement seed rely on these e-mails). */
export const DEMO_CUSTOMERS = {
  ana: { email: 'ana@demo.test', firstName: 'Ana', lastName: 'Lopez', phone: '+15550100001' },
  ben: { email: 'ben@demo.test', firstName: 'Ben', lastName: 'Okafor', phone: '+15550100002' },
  cara: { email: 'cara@demo.test', firstName: 'Cara', lastName: 'Jensen', phone: '+15550100003' },
  dan: { email: 'dan@demo.test', firstName: 'Dan', lastName: 'Weiss', phone: '+15550100004' },
  eve: { email: 'eve@demo.test', firstName: 'Eve', lastName: 'Martin', phone: '+15550100005' },
  finn: { email: 'finn@demo.test', firstName: 'Finn', lastName: 'Novak', phone: '+15550100006' },
} as const;

type Who = keyof typeof DEMO_CUSTOMERS;

const ADDRESSES: Record<Who, [string, string, string, string, string, string]> = {
  ana: ['12 Harbor Street', 'Portland', 'Oregon', 'United States', 'US', '97201'],
  ben: ['48 Elm Avenue', 'Austin', 'Texas', 'United States', 'US', '73301'],
  cara: ['7 Nørregade', 'Copenhagen', 'Capital Region', 'Denmark', 'DK', '1165'],
  dan: ['301 Queen Street West', 'Toronto', 'Ontario', 'Canada', 'CA', 'M5V 2A4'],
  eve: ['22 Rue des Lilas', 'Lyon', 'Auvergne-Rhône-Alpes', 'France', 'FR', '69003'],
  finn: ['5 Mill Lane', 'Galway', 'Connacht', 'Ireland', 'IE', 'H91 E2K3'],
};

/** Runs `action` as if the clock showed `daysAgo` days before now, with no events emitted. */
function at<T>(ctx: SandboxContext, daysAgo: number, action: (ctx: SandboxContext) => T): T {
  const when = ctx.clock.now() - daysAgo * DAY_MS;
  return action({
    ...ctx,
    clock: { now: () => when, advance: () => undefined },
    emit: () => undefined,
  });
}

/** Builds the demo customers through the real engine, so balances, tiers and ledgers agree. */
export function seedDemoCustomers(ctx: SandboxContext): void {
  const products = ctx.db.prepare('SELECT * FROM products ORDER BY id').all() as ProductRow[];
  const line = (index: number, quantity = 1, variant = 0) => {
    const p = products[index - 1];
    if (!p) throw new Error(`demo seed: no product ${index}`);
    return {
      productId: p.id,
      variantId: productVariants(ctx.db, p.id)[variant]?.id,
      quantity,
      price: p.price,
    };
  };
  const customers = {} as Record<Who, CustomerRow>;
  const join = (who: Who, daysAgo: number) => {
    customers[who] = at(ctx, daysAgo, (c) =>
      createCustomer(c, { ...DEMO_CUSTOMERS[who], acceptsEmailMarketing: who !== 'ben' }),
    );
    const [address, city, state, country, countryCode, postalCode] = ADDRESSES[who];
    ctx.db
      .prepare(
        `INSERT INTO customer_addresses (customer_id, first_name, last_name, address, city, state, country, country_code, postal_code)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        customers[who].id,
        DEMO_CUSTOMERS[who].firstName,
        DEMO_CUSTOMERS[who].lastName,
        address,
        city,
        state,
        country,
        countryCode,
        postalCode,
      );
  };
  const order = (
    who: Who,
    daysAgo: number,
    lines: ReturnType<typeof line>[],
    discountCodes?: string[],
  ) =>
    at(ctx, daysAgo, (c) =>
      createOrder(c, { customerIdentifier: customers[who].email, lines, discountCodes }),
    );
  const ruleId = (title: string, table: 'earning_rules' | 'spending_rules') =>
    (ctx.db.prepare(`SELECT id FROM ${table} WHERE title = ?`).get(title) as { id: number }).id;

  // Platform ids 1 to 6 in this order.
  join('ana', 300);
  join('ben', 1);
  join('cara', 400);
  join('dan', 3);
  join('eve', 120);
  join('finn', 60);

  // Ana: Silver after many orders, birthday set, referred Finn (completed) and Dan (pending).
  at(ctx, 290, (c) =>
    trackCustomAction(c, customers.ana, ruleId('Follow us on Instagram', 'earning_rules')),
  );
  at(ctx, 200, (c) => updateBirthday(c, customers.ana.email, 14, 3, 1990));
  order('ana', 280, [line(1), line(3, 2, 1)]);
  order('ana', 240, [line(8)]);
  order('ana', 200, [line(14), line(16)]);
  order('ana', 150, [line(2, 1, 1)]);
  order('ana', 110, [line(10), line(11, 2)]);
  order('ana', 80, [line(20), line(19)]);
  order('ana', 45, [line(12), line(7, 2)]);
  order('ana', 20, [line(27), line(17)]);
  at(ctx, 60, (c) => createReferral(c, customers.ana.email, customers.finn.email));
  at(ctx, 30, (c) =>
    movePoints(c, customers.ana, 500, 'Thank-you bonus for your product feedback'),
  );

  // Cara: Gold, many orders, one redeemed reward used on a later order.
  const caraOrders: [number, ReturnType<typeof line>[]][] = [
    [390, [line(4, 1, 1)]],
    [350, [line(2, 1, 2), line(5)]],
    [300, [line(21)]],
    [260, [line(9), line(8)]],
    [220, [line(1, 2, 2)]],
    [180, [line(13, 2), line(14)]],
    [140, [line(24), line(20)]],
    [100, [line(4)]],
    [70, [line(28), line(22, 2)]],
  ];
  for (const [daysAgo, lines] of caraOrders) order('cara', daysAgo, lines);
  at(ctx, 50, (c) =>
    redeem(c, {
      customerIdentifier: customers.cara.email,
      ruleId: ruleId('10% off your order', 'spending_rules'),
    }),
  );
  const caraCode = ctx.db
    .prepare("SELECT discount_code FROM rewards WHERE customer_id = ? AND source = 'redeem'")
    .get(customers.cara.id) as { discount_code: string };
  order('cara', 40, [line(2), line(12)], [caraCode.discount_code]);
  order('cara', 15, [line(6), line(23, 2)]);

  // Eve: about 600 points, three orders toward the punch card, an active $5 reward.
  order('eve', 100, [line(1), line(3)]);
  order('eve', 60, [line(9)]);
  order('eve', 25, [line(14)]);
  at(ctx, 10, (c) =>
    redeem(c, {
      customerIdentifier: customers.eve.email,
      ruleId: ruleId('$5 off your order', 'spending_rules'),
    }),
  );

  // Finn: referred by Ana, one first order (completes the referral).
  order('finn', 45, [line(20), line(19)]);

  // Ana: an active reward of her own.
  at(ctx, 5, (c) =>
    redeem(c, {
      customerIdentifier: customers.ana.email,
      ruleId: ruleId('$5 off your order', 'spending_rules'),
    }),
  );

  // Dan: referred by Ana, no order yet.
  at(ctx, 2, (c) => createReferral(c, customers.ana.email, customers.dan.email));
}
