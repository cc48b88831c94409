import type { SandboxContext } from '../context.js';
import { productVariants } from '../platform.js';
import { seedDemoCustomers } from './loyaltyCustomers.js';

const DAY_MS = 86_400_000;

/** The demo program: earning and spending rules, three VIP tiers, punch card, referrals, boost. */
export function seedLoyaltyProgram(ctx: SandboxContext): void {
  const now = ctx.clock.now();
  const created = now - 400 * DAY_MS;
  const db = ctx.db;
  const beanie = db.prepare("SELECT id FROM products WHERE handle = 'wool-beanie'").get() as
    { id: number } | undefined;
  const beanieVariant = beanie ? productVariants(db, beanie.id)[0] : undefined;

  const earning = db.prepare(
    `INSERT INTO earning_rules (type, title, description, icon, position, points, points_per_currency_unit,
       discount_type, discount_value, discount_expiration_days, discount_minimum_order_amount,
       is_self_reportable, created_at, updated_at)
     VALUES (@type, @title, @description, @icon, @position, @points, @ppc, @discountType, @discountValue,
       @expiration, @minimum, @self, @created, @created)`,
  );
  const rule = {
    ppc: null,
    discountType: null,
    discountValue: 0,
    expiration: null,
    minimum: null,
    self: 0,
    created,
  };
  earning.run({
    ...rule,
    type: 'create_account',
    title: 'Create an account',
    description: 'Join the program and get 200 points.',
    icon: 'user-plus',
    position: 1,
    points: 200,
  });
  earning.run({
    ...rule,
    type: 'purchase',
    title: 'Place an order',
    description: 'Earn 5 points for every $1 you spend.',
    icon: 'bag',
    position: 2,
    points: 0,
    ppc: 5,
  });
  earning.run({
    ...rule,
    type: 'birthday',
    title: 'Celebrate your birthday',
    description: 'Tell us your birthday and get 250 points on the day.',
    icon: 'cake',
    position: 3,
    points: 250,
  });
  earning.run({
    ...rule,
    type: 'custom_action',
    title: 'Follow us on Instagram',
    description: 'Follow @loyalkit.demo and get 100 points.',
    icon: 'instagram',
    position: 4,
    points: 100,
    self: 1,
  });
  // Reviews pay when published (sandbox/loyalty/reviewEarning.ts), times the tier's multiplier.
  earning.run({
    ...rule,
    type: 'product_review',
    title: 'Write a review',
    description: 'Get 100 points for each product review we publish.',
    icon: 'star',
    position: 5,
    points: 100,
  });
  earning.run({
    ...rule,
    type: 'custom_action',
    title: 'Subscribe to our newsletter',
    description: 'Get 10% off your next order when you subscribe.',
    icon: 'mail',
    position: 7,
    points: 0,
    discountType: 'percentage',
    discountValue: 10,
    expiration: 30,
    minimum: 0,
  });
  // After the newsletter's, so the rules' ids stay those tests and demos know (position orders).
  earning.run({
    ...rule,
    type: 'photo_review',
    title: 'Add a photo to your review',
    description: 'Get 50 more points when your review shows a photo.',
    icon: 'photo',
    position: 6,
    points: 50,
  });

  const tier = db.prepare(
    `INSERT INTO tiers (title, description, perks, points_multiplier, condition, condition_value, tags_to_add,
       rewarding, is_default, position, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'spent_amount', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const silverReward = [
    {
      type: 'fixed_amount',
      discountValue: 10,
      expirationInDays: 60,
      minimumOrderAmount: 50,
      productId: null,
      variantId: null,
    },
  ];
  const goldReward = beanie
    ? [
        {
          type: 'free_product',
          discountValue: 28,
          expirationInDays: 90,
          minimumOrderAmount: 0,
          productId: beanie.id,
          variantId: beanieVariant?.id ?? null,
        },
      ]
    : [];
  const bronze = Number(
    tier.run(
      'Bronze',
      'Where every member starts.',
      '5 points per $1 · birthday points',
      1,
      0,
      '["vip-bronze"]',
      '[]',
      1,
      1,
      created,
      created,
    ).lastInsertRowid,
  );
  const silver = Number(
    tier.run(
      'Silver',
      'Spend $250 to reach Silver.',
      '1.25× points on every order · free shipping reward · $10 welcome reward',
      1.25,
      250,
      '["vip-silver"]',
      JSON.stringify(silverReward),
      0,
      2,
      created,
      created,
    ).lastInsertRowid,
  );
  const gold = Number(
    tier.run(
      'Gold',
      'Spend $750 to reach Gold.',
      '1.5× points on every order · free shipping reward · a free Wool Beanie · early access to sales',
      1.5,
      750,
      '["vip-gold"]',
      JSON.stringify(goldReward),
      0,
      3,
      created,
      created,
    ).lastInsertRowid,
  );
  void bronze;

  const spending = db.prepare(
    `INSERT INTO spending_rules (type, title, is_flexible, discount_value, discount_expiration_days,
       discount_minimum_order_amount, points_price, min_spendable_points, max_spendable_points,
       product_ids, tier_ids, position, created_at)
     VALUES (@type, @title, @flexible, @value, @expiration, @minimum, @price, @min, @max, @products, @tiers, @position, @created)`,
  );
  const sr = {
    flexible: 0,
    expiration: 30,
    minimum: 0,
    min: 0,
    max: 0,
    products: '[]',
    tiers: '[]',
    created,
  };
  spending.run({
    ...sr,
    type: 'fixed_amount',
    title: '$5 off your order',
    value: 5,
    price: 500,
    position: 1,
  });
  spending.run({
    ...sr,
    type: 'percentage',
    title: '10% off your order',
    value: 10,
    price: 1000,
    minimum: 50,
    position: 2,
  });
  spending.run({
    ...sr,
    type: 'free_shipping',
    title: 'Free shipping',
    value: 0,
    price: 300,
    tiers: JSON.stringify([silver, gold]),
    position: 3,
  });
  if (beanie) {
    spending.run({
      ...sr,
      type: 'free_product',
      title: 'A free Wool Beanie',
      value: 28,
      price: 1500,
      products: JSON.stringify([beanie.id]),
      position: 4,
    });
  }
  spending.run({
    ...sr,
    type: 'fixed_amount',
    title: 'Points for dollars: 100 points = $1',
    flexible: 1,
    value: 1,
    price: 100,
    min: 100,
    max: 5000,
    position: 5,
  });

  db.prepare(
    `INSERT INTO loyalty_program (id, punch_card_orders, punch_card_title, punch_card_discount_type,
       punch_card_discount_value, punch_card_expiration_days, referrer_points)
     VALUES (1, 5, 'Every 5th order: $10 off', 'fixed_amount', 10, 30, 500)`,
  ).run();
  db.prepare(
    'INSERT INTO boost_campaigns (points_multiplier, starts_at, ends_at) VALUES (2, ?, ?)',
  ).run(now - DAY_MS, now + 7 * DAY_MS);
}

/** The loyalty side of the demo store: the program, then six customers built through the order engine. */
export function seedLoyalty(ctx: SandboxContext): void {
  seedLoyaltyProgram(ctx);
  seedDemoCustomers(ctx);
}
