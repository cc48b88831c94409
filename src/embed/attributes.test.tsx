import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBED_ATTRIBUTES, EMBED_CONFIG_ATTRIBUTES } from './attributes.js';
import { readEmbedConfig } from './config.js';
import { analyticsSetting } from './analytics.js';
import { pageCurrencies } from './pageCurrencies.js';
import {
  EMBED_PREFIX,
  EMBED_WIDGETS,
  type EmbedConfig,
  type EmbedWidgetName,
  type WidgetChunk,
} from './elements.js';

const config: EmbedConfig = {
  proxyUrl: '/apps/loyalty',
  locale: 'en',
  currency: 'USD',
  allowStorage: false,
  cart: 'ajax',
  cartUrl: '/cart',
};

/** A valid value for every attribute any element reads. */
const SAMPLE: Record<string, string> = {
  'product-id': '7',
  'variant-id': '8',
  'gallery-id': '9',
  'product-title': 'Wool beanie',
  'hide-when-empty': '',
  href: '/pages/wishlist',
  'share-url': '/pages/registry?token={token}',
  token: 'share-token',
  heading: 'As seen on Instagram',
  side: 'left',
  'offset-x': '16',
  'offset-y': '88',
  'hide-on': '/cart',
  mode: 'inline',
  price: '28.00',
  scope: 'product',
  'product-href': '/products/{handle}',
};

const chunks = import.meta.glob<WidgetChunk>('./widgets/*.tsx');

/** Mounts an element's widget with every attribute set; answers the attributes it looked at. */
async function attributesRead(name: EmbedWidgetName): Promise<string[]> {
  const load = chunks[`./widgets/${EMBED_WIDGETS[name]}.tsx`];
  if (!load) throw new Error(`no chunk file for <${EMBED_PREFIX}-${name}>`);
  const chunk = await load();
  const host = document.createElement(`${EMBED_PREFIX}-${name}`);
  for (const attr of Object.keys(SAMPLE)) host.setAttribute(attr, SAMPLE[attr]!);
  document.body.append(host);
  const read = new Set<string>();
  for (const method of ['getAttribute', 'hasAttribute'] as const) {
    const original = host[method].bind(host);
    vi.spyOn(host, method).mockImplementation((attr: string) => {
      read.add(attr);
      return original(attr) as never;
    });
  }
  let mounted: ReturnType<WidgetChunk['mount']> | undefined;
  const root = host.attachShadow({ mode: 'open' });
  await act(async () => {
    mounted = chunk.mount({ name, host, root, config });
  });
  // The first render takes its turn (src/embed/turns.ts) once the texts are in.
  await vi.waitFor(() => expect(root.querySelector('.lk-embed')).toHaveAttribute('lang'));
  await act(async () => mounted?.unmount());
  return [...read].sort();
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the attributes of each embed element', { timeout: 30_000 }, () => {
  it.each(Object.keys(EMBED_WIDGETS) as EmbedWidgetName[])(
    '<lk-%s> reads exactly the attributes its table row lists',
    async (name) => {
      // Widgets open a session when mounted; nothing needs to answer here.
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => {})),
      );
      expect(await attributesRead(name)).toEqual([...EMBED_ATTRIBUTES[name]].sort());
    },
  );
});

describe('the attributes of <lk-config>', () => {
  it('are exactly those the page config is read from', () => {
    const el = document.createElement('lk-config');
    for (const attr of EMBED_CONFIG_ATTRIBUTES) el.setAttribute(attr, 'x');
    document.body.append(el);
    const read = new Set<string>();
    const original = el.getAttribute.bind(el);
    vi.spyOn(el, 'getAttribute').mockImplementation((attr: string) => {
      read.add(attr);
      return original(attr);
    });
    readEmbedConfig(document, null);
    // The shopper's currency is read by the widgets that show money, not by the loader.
    pageCurrencies(document, undefined);
    // Where events are published is read by the analytics bridge (analytics.js).
    analyticsSetting(document, null);
    expect([...read].sort()).toEqual([...EMBED_CONFIG_ATTRIBUTES].sort());
  });
});
