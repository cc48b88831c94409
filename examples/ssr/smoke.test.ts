// The SSR example as `npm run example:ssr` starts it: the pages it serves carry the widgets'
// content (ratings, reviews, questions) in their HTML, and the state the browser hydrates from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExample, type RunningExample } from './launch.js';

let example: RunningExample;

beforeAll(async () => {
  example = await launchExample('skip');
}, 130_000);
afterAll(async () => {
  await example?.stop();
});

async function page(path: string): Promise<string> {
  const res = await fetch(new URL(path, example.url));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  return res.text();
}

/** The text of every element with the class, tags stripped. */
function textsOf(html: string, className: string): string[] {
  const pattern = new RegExp(`<[a-z0-9]+ class="${className}"[^>]*>(.*?)</`, 'g');
  return [...html.matchAll(pattern)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
}

describe('the server-rendering example', { timeout: 60_000 }, () => {
  it('renders a collection with each product’s star rating', async () => {
    const html = await page('/');
    const badges = [...html.matchAll(/aria-label="(Rated [\d.]+ out of 5, \d+ reviews?)"/g)];
    expect(badges.length).toBeGreaterThan(3);
    expect(html).toContain('href="/products/everyday-linen-shirt"');
  });

  it('renders a product page with its rating, reviews and questions in the HTML', async () => {
    const html = await page('/products/everyday-linen-shirt');
    expect(html).toMatch(/<h1>Everyday Linen Shirt<\/h1>/);
    expect(html).toMatch(/class="[^"]*lk-rating-badge[^"]*" data-state="rated"/);
    expect(html).toMatch(/aria-label="Rated [\d.]+ out of 5, \d+ reviews"/);
    expect(textsOf(html, 'lk-review__body').length).toBeGreaterThan(0);
    expect(textsOf(html, 'lk-review__body')[0]).toMatch(/\w{3,}/);
    expect(textsOf(html, 'lk-review-summary__count')[0]).toMatch(/^Based on \d+ reviews$/);
    expect(html).toContain('"@type":"AggregateRating"');
    // The example's shopper brings no proof: a guest, known on the server and in the browser
    // alike without a session, so the badge is a guest's invitation on both sides.
    expect(html).toMatch(/class="lk-widget lk-points-badge" data-state="guest"/);
    // The state the browser hydrates from holds the reviews the HTML shows.
    const state = /window\.__LOYALKIT_PAGE__=(.*?)<\/script>/.exec(html)?.[1];
    expect(state).toBeDefined();
    const keys = (
      JSON.parse(state!) as { state: { queries: { queryKey: unknown[] }[] } }
    ).state.queries.map((q) => q.queryKey[1]);
    expect(keys).toEqual(expect.arrayContaining(['reviews', 'questions', 'galleries']));
  });

  it('answers 404 for a product the store does not have', async () => {
    const res = await fetch(new URL('/products/no-such-thing', example.url));
    expect(res.status).toBe(404);
  });

  it('serves the proxy at the App Proxy path the browser widgets call', async () => {
    const res = await fetch(new URL('/apps/loyalty/session', example.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { customer: unknown }).customer).toBeNull();
  });
});
