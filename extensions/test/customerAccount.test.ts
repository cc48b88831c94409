// The customer account extensions as Shopify would run them: the built bundles, a `shopify`
// global shaped by the package's types, a session token signed with the test app's secret, and
// the real proxy and sandbox behind their fetch calls.
import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerProfile, SpendingRule } from '../../src/api/index.js';
import { sandboxStack, type Stack } from '../../server-proxy/test-helpers/sandbox.js';
import {
  EXTENSION_ORIGIN,
  builtExtensions,
  proxyNetwork,
  runExtension,
  storefront,
  until,
} from './harness.js';

let stack: Stack;
let network: ReturnType<typeof proxyNetwork>;
let catalog: Parameters<typeof storefront>[0];
let ana: CustomerProfile;

const points = (n: number) =>
  `${new Intl.NumberFormat('en').format(n)} ${n === 1 ? 'point' : 'points'}`;

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

/** The rules Ana can redeem with one press, cheapest first. */
async function affordableRules(): Promise<SpendingRule[]> {
  const { rules } = await stack.proxy.deps.upstream.call('getSpendingRules', {
    customerIdentifier: String(ana.customerId),
  });
  return rules
    .filter((r) => !r.isFlexible && r.type === 'fixed_amount' && r.isAllowed !== false)
    .filter((r) => r.pointsPrice <= ana.pointsBalance)
    .sort((a, b) => a.pointsPrice - b.pointsPrice);
}

async function activeCodes(): Promise<string[]> {
  const { rewards } = await stack.proxy.deps.upstream.call('getCustomerActiveRewards', {
    customerIdentifier: String(ana.customerId),
  });
  return rewards.map((r) => r.reward.discountCode);
}

describe('the Rewards page (customer-account.page.render)', () => {
  it('opens a customer session from the session token and shows the customer’s standing', async () => {
    const page = await runExtension({
      handle: 'loyalkit-rewards',
      target: 'customer-account.page.render',
      stack,
      network,
      customerId: ana.customerId,
      storefront: storefront(catalog, { store: 'USD' }),
    });
    await page.shows(points(ana.pointsBalance));
    expect(page.document.querySelector('s-page')?.getAttribute('heading')).toBe('Rewards');
    expect(page.text()).toContain(`${ana.currentTier.title} tier`);
    for (const heading of [
      'Ways to redeem',
      'Your rewards',
      'Ways to earn',
      'History',
      'Your birthday',
    ]) {
      expect(
        page.document.querySelector(`s-section[heading="${heading}"]`),
        heading,
      ).not.toBeNull();
    }
    // The session the proxy opened is Ana's, bound from the token's sub (not from the request).
    const session = network.exchanges.find((e) => e.path === '/session')!;
    expect(session.status).toBe(200);
    expect(session.allowOrigin).toBe(EXTENSION_ORIGIN);
    expect(network.exchanges.find((e) => e.path === '/v2/customers/getCustomer')?.status).toBe(200);
  });

  it('redeems once: a lost answer, pressed again, replays the same redeem and shows its code', async () => {
    const [rule] = await affordableRules();
    expect(rule, 'the demo data gives Ana a reward she can afford').toBeDefined();
    const before = await activeCodes();
    const page = await runExtension({
      handle: 'loyalkit-rewards',
      target: 'customer-account.page.render',
      stack,
      network,
      customerId: ana.customerId,
      storefront: storefront(catalog, { store: 'USD' }),
    });
    await page.shows(points(ana.pointsBalance));

    // The proxy redeems, then the answer is lost on the way back.
    network.loseAnswer('/v2/rewards/redeem');
    fireEvent.click(page.button(`Redeem “${rule!.title}”`));
    await page.shows('We’re checking whether this went through.');
    fireEvent.click(page.button(`Redeem “${rule!.title}”`));
    await until(() =>
      expect(
        page.document.querySelector('s-banner[heading="Your reward is ready!"]'),
      ).not.toBeNull(),
    );

    const redeems = network.exchanges.filter((e) => e.path === '/v2/rewards/redeem');
    expect(redeems).toHaveLength(2);
    expect(redeems[1]!.idempotencyKey).toBe(redeems[0]!.idempotencyKey);
    const after = await activeCodes();
    const created = after.filter((code) => !before.includes(code));
    expect(created).toHaveLength(1);
    const profile = await stack.proxy.deps.upstream.call('getCustomer', {
      customerIdentifier: String(ana.customerId),
    });
    expect(profile.pointsBalance).toBe(ana.pointsBalance - rule!.pointsPrice);

    // The code is shown, copyable through Shopify's clipboard item, and the new balance said.
    const banner = page.document.querySelector('s-banner[heading="Your reward is ready!"]')!;
    expect(banner.textContent).toContain(`Discount code: ${created[0]}`);
    expect(banner.querySelector('s-clipboard-item')?.getAttribute('text')).toBe(created[0]);
    const copy = [...banner.querySelectorAll('s-button')].find(
      (b) => b.getAttribute('command') === '--copy',
    );
    expect(copy?.getAttribute('commandfor')).toBe(banner.querySelector('s-clipboard-item')?.id);
    expect(banner.textContent).toContain(`New balance: ${points(profile.pointsBalance)}`);
  });

  it('speaks the buyer’s language from the catalogs (French)', async () => {
    const page = await runExtension({
      handle: 'loyalkit-rewards',
      target: 'customer-account.page.render',
      stack,
      network,
      customerId: ana.customerId,
      language: 'fr-CA',
      extensionLanguage: 'fr',
      storefront: storefront(catalog, { store: 'USD' }),
    });
    const balance = `${new Intl.NumberFormat('fr-CA').format(ana.pointsBalance)} points`;
    await page.shows(balance);
    expect(page.document.querySelector('s-page')?.getAttribute('heading')).toBe('Récompenses');
    for (const heading of ['Comment utiliser vos points', 'Comment gagner des points']) {
      expect(
        page.document.querySelector(`s-section[heading="${heading}"]`),
        heading,
      ).not.toBeNull();
    }
    expect(page.text()).not.toContain('Ways to earn');
  });

  it('treats a session token without sub as a guest, who sees no one’s data', async () => {
    const page = await runExtension({
      handle: 'loyalkit-rewards',
      target: 'customer-account.page.render',
      stack,
      network,
      storefront: storefront(catalog, { store: 'USD' }),
    });
    await page.shows('Sign in or create an account to earn points and redeem rewards.');
    expect(network.exchanges.some((e) => e.path === '/v2/customers/getCustomer')).toBe(false);
  });
});

describe('the account blocks', () => {
  it('shows points and tier on the Profile page, with the way to the Rewards page', async () => {
    const page = await runExtension({
      handle: 'loyalkit-account-blocks',
      target: 'customer-account.profile.block.render',
      stack,
      network,
      customerId: ana.customerId,
      storefront: storefront(catalog, { store: 'USD' }),
    });
    await page.shows(points(ana.pointsBalance));
    expect(page.text()).toContain(`${ana.currentTier.title} tier`);
    const link = page.document.querySelector('s-link');
    expect(link?.textContent).toBe('View your rewards');
    expect(link?.getAttribute('href')).toBe('extension:loyalkit-rewards/');
  });

  it('says on the Order status page what this order earned', async () => {
    const product = catalog[0]!;
    const order = (await (
      await stack.admin('POST', '/orders', {
        customerIdentifier: 'ana@demo.test',
        lines: [
          { productId: product.id, variantId: product.variants[0]!.id, quantity: 2, price: 40 },
        ],
      })
    ).json()) as { orderId: number; pointsEarned: number };
    expect(order.pointsEarned).toBeGreaterThan(0);
    const page = await runExtension({
      handle: 'loyalkit-account-blocks',
      target: 'customer-account.order-status.block.render',
      stack,
      network,
      customerId: ana.customerId,
      surface: { kind: 'account', orderGid: `gid://shopify/Order/${order.orderId}` },
      storefront: storefront(catalog, { store: 'USD' }),
    });
    await page.shows(`You earned ${points(order.pointsEarned)} with this order`);
  });
});

describe('the wishlists and registries page', () => {
  it('lists the customer’s wishlists by product title and removes an item', async () => {
    const { wishlists } = await stack.proxy.deps.upstream.call('getWishlists', {
      customerIdentifier: String(ana.customerId),
    });
    const item = wishlists.flatMap((w) => w.items.map((i) => ({ list: w, item: i })))[0];
    expect(item, 'the demo data gives Ana a wishlist item').toBeDefined();
    const title = catalog.find((p) => p.id === item!.item.product.id)!.title;
    const page = await runExtension({
      handle: 'loyalkit-lists',
      target: 'customer-account.page.render',
      stack,
      network,
      customerId: ana.customerId,
      storefront: storefront(catalog, { store: 'USD' }),
    });
    await page.shows(title);
    expect(page.document.querySelector('s-section[heading="Your gift registries"]')).not.toBeNull();
    fireEvent.click(page.button(`Remove ${title}`));
    await until(() =>
      expect(
        network.exchanges.some(
          (e) => e.path === '/v2/wishlists/removeItemFromWishlist' && e.status === 200,
        ),
      ).toBe(true),
    );
    const after = await stack.proxy.deps.upstream.call('getWishlists', {
      customerIdentifier: String(ana.customerId),
    });
    const left = after.wishlists.find((w) => w.wishlistId === item!.list.wishlistId)!.items;
    expect(left.some((i) => i.product.id === item!.item.product.id)).toBe(false);
  });
});
