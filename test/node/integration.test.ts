// The whole stack in one process, no MSW and no network: the browser client's fetch goes to the
// proxy's fetch handler, the proxy's upstream fetch to the sandbox's, and the sandbox delivers
// its webhooks back to the proxy. What the widgets rely on, checked end to end.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, operationList, REVIEW_SORTS, type Operation } from '../../src/api/index.js';
import {
  createStorefrontClient,
  type IdentitySource,
  type Session,
  type StorefrontClient,
  type StorefrontOperationName,
} from '../../src/client/index.js';
import { createSandbox, type Sandbox } from '../../sandbox/app.js';
import { createProxy, signCustomerProof, type Proxy } from '../../server-proxy/index.js';
import { silentLogger } from '../../server-proxy/log.js';

const PROXY_URL = 'http://proxy.test';
const SIGNING_KEY = 'integration-signing-key';
const ADMIN_KEY = 'sandbox-admin';

const DEMO = ['ana', 'ben', 'cara', 'dan', 'eve', 'finn'] as const;
const EMAIL = Object.fromEntries(DEMO.map((n) => [n, `${n}@demo.test`])) as Record<
  (typeof DEMO)[number],
  string
>;
/** The demo customers' phones, by e-mail (sandbox/seed). */
const PHONE = new Map(DEMO.map((n, i) => [`${n}@demo.test`, `+1555010000${i + 1}`]));

/** Every answer the proxy gave a client, as text, with the e-mail of the one it was for. */
interface Seen {
  path: string;
  status: number;
  text: string;
  /** The e-mail the answer may carry (the caller's own), or null for a guest. */
  self: string | null;
}

/** A browser client; `setIdentity` also says whose e-mail the answers may carry from then on. */
type TestClient = Omit<StorefrontClient, 'setIdentity'> & {
  setIdentity(identity: IdentitySource, self?: string | null): Promise<Session>;
};

interface Stack {
  sandbox: Sandbox;
  proxy: Proxy;
  seen: Seen[];
  /** A browser client; `self` is the e-mail of the customer it signs in as, if any. */
  client(identity?: IdentitySource, self?: string | null): TestClient;
  /** The sandbox control API, as the store. */
  admin(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response>;
  close(): void;
}

function createStack(): Stack {
  const holder: { proxy?: Proxy } = {};
  const sandbox = createSandbox({
    db: ':memory:',
    seed: 'demo',
    // Webhook deliveries go to the proxy in-process.
    fetch: async (input, init) => holder.proxy!.fetch(new Request(input, init)),
  });
  const proxy = createProxy({
    upstream: {
      baseUrl: 'http://sandbox.internal',
      clientId: 'demo-client',
      clientSecret: 'demo-secret',
      fetch: (req) => sandbox.fetch(req),
    },
    keys: {
      jwtSecret: 'integration-jwt-secret-0123456789-abcdef',
      customerSigningKey: SIGNING_KEY,
    },
    sandboxMode: true,
    log: silentLogger,
  });
  holder.proxy = proxy;
  const seen: Seen[] = [];
  return {
    sandbox,
    proxy,
    seen,
    client(identity = {}, self = null) {
      let viewer = self;
      const client = createStorefrontClient({
        proxyUrl: PROXY_URL,
        identity,
        fetch: async (input, init) => {
          const request = new Request(input, init);
          const response = await proxy.fetch(request);
          seen.push({
            path: new URL(request.url).pathname,
            status: response.status,
            text: await response.clone().text(),
            self: viewer,
          });
          return response;
        },
      });
      return {
        ...client,
        // Answers after a sign-in may carry the new customer's own e-mail.
        setIdentity: (next, nextSelf = null) => {
          viewer = nextSelf;
          return client.setIdentity(next);
        },
      };
    },
    admin: (method, path, body) =>
      Promise.resolve(
        sandbox.app.request(`/sandbox${path}`, {
          method,
          headers: { 'x-sandbox-admin-key': ADMIN_KEY, 'content-type': 'application/json' },
          ...(body !== undefined && { body: JSON.stringify(body) }),
        }),
      ),
    close() {
      proxy.close();
      sandbox.close();
    },
  };
}

/** The typed error a call failed with (fails the test when it succeeds). */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    (value) => new Error(`expected a failure, got ${JSON.stringify(value)}`),
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

/** E-mail addresses in a text. */
const emailsIn = (text: string): string[] => text.match(/[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];

let stack: Stack;
beforeEach(() => {
  stack = createStack();
});
afterEach(() => {
  // No answer to anyone, in any test, carried another shopper's e-mail or phone.
  for (const { path, text, self } of stack.seen) {
    const foreign = [
      ...emailsIn(text).filter((e) => e.toLowerCase() !== self),
      ...[...PHONE].filter(([email, phone]) => email !== self && text.includes(phone)),
    ];
    expect(foreign, `${path} answered ${self ?? 'a guest'}`).toEqual([]);
  }
  stack.close();
});

describe('guest wishlist, then sign-in', () => {
  const productIdsOf = (lists: { items: { product: { id: number } }[] }[]) =>
    lists.flatMap((l) => l.items.map((i) => i.product.id));

  it('keeps what a guest saved when they sign in as a demo customer (E3b)', async () => {
    const client = stack.client();
    const guest = await client.session();
    expect(guest.customer).toBeNull();
    expect(await client.getWishlists()).toEqual({ wishlists: [] });

    await client.addItemToWishlist({ productId: 3 });
    expect(productIdsOf((await client.getWishlists()).wishlists)).toEqual([3]);

    const ben = await client.setIdentity({ demoCustomer: EMAIL.ben }, EMAIL.ben);
    expect(ben.customer).toEqual({ id: '2' });
    expect(ben.sessionToken).toBe(guest.sessionToken);
    const { wishlists } = await client.getWishlists();
    expect(productIdsOf(wishlists)).toContain(3);
    expect(wishlists.every((w) => w.customer?.platformCustomerId === 2)).toBe(true);
    expect((await client.productWishlistInfo(3)).productInWishlist).toBe(true);

    // The guest's lists are gone from the guest session: they moved, they were not copied.
    const anotherTab = stack.client({ sessionToken: guest.sessionToken! });
    expect(productIdsOf((await anotherTab.getWishlists()).wishlists)).toEqual([]);
  });

  it('shows the moved item at once to a customer whose lists the proxy had cached', async () => {
    // Ben is signed in on another device: the proxy holds his lists (and wishlist state).
    const phone = stack.client({ demoCustomer: EMAIL.ben }, EMAIL.ben);
    expect(productIdsOf((await phone.getWishlists()).wishlists)).not.toContain(4);
    expect((await phone.productWishlistInfo(4)).productInWishlist).toBe(false);

    const laptop = stack.client();
    await laptop.addItemToWishlist({ productId: 4 });
    await laptop.setIdentity({ demoCustomer: EMAIL.ben }, EMAIL.ben);
    expect(productIdsOf((await laptop.getWishlists()).wishlists)).toContain(4);
    expect(productIdsOf((await phone.getWishlists()).wishlists)).toContain(4);
    expect((await laptop.productWishlistInfo(4)).productInWishlist).toBe(true);
  });

  it('keeps it too when the store signs the customer in (signed-customer proof)', async () => {
    const client = stack.client();
    await client.addItemToWishlist({ productId: 7 });
    const finn = await client.setIdentity(() => signCustomerProof(SIGNING_KEY, 6), EMAIL.finn);
    expect(finn.customer).toEqual({ id: '6' });
    expect(productIdsOf((await client.getWishlists()).wishlists)).toContain(7);
    expect((await client.getCustomer()).email).toBe(EMAIL.finn);
  });
});

describe('redeem and use a reward', () => {
  it('answers the code, takes the points, lists the reward, and an order with the code uses it', async () => {
    await stack.proxy.start();
    const ana = stack.client({ demoCustomer: EMAIL.ana }, EMAIL.ana);
    const before = await ana.getCustomer();
    expect(before.email).toBe(EMAIL.ana);
    const { rules } = await ana.getSpendingRules();
    const rule = rules.find((r) => r.id === 1)!;
    expect(rule).toMatchObject({ pointsPrice: 500 });

    const { reward } = await ana.redeem({ ruleId: 1 });
    const code = reward.reward.discountCode;
    expect(code).toMatch(/\S/);

    expect((await ana.getCustomer()).pointsBalance).toBe(before.pointsBalance - 500);
    const active = await ana.getCustomerActiveRewards();
    expect(active.rewards.map((r) => r.reward.discountCode)).toContain(code);

    const order = await stack.admin('POST', '/orders', {
      customerIdentifier: EMAIL.ana,
      lines: [{ productId: 1, quantity: 1, price: 60 }],
      discountCodes: [code],
    });
    expect(order.status, await order.clone().text()).toBe(201);
    const placed = (await order.json()) as { discountTotal: number; pointsEarned: number };
    expect(placed.discountTotal).toBe(5);
    expect(placed.pointsEarned).toBeGreaterThan(0);

    // The sandbox tells the proxy (signed webhooks); the proxy drops ana's cached reads.
    expect(await stack.sandbox.deliverEvents()).toBeGreaterThan(0);
    expect(stack.proxy.stats()).toMatchObject({ events: { refused: 0 } });
    const after = await ana.getCustomerActiveRewards();
    expect(after.rewards.map((r) => r.reward.discountCode)).not.toContain(code);
    expect((await ana.getCustomer()).pointsBalance).toBe(
      before.pointsBalance - 500 + placed.pointsEarned,
    );
  });

  it('refuses a reward the customer cannot afford with a typed 422, balance unchanged', async () => {
    const ben = stack.client({ demoCustomer: EMAIL.ben }, EMAIL.ben);
    const before = await ben.getCustomer();
    expect(before.pointsBalance).toBe(200);
    const error = await failure(ben.redeem({ ruleId: 4, selectedVariantId: 15 }));
    expect(error).toMatchObject({ status: 422, code: 'insufficient_points' });
    expect((await ben.getCustomer()).pointsBalance).toBe(200);
    expect((await ben.getCustomerActiveRewards()).rewards).toEqual([]);
  });
});

type Viewer = 'guest' | 'customer';
interface Known {
  wishlistId: number;
  giftRegistryId: number;
}

/** Sensible inputs from the demo data for every storefront read; a missing one fails the smoke. */
const readInputs: Partial<
  Record<StorefrontOperationName, (known: Known) => Record<string, unknown>>
> = {
  getCustomer: () => ({}),
  getEarningRules: () => ({ locale: 'en' }),
  getPunchCardProgress: () => ({}),
  getSpendingRules: () => ({}),
  getVipTiers: () => ({}),
  getCustomerVipStatus: () => ({}),
  getActiveBoostCampaign: () => ({}),
  getCustomerActiveRewards: () => ({}),
  getActivityHistory: () => ({ page: 1, perPage: 20 }),
  getReferralSessions: () => ({}),
  getReviews: () => ({ productId: 1, perPage: 50 }),
  getProductAverageRatings: () => ({ productIds: [1, 2, 3] }),
  getProductRatings: () => ({
    productIds: [1, 2],
    withStarsDistribution: true,
    withMediaCount: true,
    withReplyCount: true,
  }),
  canCreateReview: () => ({ productId: 1 }),
  getQuestions: () => ({ productId: 1, perPage: 50 }),
  getWishlists: () => ({}),
  getProductWishlistInfo: () => ({ productIds: [1, 2] }),
  getWishlistItems: (k) => ({ wishlistId: k.wishlistId }),
  getGiftRegistries: () => ({}),
  getGiftRegistryItems: (k) => ({ giftRegistryId: k.giftRegistryId }),
  getProductGiftRegistryStatus: () => ({ productId: 1 }),
  getCustomerAddresses: () => ({}),
  getGalleries: () => ({}),
  getProductMedia: () => ({ productId: 1 }),
  getGalleryMedia: () => ({ galleryId: 1 }),
};

const storefrontReads = operationList.filter(
  (op) => op.method === 'GET' && op.policy !== 'server',
) as Operation<StorefrontOperationName>[];

/** Guests are refused customer-only reads, except E21 which answers the guest-review setting. */
const guestRefused = (op: Operation) => op.policy === 'customer' && op.name !== 'canCreateReview';

describe('every storefront read, as a guest and as a customer', () => {
  it('covers every GET operation of the table that a browser may call', () => {
    expect(storefrontReads.length).toBeGreaterThan(20);
    expect(storefrontReads.map((op) => op.name).filter((name) => !readInputs[name])).toEqual([]);
  });

  it('answers each read, validated against its storefront response', async () => {
    const clients: Record<Viewer, TestClient> = {
      guest: stack.client(),
      customer: stack.client({ demoCustomer: EMAIL.ana }, EMAIL.ana),
    };
    // Owned objects to read: a wishlist of each viewer, ana's gift registry.
    const known = {} as Record<Viewer, Known>;
    const { giftRegistriesWithItems } = await clients.customer.getGiftRegistries();
    expect(giftRegistriesWithItems.length).toBeGreaterThan(0);
    for (const viewer of ['guest', 'customer'] as const) {
      await clients[viewer].addItemToWishlist({ productId: 2 });
      const { wishlists } = await clients[viewer].getWishlists();
      known[viewer] = {
        wishlistId: wishlists[0]!.wishlistId,
        giftRegistryId: giftRegistriesWithItems[0]!.id,
      };
    }

    const outcomes: string[] = [];
    for (const op of storefrontReads) {
      for (const viewer of ['guest', 'customer'] as const) {
        const input = readInputs[op.name]!(known[viewer]);
        const label = `${op.id} ${op.name} as ${viewer}`;
        // The client validates a success against op.storefrontResponse (502 invalid_response).
        const result: unknown = await clients[viewer].call(op.name, input as never).then(
          (data) => data,
          (e: unknown) => e,
        );
        if (viewer === 'guest' && guestRefused(op)) {
          expect(result, label).toBeInstanceOf(ApiError);
          expect(result, label).toMatchObject({ status: 401, code: 'unauthorized' });
        } else if (result instanceof Error) {
          outcomes.push(`${label}: ${result.message}`);
        } else {
          expect(op.storefrontResponse.safeParse(result).success, label).toBe(true);
        }
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('gives a guest the store’s guest-review setting for E21', async () => {
    const guest = stack.client();
    expect(await guest.canCreateReview({ productId: 1 })).toMatchObject({
      canCreateReview: true,
    });
  });
});

describe('no other customer’s e-mail ever leaves the proxy', () => {
  it('in reviews, questions and ratings read by a guest and by a customer', async () => {
    const clients = [stack.client(), stack.client({ demoCustomer: EMAIL.ben }, EMAIL.ben)];
    for (const client of clients) {
      for (const sortingOption of REVIEW_SORTS) {
        await client.getReviews({ perPage: 50, sortingOption });
      }
      for (const productId of [1, 2, 3, 4, 5]) {
        await client.getReviews({ productId, perPage: 50 });
        await client.getQuestions({ productId, perPage: 50 });
      }
      await client.getQuestions({ perPage: 50 });
      await client.getProductRatings({ productIds: [1, 2, 3, 4, 5] });
    }
    // Reviews by demo customers are there, just without their contacts.
    const reviews = stack.seen.filter((s) => s.path === '/v2/reviews/getReviews');
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((s) => s.status === 200)).toBe(true);
    expect(reviews.some((s) => s.text.includes('"customer"'))).toBe(true);
    expect(reviews.some((s) => s.text.includes('@demo.test'))).toBe(false);
    // The afterEach check runs over every answer of every test.
  });
});
