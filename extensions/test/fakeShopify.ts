// A `shopify` global as Shopify's hosts give it to an extension, for the parts loyalkit's
// extensions read: its shapes are the package's own types (each field is a `Pick` of the target's
// `Api`, so a change of shape in @shopify/ui-extensions fails the type check here), its signals are
// made with the extension's own Signal class (`shopify.setSignals`, which the package's Preact
// entry calls, as the host does) so that a change re-renders, and its behaviour is Shopify's:
// translations from the extension's locale files, `{{name}}` filled in; a session token an HS256
// JWT signed with the app's secret; the discount code change recorded on the checkout.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SubscribableSignalLike } from '@shopify/ui-extensions/checkout';
import type { Api as CheckoutApi } from '@shopify/ui-extensions/purchase.checkout.reductions.render-after';
import type { Api as PageApi } from '@shopify/ui-extensions/customer-account.page.render';
import type { Api as OrderStatusApi } from '@shopify/ui-extensions/customer-account.order-status.block.render';
import { SignJWT } from 'jose';

/** A signal as the host holds it: the extension reads it, the host writes it. */
type Signal<T> = Omit<SubscribableSignalLike<T>, 'value'> & { value: T };

/** Makes a signal of the extension's own class (set by `shopify.setSignals`). */
type MakeSignal = <T>(value: T) => Signal<T>;

/** The app, shop and buyer a fake `shopify` speaks for. */
export interface FakeOptions {
  /** Where the built extension's `locales/*.json` are. */
  localesDir: string;
  /** The buyer's language (`fr-CA`) and the extension file Shopify picks for it (`fr`). */
  language?: string;
  extensionLanguage?: string;
  /** The merchant's settings of the extension. */
  settings: Record<string, string | undefined>;
  /** Signs the session token's claims (the app's secret) for the signed-in customer, if any. */
  sessionToken: (claims: { sub?: string }) => Promise<string>;
  /** The signed-in customer's GID (`gid://shopify/Customer/7`); none: a token without `sub`. */
  customerGid?: string;
  /** Answers Storefront API queries (`shopify.query`). */
  storefront: (query: string, variables: Record<string, unknown>) => unknown;
}

/** Shopify's `translate`: the key in the buyer's file (else the default), `{{name}}` filled in. */
function translator(
  dir: string,
  language: string,
): (key: string, options?: Record<string, unknown>) => string {
  const read = (file: string): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
    } catch {
      return {};
    }
  };
  const messages = { ...read('en.default.json'), ...read(`${language}.json`) };
  return (key, options = {}) =>
    (messages[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) =>
      name in options ? String(options[name]) : all,
    );
}

/** The parts every loyalkit extension reads, as a customer-account page target has them. */
function standard(options: FakeOptions, make: MakeSignal, storage: Map<string, unknown>) {
  const language = options.language ?? 'en';
  const api: Pick<PageApi, 'sessionToken' | 'i18n' | 'settings' | 'storage' | 'query'> & {
    localization: Pick<PageApi['localization'], 'language' | 'extensionLanguage'>;
  } = {
    sessionToken: {
      get: () => options.sessionToken(options.customerGid ? { sub: options.customerGid } : {}),
    },
    i18n: {
      translate: translator(
        options.localesDir,
        options.extensionLanguage ?? language,
      ) as PageApi['i18n']['translate'],
      formatNumber: (n, o) => new Intl.NumberFormat(language, o).format(n),
      formatCurrency: (n, o) =>
        new Intl.NumberFormat(language, { style: 'currency', ...o }).format(n),
      formatDate: (d, o) => new Intl.DateTimeFormat(language, o).format(d),
    },
    localization: {
      language: make({ isoCode: language }),
      extensionLanguage: make({ isoCode: options.extensionLanguage ?? language }),
    },
    settings: make(options.settings),
    storage: {
      read: <T>(key: string) => Promise.resolve((storage.get(key) as T | undefined) ?? null),
      write: (key, data) => Promise.resolve(void storage.set(key, structuredClone(data))),
      delete: (key) => Promise.resolve(void storage.delete(key)),
    },
    query: <Data>(query: string, o?: { variables?: unknown }) =>
      Promise.resolve({
        data: options.storefront(query, (o?.variables ?? {}) as Record<string, unknown>) as Data,
      }),
  };
  return api;
}

/** The checkout's cart, as the reductions target sees it. */
export interface FakeCart {
  /** The buyer's (presentment) currency and country. */
  currency: string;
  country: string;
  subtotal: number;
  lines: { variantGid: string; quantity: number }[];
  canUpdateDiscountCodes?: boolean;
}

/** What a test reads back and changes: the codes applied, the storage kept between loads. */
export interface FakeControls {
  appliedCodes(): string[];
  storage: Map<string, unknown>;
}

/**
 * A `shopify` global for one load of a bundle: `setSignals` builds the API with the bundle's
 * Signal class, `extend` hands the test each target's function.
 */
export function fakeShopify(
  options: FakeOptions,
  surface: { kind: 'account'; orderGid?: string } | { kind: 'checkout'; cart: FakeCart },
  storage = new Map<string, unknown>(),
) {
  const targets = new Map<string, () => Promise<void>>();
  const codes: string[] = [];
  const global: Record<string, unknown> = {
    extend: (target: string, run: () => Promise<void>) => void targets.set(target, run),
    setSignals(SignalClass: new <T>(value: T) => { value: T }) {
      const make: MakeSignal = <T>(value: T) => {
        const s = new SignalClass(value) as unknown as Signal<T> & {
          subscribe(fn: (v: T) => void): () => void;
        };
        Object.defineProperty(s, 'current', { get: () => s.value });
        Object.assign(s, { destroy: () => Promise.resolve() });
        return s;
      };
      Object.assign(global, standard(options, make, storage));
      if (surface.kind === 'account') {
        const order: Pick<OrderStatusApi, 'order'> = {
          order: make(surface.orderGid ? { id: surface.orderGid, name: '#1001' } : undefined),
        };
        Object.assign(global, order);
        return;
      }
      const { cart } = surface;
      const discountCodes = make<{ code: string }[]>([]);
      const checkout: Pick<
        CheckoutApi,
        | 'applyDiscountCodeChange'
        | 'instructions'
        | 'discountCodes'
        | 'cost'
        | 'lines'
        | 'buyerIdentity'
      > & { localization: Pick<CheckoutApi['localization'], 'currency' | 'country'> } = {
        applyDiscountCodeChange: (change) => {
          if (cart.canUpdateDiscountCodes === false)
            return Promise.resolve({ type: 'error', message: 'Discount codes are not available.' });
          if (change.type === 'addDiscountCode') {
            codes.push(change.code);
            discountCodes.value = [...discountCodes.value, { code: change.code }];
          }
          return Promise.resolve({ type: 'success' });
        },
        instructions: make({
          discounts: { canUpdateDiscountCodes: cart.canUpdateDiscountCodes ?? true },
        } as CheckoutApi['instructions']['value']),
        discountCodes,
        cost: {
          subtotalAmount: make({ amount: cart.subtotal, currencyCode: cart.currency as 'USD' }),
          totalAmount: make({ amount: cart.subtotal, currencyCode: cart.currency as 'USD' }),
          totalShippingAmount: make(undefined),
          totalTaxAmount: make(undefined),
        },
        lines: make(
          cart.lines.map(
            (line, i) =>
              ({
                id: `gid://shopify/CartLine/${i + 1}`,
                quantity: line.quantity,
                merchandise: { type: 'variant', id: line.variantGid },
              }) as CheckoutApi['lines']['value'][number],
          ),
        ),
        buyerIdentity: {
          customer: make(options.customerGid ? ({ id: options.customerGid } as never) : undefined),
          email: make(undefined),
          phone: make(undefined),
          purchasingCompany: make(undefined),
        },
        localization: {
          currency: make({ isoCode: cart.currency as 'USD' }),
          country: make({ isoCode: cart.country as 'US' }),
        },
      };
      // One localization: the standard language fields and the checkout's currency and country.
      const { localization, ...rest } = checkout;
      Object.assign(global, rest);
      Object.assign(global.localization as object, localization);
    },
  };
  const controls: FakeControls = { appliedCodes: () => [...codes], storage };
  return { global, targets, controls };
}

/** Signs a session token as Shopify does for the app's extensions: HS256, five minutes. */
export function shopifyTokenSigner(keys: { secret: string; clientId: string; shop: string }) {
  return (claims: { sub?: string }) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ dest: keys.shop, ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(keys.clientId)
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + 300)
      .setJti(crypto.randomUUID())
      .sign(new TextEncoder().encode(keys.secret));
  };
}
