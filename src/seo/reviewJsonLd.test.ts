// @vitest-environment node
// The helper runs on a storefront's server: this file has no DOM on purpose.
import { describe, expect, it } from 'vitest';
import { makeExtendedRating, makeRating, makeReview } from '../mocks/fixtures/index.js';
import { reviewJsonLd, reviewJsonLdScript, type ProductJsonLd } from './reviewJsonLd.js';

const product = { id: 1, name: 'Linen shirt', url: 'https://shop.example/products/linen-shirt' };

/**
 * The structure schema.org consumers (Google's rich results) require of a Product with
 * review snippets; returns every problem found.
 */
function structureProblems(doc: unknown): string[] {
  const problems: string[] = [];
  const d = doc as Record<string, unknown>;
  if (d['@context'] !== 'https://schema.org') problems.push('@context');
  if (d['@type'] !== 'Product') problems.push('@type');
  if (typeof d.name !== 'string' || d.name === '') problems.push('name');
  const agg = d.aggregateRating as Record<string, unknown> | undefined;
  if (agg) {
    if (agg['@type'] !== 'AggregateRating') problems.push('aggregateRating.@type');
    const value = agg.ratingValue;
    if (typeof value !== 'number' || value < 1 || value > 5) problems.push('ratingValue');
    if (!Number.isInteger(agg.reviewCount) || (agg.reviewCount as number) < 1)
      problems.push('reviewCount');
    if (agg.bestRating !== 5) problems.push('bestRating');
  }
  const reviews = (d.review ?? []) as Record<string, unknown>[];
  if (!Array.isArray(reviews)) problems.push('review');
  reviews.forEach((r, i) => {
    const author = r.author as Record<string, unknown> | undefined;
    const rating = r.reviewRating as Record<string, unknown> | undefined;
    if (r['@type'] !== 'Review') problems.push(`review[${i}].@type`);
    if (author?.['@type'] !== 'Person' || typeof author.name !== 'string' || !author.name)
      problems.push(`review[${i}].author`);
    if (rating?.['@type'] !== 'Rating' || typeof rating.ratingValue !== 'number')
      problems.push(`review[${i}].reviewRating`);
    if (typeof r.datePublished !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(r.datePublished))
      problems.push(`review[${i}].datePublished`);
  });
  if (!agg && reviews.length === 0) problems.push('neither aggregateRating nor review');
  return problems;
}

describe('reviewJsonLd', () => {
  it('builds a Product with aggregateRating and Review items that pass the structure test', () => {
    const doc = reviewJsonLd({
      product,
      rating: makeRating({ productId: 1, avgRate: 4.333, totalCount: 3 }),
      reviews: [
        makeReview({ title: 'Love it', customerDisplayName: 'Grace H.' }),
        makeReview({ rate: 3, title: null, customerDisplayName: undefined }),
      ],
    });
    expect(structureProblems(doc)).toEqual([]);
    expect(doc.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(doc.review?.[0]).toMatchObject({
      author: { '@type': 'Person', name: 'Grace H.' },
      reviewRating: { ratingValue: 5 },
      name: 'Love it',
    });
    expect(doc.review?.[1]?.author.name).toBe('Anonymous');
    expect(doc.review?.[1]).not.toHaveProperty('name');
  });

  it('accepts the extended summary of E20', () => {
    const doc = reviewJsonLd({
      product,
      rating: makeExtendedRating({ productId: 1, starsAverage: 4.5, reviewCount: 12 }),
    });
    expect(doc.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 12 });
    expect(structureProblems(doc)).toEqual([]);
  });

  it('never includes shop reviews, unpublished reviews or reviews of another product', () => {
    const doc = reviewJsonLd({
      product,
      rating: makeRating({ productId: 1 }),
      reviews: [
        makeReview({ product: null, body: 'Great shop' }),
        makeReview({ isPublished: false, body: 'Hidden' }),
        makeReview({ product: { id: 2, handle: 'other' }, body: 'Other product' }),
        makeReview({ body: 'Kept' }),
      ],
    });
    expect(doc.review?.map((r) => r.reviewBody)).toEqual(['Kept']);
  });

  it('leaves out an empty rating and a rating of another product', () => {
    const none = reviewJsonLd({ product, rating: makeRating({ productId: 1, totalCount: 0 }) });
    expect(none).not.toHaveProperty('aggregateRating');
    const other = reviewJsonLd({ product, rating: makeRating({ productId: 2 }) });
    expect(other).not.toHaveProperty('aggregateRating');
  });

  it('keeps at most maxReviews items', () => {
    const reviews = Array.from({ length: 8 }, () => makeReview());
    const doc: ProductJsonLd = reviewJsonLd({ product, rating: makeRating(), reviews });
    expect(doc.review).toHaveLength(5);
    expect(
      reviewJsonLd({ product, rating: makeRating(), reviews, maxReviews: 2 }).review,
    ).toHaveLength(2);
  });

  it('escapes markup so a review cannot close the script element', () => {
    const text = reviewJsonLdScript({
      product,
      rating: makeRating(),
      reviews: [makeReview({ body: '</script><script>alert(1)</script>' })],
    });
    expect(text).not.toContain('</script>');
    expect((JSON.parse(text) as ProductJsonLd).review?.[0]?.reviewBody).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});
