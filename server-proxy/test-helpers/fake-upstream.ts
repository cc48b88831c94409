// A small fake of the API v2 for the proxy's unit tests: answers every operation of the table
// with fixtures, honours customerIdentifier/sessionToken, records calls, and injects faults.
import { Hono } from 'hono';
import { decodeQuery, operationList, type Operation } from '../../src/api/index.js';

export const A = { id: 1001, email: 'alice@example.com', phone: '+15550001001' };
export const B = { id: 1002, email: 'bob@example.com', phone: '+15550001002' };
export const GUEST_B = 'guestbobguestbob0000000000000000';

const ref = (c: typeof A) => ({ platformCustomerId: c.id, email: c.email, phone: c.phone });
const T = '2026-01-01T00:00:00.000Z';

export interface RecordedCall {
  op: Operation;
  input: Record<string, unknown>;
}

export type Fault = (
  op: Operation,
  input: Record<string, unknown>,
) => Response | 'drop' | 'hang' | 'refuse' | undefined;

function byOwner(input: Record<string, unknown>): typeof A | 'guest-b' | undefined {
  const id = String(input.customerIdentifier ?? '');
  if (id === String(A.id) || id === A.email) return A;
  if (id === String(B.id) || id === B.email) return B;
  if (input.sessionToken === GUEST_B) return 'guest-b';
  return undefined;
}

function wishlist(id: number, owner: typeof A | 'guest-b') {
  const customer = owner === 'guest-b' ? null : ref(owner);
  const sessionToken = owner === 'guest-b' ? GUEST_B : null;
  return {
    wishlistId: id,
    customer,
    sessionToken,
    wishlistTitle: 'List',
    isDefault: true,
    isPrivate: false,
    items: [
      { customer, sessionToken, product: { id: 1, handle: 'p1', variantId: 11 }, wishlistId: id },
    ],
  };
}

function registry(id: number, owner: typeof A) {
  return {
    typeId: 1,
    title: 'Wedding',
    date: '2026/06/01',
    id,
    registrantId: id * 10,
    ordersCount: 0,
    createdAt: T,
    updatedAt: T,
    registrant: {
      id: id * 10,
      firstName: owner === A ? 'Alice' : 'Bob',
      lastName: 'Doe',
      address: '1 Secret Street',
      postalCode: '12345',
      city: 'Town',
      state: 'ST',
      country: 'Land',
      countryCode: 'LD',
      coRegistrants: [],
    },
    items: [
      {
        id: id * 10 + 1,
        giftRegistryId: id,
        productId: 5,
        variantId: 55,
        quantity: 2,
        purchasedAmount: 0,
        tag: null,
        createdAt: T,
        updatedAt: T,
      },
    ],
    totalCount: 1,
    page: 1,
    perPage: 50,
  };
}

const spendingRule = (id: number) => ({
  id,
  title: `$5 off (${id})`,
  type: 'fixed_amount',
  isFlexible: false,
  discountValue: 5,
  discountExpirationInDays: 0,
  discountMinimumOrderAmount: 0,
  pointsPrice: 100,
  minSpendablePoints: 0,
  maxSpendablePoints: 0,
  collectionIds: [],
  productIds: [],
});

const review = (id: number, who: typeof A) => ({
  id,
  title: 'Nice',
  body: 'Nice product',
  rate: 5,
  votes: 0,
  isPublished: true,
  isPinned: false,
  isVerifiedBuyer: true,
  createdAt: T,
  customer: ref(who),
  product: { id: 1, handle: 'p1' },
  reply: null,
  images: [],
});

/** The fake's state, shared by the tests that poke at it. */
export interface FakeUpstream {
  app: Hono;
  fetch: (req: Request) => Promise<Response>;
  calls: RecordedCall[];
  /** Upstream calls per operation name. */
  count(name: string): number;
  fault: Fault | undefined;
  /** Each customer's active rewards; `createdAt` (ISO) is when the fake made it, now if absent. */
  rewards: Map<number, { id: number; createdAt?: string }[]>;
  balance: Map<number, number>;
}

export function createFakeUpstream(): FakeUpstream {
  const calls: RecordedCall[] = [];
  const rewards = new Map<number, { id: number; createdAt?: string }[]>([
    [A.id, []],
    [B.id, []],
  ]);
  const balance = new Map<number, number>([
    [A.id, 500],
    [B.id, 500],
  ]);
  let nextReward = 1;
  const state: FakeUpstream = {
    app: new Hono(),
    fetch: async (req) => state.app.fetch(req),
    calls,
    count: (name) => calls.filter((c) => c.op.name === name).length,
    fault: undefined,
    rewards,
    balance,
  };

  const rewardEntry = (id: number, createdAt = new Date().toISOString()) => ({
    id,
    reward: {
      type: 'discount',
      discountType: 'fixed_amount',
      discountValue: 5,
      discountCode: `CODE-${id}`,
      minimumOrderAmount: 0,
      collectionIds: [],
      startsAt: T,
      endsAt: null,
      createdAt,
    },
    createdAt,
    type: 'reward',
  });

  const answer = (op: Operation, input: Record<string, unknown>): unknown => {
    const owner = byOwner(input);
    const customer = owner && owner !== 'guest-b' ? owner : undefined;
    switch (op.name) {
      case 'getAccessToken':
        return {
          accessToken: `tok-${calls.length}`,
          tokenType: 'Bearer',
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        };
      case 'getCustomer':
        return {
          customerId: customer?.id ?? 0,
          email: customer?.email ?? '',
          phone: customer?.phone ?? '',
          pointsBalance: balance.get(customer?.id ?? 0) ?? 0,
        };
      case 'getEarningRules':
        return {
          rules: [
            { id: 1, type: 'custom_action', isSelfReportable: true, completed: false },
            { id: 2, type: 'custom_action', isSelfReportable: false, completed: false },
          ],
        };
      case 'getSpendingRules':
        return { rules: [spendingRule(1), spendingRule(2)] };
      case 'getReviews':
        return {
          totalCount: 2,
          currentOffset: 0,
          perPage: 15,
          items: [review(1, A), review(2, B)],
        };
      case 'createReview':
        return review(3, customer ?? A);
      case 'getQuestions':
        return {
          totalCount: 1,
          currentOffset: 0,
          perPage: 15,
          items: [
            {
              id: 1,
              body: 'Q?',
              customer: ref(B),
              product: { id: 1, handle: 'p1' },
              createdAt: T,
              isPublished: true,
              answers: [
                {
                  id: 1,
                  questionId: 1,
                  customer: ref(A),
                  body: 'yes',
                  createdAt: T,
                  isPublished: true,
                },
                {
                  id: 2,
                  questionId: 1,
                  customer: ref(B),
                  body: 'hidden',
                  createdAt: T,
                  isPublished: false,
                },
              ],
            },
          ],
        };
      case 'getReferralSessions':
        return {
          totalCount: 1,
          currentPage: 1,
          perPage: 50,
          sessions: [
            { referred: ref(B), referrer: ref(A), orderId: null, status: 'pending', createdAt: T },
          ],
        };
      case 'getProductAverageRatings':
        return (input.productIds as number[]).map((productId) => ({
          productId,
          avgRate: 4,
          totalCount: 3,
        }));
      case 'getProductRatings':
        return (input.productIds as number[]).map((productId) => ({
          productId,
          reviewCount: 3,
          starsAverage: 4,
        }));
      case 'getWishlists':
        if (owner === A) return { wishlists: [wishlist(11, A)] };
        if (owner === B) return { wishlists: [wishlist(9022, B)] };
        if (owner === 'guest-b') return { wishlists: [wishlist(9033, 'guest-b')] };
        return { wishlists: [] };
      case 'addItemToWishlist':
        return {
          wishlistItem: { id: 7000 + calls.length, product: { id: input.productId, variantId: 1 } },
        };
      case 'getGiftRegistries':
        if (owner === A) return { giftRegistriesWithItems: [registry(101, A)] };
        if (owner === B) return { giftRegistriesWithItems: [registry(9202, B)] };
        return { giftRegistriesWithItems: [] };
      case 'getCustomerActiveRewards':
        return {
          rewards: (rewards.get(customer?.id ?? 0) ?? []).map((r) =>
            rewardEntry(r.id, r.createdAt),
          ),
        };
      case 'redeem': {
        if (!customer) return new Response(null, { status: 404 });
        const points = balance.get(customer.id) ?? 0;
        if (points < 100) {
          return Response.json(
            { type: 'about:blank', title: 'x', status: 422, code: 'insufficient_points' },
            { status: 422 },
          );
        }
        balance.set(customer.id, points - 100);
        rewards.get(customer.id)!.push({ id: nextReward++, createdAt: new Date().toISOString() });
        return {};
      }
      case 'getSubscriptions':
        return { subscriptions: [] };
      case 'createSubscription':
        return {
          id: `sub-${String(input.topic)}`,
          topic: input.topic,
          address: input.address,
          secret: 'whsec_' + Buffer.from('x'.repeat(32)).toString('base64'),
        };
      default:
        return {};
    }
  };

  for (const op of operationList) {
    state.app.on(op.method, op.path, async (c) => {
      const input =
        op.method === 'GET'
          ? decodeQuery(op, new URL(c.req.url).searchParams)
          : ((await c.req.json().catch(() => ({}))) as Record<string, unknown>);
      calls.push({ op, input });
      const fault = state.fault?.(op, input);
      // The write is applied, then the connection drops before the answer arrives.
      if (fault === 'drop') {
        answer(op, input);
        return new Response(null, { status: 599, headers: { 'x-fake-drop': '1' } });
      }
      // The connection is never made: nothing reaches the service.
      if (fault === 'refuse') {
        return new Response(null, { status: 599, headers: { 'x-fake-refuse': '1' } });
      }
      // Hangs until the caller gives up and aborts, as a socket to a silent server does.
      if (fault === 'hang') {
        const { signal } = c.req.raw;
        return new Promise<Response>((resolve) =>
          signal.addEventListener('abort', () =>
            resolve(new Response(null, { status: 599, headers: { 'x-fake-aborted': '1' } })),
          ),
        );
      }
      if (fault) return fault;
      const body = answer(op, input);
      return body instanceof Response ? body : c.json(body as object);
    });
  }
  state.fetch = async (req) => {
    const res = await state.app.fetch(req);
    if (res.headers.get('x-fake-drop')) throw new TypeError('fetch failed: connection reset');
    if (res.headers.get('x-fake-aborted')) throw new DOMException('aborted', 'AbortError');
    if (res.headers.get('x-fake-refuse'))
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    return res;
  };
  return state;
}
