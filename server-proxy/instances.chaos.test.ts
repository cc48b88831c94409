// Chaos with several instances on one Redis (bounded, loopback): the production entry runs as
// two processes in front of the sandbox; shoppers' calls go round-robin through a balancer that
// skips an instance refusing connections. One instance is SIGKILLed while a redeem it sent is
// on the wire; Redis is killed and started again under load. Every time: the reads keep being
// answered, the points are taken once, and a retry with the same Idempotency-Key answers the one
// reward. Needs redis-server (fails with a clear message without it).
import { afterEach, describe, expect, it } from 'vitest';
import { signCustomerProof } from './session/proofs.js';
import { CLUSTER_KEYS, type Cluster, startCluster } from './test-helpers/cluster.js';

let cluster: Cluster | undefined;
afterEach(async () => {
  await cluster?.close();
  cluster = undefined;
});

interface Reward {
  id: number;
}

/**
 * The balancer: the next live instance in turn; a refused connection, or a read cut off, goes
 * to the next one (as a balancer's passive health check and retry of idempotent requests do).
 */
function balancer(urls: () => string[]) {
  let turn = 0;
  return async (path: string, init: RequestInit = {}): Promise<Response> => {
    for (let tries = 0; ; tries++) {
      const live = urls();
      try {
        return await fetch(`${live[turn++ % live.length]!}${path}`, init);
      } catch (error) {
        // Never reached the instance, or a read (safe to send again) cut off by its death.
        const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
        if (!(refused || (init.method ?? 'GET') === 'GET') || tries > 3) throw error;
      }
    }
  };
}

/** What the shoppers of `readLoad` read. */
const READ_PATHS = [
  '/v2/customers/getCustomer',
  '/v2/rewards/getVipTiers',
  '/v2/rewards/getActiveBoostCampaign',
];

/** Reads every path of `READ_PATHS` on every instance once, so each has them cached. */
async function readOnEveryInstance(c: Cluster, token: string): Promise<void> {
  for (const url of c.liveUrls()) {
    for (const path of READ_PATHS) {
      const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, `${url}${path}`).toBe(200);
      await res.arrayBuffer();
    }
  }
}

/**
 * Waits until the upstream has delivered every event so far (the new customer's order sends
 * balance events): one arriving after the warm-up would rightly drop the customer's cached
 * profile, and with Redis down a read with nothing cached cannot be answered.
 */
async function eventsDelivered(c: Cluster): Promise<void> {
  for (let waited = 0; waited < 20_000; waited += 100) {
    await c.admin('POST', '/events/deliver');
    const { events } = (await (await c.admin('GET', '/events?limit=500')).json()) as {
      events: { deliveries: { status: string }[] }[];
    };
    if (events.every((e) => e.deliveries.every((d) => d.status !== 'pending'))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('webhook deliveries still pending after 20 s');
}

/** What each live instance's /healthz says of its shared state ('ok' or 'unreachable'). */
async function stateOf(c: Cluster): Promise<string[]> {
  return Promise.all(
    c
      .liveUrls()
      .map(
        async (url) => ((await (await fetch(`${url}/healthz`)).json()) as { state: string }).state,
      ),
  );
}

/** Shoppers reading their badge and the shared tiers through the balancer until stopped. */
function readLoad(send: ReturnType<typeof balancer>, token: string) {
  const statuses: number[] = [];
  let running = true;
  const paths = READ_PATHS;
  const worker = async (n: number) => {
    for (let i = n; running; i++) {
      const res = await send(paths[i % paths.length]!, {
        headers: { authorization: `Bearer ${token}` },
      }).catch(() => undefined);
      await res?.arrayBuffer();
      statuses.push(res?.status ?? 0);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const workers = [0, 1, 2].map(worker);
  return {
    statuses,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** A new customer with points, signed in; a fixed-price spending rule of the demo data. */
async function customerWithPoints(c: Cluster, send: ReturnType<typeof balancer>) {
  const created = await c.admin('POST', '/customers', { email: `chaos${Date.now()}@demo.test` });
  const { customerId } = (await created.json()) as { customerId: number };
  const order = await c.admin('POST', '/orders', {
    customerIdentifier: String(customerId),
    lines: [{ productId: 1, quantity: 1, price: 2_000 }],
  });
  expect(order.status).toBe(201);
  const session = await send('/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signCustomerProof(CLUSTER_KEYS.signingKey, customerId)),
  });
  const { token } = (await session.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const rules = (await (await send('/v2/rewards/getSpendingRules', { headers: auth })).json()) as {
    rules: { id: number; title: string; pointsPrice: number }[];
  };
  const rule = rules.rules.find((r) => r.title === '$5 off your order')!;
  return { customerId: String(customerId), token, rule };
}

/** Balance and reward ids straight from the upstream (no cache in between). */
async function upstreamAccount(c: Cluster, customerId: string) {
  const res = await fetch(
    `${c.upstreamUrl}/v2/customers/getCustomer?customerIdentifier=${customerId}`,
    { headers: { authorization: `Bearer ${await upstreamToken(c)}` } },
  );
  const { pointsBalance } = (await res.json()) as { pointsBalance: number };
  const rewards = await fetch(
    `${c.upstreamUrl}/v2/rewards/getCustomerActiveRewards?customerIdentifier=${customerId}`,
    { headers: { authorization: `Bearer ${await upstreamToken(c)}` } },
  );
  const list = (await rewards.json()) as { rewards: Reward[] };
  return { balance: pointsBalance, rewardIds: list.rewards.map((r) => r.id) };
}

let tokenOf: { cluster: Cluster; token: string } | undefined;
async function upstreamToken(c: Cluster): Promise<string> {
  if (tokenOf?.cluster === c) return tokenOf.token;
  const { SANDBOX_DEFAULTS } = await import('../sandbox/app.js');
  const { SCOPES } = await import('../src/api/index.js');
  const res = await fetch(`${c.upstreamUrl}/v2/oauth/getAccessToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: SANDBOX_DEFAULTS.clientId,
      clientSecret: SANDBOX_DEFAULTS.clientSecret,
      grantType: 'client_credentials',
      scope: SCOPES.join(' '),
    }),
  });
  tokenOf = { cluster: c, token: ((await res.json()) as { accessToken: string }).accessToken };
  return tokenOf.token;
}

/** Redeems with `key` until it is no longer in progress or refused for now (bounded). */
async function redeemUntilSettled(
  send: (path: string, init: RequestInit) => Promise<Response>,
  token: string,
  ruleId: number,
  key: string,
): Promise<Response> {
  for (let i = 0; ; i++) {
    const res = await send('/v2/rewards/redeem', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ ruleId }),
    });
    if ((res.status !== 409 && res.status !== 503) || i >= 40) return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
  }
}

describe('two instances on one Redis', () => {
  it('keeps serving when one is killed with a redeem on the wire, and the retry on the other redeems once', async () => {
    const c = (cluster = await startCluster({
      instances: 2,
      rateLimit: false,
      holdUpstream: (path) => (path === '/v2/rewards/redeem' ? 1_500 : 0),
    }));
    const [a, b] = c.instances as [(typeof c.instances)[0], (typeof c.instances)[0]];
    const send = balancer(() => c.liveUrls());
    const { customerId, token, rule } = await customerWithPoints(c, send);
    const before = await upstreamAccount(c, customerId);
    const load = readLoad(send, token);

    // The redeem goes to instance A; A dies while the upstream holds (then applies) it.
    const key = 'chaos-kill-0001';
    const lost = fetch(`${a.url}/v2/rewards/redeem`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ ruleId: rule.id }),
    }).catch((error: unknown) => error);
    await new Promise((r) => setTimeout(r, 500));
    await a.kill();
    expect(await lost).toBeInstanceOf(Error);

    // The shopper retries with the same key; the balancer sends it to B.
    const retried = await redeemUntilSettled(
      (path, init) => fetch(`${b.url}${path}`, init),
      token,
      rule.id,
      key,
    );
    expect(retried.status, await retried.clone().text()).toBe(200);
    const { reward } = (await retried.json()) as { reward: Reward };
    await load.stop();

    const after = await upstreamAccount(c, customerId);
    expect(after.balance).toBe(before.balance - rule.pointsPrice);
    expect(after.rewardIds.filter((id) => !before.rewardIds.includes(id))).toEqual([reward.id]);
    expect(load.statuses.length).toBeGreaterThan(20);
    expect(load.statuses.filter((s) => s !== 200)).toEqual([]);
    expect(b.alive).toBe(true);
  }, 90_000);

  it('answers cached reads while Redis is down, refuses the redeem until it is back, then redeems once without restarting', async () => {
    const c = (cluster = await startCluster({ instances: 2, rateLimit: false }));
    const send = balancer(() => c.liveUrls());
    const { customerId, token, rule } = await customerWithPoints(c, send);
    const before = await upstreamAccount(c, customerId);
    await eventsDelivered(c);
    const load = readLoad(send, token);
    // Every read cached on both instances (read there once, not a guess at how long it takes).
    await readOnEveryInstance(c, token);

    await c.redis!.stop('SIGKILL');
    const during = load.statuses.length;
    const key = 'chaos-redis-0001';
    const refused = await send('/v2/rewards/redeem', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ ruleId: rule.id }),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(((await refused.json()) as { code: string }).code).toBe('upstream_unavailable');
    // Reads go on while Redis is down: wait for a dozen of them (bounded; a busy machine is slow).
    for (let waited = 0; load.statuses.length - during <= 10 && waited < 20_000; waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    const served = load.statuses.slice(during);
    expect(served.length).toBeGreaterThan(10);
    expect(await stateOf(c)).toEqual(c.liveUrls().map(() => 'unreachable'));

    // Back by themselves: every instance reconnects (no restart). The shopper retries once they
    // have: the redeem's events then drop the customer's cached profile on every instance, and an
    // instance still reconnecting would rightly refuse the uncached read (503) that follows.
    await c.redis!.resume();
    for (let waited = 0; waited < 20_000; waited += 100) {
      if ((await stateOf(c)).every((state) => state === 'ok')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await stateOf(c)).toEqual(c.liveUrls().map(() => 'ok'));
    const settled = await redeemUntilSettled(send, token, rule.id, key);
    expect(settled.status, await settled.clone().text()).toBe(200);
    const { reward } = (await settled.json()) as { reward: Reward };
    // The same key on the other instance: the same reward, not a second one.
    const again = await redeemUntilSettled(send, token, rule.id, key);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { reward: Reward }).reward.id).toBe(reward.id);
    await load.stop();

    const after = await upstreamAccount(c, customerId);
    expect(after.balance).toBe(before.balance - rule.pointsPrice);
    expect(after.rewardIds.filter((id) => !before.rewardIds.includes(id))).toEqual([reward.id]);
    expect(served.filter((s) => s !== 200)).toEqual([]);
    expect(load.statuses.filter((s) => s !== 200)).toEqual([]);
    expect(c.instances.every((i) => i.alive)).toBe(true);
  }, 90_000);
});
