// The storefront policy, generated from the operation table: every operation is called by
// nobody, a guest, customer A and with forged tokens, with requests that name customer B and
// B's objects. B's data is never read or changed, and nobody sees another's e-mail or phone.
import { describe, expect, it } from 'vitest';
import {
  encodeQuery,
  operationList,
  type Operation,
  type OperationName,
  type Operations,
} from '../src/api/index.js';
import type { Proxy } from './app.js';
import { TokenIssuer } from './session/jwt.js';
import { A, B, GUEST_B, createFakeUpstream } from './test-helpers/fake-upstream.js';
import { JWT_SECRET, call, customerSession, session, testProxy } from './test-helpers/proxy.js';
import type { InputOf } from './upstream/client.js';

const B_WISHLIST = 9022;
const B_REGISTRY = 9202;
const B_ITEM = 92021;
const B_REGISTRANT = 92020;
const registrant = {
  firstName: 'A',
  lastName: 'B',
  address: 'x',
  postalCode: '1',
  city: 'c',
  state: 's',
  country: 'c',
  countryCode: 'CC',
  coRegistrants: [],
};

/** Operations a storefront may call (every policy but `server`). */
type StorefrontName = {
  [N in OperationName]: Operations[N]['policy'] extends 'server' ? never : N;
}[OperationName];

/** A browser's request to an operation: the operation's request without the bound identity. */
type Sample<N extends OperationName> = Omit<InputOf<N>, 'customerIdentifier' | 'sessionToken'>;

/**
 * A valid request per storefront operation, naming B's objects wherever it names objects. Typed
 * from the table: a missing operation, a typo or a field the operation lacks fails tsc.
 */
const SAMPLES: { [N in StorefrontName]: Sample<N> } = {
  getCustomer: {},
  updateBirthday: { day: 1, month: 2 },
  getEarningRules: {},
  trackCustomAction: { ruleId: 1, ruleType: 'custom_action' },
  getPunchCardProgress: {},
  getSpendingRules: {},
  redeem: { ruleId: 1 },
  getVipTiers: {},
  getCustomerVipStatus: {},
  getActiveBoostCampaign: {},
  getCustomerActiveRewards: {},
  getActivityHistory: {},
  getReferralSessions: { referredIdentifier: B.email, referrerIdentifier: B.email },
  getReviews: { productId: 1, onlyUnpublishedReviews: true },
  getProductAverageRatings: { productIds: [1, 2] },
  getProductRatings: { productIds: [1] },
  canCreateReview: { productId: 1 },
  createReview: {
    productId: 1,
    rate: 5,
    body: 'Great',
    guestName: 'G',
    guestEmail: 'g@example.com',
  },
  voteForReview: { reviewId: 1 },
  removeVoteFromReview: { reviewId: 1 },
  getQuestions: { productId: 1, onlyUnpublishedQuestions: true },
  createQuestion: { productId: 1, body: 'Q?', guestName: 'G', guestEmail: 'g@example.com' },
  createAnswer: { questionId: 1, answer: { body: 'A', isPublished: true } },
  getWishlists: {},
  getProductWishlistInfo: { productIds: [1] },
  getWishlistItems: { wishlistId: B_WISHLIST },
  addItemToWishlist: { productId: 1, wishlistId: B_WISHLIST },
  removeItemFromWishlist: { productId: 1, wishlistId: B_WISHLIST },
  createWishlist: { wishlistTitle: 'Mine' },
  removeWishlist: { wishlistId: B_WISHLIST },
  updateWishlist: { wishlistId: B_WISHLIST, isDefault: true },
  moveWishlistItem: { productId: 1, fromWishlistId: B_WISHLIST, toWishlistId: B_WISHLIST },
  changeWishlistItemVariant: { wishlistId: B_WISHLIST, productId: 1, newVariantId: 2 },
  getGiftRegistries: {},
  getGiftRegistryItems: { giftRegistryId: B_REGISTRY },
  getProductGiftRegistryStatus: { productId: 1 },
  getCustomerAddresses: {},
  createGiftRegistry: {
    giftRegistry: { typeId: 1, title: 'x', date: '2026/06/01' },
    giftRegistrant: registrant,
  },
  deleteGiftRegistry: { giftRegistryId: B_REGISTRY },
  createGiftRegistryItem: { giftRegistryId: B_REGISTRY, productId: 1, quantity: 1 },
  deleteGiftRegistryItem: { giftRegistryItemId: B_ITEM },
  createDraftOrderFromGiftRegistry: {
    giftRegistryId: B_REGISTRY,
    products: [{ productId: 5, variantId: 55, quantity: 1 }],
  },
  updateGiftRegistry: {
    giftRegistry: { typeId: 1, title: 'x', date: '2026/06/01', id: B_REGISTRY },
    giftRegistrant: { ...registrant, id: B_REGISTRANT },
  },
  moveGiftRegistryItem: {
    giftRegistryItemId: B_ITEM,
    fromGiftRegistryId: B_REGISTRY,
    toGiftRegistryId: B_REGISTRY,
  },
  updateGiftRegistryItem: { giftRegistryItem: { id: B_ITEM, quantity: 1, tag: null } },
  getGalleries: {},
  getProductMedia: { productId: 1 },
  getGalleryMedia: { galleryId: 1 },
};

/** The samples by the name of an operation of the list. */
const sampleOf: Readonly<Partial<Record<string, object>>> = SAMPLES;

/** Every identity field a hostile browser may try, all naming B. */
const HOSTILE = { customerIdentifier: String(B.id), sessionToken: GUEST_B };
const B_MARKERS = [
  String(B.id),
  B.email,
  B.phone,
  GUEST_B,
  String(B_WISHLIST),
  String(B_REGISTRY),
  String(B_ITEM),
  String(B_REGISTRANT),
];

function request(
  proxy: Proxy,
  op: Operation,
  token: string | undefined,
  input: Record<string, unknown>,
) {
  const path = op.method === 'GET' ? `${op.path}?${encodeQuery(op, input)}` : op.path;
  return call(proxy, op.method, path, token, op.method === 'GET' ? undefined : input);
}

function setup() {
  const upstream = createFakeUpstream();
  const proxy = testProxy(upstream.fetch, {
    limits: {
      perIp: 10_000,
      perSession: 10_000,
      guestPostsPerIp: 10_000,
      guestPostsPerSession: 10_000,
    },
  });
  return { upstream, proxy };
}

const storefront = operationList.filter((op) => op.policy !== 'server');
const server = operationList.filter((op) => op.policy === 'server');

describe('storefront policy, generated from the operation table', () => {
  it('has a sample request for every storefront operation', () => {
    expect(storefront.filter((op) => !sampleOf[op.name]).map((op) => op.id)).toEqual([]);
  });

  it.each(server.map((op) => [op.id, op] as const))(
    '%s (server) answers 403 to everyone',
    async (_id, op) => {
      const { upstream, proxy } = setup();
      const guest = await session(proxy);
      const a = await customerSession(proxy, A.id);
      for (const token of [undefined, guest.token, a.token]) {
        const res = await call(
          proxy,
          op.method,
          op.path,
          token,
          op.method === 'POST' ? {} : undefined,
        );
        expect(res.status).toBe(403);
        expect(res.headers.get('content-type')).toBe('application/problem+json');
      }
      expect(upstream.calls.filter((c) => c.op.name !== 'getAccessToken')).toHaveLength(0);
    },
  );

  it.each(storefront.map((op) => [op.id, op] as const))(
    '%s: forged and expired tokens get 401',
    async (_id, op) => {
      const { proxy } = setup();
      const identity = {
        kind: 'customer' as const,
        customerId: String(A.id),
        sessionToken: 'a'.repeat(32),
      };
      const expired = (
        await new TokenIssuer(JWT_SECRET, 'loyalkit-storefront').mint(
          identity,
          Date.now() - 7_200_000,
        )
      ).token;
      const forged = (
        await new TokenIssuer('f'.repeat(40), 'loyalkit-storefront').mint(identity, Date.now())
      ).token;
      for (const token of [expired, forged]) {
        const res = await request(proxy, op, token, { ...sampleOf[op.name], ...HOSTILE });
        expect(res.status).toBe(401);
      }
    },
  );

  it.each(storefront.map((op) => [op.id, op] as const))(
    '%s: A naming B never reaches B',
    async (_id, op) => {
      const { upstream, proxy } = setup();
      const a = await customerSession(proxy, A.id);
      const res = await request(proxy, op, a.token, { ...sampleOf[op.name], ...HOSTILE });
      const text = await res.text();
      expect(res.status, text).toBeLessThan(500);
      for (const c of upstream.calls) {
        const sent = JSON.stringify(c.input);
        for (const marker of B_MARKERS)
          expect(sent, `${c.op.id} sent ${sent}`).not.toContain(marker);
      }
      expect(text).not.toContain(B.email);
      expect(text).not.toContain(B.phone);
      if (op.policy === 'customer' || op.policy === 'owner' || op.policy === 'public+me') {
        const own = upstream.calls.filter((c) => c.op.name === op.name);
        for (const c of own)
          expect(c.input.customerIdentifier ?? c.input.referrerIdentifier).toBe(String(A.id));
      }
      if (res.status === 200) expect(res.headers.get('content-type')).toBe('application/json');
    },
  );

  it.each(storefront.map((op) => [op.id, op] as const))(
    '%s: a guest and nobody get only what the policy allows',
    async (_id, op) => {
      const { upstream, proxy } = setup();
      const guest = await session(proxy);
      for (const token of [guest.token, undefined]) {
        const res = await request(proxy, op, token, { ...sampleOf[op.name], ...HOSTILE });
        const text = await res.text();
        const needsCustomer = op.policy === 'customer' && op.name !== 'canCreateReview';
        const needsSession = op.policy === 'owner';
        if (needsCustomer || (needsSession && !token)) expect(res.status, text).toBe(401);
        else expect(res.status, text).toBeLessThan(500);
        expect(text).not.toContain(B.email);
        expect(text).not.toContain(B.phone);
      }
      for (const c of upstream.calls) {
        const sent = JSON.stringify(c.input);
        for (const marker of B_MARKERS)
          expect(sent, `${c.op.id} sent ${sent}`).not.toContain(marker);
        if (c.op.group === 'wishlists') expect(c.input.sessionToken).toBe(guest.sessionToken);
      }
    },
  );
});

describe('ownership and redaction', () => {
  it("answers 404 for B's wishlist, registry and item, and serves A's own", async () => {
    const { upstream, proxy } = setup();
    const a = await customerSession(proxy, A.id);
    expect(
      (await call(proxy, 'GET', `/v2/wishlists/getWishlistItems?wishlistId=${B_WISHLIST}`, a.token))
        .status,
    ).toBe(404);
    expect(
      (await call(proxy, 'GET', '/v2/wishlists/getWishlistItems?wishlistId=11', a.token)).status,
    ).toBe(200);
    expect(
      (
        await call(proxy, 'POST', '/v2/giftRegistries/deleteGiftRegistryItem', a.token, {
          giftRegistryItemId: B_ITEM,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(proxy, 'POST', '/v2/giftRegistries/deleteGiftRegistryItem', a.token, {
          giftRegistryItemId: 1011,
        })
      ).status,
    ).toBe(200);
    expect(upstream.count('deleteGiftRegistryItem')).toBe(1);
  });

  it('forces published reviews and strips authors’ e-mail and phone', async () => {
    const { upstream, proxy } = setup();
    const res = await call(
      proxy,
      'GET',
      '/v2/reviews/getReviews?productId=1&onlyUnpublishedReviews=true&customerIdentifier=1002',
      undefined,
    );
    const body = (await res.json()) as { items: { customer: Record<string, unknown> }[] };
    expect(upstream.calls.at(-1)!.input).toMatchObject({
      onlyPublishedReviews: true,
      productId: 1,
    });
    expect(upstream.calls.at(-1)!.input).not.toHaveProperty('onlyUnpublishedReviews');
    expect(upstream.calls.at(-1)!.input).not.toHaveProperty('customerIdentifier');
    expect(body.items[0]!.customer).toEqual({ platformCustomerId: A.id });
    expect(res.headers.get('cache-control')).toContain('public');
  });

  it('drops unpublished answers and masks referred customers', async () => {
    const { proxy } = setup();
    const q = (await (
      await call(proxy, 'GET', '/v2/reviews/getQuestions?productId=1', undefined)
    ).json()) as {
      items: { answers: unknown[] }[];
    };
    expect(q.items[0]!.answers).toHaveLength(1);
    const a = await customerSession(proxy, A.id);
    const res = await call(proxy, 'GET', '/v2/rewards/getReferralSessions', a.token);
    const r = (await res.json()) as { sessions: { referred: { email: string } }[] };
    expect(r.sessions[0]!.referred.email).toBe('b***@e***.com');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('forces shoppers’ answers into moderation and refuses non-self-reportable actions', async () => {
    const { upstream, proxy } = setup();
    const a = await customerSession(proxy, A.id);
    await call(proxy, 'POST', '/v2/reviews/createAnswer', a.token, {
      questionId: 1,
      answer: { body: 'x', isPublished: true },
    });
    expect(upstream.calls.at(-1)!.input).toMatchObject({ answer: { isPublished: false } });
    const res = await call(proxy, 'POST', '/v2/rewards/trackCustomAction', a.token, {
      ruleId: 2,
      ruleType: 'custom_action',
    });
    expect(res.status).toBe(403);
    expect(upstream.count('trackCustomAction')).toBe(0);
  });
});

describe('authentication', () => {
  it('reads the bearer scheme case-insensitively (RFC 9110), and still refuses a bad token', async () => {
    const { proxy } = setup();
    const a = await customerSession(proxy, A.id);
    const as = (authorization: string) =>
      proxy.app.request('/v2/customers/getCustomer', { headers: { authorization } });
    expect((await as(`bearer ${a.token}`)).status).toBe(200);
    expect((await as(`BEARER ${a.token}`)).status).toBe(200);
    expect((await as(`bearer ${a.token}x`)).status).toBe(401);
    expect((await as(`Basic ${a.token}`)).status).toBe(401);
  });
});
