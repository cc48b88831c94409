import type { EmbedConfig, EmbedMessages } from './elements.js';

const read = (el: Element | null, name: string): string | undefined =>
  el?.getAttribute(name) ?? el?.getAttribute(`data-${name}`) ?? undefined;

/**
 * Reads the page config: a `<lk-config>` element wins, else the loader script's `data-*`
 * attributes. `proxy-url` defaults to the App Proxy path `/apps/loyalty`.
 */
export function readEmbedConfig(doc: Document, script: HTMLScriptElement | null): EmbedConfig {
  const el = doc.querySelector('lk-config') ?? script;
  const customerId = read(el, 'customer-id');
  const timestamp = read(el, 'customer-timestamp');
  const signature = read(el, 'customer-signature');
  const demoCustomer = read(el, 'demo-customer');
  const loginUrl = read(el, 'login-url');
  const registerUrl = read(el, 'register-url');
  const locale = read(el, 'locale')?.trim();
  const productUrl = read(el, 'product-url')?.trim();
  return {
    proxyUrl: read(el, 'proxy-url') ?? '/apps/loyalty',
    // Without the attribute, the provider negotiates from the page's lang and the browser's.
    ...(locale && { locale }),
    currency: read(el, 'currency') ?? 'USD',
    allowStorage: read(el, 'storage') === 'allowed',
    ...(customerId && timestamp && signature && { customer: { customerId, timestamp, signature } }),
    ...(demoCustomer && { demoCustomer }),
    ...(loginUrl && { loginUrl }),
    ...(registerUrl && { registerUrl }),
    ...(productUrl && { productUrl }),
    cart: read(el, 'cart') === 'event' ? 'event' : 'ajax',
    // An empty attribute (a theme setting left blank) is the default.
    cartUrl: (read(el, 'cart-url')?.trim() || '/cart').replace(/\/+$/, ''),
    ...readMessages(doc.querySelector('lk-config > script[type="application/json"]')),
  };
}

type Wording = Record<string, Record<string, string>>;

/** Keeps `{ "42": "wool-beanie" }` entries (a product id to its handle); says what it dropped. */
function handles(value: unknown): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  const plain = value !== null && typeof value === 'object' && !Array.isArray(value);
  const entries = plain ? Object.entries(value) : [];
  const kept = entries.filter(
    (entry): entry is [string, string] => /^\d+$/.test(entry[0]) && typeof entry[1] === 'string',
  );
  if (!plain || kept.length !== entries.length)
    console.error(
      '[loyalkit] <lk-config> "products" must map product ids to handles; other entries are ignored.',
    );
  return Object.fromEntries(kept);
}

/** Keeps `{ locale: { key: text } }` entries whose texts are strings; says what it dropped. */
function wording(value: unknown, name: string): Wording | undefined {
  if (value === undefined) return undefined;
  const out: Wording = {};
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [locale, texts] of Object.entries(value)) {
      if (!texts || typeof texts !== 'object' || Array.isArray(texts)) continue;
      out[locale] = Object.fromEntries(
        Object.entries(texts).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    }
  }
  if (JSON.stringify(out) !== JSON.stringify(value))
    console.error(
      `[loyalkit] <lk-config> "${name}" must map locales to {"message.key": "text"}; other entries are ignored.`,
    );
  return out;
}

/**
 * The store's wording from a JSON script in `<lk-config>`: `{"messages": {"fr": {…}}}` overrides
 * messages per locale; `{"locales": {"da": {…}}}` adds a locale (English fills its gaps);
 * `{"products": {"42": "wool-beanie"}}` gives the handles of products known by id only.
 */
function readMessages(script: Element | null): Partial<EmbedMessages> {
  if (!script?.textContent?.trim()) return {};
  let json: { messages?: unknown; locales?: unknown; products?: unknown };
  try {
    json = JSON.parse(script.textContent) as typeof json;
  } catch (error) {
    console.error('[loyalkit] The JSON in <lk-config> does not parse; it is ignored.', error);
    return {};
  }
  const messages = wording(json.messages, 'messages');
  const locales = wording(json.locales, 'locales');
  const products = handles(json.products);
  return {
    ...(messages && { messages }),
    ...(locales && { locales }),
    ...(products && { products }),
  };
}
