/**
 * schema.org rich-snippet data for a product's reviews, built on the server (no React, no DOM),
 * so search engines see the rating in the HTML the storefront sends.
 */
import type { ExtendedRatingSummary, PublicReview, RatingSummary } from '../api/index.js';

/** The product the snippet describes; `name` is required by schema.org consumers. */
export interface JsonLdProduct {
  /** Product id on the platform: reviews of other products are left out. */
  id: number;
  name: string;
  url?: string;
  image?: string | string[];
  description?: string;
  sku?: string;
  brand?: string;
}

/** Input of `reviewJsonLd`. */
export interface ReviewJsonLdInput {
  product: JsonLdProduct;
  /** The product's rating: E19's basic summary or E20's extended one. */
  rating: RatingSummary | ExtendedRatingSummary | null | undefined;
  /** Reviews to pick a few from (published product reviews of this product only are kept). */
  reviews?: readonly PublicReview[];
  /** How many `Review` items to include; default 5. */
  maxReviews?: number;
  /** Name shown for a review without a display name; default "Anonymous". */
  anonymousName?: string;
}

/** A schema.org `Review` item. */
export interface JsonLdReview {
  '@type': 'Review';
  author: { '@type': 'Person'; name: string };
  datePublished: string;
  reviewRating: { '@type': 'Rating'; ratingValue: number; bestRating: 5; worstRating: 1 };
  name?: string;
  reviewBody: string;
}

/** A schema.org `Product` with its `aggregateRating` and reviews. */
export interface ProductJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  url?: string;
  image?: string | string[];
  description?: string;
  sku?: string;
  brand?: { '@type': 'Brand'; name: string };
  aggregateRating?: {
    '@type': 'AggregateRating';
    ratingValue: number;
    reviewCount: number;
    bestRating: 5;
    worstRating: 1;
  };
  review?: JsonLdReview[];
}

function averageAndCount(rating: RatingSummary | ExtendedRatingSummary): {
  average: number;
  count: number;
} {
  return 'avgRate' in rating
    ? { average: rating.avgRate, count: rating.totalCount }
    : { average: rating.starsAverage, count: rating.reviewCount };
}

/**
 * Builds the `Product` JSON-LD of a product page. Only published reviews of this product are
 * used (never shop reviews, which describe the store, not the product); `aggregateRating` is left
 * out when nothing has been rated, as search engines reject an empty rating.
 */
export function reviewJsonLd(input: ReviewJsonLdInput): ProductJsonLd {
  const { product, rating, reviews = [], maxReviews = 5, anonymousName = 'Anonymous' } = input;
  const out: ProductJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.url !== undefined && { url: product.url }),
    ...(product.image !== undefined && { image: product.image }),
    ...(product.description !== undefined && { description: product.description }),
    ...(product.sku !== undefined && { sku: product.sku }),
    ...(product.brand !== undefined && { brand: { '@type': 'Brand', name: product.brand } }),
  };
  if (rating && rating.productId === product.id) {
    const { average, count } = averageAndCount(rating);
    if (count > 0) {
      out.aggregateRating = {
        '@type': 'AggregateRating',
        ratingValue: Math.round(average * 10) / 10,
        reviewCount: count,
        bestRating: 5,
        worstRating: 1,
      };
    }
  }
  const items = reviews
    .filter((r) => r.isPublished && r.product !== null && r.product.id === product.id)
    .slice(0, Math.max(0, maxReviews))
    .map((r): JsonLdReview => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.customerDisplayName?.trim() || anonymousName },
      datePublished: r.createdAt.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: r.rate, bestRating: 5, worstRating: 1 },
      ...(r.title ? { name: r.title } : {}),
      reviewBody: r.body,
    }));
  if (items.length > 0) out.review = items;
  return out;
}

/**
 * The JSON-LD as text safe to put inside `<script type="application/ld+json">`: `<` is escaped
 * so a review body cannot close the script element.
 */
export function reviewJsonLdScript(input: ReviewJsonLdInput): string {
  return JSON.stringify(reviewJsonLd(input)).replace(/</g, '\\u003c');
}
