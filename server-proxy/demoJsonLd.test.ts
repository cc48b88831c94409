import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_DEFAULTS } from '../sandbox/app.js';
import { demoSite } from './demo.js';
import { sharedReader } from './sharedRead.js';
import { sandboxStack } from './test-helpers/sandbox.js';

// The demo product page carries its review JSON-LD rendered on the server from the proxy's own
// cached reads, checked here against what schema.org's Product rich results require.

const stack = sandboxStack();
afterAll(() => stack.close());

const embedDir = mkdtempSync(join(tmpdir(), 'loyalkit-embed-'));
mkdirSync(join(embedDir, 'widgets'));
writeFileSync(join(embedDir, 'embed.js'), '/* loader */');

const site = demoSite({
  sandboxFetch: (req) => stack.sandbox.fetch(req),
  adminKey: SANDBOX_DEFAULTS.adminKey,
  customers: [],
  embedDir,
  readShared: sharedReader(stack.proxy.deps),
});

const HOSTILE = 'Warm hat </script><script>alert(1)</script> {{content}} $& $` fits';
const SHOP_ONLY = 'Shop review marker: lovely store, quick delivery';
let beanie: { id: number; handle: string; title: string };

beforeAll(async () => {
  const { products } = (await (await site.request('/products.json')).json()) as {
    products: { id: number; handle: string; title: string }[];
  };
  beanie = products.find((p) => p.handle === 'wool-beanie')!;
  await stack.proxy.client.createReview({
    productId: beanie.id,
    rate: 5,
    title: 'Cosy <b>hat</b>',
    body: HOSTILE,
    guestName: 'Eve </script>',
    guestEmail: 'eve@example.com',
  });
  const shop = await stack.admin('POST', '/shopReviews', { rate: 5, body: SHOP_ONLY });
  expect(shop.status).toBe(200);
});

/** The page's JSON-LD scripts, as text. */
function jsonLdScripts(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );
}

async function productPage(handle: string): Promise<string> {
  const res = await site.request(`http://shop.test/product.html?handle=${handle}`);
  expect(res.status).toBe(200);
  return res.text();
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null;

/** What schema.org (and Google's Product review snippets) require of the markup; [] when valid. */
function productProblems(doc: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(doc)) return ['not an object'];
  if (doc['@context'] !== 'https://schema.org') problems.push('@context');
  if (doc['@type'] !== 'Product') problems.push('@type');
  if (typeof doc.name !== 'string' || doc.name === '') problems.push('name');
  const inRange = (rating: Json, where: string) => {
    const best = rating.bestRating ?? 5;
    const worst = rating.worstRating ?? 1;
    const value = rating.ratingValue;
    if (typeof value !== 'number' || typeof best !== 'number' || typeof worst !== 'number') {
      problems.push(`${where}: ratingValue, bestRating and worstRating must be numbers`);
    } else if (value < worst || value > best) {
      problems.push(`${where}: ratingValue ${value} outside ${worst}-${best}`);
    }
  };
  if (doc.aggregateRating !== undefined) {
    const agg = doc.aggregateRating;
    if (!isObject(agg) || agg['@type'] !== 'AggregateRating') problems.push('aggregateRating');
    else {
      inRange(agg, 'aggregateRating');
      const count = agg.reviewCount ?? agg.ratingCount;
      if (!Number.isInteger(count) || (count as number) < 1) problems.push('reviewCount');
    }
  }
  if (doc.review !== undefined) {
    if (!Array.isArray(doc.review)) problems.push('review must be an array');
    for (const [i, r] of (Array.isArray(doc.review) ? doc.review : []).entries()) {
      if (!isObject(r) || r['@type'] !== 'Review') {
        problems.push(`review[${i}]: @type`);
        continue;
      }
      const author = r.author;
      if (!isObject(author) || !['Person', 'Organization'].includes(String(author['@type'])))
        problems.push(`review[${i}]: author type`);
      else if (typeof author.name !== 'string' || author.name.trim() === '')
        problems.push(`review[${i}]: author name`);
      if (!isObject(r.reviewRating) || r.reviewRating['@type'] !== 'Rating')
        problems.push(`review[${i}]: reviewRating`);
      else inRange(r.reviewRating, `review[${i}]`);
      if (typeof r.datePublished !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(r.datePublished))
        problems.push(`review[${i}]: datePublished`);
      if (typeof r.reviewBody !== 'string') problems.push(`review[${i}]: reviewBody`);
    }
  }
  if (doc.aggregateRating === undefined && doc.review === undefined)
    problems.push('a Product snippet needs aggregateRating or review');
  return problems;
}

describe('the demo product page’s review JSON-LD', { timeout: 30_000 }, () => {
  it('is rendered on the server, valid for schema.org Product, AggregateRating and Review', async () => {
    const [script, ...more] = jsonLdScripts(await productPage('wool-beanie'));
    expect(more).toEqual([]);
    const doc = JSON.parse(script!) as Json;
    expect(productProblems(doc)).toEqual([]);
    expect(doc).toMatchObject({
      name: beanie.title,
      url: 'http://shop.test/products/wool-beanie',
    });
  });

  it('carries E20’s average and count, and the reviews the list shows first', async () => {
    const doc = JSON.parse(jsonLdScripts(await productPage('wool-beanie'))[0]!) as {
      aggregateRating: { ratingValue: number; reviewCount: number };
      review: { reviewBody: string; author: { name: string } }[];
    };
    const [rating] = await stack.proxy.client.getProductRatings({ productIds: [beanie.id] });
    expect(doc.aggregateRating.reviewCount).toBe(rating!.reviewCount);
    expect(doc.aggregateRating.ratingValue).toBeCloseTo(rating!.starsAverage, 1);
    // Newest first, as the list sorts: the review written above.
    expect(doc.review[0]!.reviewBody).toBe(HOSTILE);
    expect(doc.review.length).toBeLessThanOrEqual(5);
  });

  it('escapes < so no review text can close the script, and keeps the text intact', async () => {
    const html = await productPage('wool-beanie');
    const script = jsonLdScripts(html)[0]!;
    expect(script).not.toContain('<');
    expect(script).toContain('\\u003c/script>');
    // Exactly one closing tag per script in the head: the one that belongs to it.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<\/script>/gi)).toHaveLength(head.match(/<script\b/gi)!.length);
    // The page's own placeholders and replacement patterns in review text stay text.
    expect(html).toMatch(/<main id="main">(?:(?!<\/main>)[\s\S])*<div id="product"><\/div>/);
    const doc = JSON.parse(script) as { review: { name?: string; author: { name: string } }[] };
    expect(doc.review[0]).toMatchObject({ name: 'Cosy <b>hat</b>' });
  });

  it('never carries a shop review (it rates the store, not the product)', async () => {
    for (const handle of ['wool-beanie', 'linen-shirt', 'nothing-such']) {
      const html = await productPage(handle);
      expect(html).not.toContain('Shop review marker');
    }
  });

  it('rejects what schema.org would reject (the check can fail)', async () => {
    const doc = JSON.parse(jsonLdScripts(await productPage('wool-beanie'))[0]!) as Json & {
      aggregateRating: Json;
      review: Json[];
    };
    expect(productProblems({ ...doc, name: '' })).toContain('name');
    expect(
      productProblems({ ...doc, aggregateRating: { ...doc.aggregateRating, ratingValue: 6 } }),
    ).toContain('aggregateRating: ratingValue 6 outside 1-5');
    expect(
      productProblems({ ...doc, review: [{ ...doc.review[0], author: { '@type': 'Person' } }] }),
    ).toContain('review[0]: author name');
  });

  it('leaves the markup out, and still serves the page, when the reads fail', async () => {
    const failing = demoSite({
      sandboxFetch: (req) => stack.sandbox.fetch(req),
      adminKey: SANDBOX_DEFAULTS.adminKey,
      customers: [],
      embedDir,
      readShared: () => Promise.reject(new Error('upstream down')),
    });
    const res = await failing.request('/product.html?handle=wool-beanie');
    expect(res.status).toBe(200);
    expect(jsonLdScripts(await res.text())).toEqual([]);
  });
});
