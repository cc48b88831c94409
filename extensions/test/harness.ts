// Runs a built extension bundle (dist/<handle>.js, exactly what Shopify would host) in jsdom with
// a fake `shopify` global, its fetch calls answered by the real proxy over the real sandbox,
// in-process. The bundles are built once per test file (scripts/extensions/build.ts).
import { webcrypto } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM, type DOMWindow } from 'jsdom';
import { expect } from 'vitest';
import { buildExtensions, type BuiltExtension } from '../../scripts/extensions/build.js';
import type { Stack } from '../../server-proxy/test-helpers/sandbox.js';
import {
  SHOPIFY_CLIENT_ID,
  SHOPIFY_SECRET,
  SHOPIFY_SHOP,
} from '../../server-proxy/test-helpers/proxy.js';
import {
  fakeShopify,
  shopifyTokenSigner,
  type FakeCart,
  type FakeControls,
  type FakeOptions,
} from './fakeShopify.js';

/** Where the extensions reach the proxy (their merchant setting). */
export const PROXY_URL = 'https://loyalty.test';
/** The origin Shopify runs UI extensions on: the requests carry it. */
export const EXTENSION_ORIGIN = 'https://extensions.shopifycdn.com';

let built: Promise<{ dir: string; list: BuiltExtension[] }> | undefined;

/** The extensions built once for this test file, into a temporary folder. */
export function builtExtensions() {
  built ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'loyalkit-extensions-'));
    return { dir, list: await buildExtensions(dir) };
  })();
  return built;
}

/** One request the extension sent and what the proxy answered. */
export interface Exchange {
  path: string;
  method: string;
  idempotencyKey: string | null;
  status: number;
  allowOrigin: string | null;
}

/**
 * The extensions' network: requests to the proxy URL go to the proxy in-process (from Shopify's
 * extension origin); `loseAnswer(path)` makes the next answer to that path vanish after the
 * proxy gave it (a dropped connection: the write happened, the extension does not know).
 */
export function proxyNetwork(stack: Stack) {
  const exchanges: Exchange[] = [];
  const lost = new Set<string>();
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== PROXY_URL) throw new TypeError(`no network to ${url.origin} in tests`);
    const headers = new Headers(request.headers);
    headers.set('origin', EXTENSION_ORIGIN);
    const body = request.method === 'GET' ? undefined : await request.text();
    const response = await stack.proxy.fetch(
      new Request(`http://proxy.test${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        ...(body !== undefined && { body }),
      }),
    );
    exchanges.push({
      path: url.pathname,
      method: request.method,
      idempotencyKey: headers.get('idempotency-key'),
      status: response.status,
      allowOrigin: response.headers.get('access-control-allow-origin'),
    });
    if (lost.delete(url.pathname)) throw new TypeError('Failed to fetch');
    return response;
  };
  return { fetch: fetchFn, exchanges, loseAnswer: (path: string) => void lost.add(path) };
}

/** Answers the Storefront API queries the extensions make, from the sandbox's catalog. */
export function storefront(
  products: { id: number; title: string; variants: { id: number; price: number }[] }[],
  prices: { store: string; market?: { currency: string; rate: number } },
) {
  return (query: string, variables: Record<string, unknown>) => {
    if (query.includes('paymentSettings'))
      return { shop: { paymentSettings: { currencyCode: prices.store } } };
    const ids = (variables.ids as string[] | undefined) ?? [];
    if (query.includes('... on Product ')) {
      return {
        nodes: ids.map((gid) => {
          const product = products.find((p) => `gid://shopify/Product/${p.id}` === gid);
          return product ? { id: gid, title: product.title } : null;
        }),
      };
    }
    // Variant prices: the store's, or in the market's currency under @inContext(country:).
    const market = query.includes('@inContext') ? prices.market : undefined;
    return {
      nodes: ids.map((gid) => {
        const variant = products
          .flatMap((p) => p.variants)
          .find((v) => `gid://shopify/ProductVariant/${v.id}` === gid);
        if (!variant) return null;
        const amount = market ? Math.round(variant.price * market.rate * 100) / 100 : variant.price;
        return {
          id: gid,
          price: { amount: amount.toFixed(2), currencyCode: market?.currency ?? prices.store },
        };
      }),
    };
  };
}

/** A page an extension rendered into: its window (Shopify's sandbox stands in) and document. */
export interface ExtensionPage {
  window: DOMWindow;
  document: Document;
  controls: FakeControls;
  /** The page's text, for sentences the shopper reads. */
  text(): string;
  /** Waits until the page says `value`. */
  shows(value: string): Promise<void>;
  /** The `<s-button>` whose accessibility label (or text) is `name`. */
  button(name: string): HTMLElement;
}

/** Polls `check` until it passes (10 s at most), as a shopper waits for an answer. */
export async function until(check: () => void, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * Loads an extension's bundle into a window of its own (a fresh jsdom, as Shopify runs each
 * extension in a sandbox of its own) with a fake `shopify`, and runs one of its targets.
 */
export async function runExtension(options: {
  handle: string;
  target: string;
  stack: Stack;
  network: ReturnType<typeof proxyNetwork>;
  customerId?: number | string;
  language?: string;
  extensionLanguage?: string;
  surface?: { kind: 'account'; orderGid?: string } | { kind: 'checkout'; cart: FakeCart };
  storefront: FakeOptions['storefront'];
  storage?: Map<string, unknown>;
}): Promise<ExtensionPage> {
  const { dir, list } = await builtExtensions();
  const ext = list.find((e) => e.handle === options.handle);
  if (!ext) throw new Error(`no extension ${options.handle}`);
  const fake = fakeShopify(
    {
      localesDir: join(dir, ext.folder, 'locales'),
      ...(options.language && { language: options.language }),
      ...(options.extensionLanguage && { extensionLanguage: options.extensionLanguage }),
      settings: { proxy_url: PROXY_URL },
      sessionToken: shopifyTokenSigner({
        secret: SHOPIFY_SECRET,
        clientId: SHOPIFY_CLIENT_ID,
        shop: SHOPIFY_SHOP,
      }),
      ...(options.customerId !== undefined && {
        customerGid: `gid://shopify/Customer/${options.customerId}`,
      }),
      storefront: options.storefront,
    },
    options.surface ?? { kind: 'account' },
    options.storage,
  );
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', {
    runScripts: 'outside-only',
    url: 'https://shopify.com/account',
  });
  Object.assign(window, { shopify: fake.global, fetch: options.network.fetch });
  // Idempotency keys are UUIDs (crypto.randomUUID), which a sandbox's window has.
  if (typeof window.crypto?.randomUUID !== 'function')
    Object.defineProperty(window, 'crypto', { value: webcrypto });
  // The bundle as Shopify's sandbox runs it: a classic script whose `shopify.extend` registers.
  window.eval(readFileSync(ext.file, 'utf8'));
  const run = fake.targets.get(options.target);
  if (!run) throw new Error(`${options.handle} registered no ${options.target}`);
  await run();
  const { document } = window;
  const text = () => document.body.textContent ?? '';
  return {
    window,
    document,
    controls: fake.controls,
    text,
    shows: (value) => until(() => expect(text()).toContain(value)),
    button(name) {
      const found = [...document.querySelectorAll<HTMLElement>('s-button')].find(
        (el) => el.getAttribute('accessibilitylabel') === name || el.textContent?.trim() === name,
      );
      if (!found) throw new Error(`no button "${name}" in: ${text()}`);
      return found;
    },
  };
}
