// Malformed and hostile input at every operation of the table: the sandbox answers 4xx
// problem+json (or a 200 where the input happens to be valid), never a 5xx.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Problem, encodeQuery, operationList, type Operation } from '../src/api/index.js';
import { prng } from './seed/engagement.js';
import { createTestSandbox, type TestSandbox } from './testing.js';

// A fresh demo store per operation, so that a failure points at the operation that failed.
let sb: TestSandbox;
let auth: string;
beforeEach(async () => {
  sb = createTestSandbox();
  auth = `Bearer ${await sb.token()}`;
});
afterEach(() => sb.close());

/** Plausible values of common fields, so that hostile values reach the handlers. */
const PLAUSIBLE: Record<string, unknown> = {
  customerIdentifier: 'ana@demo.test',
  sessionToken: 'fuzz-session-token-0001',
  productId: 1,
  productIds: [1, 2],
  reviewId: 1,
  questionId: 1,
  wishlistId: 1,
  fromWishlistId: 1,
  toWishlistId: 2,
  variantId: 1,
  newVariantId: 2,
  ruleId: 1,
  ruleType: 'custom_action',
  giftRegistryId: 1,
  giftRegistryItemId: 1,
  fromGiftRegistryId: 1,
  toGiftRegistryId: 1,
  galleryId: 1,
  rate: 5,
  body: 'fuzz',
  guestName: 'Fuzz',
  guestEmail: 'fuzz@x.test',
  wishlistTitle: 'Fuzz',
  quantity: 1,
  day: 1,
  month: 1,
  balanceDelta: 1,
  topic: 'v1/review/created',
  address: 'https://example.com/hook',
  id: 'sub_1',
  clientId: 'demo-client',
  clientSecret: 'demo-secret',
  grantType: 'client_credentials',
  scope: 'read_review',
  reply: { body: 'x' },
  answer: { body: 'x', isPublished: false },
  products: [{ productId: 1, variantId: 1, quantity: 1 }],
};

const HUGE = 'x'.repeat(200_000);
const HOSTILE: unknown[] = [
  null,
  true,
  false,
  -1,
  0,
  1.5,
  -0.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  HUGE,
  "' OR 1=1 --",
  '1; DROP TABLE reviews; --',
  '%_\\',
  '\u0000\u0001',
  '😀 Ünïcödé ⟨script⟩',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '1e3',
  'NaN',
  [],
  [1, 'a', null],
  {},
  { __proto__: { polluted: 1 } },
  JSON.parse('{"__proto__": {"polluted": 1}}'),
  { constructor: { prototype: { polluted: 1 } } },
  Array.from({ length: 5000 }, (_, i) => i),
];

const RAW_BODIES = [
  '{',
  '{"a":',
  'null',
  '[]',
  '[{}]',
  '"x"',
  '123',
  'true',
  '\u0000',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a": "${HUGE}"}`,
];

const RAW_QUERIES = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '%E0%A4%A',
  '%',
  'productIds=&productIds=,,,',
  'productIds=1e400',
  'productId=0x10',
  'productId=-0',
  'perPage=1e2',
  'page=9999999999999999999999',
  'offset=1.0000000000000002',
  'customerIdentifier=%00',
  'sortingOption=__proto__',
  'productIds[]=1&productIds[]=abc',
  `search=${encodeURIComponent(HUGE)}`,
  'a=1&'.repeat(2000),
];

interface Sent {
  op: Operation;
  what: string;
  res: Response;
}

function send(
  op: Operation,
  input: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const h: Record<string, string> = { authorization: auth, ...headers };
  if (op.method === 'GET') {
    const qs =
      typeof input === 'string'
        ? input
        : encodeQuery(op, (input ?? {}) as Record<string, unknown>).toString();
    return Promise.resolve(sb.app.request(`${op.path}?${qs}`, { headers: h }));
  }
  h['content-type'] ??= 'application/json';
  const body = typeof input === 'string' ? input : JSON.stringify(input);
  return Promise.resolve(sb.app.request(op.path, { method: 'POST', headers: h, body }));
}

function baseOf(op: Operation): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const key of Object.keys(op.request.shape)) {
    if (key in PLAUSIBLE) base[key] = PLAUSIBLE[key];
  }
  return base;
}

async function expectNo5xx(sent: Sent[]) {
  const failures: string[] = [];
  for (const { op, what, res } of sent) {
    const text = await res.text();
    if (res.status >= 500) {
      failures.push(`${op.id} ${op.name} ${what}: ${res.status} ${text.slice(0, 200)}`);
      continue;
    }
    if (res.status >= 400) {
      const isProblem = (res.headers.get('content-type') ?? '').includes(
        'application/problem+json',
      );
      const parsed = isProblem && Problem.safeParse(JSON.parse(text)).success;
      if (!parsed) failures.push(`${op.id} ${op.name} ${what}: ${res.status} not problem+json`);
    }
  }
  expect(failures.slice(0, 20)).toEqual([]);
}

function describeValue(v: unknown): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

describe('fuzz: every operation', () => {
  it('covers the 56 operations of the table', () => {
    expect(operationList).toHaveLength(56);
  });

  for (const op of operationList) {
    it(`${op.id} ${op.name}: answers 4xx problem+json to malformed input, never 5xx`, async () => {
      const sent: Sent[] = [];
      const strict: Sent[] = [];
      const base = baseOf(op);
      // Field by field, each hostile value in an otherwise plausible request.
      for (const key of Object.keys(op.request.shape)) {
        for (const value of HOSTILE) {
          const input = { ...base, [key]: value };
          sent.push({ op, what: `${key}=${describeValue(value)}`, res: await send(op, input) });
        }
      }
      // Random combinations (deterministic).
      const rand = prng(op.id.length * 7919 + op.name.length);
      const keys = Object.keys(op.request.shape);
      for (let i = 0; i < 40; i++) {
        const input: Record<string, unknown> = {};
        for (const key of keys) {
          const r = rand();
          if (r < 0.3) continue;
          input[key] = r < 0.5 ? base[key] : HOSTILE[Math.floor(rand() * HOSTILE.length)];
        }
        sent.push({ op, what: `random ${describeValue(input)}`, res: await send(op, input) });
      }
      if (op.method === 'POST') {
        for (const raw of RAW_BODIES) {
          strict.push({ op, what: `body ${describeValue(raw)}`, res: await send(op, raw) });
        }
        strict.push({
          op,
          what: 'text/plain body',
          res: await send(op, '{"a":1}', { 'content-type': 'text/plain' }),
        });
        // An empty body is an empty object: a 400 unless nothing is required.
        sent.push({ op, what: 'empty body', res: await send(op, '') });
      } else {
        for (const raw of RAW_QUERIES) {
          sent.push({ op, what: `query ${raw.slice(0, 40)}`, res: await send(op, raw) });
        }
      }
      if (op.group !== 'oauth') {
        strict.push({ op, what: 'no token', res: await send(op, base, { authorization: '' }) });
        strict.push({
          op,
          what: 'forged token',
          res: await send(op, base, { authorization: `Bearer ${"' OR 1=1 --"}` }),
        });
      }
      for (const s of strict) {
        const copy = s.res.clone();
        expect(copy.status, `${s.what}`).toBeGreaterThanOrEqual(400);
        expect(copy.status, `${s.what}`).toBeLessThan(500);
      }
      await expectNo5xx([...sent, ...strict]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    });
  }
});

describe('fuzz: the engagement control API', () => {
  const routes: [string, Record<string, unknown>][] = [
    ['/reviews/moderate', { reviewId: 1, isPublished: true }],
    ['/questions/moderate', { questionId: 1, isPublished: true }],
    ['/answers/moderate', { answerId: 1, isPublished: true }],
    ['/shopReviews', { rate: 5, body: 'fuzz' }],
    ['/draftOrders/complete', { draftOrderId: 1 }],
    ['/answers/delete', { answerId: 1 }],
    ['/questions/delete', { questionId: 2 }],
    ['/reviews/delete', { reviewId: 2 }],
  ];
  it('answers 4xx problem+json to malformed bodies, never 5xx', async () => {
    const failures: string[] = [];
    const check = async (what: string, res: Response) => {
      const text = await res.text();
      const problem = (res.headers.get('content-type') ?? '').includes('problem+json');
      if (res.status >= 500 || (res.status >= 400 && !problem)) {
        failures.push(`${what}: ${res.status} ${text.slice(0, 120)}`);
      }
    };
    for (const [path, base] of routes) {
      for (const raw of RAW_BODIES) {
        const res = await sb.app.request(`/sandbox${path}`, {
          method: 'POST',
          headers: { 'x-sandbox-admin-key': 'sandbox-admin', 'content-type': 'application/json' },
          body: raw,
        });
        expect(res.status, `${path} ${raw.slice(0, 20)}`).toBeLessThan(500);
        await check(`${path} ${raw.slice(0, 20)}`, res);
      }
      for (const key of [...Object.keys(base), 'customerIdentifier', '__proto__']) {
        for (const value of HOSTILE) {
          await check(
            `${path} ${key}=${describeValue(value)}`,
            await sb.admin('POST', path, { ...base, [key]: value }),
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
