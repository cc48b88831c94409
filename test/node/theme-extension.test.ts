// The Shopify theme app extension (extensions/theme) rendered with a Liquid engine over sample
// page objects: every <lk-*> element a block writes is one the embed defines, with only the
// attributes that element reads, filled from the page (so the blocks and the embed cannot
// drift); every element has a block; each block's schema keeps Shopify's rules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { Liquid, type TagToken, type TopLevelToken } from 'liquidjs';
import { describe, expect, it } from 'vitest';
import { EMBED_ATTRIBUTES, EMBED_CONFIG_ATTRIBUTES } from '../../src/embed/attributes.js';
import { EMBED_PREFIX, EMBED_WIDGETS, type EmbedWidgetName } from '../../src/embed/elements.js';
import { pageCurrencies } from '../../src/embed/pageCurrencies.js';

const root = fileURLToPath(new URL('../../extensions/theme/', import.meta.url));
const widgetsDir = fileURLToPath(new URL('../../src/embed/widgets/', import.meta.url));
const ASSET_BASE = 'https://cdn.shopify.test/extensions/loyalkit/assets/';

interface Setting {
  type: string;
  id?: string;
  label?: string;
  default?: unknown;
  min?: number;
  max?: number;
  step?: number;
}
interface Schema {
  name: string;
  target: string;
  stylesheet?: string;
  javascript?: string;
  enabled_on?: { templates?: string[]; groups?: string[] };
  settings: Setting[];
}

/** A block tag whose body Shopify reads, not renders (`{% schema %}`, `{% doc %}`). */
function ignoredBlock(end: string): Parameters<Liquid['registerTag']>[1] {
  return {
    parse(_token: TagToken, remaining: TopLevelToken[]) {
      while (remaining.length > 0) {
        if ((remaining.shift() as TagToken).name === end) return;
      }
      throw new Error(`missing {% ${end} %}`);
    },
    render: () => '',
  };
}

const engine = new Liquid({
  root: [join(root, 'snippets')],
  extname: '.liquid',
  strictFilters: true,
});
engine.registerTag('schema', ignoredBlock('endschema'));
engine.registerTag('doc', ignoredBlock('enddoc'));
engine.registerFilter('asset_url', (file: string) => `${ASSET_BASE}${file}`);

const schemaLocale = JSON.parse(readFileSync(join(root, 'locales/en.default.schema.json'), 'utf8'));
/** A `t:` key of the schema locale, in English. */
function english(key: string): string {
  const path = key.replace(/^t:/, '').split('.');
  const value = path.reduce<unknown>((at, k) => (at as Record<string, unknown>)?.[k], schemaLocale);
  if (typeof value !== 'string') throw new Error(`no English for ${key}`);
  return value;
}

const blockFiles = readdirSync(join(root, 'blocks')).filter((f) => f.endsWith('.liquid'));

function source(file: string): string {
  return readFileSync(join(root, 'blocks', file), 'utf8');
}
function schemaOf(file: string): Schema {
  const json = /\{% schema %\}([\s\S]*?)\{% endschema %\}/.exec(source(file))?.[1];
  if (!json) throw new Error(`${file} has no schema`);
  return JSON.parse(json) as Schema;
}
/** A block's settings as the theme editor fills them for a new block: the defaults. */
function defaults(schema: Schema): Record<string, unknown> {
  return Object.fromEntries(
    schema.settings.filter((s) => s.id).map((s) => [s.id, s.default ?? null]),
  );
}

const product = {
  id: 7,
  title: 'Wool "Winter" beanie & scarf',
  handle: 'wool-beanie',
  selected_or_first_available_variant: { id: 71, price: 2800 },
};
const page = {
  request: { locale: { iso_code: 'fr' }, path: '/fr/pages/registry' },
  cart: { currency: { iso_code: 'EUR' } },
  routes: {
    root_url: '/fr',
    account_url: '/fr/account',
    account_login_url: '/fr/account/login',
    account_register_url: '/fr/account/register',
    cart_url: '/fr/cart',
  },
  customer: { id: 42, first_name: 'Ana', email: 'ana@example.com' },
  shop: { name: 'Demo shop', currency: 'USD' },
};

interface Rendered {
  html: string;
  dom: DocumentFragment;
  elements: Element[];
}

// One DOM to parse every rendering in (a new JSDOM per block is slow).
const { document: parser } = new JSDOM('<!doctype html>').window;

async function render(
  file: string,
  settings: Record<string, unknown> = {},
  withProduct = true,
  pageObjects: Record<string, unknown> = {},
): Promise<Rendered> {
  const block = {
    id: 'block-1',
    shopify_attributes: 'data-shopify-editor-block="{}"',
    settings: { ...defaults(schemaOf(file)), ...settings },
  };
  const html = await engine.parseAndRender(source(file), {
    ...page,
    ...pageObjects,
    block,
    ...(withProduct && { product }),
  });
  const template = parser.createElement('template');
  template.innerHTML = html;
  const dom = template.content;
  const elements = [...dom.querySelectorAll('*')].filter((el) =>
    el.localName.startsWith(`${EMBED_PREFIX}-`),
  );
  return { html, dom, elements };
}

const widgetName = (el: Element) => el.localName.slice(EMBED_PREFIX.length + 1);
const isWidget = (name: string): name is EmbedWidgetName => name in EMBED_WIDGETS;

/** Blocks that are app embeds (target body, one per page) rather than app blocks. */
const APP_EMBEDS = new Set(['app-embed.liquid', 'rewards-launcher.liquid']);

/** Variations a merchant may pick, per block, beside the defaults. */
const VARIANTS: Record<string, Record<string, unknown>[]> = {
  'star-rating.liquid': [{ show_when_empty: false }],
  'wishlist-button.liquid': [{ save_variant: true }],
  'registry-button.liquid': [{ save_variant: false }],
  'wishlist-count.liquid': [{ wishlist_page: { url: '/fr/pages/wishlist' } }],
  'registry-manager.liquid': [{ share_page: { url: '/fr/pages/shared-registry' } }],
  'gallery.liquid': [{ source: 'gallery', gallery_id: 3, heading: '' }, { gallery_id: 3 }],
  'app-embed.liquid': [{ remember_guests: false, color_accent: '#0a7c55', radius: 4 }],
  'rewards-launcher.liquid': [{ side: 'left', offset_y: 96, hide_on: '' }],
  'rewards-page.liquid': [{ heading: 'Fern & Field Rewards' }],
  'all-reviews.liquid': [{ scope: 'shop', heading: 'Kind words' }],
  'reviews-carousel.liquid': [{ scope: 'product' }],
};

let renderings: Promise<{ file: string; rendered: Rendered }[]> | undefined;
/** Every block with its defaults and each variation, rendered once for the file. */
function everyRendering() {
  renderings ??= renderAll();
  return renderings;
}
async function renderAll(): Promise<{ file: string; rendered: Rendered }[]> {
  const out = [];
  for (const file of blockFiles) {
    for (const settings of [{}, ...(VARIANTS[file] ?? [])]) {
      out.push({ file, rendered: await render(file, settings) });
    }
  }
  return out;
}

describe('the theme app extension', { timeout: 30_000 }, () => {
  it('has the layout Shopify CLI expects', () => {
    expect(readFileSync(join(root, 'shopify.extension.toml'), 'utf8')).toMatch(/^type = "theme"$/m);
    for (const dir of ['blocks', 'snippets', 'assets', 'locales']) {
      expect(existsSync(join(root, dir)), dir).toBe(true);
    }
    // Extension folders are flat: Shopify takes no subfolders.
    for (const dir of ['blocks', 'snippets', 'assets', 'locales']) {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        expect(entry.isFile(), `${dir}/${entry.name}`).toBe(true);
      }
    }
  });

  it('writes only elements the embed defines, with only the attributes each one reads', async () => {
    for (const { file, rendered } of await everyRendering()) {
      for (const el of rendered.elements) {
        const name = widgetName(el);
        const attrs = el.getAttributeNames();
        if (name === 'config') {
          expect(file).toBe('app-embed.liquid');
          expect(EMBED_CONFIG_ATTRIBUTES).toEqual(expect.arrayContaining(attrs));
          continue;
        }
        expect(isWidget(name), `${file} writes <${el.localName}>`).toBe(true);
        if (!isWidget(name)) continue;
        const allowed: readonly string[] = EMBED_ATTRIBUTES[name];
        for (const attr of attrs) {
          expect(allowed, `<${el.localName} ${attr}> in ${file}`).toContain(attr);
        }
      }
    }
  });

  it('has a block for every element of the embed', async () => {
    const written = new Set<string>();
    for (const { rendered } of await everyRendering()) {
      for (const el of rendered.elements) written.add(widgetName(el));
    }
    for (const name of Object.keys(EMBED_WIDGETS)) {
      expect(written, `no block writes <lk-${name}>`).toContain(name);
    }
  });

  it('fills product ids, titles and variants from the page', async () => {
    const reviews = (await render('reviews.liquid')).elements[0]!;
    expect(reviews.getAttribute('product-id')).toBe('7');
    const heart = (await render('wishlist-button.liquid', { save_variant: true })).elements[0]!;
    expect(heart.getAttribute('product-title')).toBe(product.title);
    expect(heart.getAttribute('variant-id')).toBe('71');
    const plain = (await render('wishlist-button.liquid')).elements[0]!;
    expect(plain.hasAttribute('variant-id')).toBe(false);
    const stars = (await render('star-rating.liquid', { show_when_empty: false })).elements[0]!;
    expect(stars.hasAttribute('hide-when-empty')).toBe(true);
    expect((await render('star-rating.liquid')).elements[0]!.hasAttribute('hide-when-empty')).toBe(
      false,
    );
  });

  it('writes nothing for a product block placed where there is no product', async () => {
    for (const file of blockFiles.filter((f) =>
      schemaOf(f).enabled_on?.templates?.includes('product'),
    )) {
      expect((await render(file, {}, false)).elements, file).toEqual([]);
    }
  });

  it('links the registry manager to the gifters’ page, and the wishlist count to the list', async () => {
    const manager = (
      await render('registry-manager.liquid', {
        share_page: { url: '/fr/pages/shared-registry' },
      })
    ).elements[0]!;
    expect(manager.getAttribute('share-url')).toBe('/fr/pages/shared-registry?token={token}');
    const fallback = (await render('registry-manager.liquid')).elements[0]!;
    expect(fallback.getAttribute('share-url')).toBe('/fr/pages/registry?token={token}');
    const count = (await render('wishlist-count.liquid')).elements[0]!;
    expect(count.getAttribute('href')).toBe('/fr/account');
  });

  it('places the launcher in the corner the merchant picks, away from the paths they list', async () => {
    const launcher = (await render('rewards-launcher.liquid')).elements[0]!;
    expect(launcher.localName).toBe('lk-launcher');
    expect(launcher.getAttribute('side')).toBe('right');
    expect(launcher.getAttribute('offset-y')).toBe('16');
    expect(launcher.getAttribute('hide-on')).toBe('/cart');
    const left = (
      await render('rewards-launcher.liquid', {
        side: 'left',
        offset_y: 96,
        hide_on: '/cart, /pages/"rewards"*',
      })
    ).elements[0]!;
    expect(left.getAttribute('side')).toBe('left');
    expect(left.getAttribute('offset-y')).toBe('96');
    expect(left.getAttribute('hide-on')).toBe('/cart, /pages/"rewards"*');
    const everywhere = (await render('rewards-launcher.liquid', { hide_on: '' })).elements[0]!;
    expect(everywhere.hasAttribute('hide-on')).toBe(false);
  });

  it('gives the points nudge the selected variant’s price in currency units', async () => {
    const nudge = (await render('points-nudge.liquid')).elements[0]!;
    expect(Number(nudge.getAttribute('price'))).toBe(28);
  });

  it('maps the merchant’s colors to the widgets’ custom properties', async () => {
    const { dom } = await render('reviews.liquid', {
      color_accent: '#0a7c55',
      color_star: '#aa7700',
    });
    const style = dom.querySelector('.lk-app-block')!.getAttribute('style')!;
    expect(style).toContain('--lk-color-accent: #0a7c55;');
    expect(style).toContain('--lk-color-star: #aa7700;');
    expect(style).toContain('margin-block-end: 16px;');
    expect(style).not.toContain('--lk-color-text');
  });

  it('configures the embed from the page and loads it once, with its widget chunks beside it', async () => {
    const { dom, elements, html } = await render('app-embed.liquid');
    expect(elements).toHaveLength(1);
    const config = elements[0]!;
    expect(
      Object.fromEntries(config.getAttributeNames().map((a) => [a, config.getAttribute(a)])),
    ).toEqual({
      'proxy-url': '/apps/loyalty',
      locale: 'fr',
      currency: 'USD',
      'presentment-currency': 'EUR',
      'login-url': '/fr/account/login',
      'register-url': '/fr/account/register',
      'product-url': '/fr/products/{handle}.js',
      'cart-url': '/fr/cart',
    });
    const scripts = [...dom.querySelectorAll('script[src]')];
    expect(scripts).toHaveLength(1);
    const loader = scripts[0]!;
    expect(loader.getAttribute('src')).toBe(`${ASSET_BASE}loyalkit-embed.js`);
    expect(loader.hasAttribute('defer')).toBe(true);
    // Each chunk the elements load is built as loyalkit-<chunk>.js (scripts/build-theme.ts).
    const path = loader.getAttribute('data-widgets')!;
    for (const chunk of new Set(Object.values(EMBED_WIDGETS))) {
      expect(path.replace('{chunk}', chunk)).toBe(`loyalkit-${chunk}.js`);
      expect(existsSync(join(widgetsDir, `${chunk}.tsx`)), chunk).toBe(true);
    }
    // Consent: the Customer Privacy API decides whether guests are remembered.
    expect(html).toContain('preferencesProcessingAllowed');
    const off = await render('app-embed.liquid', {
      remember_guests: false,
      color_accent: '#0a7c55',
    });
    expect(off.html).not.toContain('preferencesProcessingAllowed');
    expect(off.dom.querySelector('style')!.textContent).toContain('--lk-color-accent: #0a7c55;');
  });

  it('gives the widgets the store’s currency and the shopper’s, which they convert at Shopify’s rate', async () => {
    // A USD store's page in a Japanese and a euro market, with the objects as Shopify renders
    // them: shop.currency is the store's ISO code, cart.currency and localization's the market's.
    const markets = [
      {
        country: ['JP', 'Japan'],
        language: 'ja',
        currency: ['JPY', 'Japanese Yen', '¥'],
        rate: '150.0',
      },
      { country: ['FR', 'France'], language: 'fr', currency: ['EUR', 'Euro', '€'], rate: '0.92' },
    ] as const;
    for (const m of markets) {
      const currency = { iso_code: m.currency[0], name: m.currency[1], symbol: m.currency[2] };
      const country = {
        iso_code: m.country[0],
        name: m.country[1],
        currency,
        unit_system: 'metric',
      };
      const language = {
        iso_code: m.language,
        name: m.language,
        primary: false,
        root_url: `/${m.language}`,
      };
      const { dom } = await render('app-embed.liquid', {}, true, {
        shop: { ...page.shop, currency: 'USD', enabled_currencies: [currency] },
        cart: { currency, item_count: 1, total_price: 420000 },
        localization: {
          country,
          language,
          market: { id: 1, handle: m.country[0].toLowerCase() },
          available_countries: [country],
          available_languages: [language],
        },
        request: { locale: language, path: `/${m.language}/products/wool-beanie` },
      });
      const config = dom.querySelector('lk-config')!;
      expect(config.getAttribute('currency'), m.currency[0]).toBe('USD');
      expect(config.getAttribute('presentment-currency')).toBe(m.currency[0]);
      // The money widgets take the rate from Shopify's global for that currency, and only then.
      const doc = new JSDOM('<!doctype html><body></body>').window.document;
      doc.body.innerHTML = config.outerHTML;
      expect(pageCurrencies(doc, { currency: { active: m.currency[0], rate: m.rate } })).toEqual({
        presentmentCurrency: m.currency[0],
        currencyRate: Number(m.rate),
      });
      expect(pageCurrencies(doc, { currency: { active: 'GBP', rate: '0.8' } })).toEqual({
        presentmentCurrency: m.currency[0],
      });
    }
  });

  it('keeps Shopify’s schema rules in every block', () => {
    // No `customers/account`: new customer accounts (every new store's, and every store's once
    // legacy accounts are gone) render no theme template there, so a block on it is never seen.
    const templates = new Set(['product', 'index', 'page', 'collection', 'cart']);
    for (const file of blockFiles) {
      const schema = schemaOf(file);
      expect(english(schema.name).length, `${file} name`).toBeLessThanOrEqual(25);
      expect(schema.target, file).toBe(APP_EMBEDS.has(file) ? 'body' : 'section');
      for (const asset of [schema.stylesheet, schema.javascript]) {
        if (asset) expect(existsSync(join(root, 'assets', asset)), `${file}: ${asset}`).toBe(true);
      }
      for (const t of schema.enabled_on?.templates ?? []) expect(templates, file).toContain(t);
      const ids = schema.settings.flatMap((s) => (s.id ? [s.id] : []));
      expect(new Set(ids).size, `${file} setting ids`).toBe(ids.length);
      for (const s of schema.settings) {
        if (s.label) english(s.label);
        if (s.type !== 'range') continue;
        const { min = 0, max = 0, step = 1 } = s;
        expect((max - min) / step, `${file} ${s.id} steps`).toBeLessThanOrEqual(101);
        expect(s.default, `${file} ${s.id} default`).toBeGreaterThanOrEqual(min);
        expect(s.default, `${file} ${s.id} default`).toBeLessThanOrEqual(max);
      }
    }
  });
});
