import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { REVIEW_SORTS, Review } from '../../src/api/index.js';
import { createTestSandbox, type TestSandbox } from '../testing.js';
import {
  QUIET_PRODUCT,
  QUIET_PRODUCT_2,
  buy,
  expectProblem,
  newCustomer,
  topics,
} from './testkit.js';

let sb: TestSandbox;
beforeEach(() => {
  sb = createTestSandbox();
});
afterEach(() => sb.close());

type Page = { totalCount: number; currentOffset: number; perPage: number; items: Review[] };

async function review(customer: string, rate: number, extra: Record<string, unknown> = {}) {
  return sb.ok('createReview', {
    customerIdentifier: customer,
    productId: QUIET_PRODUCT,
    rate,
    title: `Rated ${rate}`,
    body: `A ${rate}-star review`,
    ...extra,
  });
}

const ids = (page: Page) => page.items.map((r) => r.id);

describe('E22 createReview and E21 canCreateReview', () => {
  it('publishes at or above the auto-publish rating and holds the rest for moderation', async () => {
    const a = newCustomer(sb);
    const b = newCustomer(sb);
    const good = await review(a.identifier, 3);
    const bad = await review(b.identifier, 2);
    expect(good.isPublished).toBe(true);
    expect(bad.isPublished).toBe(false);
    expect(good.product).toEqual({ id: QUIET_PRODUCT, handle: 'travel-sewing-kit' });
    expect(good.customer?.email).toBe(a.email);
    expect(topics(sb)).toContain('v1/review/created');
    await sb.admin('POST', '/settings', { autoPublishMinRate: 6 });
    const c = newCustomer(sb);
    expect((await review(c.identifier, 5)).isPublished).toBe(false);
  });

  it('marks verified buyers from platform orders', async () => {
    const buyer = newCustomer(sb);
    buy(sb, buyer.id, QUIET_PRODUCT);
    expect((await review(buyer.email, 5)).isVerifiedBuyer).toBe(true);
    const other = newCustomer(sb);
    expect((await review(other.identifier, 5)).isVerifiedBuyer).toBe(false);
  });

  it('refuses a second review of the same product, in E21 and in E22', async () => {
    const a = newCustomer(sb);
    expect(
      await sb.ok('canCreateReview', {
        customerIdentifier: a.identifier,
        productId: QUIET_PRODUCT,
      }),
    ).toEqual({ canCreateReview: true, message: expect.any(String) });
    await review(a.identifier, 4);
    const answer = await sb.ok('canCreateReview', {
      customerIdentifier: a.identifier,
      productId: QUIET_PRODUCT,
    });
    expect(answer.canCreateReview).toBe(false);
    expect(answer.message).toMatch(/already/);
    await expectProblem(
      await sb.call('createReview', {
        customerIdentifier: a.identifier,
        productId: QUIET_PRODUCT,
        rate: 5,
        body: 'again',
      }),
      422,
      'review_not_allowed',
    );
  });

  it('refuses customers who did not buy when the store reviews verified buyers only', async () => {
    await sb.admin('POST', '/settings', { reviewsVerifiedOnly: true });
    const a = newCustomer(sb);
    const refused = await sb.ok('canCreateReview', {
      customerIdentifier: a.identifier,
      productId: QUIET_PRODUCT,
    });
    expect(refused).toEqual({ canCreateReview: false, message: expect.stringMatching(/bought/) });
    await expectProblem(
      await sb.call('createReview', {
        customerIdentifier: a.identifier,
        productId: QUIET_PRODUCT,
        rate: 5,
        body: 'x',
      }),
      422,
    );
    buy(sb, a.id, QUIET_PRODUCT);
    expect((await review(a.identifier, 5)).isVerifiedBuyer).toBe(true);
  });

  it('takes guest reviews with a name and e-mail, unless the store turns them off', async () => {
    const guest = { productId: QUIET_PRODUCT, rate: 4, body: 'Nice', guestName: 'Rita Moreno' };
    const missing = await expectProblem(await sb.call('createReview', guest), 400);
    expect(missing.errors?.map((e) => e.path)).toEqual(['body.guestEmail']);
    const created = await sb.ok('createReview', { ...guest, guestEmail: 'rita@x.test' });
    expect(created.customer).toBeNull();
    const listed = await sb.ok('getReviews', {
      reviewId: created.id,
      withCustomerDisplayName: true,
    });
    expect(listed.items[0]?.customerDisplayName).toBe('Rita M.');
    await sb.admin('POST', '/settings', { guestReviews: false });
    await expectProblem(
      await sb.call('createReview', { ...guest, guestEmail: 'other@x.test' }),
      422,
      'review_not_allowed',
    );
  });

  it('keeps photos and answers 404 for an unknown product or customer', async () => {
    const a = newCustomer(sb);
    const withPhotos = await review(a.identifier, 5, {
      imageUrls: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
    });
    expect(withPhotos.images).toEqual(['https://img.example/1.jpg', 'https://img.example/2.jpg']);
    await expectProblem(
      await sb.call('createReview', {
        customerIdentifier: a.identifier,
        productId: 999,
        rate: 5,
        body: 'x',
      }),
      404,
      'not_found',
    );
    await expectProblem(
      await sb.call('canCreateReview', { customerIdentifier: 'nobody@x.test', productId: 1 }),
      404,
    );
  });

  it('enforces the limits of rate, title, body and images', async () => {
    const a = newCustomer(sb);
    const base = {
      customerIdentifier: a.identifier,
      productId: QUIET_PRODUCT,
      rate: 5,
      body: 'ok',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ rate: 0 }, 'body.rate'],
      [{ rate: 6 }, 'body.rate'],
      [{ rate: 4.5 }, 'body.rate'],
      [{ title: 'x'.repeat(251) }, 'body.title'],
      [{ body: 'x'.repeat(25001) }, 'body.body'],
      [{ body: '' }, 'body.body'],
      [
        { imageUrls: Array.from({ length: 6 }, (_, i) => `https://i.example/${i}.jpg`) },
        'body.imageUrls',
      ],
      [{ imageUrls: ['javascript:alert(1)'] }, 'body.imageUrls.0'],
    ];
    for (const [patch, path] of cases) {
      const p = await expectProblem(await sb.call('createReview', { ...base, ...patch }), 400);
      expect(
        p.errors?.map((e) => e.path),
        path,
      ).toContain(path);
    }
    expect(
      (await review(a.identifier, 5, { title: 'x'.repeat(250), body: 'y'.repeat(25000) })).rate,
    ).toBe(5);
  });
});

describe('E18 getReviews', () => {
  it('filters by product, rate, publication, photos, pinned, customer, shop and product reviews', async () => {
    const [a, b, c] = [newCustomer(sb), newCustomer(sb), newCustomer(sb)];
    const r1 = await review(a.identifier, 5, { imageUrls: ['https://i.example/a.jpg'] });
    const r2 = await review(b.identifier, 1);
    const r3 = await review(c.identifier, 4);
    await sb.admin('POST', '/reviews/moderate', { reviewId: r3.id, isPinned: true });
    const q = (extra: Record<string, unknown>) =>
      sb.ok('getReviews', {
        productId: QUIET_PRODUCT,
        sortingOption: 'highestRating',
        ...extra,
      });
    expect(ids(await q({}))).toEqual([r1.id, r3.id, r2.id]);
    expect(ids(await q({ rate: 1 }))).toEqual([r2.id]);
    expect(ids(await q({ onlyPublishedReviews: true }))).toEqual([r1.id, r3.id]);
    expect(ids(await q({ onlyUnpublishedReviews: true }))).toEqual([r2.id]);
    expect(ids(await q({ onlyWithPhotos: true }))).toEqual([r1.id]);
    expect(ids(await q({ onlyPinnedReviews: true }))).toEqual([r3.id]);
    expect(ids(await q({ customerIdentifier: b.email }))).toEqual([r2.id]);
    expect(ids(await q({ customerIdentifier: 'nobody@x.test' }))).toEqual([]);
    expect(ids(await q({ onlyShopReviews: true }))).toEqual([]);
    const shop = await sb.ok('getReviews', { onlyShopReviews: true, perPage: 50 });
    expect(shop.totalCount).toBeGreaterThan(0);
    expect(shop.items.every((r) => r.product === null)).toBe(true);
    const products = await sb.ok('getReviews', { onlyProductReviews: true, perPage: 50 });
    expect(products.items.every((r) => r.product !== null)).toBe(true);
  });

  it('searches title, body and product title, case-insensitively and beyond ASCII', async () => {
    const [a, b, c] = [newCustomer(sb), newCustomer(sb), newCustomer(sb)];
    const t = await review(a.identifier, 5, { title: 'ÉCLATANT result', body: 'fine' });
    const body = await review(b.identifier, 4, { title: 'ok', body: 'The needles are 100% steel' });
    await review(c.identifier, 4, { title: 'meh', body: 'plain' });
    const search = async (s: string) =>
      ids(await sb.ok('getReviews', { productId: QUIET_PRODUCT, search: s }));
    expect(await search('éclatant')).toEqual([t.id]);
    expect(await search('NEEDLES')).toEqual([body.id]);
    expect(await search('100%')).toEqual([body.id]);
    expect(await search('_')).toEqual([]);
    expect((await search('sewing kit')).length).toBe(3);
  });

  it('orders by each sort option with ties broken by id', async () => {
    const people = Array.from({ length: 5 }, () => newCustomer(sb));
    const made: Review[] = [];
    const specs = [
      { rate: 4, photos: 0 },
      { rate: 5, photos: 1 },
      { rate: 3, photos: 0 },
      { rate: 5, photos: 0 },
      { rate: 4, photos: 2 },
    ];
    for (const [i, s] of specs.entries()) {
      sb.clock.advance(60);
      made.push(
        await review(people[i]!.identifier, s.rate, {
          imageUrls: Array.from({ length: s.photos }, (_, k) => `https://i.example/${i}-${k}.jpg`),
        }),
      );
    }
    const [r0, r1, r2, r3, r4] = made.map((r) => r.id) as [number, number, number, number, number];
    // Votes: r2 three, r0 one.
    for (const p of people.slice(0, 3)) {
      await sb.ok('voteForReview', { customerIdentifier: p.identifier, reviewId: r2 });
    }
    await sb.ok('voteForReview', { customerIdentifier: people[4]!.identifier, reviewId: r0 });
    await sb.admin('POST', '/reviews/moderate', { reviewId: r3, isPinned: true });
    const order = async (sortingOption: (typeof REVIEW_SORTS)[number]) =>
      ids(await sb.ok('getReviews', { productId: QUIET_PRODUCT, sortingOption }));
    expect(await order('mostRecent')).toEqual([r4, r3, r2, r1, r0]);
    expect(await order('mostHelpful')).toEqual([r2, r0, r4, r3, r1]);
    expect(await order('highestRating')).toEqual([r3, r1, r4, r0, r2]);
    expect(await order('lowestRating')).toEqual([r2, r4, r0, r3, r1]);
    expect(await order('withPhotos')).toEqual([r4, r1, r3, r2, r0]);
    // Pinned first; then votes and photos weigh (r2: 3 votes = 6; r4 and r1: photos = 3; r0: 2).
    expect(await order('mostRelevant')).toEqual([r3, r2, r4, r1, r0]);
    // The default is mostRecent.
    expect(ids(await sb.ok('getReviews', { productId: QUIET_PRODUCT }))).toEqual([
      r4,
      r3,
      r2,
      r1,
      r0,
    ]);
  });

  it('pages by offset and perPage, within 1 to 50', async () => {
    const people = Array.from({ length: 4 }, () => newCustomer(sb));
    for (const p of people) await review(p.identifier, 5);
    const all = await sb.ok('getReviews', { productId: QUIET_PRODUCT });
    const page = await sb.ok('getReviews', {
      productId: QUIET_PRODUCT,
      offset: 1,
      perPage: 2,
    });
    expect(page).toMatchObject({ totalCount: 4, currentOffset: 1, perPage: 2 });
    expect(ids(page)).toEqual(ids(all).slice(1, 3));
    expect((await sb.ok('getReviews', { productId: QUIET_PRODUCT, offset: 10 })).items).toEqual([]);
    for (const bad of [
      { perPage: 0 },
      { perPage: 51 },
      { offset: -1 },
      { offset: 1.5 },
      { search: 'x'.repeat(201) },
    ]) {
      await expectProblem(await sb.call('getReviews', bad), 400, 'invalid_request');
    }
    expect((await sb.ok('getReviews', { perPage: 50 })).items).toHaveLength(50);
  });

  it('adds the display name only when asked', async () => {
    const a = newCustomer(sb, 'Marta', 'Quinn');
    const r = await review(a.identifier, 5);
    const plain = await sb.ok('getReviews', { reviewId: r.id });
    expect(plain.items[0]).not.toHaveProperty('customerDisplayName');
    const named = await sb.ok('getReviews', {
      reviewId: r.id,
      withCustomerDisplayName: true,
    });
    expect(named.items[0]?.customerDisplayName).toBe('Marta Q.');
  });
});

describe('E19 and E20 rating summaries', () => {
  it('count published reviews only, with distribution, media and replies', async () => {
    const people = Array.from({ length: 4 }, () => newCustomer(sb));
    const r5 = await review(people[0]!.identifier, 5, {
      imageUrls: ['https://i.example/1.jpg', 'https://i.example/2.jpg'],
    });
    await review(people[1]!.identifier, 4);
    await review(people[2]!.identifier, 3);
    await review(people[3]!.identifier, 1); // unpublished
    await sb.ok('addReplyToReview', {
      reviewId: r5.id,
      reply: { body: 'Thanks!', status: 'public' },
    });
    expect(
      await sb.ok('getProductAverageRatings', { productIds: [QUIET_PRODUCT, QUIET_PRODUCT_2] }),
    ).toEqual([
      { productId: QUIET_PRODUCT, avgRate: 4, totalCount: 3 },
      { productId: QUIET_PRODUCT_2, avgRate: 0, totalCount: 0 },
    ]);
    const [ext] = await sb.ok('getProductRatings', {
      productIds: [QUIET_PRODUCT],
      withStarsDistribution: true,
      withMediaCount: true,
      withReplyCount: true,
    });
    expect(ext).toEqual({
      reviewCount: 3,
      starsAverage: 4,
      productId: QUIET_PRODUCT,
      starsDistribution: { oneStar: 0, twoStars: 0, threeStars: 1, fourStars: 1, fiveStars: 1 },
      mediaCount: 2,
      replyCount: 1,
    });
    const [bare] = await sb.ok('getProductRatings', { productIds: [QUIET_PRODUCT] });
    expect(bare).toEqual({ reviewCount: 3, starsAverage: 4, productId: QUIET_PRODUCT });
  });

  it('enforce 1-50 unique ids (E19) and at most 20 comma-separated ids (E20)', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => i + 1);
    expect(await sb.ok('getProductAverageRatings', { productIds: fifty })).toHaveLength(50);
    await expectProblem(
      await sb.call('getProductAverageRatings', { productIds: [...fifty, 51] }),
      400,
    );
    await expectProblem(await sb.call('getProductAverageRatings', { productIds: [1, 1] }), 400);
    await expectProblem(await sb.call('getProductAverageRatings', {}), 400);
    const res = await sb.app.request('/v2/reviews/getProductRatings?productIds=1,2,3', {
      headers: { authorization: `Bearer ${await sb.token()}` },
    });
    expect(((await res.json()) as unknown[]).length).toBe(3);
    const twenty = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(await sb.ok('getProductRatings', { productIds: twenty })).toHaveLength(20);
    await expectProblem(await sb.call('getProductRatings', { productIds: [...twenty, 21] }), 400);
  });

  it('refuse a repeated product id in E19 and E20 alike, naming the field', async () => {
    const authorization = `Bearer ${await sb.token()}`;
    for (const path of [
      '/v2/reviews/getProductAverageRatings?productIds=1&productIds=2&productIds=1',
      '/v2/reviews/getProductRatings?productIds=1,2,1',
    ]) {
      const problem = await expectProblem(
        await sb.app.request(path, { headers: { authorization } }),
        400,
        'invalid_request',
      );
      expect(problem.errors, path).toEqual([
        { path: 'query.productIds', message: 'productIds must be unique' },
      ]);
    }
  });
});

describe('E23-E25 replies and votes', () => {
  it('counts one vote per customer and removes only an existing vote', async () => {
    const [author, v1, v2] = [newCustomer(sb), newCustomer(sb), newCustomer(sb)];
    const r = await review(author.identifier, 5);
    const vote = (c: { identifier: string }) =>
      sb.ok('voteForReview', {
        customerIdentifier: c.identifier,
        reviewId: r.id,
      });
    const unvote = (c: { identifier: string }) =>
      sb.ok('removeVoteFromReview', {
        customerIdentifier: c.identifier,
        reviewId: r.id,
      });
    expect(await vote(v1)).toEqual({ votes: 1 });
    expect(await vote(v1)).toEqual({ votes: 1 });
    expect(await vote(v2)).toEqual({ votes: 2 });
    expect(await unvote(author)).toEqual({ votes: 2 });
    expect(await unvote(v1)).toEqual({ votes: 1 });
    expect(await unvote(v1)).toEqual({ votes: 1 });
    await expectProblem(
      await sb.call('voteForReview', { customerIdentifier: v1.identifier, reviewId: 999999 }),
      404,
    );
    await expectProblem(
      await sb.call('voteForReview', { customerIdentifier: 'ghost@x.test', reviewId: r.id }),
      404,
    );
  });

  it('adds and replaces the store reply', async () => {
    const r = await review(newCustomer(sb).identifier, 2);
    expect(
      await sb.ok('addReplyToReview', {
        reviewId: r.id,
        reply: { body: 'Sorry!', status: 'public' },
      }),
    ).toEqual({ reply: { body: 'Sorry!', status: 'public' } });
    await sb.ok('addReplyToReview', { reviewId: r.id, reply: { body: 'Fixed.' } });
    const page = await sb.ok('getReviews', { reviewId: r.id });
    expect(page.items[0]?.reply).toEqual({ body: 'Fixed.', status: 'public' });
    await expectProblem(
      await sb.call('addReplyToReview', { reviewId: 999999, reply: { body: 'x' } }),
      404,
    );
    await expectProblem(
      await sb.call('addReplyToReview', { reviewId: r.id, reply: { body: ' ' } }),
      400,
    );
  });
});

describe('review control API', () => {
  it('publishes, unpublishes and pins, with an updated event', async () => {
    const r = await review(newCustomer(sb).identifier, 1);
    const res = await sb.admin('POST', '/reviews/moderate', {
      reviewId: r.id,
      isPublished: true,
      isPinned: true,
    });
    expect(((await res.json()) as { review: Review }).review).toMatchObject({
      isPublished: true,
      isPinned: true,
    });
    // Published, the customer's review pays the review rule: its points move after the update.
    expect(topics(sb).slice(-2)).toEqual(['v1/review/updated', 'v1/customer/balanceUpdated']);
    expect(
      (await sb.admin('POST', '/reviews/moderate', { reviewId: 999999, isPinned: true })).status,
    ).toBe(404);
    expect((await sb.admin('POST', '/reviews/moderate', { reviewId: r.id })).status).toBe(400);
  });

  it('creates shop reviews without a product', async () => {
    const a = newCustomer(sb);
    const res = await sb.admin('POST', '/shopReviews', {
      customerIdentifier: a.email,
      rate: 5,
      body: 'Great shop',
    });
    const { review: shop } = (await res.json()) as { review: Review };
    expect(shop).toMatchObject({ product: null, rate: 5, isPublished: true });
    const listed = await sb.ok('getReviews', {
      onlyShopReviews: true,
      customerIdentifier: a.email,
    });
    expect(ids(listed)).toEqual([shop.id]);
    expect((await sb.admin('POST', '/shopReviews', { rate: 7, body: 'x' })).status).toBe(400);
  });
});
