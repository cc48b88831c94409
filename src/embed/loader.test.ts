import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEmbedConfig } from './config.js';
import type { EmbedChunkName, WidgetChunk } from './elements.js';
import { defineLoyaltyElements } from './loader.js';

// A controllable IntersectionObserver: tests say when an element becomes visible.
const observed = new Set<Element>();
let notify: ((entries: IntersectionObserverEntry[]) => void) | undefined;
/** The margin of the observer now watching (the loader widens it once the shopper reads on). */
let margin: string | undefined;
class FakeObserver {
  constructor(cb: (entries: IntersectionObserverEntry[]) => void, init?: IntersectionObserverInit) {
    notify = cb;
    margin = init?.rootMargin;
  }
  observe(el: Element) {
    observed.add(el);
  }
  unobserve(el: Element) {
    observed.delete(el);
  }
  disconnect() {
    observed.clear();
  }
}
function show(el: Element) {
  notify?.([{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry]);
}

const mount = vi.fn<WidgetChunk['mount']>();
const update = vi.fn();
const unmount = vi.fn();
const load = vi.fn(async (_chunk: EmbedChunkName): Promise<WidgetChunk> => ({ mount }));

beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  mount.mockImplementation(({ root, host }) => {
    root.innerHTML = '<p>widget</p>';
    host.dataset.state = 'ready';
    return { update, unmount };
  });
  defineLoyaltyElements({
    load,
    whenIdle: (start) => void idle.push(start),
    config: () => ({
      proxyUrl: '/apps/loyalty',
      locale: 'en',
      currency: 'USD',
      allowStorage: false,
      cart: 'ajax',
      cartUrl: '/cart',
    }),
  });
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

const flush = () => new Promise((r) => setTimeout(r, 0));
/** The floating widgets' starts, waiting for the page to load and go idle. */
const idle: (() => void)[] = [];

describe('the embed loader', () => {
  it('defines an element for every widget', () => {
    for (const tag of [
      'lk-points-badge',
      'lk-reviews',
      'lk-wishlist-button',
      'lk-gallery',
      'lk-registry-share',
    ]) {
      expect(customElements.get(tag), tag).toBeDefined();
    }
  });

  it('loads the floating launcher once the page is idle, wherever the page puts it', async () => {
    const el = document.createElement('lk-launcher');
    document.body.append(el);
    await flush();
    expect(observed.has(el)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    idle.splice(0).forEach((start) => start());
    await flush();
    expect(load).toHaveBeenCalledWith('launcher');
    expect(el.dataset.state).toBe('ready');
  });

  it('starts only the widgets in view until the shopper reads on, then a screen ahead', async () => {
    const el = document.createElement('lk-reviews');
    document.body.append(el);
    await flush();
    expect(observed.has(el)).toBe(true);
    expect(margin).toBe('0px');
    window.dispatchEvent(new Event('scroll'));
    // A new observer with the wider margin watches what still waits.
    expect(margin).toBe('100% 0px');
    expect(observed.has(el)).toBe(true);
    expect(load).not.toHaveBeenCalled();
    show(el);
    await flush();
    expect(load).toHaveBeenCalledWith('reviews');
  });

  it('loads a widget only when it becomes visible, into a shadow root', async () => {
    const el = document.createElement('lk-points-badge');
    document.body.append(el);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(el.dataset.state).toBe('waiting');
    show(el);
    await flush();
    expect(load).toHaveBeenCalledWith('points-badge');
    expect(el.shadowRoot?.innerHTML).toBe('<p>widget</p>');
    expect(el.dataset.state).toBe('ready');
    expect(mount.mock.calls[0]?.[0]).toMatchObject({ name: 'points-badge', host: el });
  });

  it('loads a chunk shared by several elements once', async () => {
    const els = ['lk-wishlist-button', 'lk-wishlist-button', 'lk-wishlist-count'].map((tag) => {
      const el = document.createElement(tag);
      el.setAttribute('product-id', '3');
      document.body.append(el);
      return el;
    });
    els.forEach(show);
    await flush();
    expect(load.mock.calls.filter(([chunk]) => chunk === 'wishlist')).toHaveLength(1);
    expect(mount).toHaveBeenCalledTimes(3);
  });

  it('re-renders on attribute changes and unmounts when removed', async () => {
    const el = document.createElement('lk-reviews');
    document.body.append(el);
    show(el);
    await flush();
    el.setAttribute('product-id', '9');
    expect(update).toHaveBeenCalled();
    el.remove();
    expect(unmount).toHaveBeenCalledOnce();
    expect(observed.has(el)).toBe(false);
  });

  it('marks an element whose code fails to load', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = document.createElement('lk-gallery');
    document.body.append(el);
    show(el);
    await flush();
    expect(el.dataset.state).toBe('error');
    spy.mockRestore();
  });
});

describe('readEmbedConfig', () => {
  it('reads <lk-config> attributes, with the signed customer proof', () => {
    document.body.innerHTML =
      '<lk-config proxy-url="https://shop.test/loyalty" locale="fr" currency="EUR" storage="allowed" customer-id="42" customer-timestamp="1700000000" customer-signature="abc" login-url="/account/login"></lk-config>';
    expect(readEmbedConfig(document, null)).toEqual({
      proxyUrl: 'https://shop.test/loyalty',
      locale: 'fr',
      currency: 'EUR',
      allowStorage: true,
      customer: { customerId: '42', timestamp: '1700000000', signature: 'abc' },
      loginUrl: '/account/login',
      cart: 'ajax',
      cartUrl: '/cart',
    });
  });

  it('reads where products and the cart are, and the handles of products known by id', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<lk-config product-url="/fr/products/{handle}.js" cart="event" cart-url="/fr/cart/">
      <script type="application/json">{"products": {"42": "wool-beanie", "x": "bad", "7": 7}}</script>
    </lk-config>`;
    expect(readEmbedConfig(document, null)).toMatchObject({
      productUrl: '/fr/products/{handle}.js',
      cart: 'event',
      cartUrl: '/fr/cart',
      products: { '42': 'wool-beanie' },
    });
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/"products" must map product ids/));
  });

  it('falls back to the script data attributes and the App Proxy path', () => {
    const script = document.createElement('script');
    script.dataset.currency = 'CAD';
    const config = readEmbedConfig(document, script);
    expect(config).toMatchObject({
      proxyUrl: '/apps/loyalty',
      currency: 'CAD',
      allowStorage: false,
    });
    expect(config.customer).toBeUndefined();
    // No locale attribute: the provider negotiates from the page's lang and the browser.
    expect(config.locale).toBeUndefined();
  });

  it("reads the store's wording and its own locales from the JSON inside <lk-config>", () => {
    document.body.innerHTML = `<lk-config locale="da"><script type="application/json">
      { "messages": { "fr": { "loyalty.title": "Avantages" } },
        "locales": { "da": { "common.retry": "Prøv igen" } } }
    </script></lk-config>`;
    expect(readEmbedConfig(document, null)).toMatchObject({
      locale: 'da',
      messages: { fr: { 'loyalty.title': 'Avantages' } },
      locales: { da: { 'common.retry': 'Prøv igen' } },
    });
  });

  it('ignores wording JSON that does not parse or is not text by key, and says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML =
      '<lk-config><script type="application/json">{ "messages": </script></lk-config>';
    expect(readEmbedConfig(document, null).messages).toBeUndefined();
    document.body.innerHTML = `<lk-config><script type="application/json">
      { "messages": { "fr": { "loyalty.title": 42, "common.retry": "Recommencer" }, "es": "x" } }
    </script></lk-config>`;
    expect(readEmbedConfig(document, null).messages).toEqual({
      fr: { 'common.retry': 'Recommencer' },
    });
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
