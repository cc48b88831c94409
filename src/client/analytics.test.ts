// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsTargets, publishWidgetEvents, type AnalyticsWindow } from './analytics.js';

const both = analyticsTargets('shopify dataLayer');
let stop: (() => void) | undefined;
afterEach(() => stop?.());

/** A widget event, as a widget dispatches it. */
const act = (name: string, detail: object) =>
  document.body.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
const consent = (analyticsAllowed: boolean) =>
  document.dispatchEvent(
    new CustomEvent('visitorConsentCollected', { detail: { analyticsAllowed } }),
  );

/** A Shopify storefront page: what was published, and the visitor's analytics consent. */
function shopifyPage(allowed: () => boolean) {
  const published: [string, unknown][] = [];
  const page: AnalyticsWindow = {
    Shopify: {
      analytics: { publish: (name, data) => published.push([name, data]) },
      customerPrivacy: { analyticsProcessingAllowed: allowed },
    },
    dataLayer: [],
  };
  return { page, published };
}

describe('analyticsTargets', () => {
  it('reads the targets a setting names, in any case, spaces or commas', () => {
    expect([...analyticsTargets('shopify dataLayer')]).toEqual(['shopify', 'dataLayer']);
    expect([...analyticsTargets('DATALAYER,')]).toEqual(['dataLayer']);
    expect([...analyticsTargets('segment')]).toEqual([]);
    expect([...analyticsTargets(null)]).toEqual([]);
  });
});

describe('publishWidgetEvents', () => {
  it('publishes each widget event to Shopify and dataLayer where analytics are allowed', () => {
    const { page, published } = shopifyPage(() => true);
    stop = publishWidgetEvents(document, page, both);
    act('lk:wishlist-added', { productId: 7, variantId: null, wishlistId: null });
    expect(published).toEqual([
      ['lk:wishlist-added', { productId: 7, variantId: null, wishlistId: null }],
    ]);
    expect(page.dataLayer).toEqual([
      { event: 'lk:wishlist-added', lk: { productId: 7, variantId: null, wishlistId: null } },
    ]);
  });

  it('publishes nothing before consent, then what waited once analytics are allowed', () => {
    let allowed = false;
    const { page, published } = shopifyPage(() => allowed);
    stop = publishWidgetEvents(document, page, both);
    act('lk:launcher-opened', { signedIn: false });
    act('lk:review-voted', { reviewId: 3, helpful: true });
    expect(published).toEqual([]);
    expect(page.dataLayer).toEqual([]);
    allowed = true;
    consent(true);
    expect(published.map(([name]) => name)).toEqual(['lk:launcher-opened', 'lk:review-voted']);
    act('lk:code-copied', { rewardId: 9 });
    expect(published).toHaveLength(3);
  });

  it('drops what waited when the visitor declines, and keeps publishing nothing', () => {
    const { page, published } = shopifyPage(() => false);
    stop = publishWidgetEvents(document, page, both);
    act('lk:launcher-opened', { signedIn: true });
    consent(false);
    act('lk:code-copied', { rewardId: 9 });
    consent(false);
    expect(published).toEqual([]);
    expect(page.dataLayer).toEqual([]);
  });

  it('loads the Customer Privacy API where the page has not, and asks it first', () => {
    const { page, published } = shopifyPage(() => true);
    const privacy = page.Shopify!.customerPrivacy;
    delete page.Shopify!.customerPrivacy;
    let loaded: ((error?: unknown) => void) | undefined;
    page.Shopify!.loadFeatures = (features, done) => {
      expect(features).toEqual([{ name: 'consent-tracking-api', version: '0.1' }]);
      loaded = done;
    };
    stop = publishWidgetEvents(document, page, both);
    act('lk:tier-progress-viewed', { tierId: 1, nextTierId: 2, percent: 40 });
    expect(published).toEqual([]);
    page.Shopify!.customerPrivacy = privacy;
    loaded?.();
    expect(published.map(([name]) => name)).toEqual(['lk:tier-progress-viewed']);
  });

  it('pushes to dataLayer only, off Shopify, where the tag manager keeps consent', () => {
    const page: AnalyticsWindow = {};
    stop = publishWidgetEvents(document, page, analyticsTargets('dataLayer'));
    act('lk:add-to-cart', { productId: 1, variantId: 2, quantity: 1 });
    // The theme's own cart answer is not an analytics event.
    act('lk:cart-updated', { item_count: 1 });
    expect(page.dataLayer).toEqual([
      { event: 'lk:add-to-cart', lk: { productId: 1, variantId: 2, quantity: 1 } },
    ]);
  });
});
