import { describe, expect, it } from 'vitest';
import { LIMITS } from './formLimits.generated.js';
import { deriveFormRules } from './formRules.js';
import { operations } from './operations/index.js';
import { REQUEST_FIELDS } from './requestFields.generated.js';

describe('the storefront forms’ rules', () => {
  const derived = deriveFormRules();

  it('are generated from the operation table as it is (run `npm run openapi` when this fails)', () => {
    expect(REQUEST_FIELDS).toEqual(derived.requestFields);
    expect(LIMITS).toEqual(derived.limits);
  });

  it('hold the request limits a form shows, read from the schemas', () => {
    expect(REQUEST_FIELDS.createReview.body?.maxLength).toBe(
      operations.createReview.request.shape.body.maxLength,
    );
    expect(LIMITS.wishlistTitle).toBe(
      operations.createWishlist.request.shape.wishlistTitle.maxLength,
    );
  });

  it('leave out the fields the proxy fills from the token', () => {
    expect(Object.keys(REQUEST_FIELDS.createReview)).not.toContain('customerIdentifier');
    expect(Object.keys(REQUEST_FIELDS.createQuestion)).not.toContain('sessionToken');
  });

  it('leave out the bounds of any integer (an id), which no form checks', () => {
    expect(REQUEST_FIELDS.getReviews.productId).toBeUndefined();
    expect(REQUEST_FIELDS.getReviews.perPage).toEqual({ minimum: 1, maximum: 50 });
  });
});
