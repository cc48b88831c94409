import { afterEach, describe, expect, it } from 'vitest';
import type { ActiveRewardEntry } from '../../src/api/index.js';
import { createTestSandbox, type TestSandbox } from '../testing.js';
import { balanceOf, codeOf, freshOk, outbox } from './testkit.js';

let sb: TestSandbox;
afterEach(() => sb?.close());

// Demo rules (seed/loyalty.ts).
const INSTAGRAM = 4;
const NEWSLETTER = 6;
const FIVE_OFF = 1;
const TEN_PERCENT = 2;
const FREE_SHIPPING = 3;
const FREE_BEANIE = 4;
const FLEXIBLE = 5;
const BEANIE_RUST = 16;

async function activeRewards(customerIdentifier: string): Promise<ActiveRewardEntry[]> {
  return (
    await freshOk(sb, 'getCustomerActiveRewards', {
      customerIdentifier,
    })
  ).rewards;
}

describe('E7 getEarningRules and E8 trackCustomAction', () => {
  it('lists every rule type, with completed per customer and self-reportable custom actions', async () => {
    sb = createTestSandbox();
    const anonymous = await sb.ok('getEarningRules', {});
    expect(anonymous.rules.map((r) => r.type)).toEqual([
      'create_account',
      'purchase',
      'birthday',
      'custom_action',
      'product_review',
      'photo_review',
      'custom_action',
    ]);
    expect(anonymous.rules.every((r) => !r.completed)).toBe(true);
    expect(anonymous.rules.find((r) => r.id === INSTAGRAM)?.isSelfReportable).toBe(true);
    expect(anonymous.rules[1]?.rewarding.pointsPerCurrencyUnit).toBe(5);
    const ana = await sb.ok('getEarningRules', {
      customerIdentifier: 'ana@demo.test',
    });
    expect(ana.rules.filter((r) => r.completed).map((r) => r.title)).toEqual([
      'Create an account',
      'Place an order',
      'Follow us on Instagram',
    ]);
  });

  it('pays a custom action once per customer', async () => {
    sb = createTestSandbox();
    const first = await sb.ok('trackCustomAction', {
      customerIdentifier: 'ben@demo.test',
      ruleId: INSTAGRAM,
      ruleType: 'custom_action',
    });
    expect(first).toEqual({ rewarded: true, pointsAwarded: 100, reward: null });
    const again = await sb.ok('trackCustomAction', {
      customerIdentifier: 'ben@demo.test',
      ruleId: INSTAGRAM,
      ruleType: 'custom_action',
    });
    expect(again).toEqual({ rewarded: false, pointsAwarded: 0, reward: null });
    expect(await balanceOf(sb, 'ben@demo.test')).toBe(300);
    const rules = await sb.ok('getEarningRules', {
      customerIdentifier: 'ben@demo.test',
    });
    expect(rules.rules.find((r) => r.id === INSTAGRAM)?.completed).toBe(true);
  });

  it('issues the discount of a custom action that gives one', async () => {
    sb = createTestSandbox();
    const res = await sb.ok('trackCustomAction', {
      customerIdentifier: 'ben@demo.test',
      ruleId: NEWSLETTER,
      ruleType: 'custom_action',
    });
    expect(res.reward?.reward).toMatchObject({ discountType: 'percentage', discountValue: 10 });
    expect((await activeRewards('ben@demo.test')).map((r) => r.id)).toEqual([res.reward?.id]);
  });

  it('refuses another rule type (422 rule_not_allowed), an unknown rule (404) and another ruleType (400)', async () => {
    sb = createTestSandbox();
    const body = { customerIdentifier: 'ben@demo.test', ruleType: 'custom_action' };
    expect(await codeOf(await sb.call('trackCustomAction', { ...body, ruleId: 1 }))).toBe(
      'rule_not_allowed',
    );
    expect(await codeOf(await sb.call('trackCustomAction', { ...body, ruleId: 999 }))).toBe(
      'not_found',
    );
    const wrongType = await sb.call('trackCustomAction', {
      ...body,
      ruleId: INSTAGRAM,
      ruleType: 'birthday',
    });
    expect(wrongType.status).toBe(400);
    expect(await balanceOf(sb, 'ben@demo.test')).toBe(200);
  });

  it('needs write_reward', async () => {
    sb = createTestSandbox();
    const token = await sb.token(['read_reward']);
    const res = await sb.call(
      'trackCustomAction',
      { customerIdentifier: 'ben@demo.test', ruleId: INSTAGRAM, ruleType: 'custom_action' },
      { token },
    );
    expect(res.status).toBe(403);
  });
});

describe('E10 getSpendingRules', () => {
  it('lists the rules, free-product rules with their variants, and isAllowed per customer', async () => {
    sb = createTestSandbox({ baseUrl: 'http://sandbox.test' });
    const { rules } = await sb.ok('getSpendingRules', {});
    expect(rules.map((r) => r.type)).toEqual([
      'fixed_amount',
      'percentage',
      'free_shipping',
      'free_product',
      'fixed_amount',
    ]);
    expect(rules[0]?.isAllowed).toBeUndefined();
    const beanie = rules.find((r) => r.id === FREE_BEANIE);
    expect(beanie?.products?.[0]?.variants.map((v) => v.title)).toEqual([
      'Charcoal',
      'Rust',
      'Sage',
    ]);
    expect(beanie?.products?.[0]?.image).toBe(
      'http://sandbox.test/assets/products/wool-beanie.svg',
    );
    expect(rules.find((r) => r.id === FLEXIBLE)).toMatchObject({
      isFlexible: true,
      minSpendablePoints: 100,
    });
    const ben = await sb.ok('getSpendingRules', {
      customerIdentifier: 'ben@demo.test',
    });
    expect(ben.rules.find((r) => r.id === FREE_SHIPPING)?.isAllowed).toBe(false);
    const ana = await sb.ok('getSpendingRules', {
      customerIdentifier: 'ana@demo.test',
    });
    expect(ana.rules.every((r) => r.isAllowed)).toBe(true);
  });
});

describe('E11 redeem', () => {
  it('deducts the points, issues a reward with a unique code and expiry, answers {} and emits events', async () => {
    sb = createTestSandbox();
    const before = await balanceOf(sb, 'ana@demo.test');
    const known = (await activeRewards('ana@demo.test')).map((r) => r.id);
    expect(
      await sb.ok('redeem', { customerIdentifier: 'ana@demo.test', ruleId: FIVE_OFF }),
    ).toEqual({});
    expect(await balanceOf(sb, 'ana@demo.test')).toBe(before - 500);
    const fresh = (await activeRewards('ana@demo.test')).filter((r) => !known.includes(r.id));
    expect(fresh).toHaveLength(1);
    const reward = fresh[0]!.reward;
    expect(reward).toMatchObject({
      type: 'discount',
      discountType: 'fixed_amount',
      discountValue: 5,
    });
    expect(reward.discountCode).toMatch(/^LOYAL-[A-Z2-9]{8}$/);
    expect(Date.parse(reward.endsAt ?? '') - sb.clock.now()).toBe(30 * 86_400_000);
    const created = outbox(sb, 'v1/customer/rewardCreated');
    expect(created).toHaveLength(1);
    expect((created[0]?.data.reward as ActiveRewardEntry).reward.discountCode).toBe(
      reward.discountCode,
    );
    expect(outbox(sb, 'v1/customer/balanceUpdated')[0]?.data).toMatchObject({ delta: -500 });
    const history = await sb.ok('getActivityHistory', {
      customerIdentifier: 'ana@demo.test',
      perPage: 1,
    });
    expect(history.activities[0]).toMatchObject({ type: 'reward', points: -500 });
    expect(history.activities[0]?.reward?.discountCode).toBe(reward.discountCode);
  });

  it('accepts the customer identifier as a number, and gives every reward its own code', async () => {
    sb = createTestSandbox();
    const { customerId } = await sb.ok('getCustomer', {
      customerIdentifier: 'cara@demo.test',
    });
    for (let i = 0; i < 3; i += 1)
      await sb.ok('redeem', { customerIdentifier: customerId, ruleId: FIVE_OFF });
    const codes = (await activeRewards('cara@demo.test')).map((r) => r.reward.discountCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(3);
  });

  it('redeems a flexible rule for a proportional discount within its bounds', async () => {
    sb = createTestSandbox();
    const before = await balanceOf(sb, 'ana@demo.test');
    await sb.ok('redeem', {
      customerIdentifier: 'ana@demo.test',
      ruleId: FLEXIBLE,
      pointsToSpend: 750,
    });
    expect(await balanceOf(sb, 'ana@demo.test')).toBe(before - 750);
    expect((await activeRewards('ana@demo.test'))[0]?.reward).toMatchObject({ discountValue: 7.5 });
  });

  it('refuses a flexible redeem without pointsToSpend (400) or outside min and max (422)', async () => {
    sb = createTestSandbox();
    const before = await balanceOf(sb, 'cara@demo.test');
    const body = { customerIdentifier: 'cara@demo.test', ruleId: FLEXIBLE };
    expect(await codeOf(await sb.call('redeem', body))).toBe('invalid_request');
    expect((await sb.call('redeem', { ...body, pointsToSpend: 99 })).status).toBe(422);
    expect((await sb.call('redeem', { ...body, pointsToSpend: 5001 })).status).toBe(422);
    expect(await balanceOf(sb, 'cara@demo.test')).toBe(before);
  });

  it('needs a variant of the rule’s product for a free-product rule', async () => {
    sb = createTestSandbox();
    const before = await balanceOf(sb, 'ana@demo.test');
    const body = { customerIdentifier: 'ana@demo.test', ruleId: FREE_BEANIE };
    expect(await codeOf(await sb.call('redeem', body))).toBe('variant_required');
    expect(await codeOf(await sb.call('redeem', { ...body, selectedVariantId: 1 }))).toBe(
      'variant_required',
    );
    expect(await balanceOf(sb, 'ana@demo.test')).toBe(before);
    await sb.ok('redeem', { ...body, selectedVariantId: BEANIE_RUST });
    expect((await activeRewards('ana@demo.test'))[0]?.reward).toMatchObject({
      discountType: 'free_product',
      variantId: BEANIE_RUST,
      discountValue: 28,
    });
    expect(await balanceOf(sb, 'ana@demo.test')).toBe(before - 1500);
  });

  it('refuses insufficient points, a rule the tier may not use, and an unknown rule, with the balance unchanged', async () => {
    sb = createTestSandbox();
    const ben = { customerIdentifier: 'ben@demo.test' };
    expect(await codeOf(await sb.call('redeem', { ...ben, ruleId: FIVE_OFF }))).toBe(
      'insufficient_points',
    );
    expect(await codeOf(await sb.call('redeem', { ...ben, ruleId: FREE_SHIPPING }))).toBe(
      'rule_not_allowed',
    );
    expect(await codeOf(await sb.call('redeem', { ...ben, ruleId: 999 }))).toBe('not_found');
    expect(
      await codeOf(await sb.call('redeem', { customerIdentifier: 'x@y.test', ruleId: 1 })),
    ).toBe('not_found');
    expect(await balanceOf(sb, 'ben@demo.test')).toBe(200);
    expect(await activeRewards('ben@demo.test')).toEqual([]);
    expect(outbox(sb)).toEqual([]);
  });

  it('refuses a disabled rule with rule_not_allowed', async () => {
    sb = createTestSandbox();
    sb.db.prepare('UPDATE spending_rules SET is_enabled = 0 WHERE id = ?').run(FIVE_OFF);
    const res = await sb.call('redeem', { customerIdentifier: 'ana@demo.test', ruleId: FIVE_OFF });
    expect(await codeOf(res)).toBe('rule_not_allowed');
  });

  it('needs write_reward', async () => {
    sb = createTestSandbox();
    const token = await sb.token(['read_reward', 'write_customer']);
    const res = await sb.call(
      'redeem',
      { customerIdentifier: 'ana@demo.test', ruleId: FIVE_OFF },
      { token },
    );
    expect(await codeOf(res)).toBe('insufficient_scope');
  });
});

describe('E15 getCustomerActiveRewards', () => {
  it('lists only rewards neither used nor expired', async () => {
    sb = createTestSandbox();
    await sb.ok('redeem', { customerIdentifier: 'cara@demo.test', ruleId: TEN_PERCENT });
    const [reward] = await activeRewards('cara@demo.test');
    const res = await sb.admin('POST', '/orders', {
      customerIdentifier: 'cara@demo.test',
      lines: [{ productId: 2, quantity: 1, price: 120 }],
      discountCodes: [reward!.reward.discountCode.toLowerCase()],
    });
    expect(await res.json()).toMatchObject({ total: 108 });
    expect((await activeRewards('cara@demo.test')).map((r) => r.id)).not.toContain(reward!.id);
    await sb.ok('redeem', { customerIdentifier: 'cara@demo.test', ruleId: FIVE_OFF });
    expect(await activeRewards('cara@demo.test')).toHaveLength(1);
    sb.clock.advance(30 * 86_400);
    expect(await activeRewards('cara@demo.test')).toEqual([]);
  });
});

describe('E16 getActivityHistory', () => {
  it('pages newest first and filters by order', async () => {
    sb = createTestSandbox();
    const all = await sb.ok('getActivityHistory', {
      customerIdentifier: 'ana@demo.test',
    });
    const page2 = await sb.ok('getActivityHistory', {
      customerIdentifier: 'ana@demo.test',
      page: 2,
      perPage: 3,
    });
    expect(page2).toMatchObject({ currentPage: 2, perPage: 3 });
    expect(page2.activities.map((a) => a.id)).toEqual(all.activities.slice(3, 6).map((a) => a.id));
    const orderId = all.activities.find((a) => a.orderId)!.orderId!;
    const forOrder = await sb.ok('getActivityHistory', {
      customerIdentifier: 'ana@demo.test',
      orderId,
    });
    expect(forOrder.activities.length).toBeGreaterThan(0);
    expect(forOrder.activities.every((a) => a.orderId === orderId)).toBe(true);
    expect(all.activities[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses perPage above 250 and a fractional page', async () => {
    sb = createTestSandbox();
    const c = { customerIdentifier: 'ana@demo.test' };
    expect((await sb.call('getActivityHistory', { ...c, perPage: 251 })).status).toBe(400);
    expect((await sb.call('getActivityHistory', { ...c, page: 1.5 })).status).toBe(400);
    expect((await sb.call('getActivityHistory', { ...c, page: 0 })).status).toBe(400);
  });
});
