// The checkout extension (purchase.checkout.reductions.render-after) as Shopify would run it, and
// the build itself: bundles within Shopify's limits, locale files carrying the catalogs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerProfile, SpendingRule } from '../../src/api/index.js';
import { purchaseEarning } from '../../src/components/loyalty/nudgeModel.js';
import { BUILT_IN_LOCALES } from '../../src/i18n/catalog.js';
import { english } from '../../src/i18n/messages/index.js';
import { sandboxStack, type Stack } from '../../server-proxy/test-helpers/sandbox.js';
import { decodeMessage } from '../shared/messages.js';
import { builtExtensions, proxyNetwork, runExtension, storefront, until } from './harness.js';

let stack: Stack;
let network: ReturnType<typeof proxyNetwork>;
let catalog: Parameters<typeof storefront>[0];
let ana: CustomerProfile;

const points = (n: number, locale = 'en') =>
  `${new Intl.NumberFormat(locale).format(n)} ${n === 1 ? 'point' : 'points'}`;

beforeAll(() => builtExtensions());

beforeEach(async () => {
  stack = sandboxStack();
  network = proxyNetwork(stack);
  catalog = ((await (await stack.admin('GET', '/products')).json()) as { products: typeof catalog })
    .products;
  ana = await stack.proxy.deps.upstream.call('getCustomer', {
    customerIdentifier: 'ana@demo.test',
  });
});

afterEach(() => stack.close());

/** A cart of two of the catalog's first product, in the store's currency (USD) or a market's. */
function cart(currency = 'USD', rate = 1) {
  const product = catalog[0]!;
  const variant = product.variants[0]!;
  return {
    currency,
    country: currency === 'JPY' ? 'JP' : currency === 'EUR' ? 'FR' : 'US',
    subtotal: Math.round(variant.price * 2 * rate * 100) / 100,
    lines: [{ variantGid: `gid://shopify/ProductVariant/${variant.id}`, quantity: 2 }],
    storeSubtotal: variant.price * 2,
  };
}

/** What the program says this cart earns Ana, in the service's own terms. */
async function expectedPoints(storeSubtotal: number, customer: CustomerProfile | null) {
  const id = customer ? { customerIdentifier: String(customer.customerId) } : {};
  const [{ rules }, { tiers }, { boostCampaign }] = await Promise.all([
    stack.proxy.deps.upstream.call('getEarningRules', id),
    stack.proxy.deps.upstream.call('getVipTiers', {}),
    stack.proxy.deps.upstream.call('getActiveBoostCampaign', {}),
  ]);
  const tier = tiers.find((t) => t.id === customer?.currentTier.id);
  return purchaseEarning(
    rules,
    storeSubtotal,
    tier?.pointsMultiplier ?? 1,
    boostCampaign?.pointsMultiplier ?? 1,
  )!.points;
}

async function affordableRule(): Promise<SpendingRule> {
  const { rules } = await stack.proxy.deps.upstream.call('getSpendingRules', {
    customerIdentifier: String(ana.customerId),
  });
  return rules
    .filter((r) => !r.isFlexible && r.type === 'fixed_amount' && r.pointsPrice <= ana.pointsBalance)
    .sort((a, b) => a.pointsPrice - b.pointsPrice)[0]!;
}

describe('loyalty in checkout', () => {
  it('redeems a reward the customer can afford and applies its code to the checkout', async () => {
    const rule = await affordableRule();
    const c = cart();
    const page = await runExtension({
      handle: 'loyalkit-checkout',
      target: 'purchase.checkout.reductions.render-after',
      stack,
      network,
      customerId: ana.customerId,
      surface: { kind: 'checkout', cart: c },
      storefront: storefront(catalog, { store: 'USD' }),
    });
    await page.shows(`Your balance: ${points(ana.pointsBalance)}`);
    const earns = await expectedPoints(c.storeSubtotal, ana);
    expect(page.text()).toContain(`Earn ${points(earns)} with this purchase`);

    fireEvent.click(page.button(`Redeem “${rule.title}”`));
    await until(() => expect(page.controls.appliedCodes()).toHaveLength(1));
    const [code] = page.controls.appliedCodes();
    await page.shows(`Code ${code} is applied to this order.`);
    // The code is the reward the proxy redeemed for Ana, and her points paid for it once.
    const { rewards } = await stack.proxy.deps.upstream.call('getCustomerActiveRewards', {
      customerIdentifier: String(ana.customerId),
    });
    expect(rewards.map((r) => r.reward.discountCode)).toContain(code);
    const after = await stack.proxy.deps.upstream.call('getCustomer', {
      customerIdentifier: String(ana.customerId),
    });
    expect(after.pointsBalance).toBe(ana.pointsBalance - rule.pointsPrice);
    expect(network.exchanges.filter((e) => e.path === '/v2/rewards/redeem')).toHaveLength(1);
  });

  it('shows a guest what the order earns and asks them to sign in, with nothing to redeem', async () => {
    const c = cart();
    const page = await runExtension({
      handle: 'loyalkit-checkout',
      target: 'purchase.checkout.reductions.render-after',
      stack,
      network,
      surface: { kind: 'checkout', cart: c },
      storefront: storefront(catalog, { store: 'USD' }),
    });
    await page.shows('Sign in to use your points and earn them on this order.');
    expect(page.text()).toContain(
      `Earn ${points(await expectedPoints(c.storeSubtotal, null))} with this purchase`,
    );
    expect(page.document.querySelector('s-button')).toBeNull();
  });

  it('counts the points of a yen checkout from its dollar value, and says what a reward is worth in yen', async () => {
    const rule = await affordableRule();
    const c = cart('JPY', 150);
    const page = await runExtension({
      handle: 'loyalkit-checkout',
      target: 'purchase.checkout.reductions.render-after',
      stack,
      network,
      customerId: ana.customerId,
      surface: { kind: 'checkout', cart: c },
      storefront: storefront(catalog, { store: 'USD', market: { currency: 'JPY', rate: 150 } }),
    });
    const earns = await expectedPoints(c.storeSubtotal, ana);
    await page.shows(`Earn about ${points(earns)} with this purchase`);
    const worth = new Intl.NumberFormat('en', { style: 'currency', currency: 'JPY' }).format(
      rule.discountValue * 150,
    );
    expect(page.text()).toContain(`Worth about ${worth}`);
  });

  it('says so where discount codes cannot be added, and offers no redeem', async () => {
    const page = await runExtension({
      handle: 'loyalkit-checkout',
      target: 'purchase.checkout.reductions.render-after',
      stack,
      network,
      customerId: ana.customerId,
      surface: { kind: 'checkout', cart: { ...cart(), canUpdateDiscountCodes: false } },
      storefront: storefront(catalog, { store: 'USD' }),
    });
    await page.shows('Discount codes cannot be added to this checkout.');
    expect(page.document.querySelector('s-button')).toBeNull();
  });
});

describe('the extensions’ build', () => {
  it('bundles each extension within Shopify’s compressed size limit', async () => {
    const { list } = await builtExtensions();
    expect(list.map((e) => e.handle).sort()).toEqual([
      'loyalkit-account-blocks',
      'loyalkit-checkout',
      'loyalkit-lists',
      'loyalkit-rewards',
    ]);
    for (const ext of list) expect(ext.gzip, ext.handle).toBeLessThanOrEqual(ext.limit);
  });

  it('writes every message the bundles name, in all twelve languages, as the catalogs say it', async () => {
    const { dir } = await builtExtensions();
    for (const folder of ['customer-account', 'checkout']) {
      const read = (file: string) =>
        JSON.parse(readFileSync(join(dir, folder, 'locales', file), 'utf8')) as Record<
          string,
          string
        >;
      const base = read('en.default.json');
      expect(Object.keys(base)).toContain('loyalty.redeem.action');
      for (const [key, text] of Object.entries(base))
        expect(decodeMessage(text)).toBe(english[key as keyof typeof english]);
      for (const locale of BUILT_IN_LOCALES.filter((l) => l !== 'en')) {
        const { default: catalog } = (await import(`../../src/i18n/locales/${locale}.ts`)) as {
          default: Record<string, string>;
        };
        const file = read(`${locale}.json`);
        expect(Object.keys(file).sort(), locale).toEqual(Object.keys(base).sort());
        for (const [key, text] of Object.entries(file))
          expect(decodeMessage(text)).toBe(catalog[key]);
        // Shopify fills {{name}}: no catalog brace may reach it as one.
        expect(JSON.stringify(file), locale).not.toMatch(/[{}]{2}/);
      }
    }
  });
});
