import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoyaltyContext } from '../hooks/context.js';
import type { EmbedConfig } from './elements.js';
import { FULL } from './full.js';
import { defineChunk } from './mount.js';
import { identityFromConfig } from './page.js';

const config: EmbedConfig = {
  proxyUrl: '/apps/loyalty',
  locale: 'fr',
  currency: 'EUR',
  allowStorage: false,
  cart: 'ajax',
  cartUrl: '/cart',
};

const sessionAnswer = () =>
  new Response(
    JSON.stringify({
      token: 'header.payload.signature',
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      customer: null,
      sessionToken: 'guest-session-token-0001',
    }),
    { headers: { 'content-type': 'application/json' } },
  );

const seen: unknown[] = [];
function Probe({ label }: { label: string }) {
  const { client, locale } = useLoyaltyContext('Probe');
  seen.push(client);
  return (
    <p>
      {label} {locale}
    </p>
  );
}

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  seen.length = 0;
});

function host(tag: string) {
  const el = document.createElement(tag);
  document.body.append(el);
  return { el, root: el.attachShadow({ mode: 'open' }) };
}

describe('the embed runtime', () => {
  it('renders light and full widgets in their shadow roots with their styles, sharing one client and one session', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      sessionAnswer(),
    );
    vi.stubGlobal('fetch', fetchMock);
    const light = defineChunk(
      { 'points-badge': ({ host: h }) => <Probe label={h.getAttribute('data-label') ?? ''} /> },
      { styles: ['.lk-widget{color:red}'], messages: [] },
    );
    const full = defineChunk(
      { 'vip-progress': () => <Probe label="vip" /> },
      { ...FULL, styles: [], messages: [] },
    );
    const a = host('lk-points-badge');
    a.el.setAttribute('data-label', 'badge');
    const b = host('lk-vip-progress');
    await act(async () => {
      light.mount({ name: 'points-badge', host: a.el, root: a.root, config });
      full.mount({ name: 'vip-progress', host: b.el, root: b.root, config });
    });
    expect(a.root.textContent).toContain('badge fr');
    expect(b.root.textContent).toContain('vip fr');
    expect(a.root.querySelector('style')?.textContent).toContain('.lk-widget');
    expect(a.root.querySelector('style')?.textContent).toContain(':host{display:inline-block}');
    expect(b.root.querySelector('style')?.textContent).toContain(':host{display:block}');
    expect(new Set(seen).size).toBe(1);
    const sessionCalls = fetchMock.mock.calls.filter(([url]) =>
      String(url).endsWith('/apps/loyalty/session'),
    );
    expect(sessionCalls).toHaveLength(1);
  });

  it('re-renders on update and cleans up on unmount', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sessionAnswer()),
    );
    const chunk = defineChunk(
      { 'star-rating': ({ intAttr }) => <p>product {intAttr('product-id') ?? 'none'}</p> },
      { styles: [], messages: [] },
    );
    const { el, root } = host('lk-star-rating');
    el.setAttribute('product-id', '7');
    let mounted!: ReturnType<typeof chunk.mount>;
    await act(async () => {
      mounted = chunk.mount({ name: 'star-rating', host: el, root, config });
    });
    expect(root.textContent).toContain('product 7');
    el.setAttribute('product-id', 'abc');
    await act(async () => mounted.update());
    expect(root.textContent).toContain('product none');
    await act(async () => mounted.unmount());
    expect(root.querySelector('.lk-embed')).toBeNull();
  });

  it('puts the language and direction the widget speaks on its container', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sessionAnswer()),
    );
    const chunk = defineChunk({ 'star-rating': () => <p>stars</p> }, { styles: [], messages: [] });
    const hebrew = host('lk-star-rating');
    const page = host('lk-star-rating');
    document.documentElement.lang = 'ar-EG';
    await act(async () => {
      const { locale: _none, ...pageConfig } = config;
      chunk.mount({
        name: 'star-rating',
        host: hebrew.el,
        root: hebrew.root,
        config: { ...config, locale: 'he-IL' },
      });
      chunk.mount({ name: 'star-rating', host: page.el, root: page.root, config: pageConfig });
    });
    const container = (root: ShadowRoot) => root.querySelector('.lk-embed');
    expect(container(hebrew.root)).toHaveAttribute('lang', 'he');
    expect(container(hebrew.root)).toHaveAttribute('dir', 'rtl');
    expect(container(page.root)).toHaveAttribute('lang', 'ar');
    expect(container(page.root)).toHaveAttribute('dir', 'rtl');
  });

  it('refuses an element the chunk does not render', () => {
    const chunk = defineChunk({}, { styles: [], messages: [] });
    const { el, root } = host('lk-gallery');
    expect(() => chunk.mount({ name: 'gallery', host: el, root, config })).toThrow(
      /no <lk-gallery>/,
    );
  });
});

describe('identityFromConfig', () => {
  it('prefers the signed customer, then the demo customer, else a guest', () => {
    const customer = { customerId: '42', timestamp: '1700000000', signature: 'ab' };
    expect(identityFromConfig({ ...config, customer, demoCustomer: 'ana@demo.test' })).toEqual(
      customer,
    );
    expect(identityFromConfig({ ...config, demoCustomer: 'ana@demo.test' })).toEqual({
      demoCustomer: 'ana@demo.test',
    });
    expect(identityFromConfig(config)).toEqual({});
  });
});
