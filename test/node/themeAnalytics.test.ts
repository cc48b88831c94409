// The theme app extension's opt-ins of this issue, rendered as Shopify renders them: the app
// embed's Analytics settings write `analytics` on <lk-config> and add loyalkit-analytics.js (only
// then), and the points nudge block names its product and variant ("yours with your points").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { Liquid, type TagToken, type TopLevelToken } from 'liquidjs';
import { describe, expect, it } from 'vitest';
import { analyticsTargets } from '../../src/client/analytics.js';
import { analyticsSetting } from '../../src/embed/analytics.js';

const root = fileURLToPath(new URL('../../extensions/theme/', import.meta.url));
const ASSETS = 'https://cdn.shopify.test/assets/';

const skip = (end: string): Parameters<Liquid['registerTag']>[1] => ({
  parse(_token: TagToken, remaining: TopLevelToken[]) {
    while (remaining.length > 0) if ((remaining.shift() as TagToken).name === end) return;
  },
  render: () => '',
});
const engine = new Liquid({ root: [join(root, 'snippets')], extname: '.liquid' });
engine.registerTag('schema', skip('endschema'));
engine.registerTag('doc', skip('enddoc'));
engine.registerFilter('asset_url', (file: string) => `${ASSETS}${file}`);

const page = {
  request: { locale: { iso_code: 'en' } },
  cart: { currency: { iso_code: 'USD' } },
  shop: { currency: 'USD' },
  routes: {
    root_url: '/',
    account_login_url: '/account/login',
    account_register_url: '/account/register',
    cart_url: '/cart',
  },
  product: { id: 7, selected_or_first_available_variant: { id: 71, price: 2800 } },
};

async function render(file: string, settings: Record<string, unknown>): Promise<Document> {
  const html = await engine.parseAndRender(readFileSync(join(root, 'blocks', file), 'utf8'), {
    ...page,
    block: { shopify_attributes: '', settings: { proxy_path: '/apps/loyalty', ...settings } },
  });
  return new JSDOM(`<!doctype html><body>${html}</body>`).window.document;
}

const scripts = (doc: Document) =>
  [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

describe('the app embed’s Analytics settings', () => {
  it('publish nothing by default: no analytics attribute, no analytics script', async () => {
    const doc = await render('app-embed.liquid', {});
    expect(doc.querySelector('lk-config')!.hasAttribute('analytics')).toBe(false);
    expect(scripts(doc)).toEqual([`${ASSETS}loyalkit-embed.js`]);
  });

  it.each([
    [{ analytics_shopify: true }, ['shopify']],
    [{ analytics_data_layer: true }, ['dataLayer']],
    [{ analytics_shopify: true, analytics_data_layer: true }, ['shopify', 'dataLayer']],
  ])(
    'with %o, name the targets the bridge publishes to, and load it',
    async (settings, targets) => {
      const doc = await render('app-embed.liquid', settings);
      expect([...analyticsTargets(analyticsSetting(doc, null))]).toEqual(targets);
      expect(scripts(doc)).toEqual([
        `${ASSETS}loyalkit-embed.js`,
        `${ASSETS}loyalkit-analytics.js`,
      ]);
    },
  );
});

describe('the points nudge block', () => {
  it('names the product and its selected variant, for "yours with your points"', async () => {
    const nudge = (await render('points-nudge.liquid', {})).querySelector('lk-points-nudge')!;
    expect(nudge.getAttribute('product-id')).toBe('7');
    expect(nudge.getAttribute('variant-id')).toBe('71');
    expect(Number(nudge.getAttribute('price'))).toBe(28);
  });
});
