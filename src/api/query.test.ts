import { describe, expect, it } from 'vitest';
import { decodeQuery, encodeQuery, operations as ops } from './index.js';

describe('query strings', () => {
  it('decode numbers, booleans and arrays by the schema, leaving bad values for validation', () => {
    const q = new URLSearchParams('productId=12&onlyWithPhotos=true&rate=x&perPage=10&unknown=1');
    expect(decodeQuery(ops.getReviews, q)).toEqual({
      productId: 12,
      onlyWithPhotos: true,
      rate: 'x',
      perPage: 10,
    });
    const parsed = ops.getReviews.request.safeParse(decodeQuery(ops.getReviews, q));
    expect(parsed.success).toBe(false);
  });

  it('keep a customer identifier that looks like a number as a string', () => {
    expect(decodeQuery(ops.getCustomer, new URLSearchParams('customerIdentifier=7412'))).toEqual({
      customerIdentifier: '7412',
    });
  });

  it('gather repeated, bracketed and comma-separated arrays', () => {
    expect(
      decodeQuery(
        ops.getProductAverageRatings,
        new URLSearchParams('productIds=1&productIds=2&productIds[]=3'),
      ),
    ).toEqual({ productIds: [1, 2, 3] });
    expect(decodeQuery(ops.getProductRatings, new URLSearchParams('productIds=4,5,6'))).toEqual({
      productIds: [4, 5, 6],
    });
  });

  it('leave a repeated scalar as a list, which validation refuses (a CDN keying on the first value would be poisoned by the last)', () => {
    for (const query of ['productId=1&productId=2', 'productId=1&productId[]=2']) {
      const decoded = decodeQuery(ops.getReviews, new URLSearchParams(query));
      expect(decoded).toEqual({ productId: ['1', '2'] });
      expect(ops.getReviews.request.safeParse(decoded).success).toBe(false);
    }
    expect(decodeQuery(ops.getReviews, new URLSearchParams('productId=2'))).toEqual({
      productId: 2,
    });
  });

  it('encode E19 ids as repeated parameters and E20 ids comma-separated', () => {
    expect(encodeQuery(ops.getProductAverageRatings, { productIds: [1, 2] }).toString()).toBe(
      'productIds=1&productIds=2',
    );
    expect(
      encodeQuery(ops.getProductRatings, {
        productIds: [1, 2],
        withStarsDistribution: true,
      }).toString(),
    ).toBe('productIds=1%2C2&withStarsDistribution=true');
  });

  it('round-trips through encode and decode', () => {
    const input = { customerIdentifier: 'a@b.test', page: 2, perPage: 10, orderId: 9 };
    expect(decodeQuery(ops.getActivityHistory, encodeQuery(ops.getActivityHistory, input))).toEqual(
      input,
    );
  });
});
