import { afterEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.js';
import { balanceOf, freshOk, newCustomer, outbox, placeOrder } from './testkit.js';

let sb: TestSandbox;
afterEach(() => sb?.close());

const ZOE = 'zoe@example.test';

describe('orders award points', () => {
  it('pays 5 points per $1 times the active boost', async () => {
    sb = createTestSandbox();
    await newCustomer(sb);
    const order = await placeOrder(sb, ZOE, 100);
    expect(order).toMatchObject({ total: 100, pointsEarned: 1000 });
    expect(await balanceOf(sb, ZOE)).toBe(1200);
  });

  it('pays without the boost once it ended, and times the tier multiplier', async () => {
    sb = createTestSandbox();
    expect((await sb.admin('POST', '/boost/end')).status).toBe(200);
    expect(await sb.ok('getActiveBoostCampaign')).toEqual({ boostCampaign: null });
    await newCustomer(sb);
    expect((await placeOrder(sb, ZOE, 300)).pointsEarned).toBe(1500); // Bronze ×1, reaches Silver
    expect((await placeOrder(sb, ZOE, 100)).pointsEarned).toBe(625); // Silver ×1.25
  });

  it('moves up the tiers by spent amount, issues tier rewards and emits tierUpdated', async () => {
    sb = createTestSandbox();
    await newCustomer(sb);
    await placeOrder(sb, ZOE, 200);
    let status = await sb.ok('getCustomerVipStatus', { customerIdentifier: ZOE });
    expect(status).toMatchObject({
      currentTier: { title: 'Bronze' },
      nextTier: { title: 'Silver', condition: { type: 'spent_amount', value: 250 } },
      currentProgressValue: 200,
    });
    await placeOrder(sb, ZOE, 600);
    status = await sb.ok('getCustomerVipStatus', { customerIdentifier: ZOE });
    expect(status).toMatchObject({
      currentTier: { title: 'Gold' },
      nextTier: null,
      currentProgressValue: 800,
    });
    const profile = await sb.ok('getCustomer', {
      customerIdentifier: ZOE,
    });
    expect(profile.currentTier.title).toBe('Gold');
    expect(outbox(sb, 'v1/customer/tierUpdated').map((e) => e.data.currentTier)).toEqual([
      expect.objectContaining({ title: 'Gold' }),
    ]);
    const { rewards } = await sb.ok('getCustomerActiveRewards', {
      customerIdentifier: ZOE,
    });
    expect(rewards.map((r) => r.reward.discountType)).toContain('free_product');
  });

  it('marks a used reward code and refuses it a second time', async () => {
    sb = createTestSandbox();
    await sb.ok('redeem', { customerIdentifier: 'eve@demo.test', ruleId: 1 });
    const { rewards } = await sb.ok('getCustomerActiveRewards', {
      customerIdentifier: 'eve@demo.test',
    });
    const code = rewards[0]!.reward.discountCode;
    const order = await placeOrder(sb, 'eve@demo.test', 40, [code]);
    expect(order.total).toBe(35);
    const again = await sb.admin('POST', '/orders', {
      customerIdentifier: 'eve@demo.test',
      lines: [{ productId: 1, quantity: 1, price: 40 }],
      discountCodes: [code],
    });
    expect(again.status).toBe(422);
    const stranger = await sb.admin('POST', '/orders', {
      customerIdentifier: 'ben@demo.test',
      lines: [{ productId: 1, quantity: 1, price: 40 }],
      discountCodes: [rewards[1]?.reward.discountCode ?? code],
    });
    expect(stranger.status).toBe(422);
  });

  it('validates order bodies and unknown products', async () => {
    sb = createTestSandbox();
    expect(
      (await sb.admin('POST', '/orders', { customerIdentifier: 'ben@demo.test', lines: [] }))
        .status,
    ).toBe(400);
    const unknown = await sb.admin('POST', '/orders', {
      customerIdentifier: 'ben@demo.test',
      lines: [{ productId: 999, quantity: 1, price: 1 }],
    });
    expect(unknown.status).toBe(404);
    const nobody = await sb.admin('POST', '/orders', {
      customerIdentifier: 'nobody@x.test',
      lines: [{ productId: 1, quantity: 1, price: 1 }],
    });
    expect(nobody.status).toBe(404);
  });
});

describe('refunds', () => {
  it('take back points in proportion and record it', async () => {
    sb = createTestSandbox();
    await newCustomer(sb);
    const order = await placeOrder(sb, ZOE, 100); // 1000 points
    const partial = await sb.admin('POST', '/orders/refund', {
      orderId: order.orderId,
      amount: 25,
    });
    expect(await partial.json()).toMatchObject({ pointsDeducted: 250, refundedTotal: 25 });
    expect(await balanceOf(sb, ZOE)).toBe(950);
    const rest = await sb.admin('POST', '/orders/refund', { orderId: order.orderId });
    expect(await rest.json()).toMatchObject({ pointsDeducted: 750, refundedTotal: 100 });
    expect(await balanceOf(sb, ZOE)).toBe(200);
    const history = await sb.ok('getActivityHistory', {
      customerIdentifier: ZOE,
      orderId: order.orderId,
    });
    expect(history.activities.map((a) => a.points)).toEqual([-750, -250, 1000]);
    expect((await sb.admin('POST', '/orders/refund', { orderId: order.orderId })).status).toBe(422);
    expect((await sb.admin('POST', '/orders/refund', { orderId: 9999 })).status).toBe(404);
  });

  it('give back the reward a fully refunded order used', async () => {
    sb = createTestSandbox();
    await sb.ok('redeem', { customerIdentifier: 'cara@demo.test', ruleId: 1 });
    const { rewards } = await sb.ok('getCustomerActiveRewards', {
      customerIdentifier: 'cara@demo.test',
    });
    const order = await placeOrder(sb, 'cara@demo.test', 60, [rewards[0]!.reward.discountCode]);
    await sb.admin('POST', '/orders/refund', { orderId: order.orderId });
    const after = await sb.ok('getCustomerActiveRewards', {
      customerIdentifier: 'cara@demo.test',
    });
    expect(after.rewards.map((r) => r.id)).toContain(rewards[0]!.id);
  });
});

describe('E9 punch card', () => {
  it('counts orders toward the card and issues its reward every 5 orders', async () => {
    sb = createTestSandbox();
    expect(await sb.ok('getPunchCardProgress', { customerIdentifier: 'eve@demo.test' })).toEqual({
      orderProgress: 3,
      numberOfOrders: 5,
      availableTimes: 0,
    });
    await placeOrder(sb, 'eve@demo.test', 10);
    await placeOrder(sb, 'eve@demo.test', 10);
    expect(
      await sb.ok('getPunchCardProgress', {
        customerIdentifier: 'eve@demo.test',
      }),
    ).toEqual({
      orderProgress: 0,
      numberOfOrders: 5,
      availableTimes: 1,
    });
  });
});

describe('E12, E13, E14: tiers and boost', () => {
  it('lists three tiers with multipliers, perks and a free-product tier reward', async () => {
    sb = createTestSandbox();
    const { tiers } = await sb.ok('getVipTiers');
    expect(tiers.map((t) => [t.title, t.pointsMultiplier, t.conditionValue, t.isDefault])).toEqual([
      ['Bronze', 1, 0, true],
      ['Silver', 1.25, 250, false],
      ['Gold', 1.5, 750, false],
    ]);
    expect(tiers[2]?.rewarding[0]).toMatchObject({
      type: 'free_product',
      productTitle: 'Wool Beanie',
    });
    expect(tiers.every((t) => t.perks.length > 0)).toBe(true);
  });

  it('shows the demo customers in their tiers', async () => {
    sb = createTestSandbox();
    const tier = async (email: string) =>
      (await sb.ok('getCustomerVipStatus', { customerIdentifier: email })).currentTier.title;
    expect(await tier('ana@demo.test')).toBe('Silver');
    expect(await tier('cara@demo.test')).toBe('Gold');
    expect(await tier('ben@demo.test')).toBe('Bronze');
  });

  it('answers the demo boost, then a new one started through the control API', async () => {
    sb = createTestSandbox();
    const { boostCampaign } = await sb.ok('getActiveBoostCampaign');
    expect(boostCampaign?.pointsMultiplier).toBe(2);
    sb.clock.advance(8 * 86_400);
    expect(await freshOk(sb, 'getActiveBoostCampaign', {})).toEqual({ boostCampaign: null });
    const started = await sb.admin('POST', '/boost', {
      pointsMultiplier: 3,
      durationSeconds: 3600,
    });
    expect(started.status).toBe(201);
    expect(await freshOk(sb, 'getActiveBoostCampaign', {})).toMatchObject({
      boostCampaign: { pointsMultiplier: 3 },
    });
  });
});

describe('referrals', () => {
  it('completes a pending session on the first order, pays the referrer and emits referralCompleted', async () => {
    sb = createTestSandbox();
    const before = await balanceOf(sb, 'ana@demo.test');
    const order = await placeOrder(sb, 'dan@demo.test', 20);
    const { sessions } = await sb.ok('getReferralSessions', {
      referredIdentifier: 'dan@demo.test',
    });
    expect(sessions[0]).toMatchObject({ status: 'completed', orderId: order.orderId });
    expect(await balanceOf(sb, 'ana@demo.test')).toBe(before + 500);
    expect(outbox(sb, 'v1/customer/referralCompleted')[0]?.data).toMatchObject({
      customer: { email: 'ana@demo.test' },
    });
    await placeOrder(sb, 'dan@demo.test', 20);
    expect(await balanceOf(sb, 'ana@demo.test')).toBe(before + 500);
  });

  it('opens sessions through the control API and refuses duplicates and self-referrals', async () => {
    sb = createTestSandbox();
    await newCustomer(sb);
    const res = await sb.admin('POST', '/referrals', {
      referrerIdentifier: 'cara@demo.test',
      referredIdentifier: ZOE,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: 'pending', orderId: null });
    expect(outbox(sb, 'v1/customer/referralActivated')).toHaveLength(1);
    const again = await sb.admin('POST', '/referrals', {
      referrerIdentifier: 'ana@demo.test',
      referredIdentifier: ZOE,
    });
    expect(again.status).toBe(409);
    const self = await sb.admin('POST', '/referrals', {
      referrerIdentifier: ZOE,
      referredIdentifier: ZOE,
    });
    expect(self.status).toBe(422);
  });

  it('filters E17 by referrer, status and order, and pages', async () => {
    sb = createTestSandbox();
    const list = (q: Record<string, unknown>) => sb.ok('getReferralSessions', q);
    expect((await list({ referrerIdentifier: 'ana@demo.test' })).totalCount).toBe(2);
    expect((await list({ status: 'pending' })).sessions.map((s) => s.referred.email)).toEqual([
      'dan@demo.test',
    ]);
    const completed = (await list({ status: 'completed' })).sessions[0]!;
    expect(completed.referred.email).toBe('finn@demo.test');
    expect((await list({ orderId: completed.orderId })).totalCount).toBe(1);
    expect((await list({ referrerIdentifier: 'nobody@x.test' })).totalCount).toBe(0);
    const paged = await list({ perPage: 1, page: 2 });
    expect(paged).toMatchObject({ totalCount: 2, currentPage: 2, perPage: 1 });
    expect(paged.sessions).toHaveLength(1);
    expect((await sb.call('getReferralSessions', { status: 'lost' })).status).toBe(400);
  });
});

describe('GET /sandbox/products', () => {
  it('lists the catalog with variants, collections and image URLs', async () => {
    sb = createTestSandbox({ baseUrl: 'http://sandbox.test' });
    const res = await sb.admin('GET', '/products');
    const { products } = (await res.json()) as {
      products: { title: string; image: string; variants: unknown[]; collections: unknown[] }[];
    };
    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(products[0]).toMatchObject({ title: 'Everyday Linen Shirt' });
    expect(products[0]?.image).toMatch(/^http:\/\/sandbox\.test\/assets\/products\//);
    expect(products[0]?.variants).toHaveLength(4);
    expect(products[0]?.collections).toEqual([expect.objectContaining({ handle: 'apparel' })]);
  });
});
