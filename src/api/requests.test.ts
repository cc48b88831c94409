import { describe, expect, it } from 'vitest';
import { operations as ops, type Operation } from './index.js';

function accepts(op: Operation, input: unknown): boolean {
  return op.request.safeParse(input).success;
}

function problems(op: Operation, input: unknown): string[] {
  const result = op.request.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const text = (n: number) => 'x'.repeat(n);

describe('request schemas', () => {
  it('accept the samples of the spec', () => {
    expect(accepts(ops.getCustomer, { customerIdentifier: '7412' })).toBe(true);
    expect(accepts(ops.redeem, { customerIdentifier: 7412, ruleId: 3 })).toBe(true);
    expect(
      accepts(ops.redeem, { customerIdentifier: 'a@b.co', ruleId: 3, pointsToSpend: 250.5 }),
    ).toBe(true);
    expect(
      accepts(ops.getAccessToken, {
        clientId: 'k',
        clientSecret: 's',
        grantType: 'client_credentials',
        scope: 'read_customer read_reward',
      }),
    ).toBe(true);
    expect(accepts(ops.updateBirthday, { customerIdentifier: '1', day: 29, month: 2 })).toBe(true);
    expect(
      accepts(ops.createReview, {
        customerIdentifier: '1',
        productId: 10,
        rate: 5,
        title: 'Great',
        body: 'Loved it',
        imageUrls: ['https://img.example/1.jpg'],
        consent: 'consented',
      }),
    ).toBe(true);
    expect(
      accepts(ops.createGiftRegistry, {
        customerIdentifier: '1',
        giftRegistry: { typeId: 1, title: 'Our wedding', date: '2027/06/12' },
        giftRegistrant: {
          firstName: 'Ana',
          lastName: 'Lee',
          address: '1 Main St',
          postalCode: '10001',
          city: 'NYC',
          state: 'NY',
          country: 'United States',
          countryCode: 'US',
          coRegistrants: [{ firstName: 'Bo', lastName: 'Lee' }],
        },
      }),
    ).toBe(true);
    expect(
      accepts(ops.createSubscription, {
        topic: 'v1/review/created',
        address: 'https://x.test/hook',
      }),
    ).toBe(true);
  });

  it('fill in the documented defaults', () => {
    expect(ops.getActivityHistory.request.parse({ customerIdentifier: '1' })).toMatchObject({
      page: 1,
      perPage: 50,
      locale: 'en',
    });
    expect(ops.getReviews.request.parse({})).toMatchObject({
      offset: 0,
      perPage: 15,
      sortingOption: 'mostRecent',
    });
    expect(ops.getQuestions.request.parse({})).toMatchObject({
      sortingOption: 'idDesc',
      perPage: 15,
    });
  });

  it('keep perPage within 1 to 250 on loyalty, wishlist, registry and gallery lists', () => {
    for (const op of [
      ops.getActivityHistory,
      ops.getReferralSessions,
      ops.getWishlistItems,
      ops.getGiftRegistryItems,
      ops.getGalleries,
      ops.getGalleryMedia,
    ]) {
      const base = {
        customerIdentifier: '1',
        sessionToken: 'guest-token-1',
        wishlistId: 1,
        giftRegistryId: 1,
        galleryId: 1,
      };
      expect(problems(op, { ...base, perPage: 0 }), op.id).toContain('perPage');
      expect(problems(op, { ...base, perPage: 251 }), op.id).toContain('perPage');
      expect(problems(op, { ...base, perPage: 250 }), op.id).toEqual([]);
      expect(problems(op, { ...base, page: 0 }), op.id).toContain('page');
    }
  });

  it('keep perPage within 1 to 50 and offset >= 0 on reviews and questions', () => {
    for (const op of [ops.getReviews, ops.getQuestions]) {
      expect(problems(op, { perPage: 51 }), op.id).toContain('perPage');
      expect(problems(op, { perPage: 50 }), op.id).toEqual([]);
      expect(problems(op, { offset: -1 }), op.id).toContain('offset');
    }
  });

  it('refuse fractional ids and paging', () => {
    expect(problems(ops.getActivityHistory, { customerIdentifier: '1', page: 1.5 })).toContain(
      'page',
    );
    expect(problems(ops.redeem, { customerIdentifier: '1', ruleId: 2.5 })).toContain('ruleId');
  });

  it('take 1 to 50 unique productIds for E19 and at most 20 for E20', () => {
    expect(accepts(ops.getProductAverageRatings, { productIds: ids(50) })).toBe(true);
    expect(problems(ops.getProductAverageRatings, { productIds: ids(51) })).toContain('productIds');
    expect(problems(ops.getProductAverageRatings, { productIds: [] })).toContain('productIds');
    expect(problems(ops.getProductAverageRatings, { productIds: [1, 1] })).toContain('productIds');
    expect(accepts(ops.getProductRatings, { productIds: ids(20) })).toBe(true);
    expect(problems(ops.getProductRatings, { productIds: ids(21) })).toContain('productIds');
  });

  it('limit a review: rate 1-5, title 250, body 25000, 5 image URLs', () => {
    const base = { customerIdentifier: '1', productId: 1, rate: 4, body: 'ok' };
    expect(problems(ops.createReview, { ...base, rate: 0 })).toContain('rate');
    expect(problems(ops.createReview, { ...base, rate: 6 })).toContain('rate');
    expect(problems(ops.createReview, { ...base, title: text(250) })).toEqual([]);
    expect(problems(ops.createReview, { ...base, title: text(251) })).toContain('title');
    expect(problems(ops.createReview, { ...base, body: text(25000) })).toEqual([]);
    expect(problems(ops.createReview, { ...base, body: text(25001) })).toContain('body');
    const urls = (n: number) => ids(n).map((i) => `https://img.test/${i}.jpg`);
    expect(problems(ops.createReview, { ...base, imageUrls: urls(5) })).toEqual([]);
    expect(problems(ops.createReview, { ...base, imageUrls: urls(6) })).toContain('imageUrls');
    expect(problems(ops.createReview, { ...base, imageUrls: ['javascript:alert(1)'] })).toContain(
      'imageUrls.0',
    );
  });

  it('require a guest name and e-mail without a customer (E22, E27)', () => {
    expect(problems(ops.createReview, { productId: 1, rate: 5, body: 'ok' })).toEqual([
      'guestName',
      'guestEmail',
    ]);
    expect(
      accepts(ops.createReview, {
        productId: 1,
        rate: 5,
        body: 'ok',
        guestName: 'Jo',
        guestEmail: 'jo@x.test',
      }),
    ).toBe(true);
    expect(
      problems(ops.createReview, {
        productId: 1,
        rate: 5,
        body: 'ok',
        guestName: 'Jo',
        guestEmail: 'nope',
      }),
    ).toContain('guestEmail');
    expect(problems(ops.createQuestion, { productId: 1, body: 'Does it fit?' })).toEqual([
      'guestName',
      'guestEmail',
    ]);
  });

  it('keep a question body within 1 to 15000 characters', () => {
    const base = { customerIdentifier: '1', productId: 1 };
    expect(problems(ops.createQuestion, { ...base, body: '' })).toContain('body');
    expect(problems(ops.createQuestion, { ...base, body: text(15000) })).toEqual([]);
    expect(problems(ops.createQuestion, { ...base, body: text(15001) })).toContain('body');
  });

  it('refuse an E36 update with none of title, default or private', () => {
    expect(problems(ops.updateWishlist, { customerIdentifier: '1', wishlistId: 2 })).toContain(
      'wishlistTitle',
    );
    expect(
      accepts(ops.updateWishlist, { customerIdentifier: '1', wishlistId: 2, isDefault: true }),
    ).toBe(true);
  });

  it('need a customer or a session token on wishlist calls', () => {
    expect(problems(ops.getWishlists, {})).toContain('customerIdentifier');
    expect(accepts(ops.getWishlists, { sessionToken: 'guest-session-123' })).toBe(true);
  });

  it('refuse a birthday that does not exist', () => {
    expect(problems(ops.updateBirthday, { customerIdentifier: '1', day: 31, month: 4 })).toContain(
      'day',
    );
    expect(
      problems(ops.updateBirthday, { customerIdentifier: '1', day: 29, month: 2, year: 2023 }),
    ).toContain('day');
    expect(
      accepts(ops.updateBirthday, { customerIdentifier: '1', day: 29, month: 2, year: 2024 }),
    ).toBe(true);
    expect(problems(ops.updateBirthday, { customerIdentifier: '1', day: 1, month: 13 })).toContain(
      'month',
    );
  });

  it('refuse a malformed registry date', () => {
    const reg = (date: string) => ({
      customerIdentifier: '1',
      giftRegistry: { typeId: 2, title: 'Baby', date },
      giftRegistrant: {
        firstName: 'A',
        lastName: 'B',
        address: '',
        postalCode: '',
        city: '',
        state: '',
        country: '',
        countryCode: '',
        coRegistrants: [],
      },
    });
    expect(accepts(ops.createGiftRegistry, reg('2027/02/28'))).toBe(true);
    expect(problems(ops.createGiftRegistry, reg('2027-02-28'))).toContain('giftRegistry.date');
    expect(problems(ops.createGiftRegistry, reg('2027/02/30'))).toContain('giftRegistry.date');
    expect(
      problems(ops.createGiftRegistry, {
        ...reg('2027/02/28'),
        giftRegistry: { typeId: 5, title: 'x', date: '2027/02/28' },
      }),
    ).toContain('giftRegistry.typeId');
  });

  it('only take the client-credentials grant and known webhook topics', () => {
    expect(
      problems(ops.getAccessToken, {
        clientId: 'a',
        clientSecret: 'b',
        grantType: 'password',
        scope: 'x',
      }),
    ).toContain('grantType');
    expect(
      problems(ops.createSubscription, { topic: 'v1/order/created', address: 'https://x.test' }),
    ).toContain('topic');
  });
});
