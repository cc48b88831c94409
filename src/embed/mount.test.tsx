import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoyaltyContext } from '../hooks/context.js';
import { useSession } from '../hooks/session.js';
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

/** A widget that shows who the shopper is (so it needs the session when that is not known). */
function WhoProbe({ label }: { label: string }) {
  const { client } = useLoyaltyContext('WhoProbe');
  const session = useSession();
  seen.push(client);
  return (
    <p>
      {label} {session.status}
    </p>
  );
}

const sessionCallsOf = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/apps/loyalty/session'));

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
      { 'points-badge': ({ host: h }) => <WhoProbe label={h.getAttribute('data-label') ?? ''} /> },
      { styles: ['.lk-widget{color:red}'], messages: [] },
    );
    const full = defineChunk(
      { 'vip-progress': () => <WhoProbe label="vip" /> },
      { ...FULL, styles: [], messages: [] },
    );
    const a = host('lk-points-badge');
    a.el.setAttribute('data-label', 'badge');
    const b = host('lk-vip-progress');
    // A shopper the page proves (here a signed customer whose session answers guest): both
    // widgets ask who it is, and one session answers them.
    const signed = { ...config, customer: { customerId: '7', timestamp: '1', signature: 'ab' } };
    await act(async () => {
      light.mount({ name: 'points-badge', host: a.el, root: a.root, config: signed });
      full.mount({ name: 'vip-progress', host: b.el, root: b.root, config: signed });
    });
    await vi.waitFor(() => expect(a.root.textContent).toContain('badge guest'));
    expect(b.root.textContent).toContain('vip guest');
    expect(a.root.querySelector('style')?.textContent).toContain('.lk-widget');
    expect(a.root.querySelector('style')?.textContent).toContain(':host{display:inline-block}');
    expect(b.root.querySelector('style')?.textContent).toContain(':host{display:block}');
    expect(new Set(seen).size).toBe(1);
    expect(sessionCallsOf(fetchMock)).toHaveLength(1);
  });

  it('opens no session for widgets that read what every visitor sees, nor for a guest who brings nothing', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      sessionAnswer(),
    );
    vi.stubGlobal('fetch', fetchMock);
    const light = defineChunk(
      {
        'star-rating': () => <Probe label="stars" />,
        'points-badge': () => <WhoProbe label="badge" />,
      },
      { styles: [], messages: [] },
    );
    const a = host('lk-star-rating');
    const b = host('lk-points-badge');
    await act(async () => {
      light.mount({ name: 'star-rating', host: a.el, root: a.root, config });
      light.mount({ name: 'points-badge', host: b.el, root: b.root, config });
    });
    await vi.waitFor(() => expect(a.root.textContent).toContain('stars fr'));
    await vi.waitFor(() => expect(b.root.textContent).toContain('badge guest'));
    expect(sessionCallsOf(fetchMock)).toHaveLength(0);
  });

  it('marks the element ready only once its widget is drawn, in the same task', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sessionAnswer()),
    );
    const chunk = defineChunk(
      { 'star-rating': () => <Probe label="stars" /> },
      { styles: [], messages: [] },
    );
    const a = host('lk-star-rating');
    a.el.setAttribute('data-state', 'loading');
    // What the page's reserve.css reads: a `ready` element has given its reserved space back,
    // so it must already show what takes that space.
    const states: string[] = [];
    new MutationObserver(() =>
      states.push(`${a.el.dataset.state}: ${a.root.querySelector('.lk-embed')?.textContent ?? ''}`),
    ).observe(a.el, { attributes: true, attributeFilter: ['data-state'] });
    chunk.mount({ name: 'star-rating', host: a.el, root: a.root, config });
    expect(a.el.dataset.state).toBe('loading');
    await vi.waitFor(() => expect(a.el.dataset.state).toBe('ready'));
    expect(states).toEqual(['ready: stars fr']);
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
    await vi.waitFor(() => expect(root.textContent).toContain('product 7'));
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
    await vi.waitFor(() => expect(container(hebrew.root)).toHaveAttribute('lang', 'he'));
    expect(container(hebrew.root)).toHaveAttribute('dir', 'rtl');
    expect(container(page.root)).toHaveAttribute('lang', 'ar');
    expect(container(page.root)).toHaveAttribute('dir', 'rtl');
  });

  it('draws the widgets of a chunk in turns: a later task each, not the one their texts arrive in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sessionAnswer()),
    );
    const chunk = defineChunk(
      { 'star-rating': ({ host: h }) => <p>stars {h.id}</p> },
      { styles: [], messages: [] },
    );
    const badges = ['a', 'b', 'c'].map((id) => {
      const badge = host('lk-star-rating');
      badge.el.id = id;
      chunk.mount({ name: 'star-rating', host: badge.el, root: badge.root, config });
      return badge;
    });
    // Every microtask has run (the texts are in): nothing is drawn in this task yet.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(badges.map((b) => b.root.querySelector('p'))).toEqual([null, null, null]);
    await vi.waitFor(() =>
      expect(badges.map((b) => b.root.querySelector('p')?.textContent)).toEqual([
        'stars a',
        'stars b',
        'stars c',
      ]),
    );
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
