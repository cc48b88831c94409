// Abuse limits on posts that wait for moderation (issue 14, part 4): a signed-in customer has an
// hourly limit on reviews, questions and answers together, as guests already had.
import { describe, expect, it } from 'vitest';
import { A, B, createFakeUpstream } from './test-helpers/fake-upstream.js';
import { ManualClock, call, customerSession, testProxy } from './test-helpers/proxy.js';

const POSTS = {
  createReview: { productId: 1, rate: 5, body: 'Great' },
  createQuestion: { productId: 1, body: 'Does it fit?' },
  createAnswer: { questionId: 1, answer: { body: 'It does.' } },
} as const;

function setup() {
  const clock = new ManualClock();
  const upstream = createFakeUpstream();
  const proxy = testProxy(upstream.fetch, {
    clock,
    limits: { customerPosts: 4, customerPostWindowMs: 3_600_000, perSession: 1_000 },
  });
  return { clock, upstream, proxy };
}

describe('moderation limits per customer', () => {
  it.each(Object.entries(POSTS))(
    'refuses a customer’s %s beyond the hourly limit with 429 and Retry-After',
    async (name, body) => {
      const { upstream, proxy } = setup();
      const a = await customerSession(proxy, A.id);
      const post = () => call(proxy, 'POST', `/v2/reviews/${name}`, a.token, body);
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await post()).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      const refused = await post();
      expect(refused.headers.get('content-type')).toBe('application/problem+json');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(upstream.count(name)).toBe(4);
    },
  );

  it('counts reviews, questions and answers together, per customer, and lets them post again next hour', async () => {
    const { clock, upstream, proxy } = setup();
    const a = await customerSession(proxy, A.id);
    const b = await customerSession(proxy, B.id);
    const post = (token: string, name: keyof typeof POSTS) =>
      call(proxy, 'POST', `/v2/reviews/${name}`, token, POSTS[name]);
    const sent = ['createReview', 'createQuestion', 'createAnswer', 'createQuestion'] as const;
    for (const name of sent) expect((await post(a.token, name)).status).toBe(200);
    expect((await post(a.token, 'createAnswer')).status).toBe(429);
    expect((await post(b.token, 'createAnswer')).status).toBe(200);
    await clock.advance(3_600_000);
    const fresh = await customerSession(proxy, A.id);
    expect((await post(fresh.token, 'createReview')).status).toBe(200);
    expect(upstream.count('createReview')).toBe(2);
  });
});

describe('write limits and retries', () => {
  it('counts new writes only: a retry of a known key gets its answer past the limit, another body its 409', async () => {
    const clock = new ManualClock();
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch, { clock, limits: { perSession: 3, perIp: 1_000 } });
    const a = await customerSession(proxy, A.id);
    const vote = (key: string, reviewId = 1) =>
      call(
        proxy,
        'POST',
        '/v2/reviews/voteForReview',
        a.token,
        { reviewId },
        {
          'idempotency-key': key,
        },
      );
    for (const key of ['k1', 'k2', 'k3']) expect((await vote(key)).status).toBe(200);
    // The limit is spent: a new write is refused ...
    expect((await vote('k4')).status).toBe(429);
    // ... but asking again under a key already used is answered as before, and sends nothing.
    const again = await vote('k2');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await vote('k3', 2);
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ code: 'conflict' });
    expect(upstream.count('voteForReview')).toBe(3);
  });
});
