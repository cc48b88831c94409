// Admission control refuses a share of visitors' reads while this process's own event loop is
// late, page by page (a visitor's calls alike), and never a write, a session or a preflight.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { Admission, DEFAULT_ADMISSION, type LoadSignal } from './admission.js';

function setup() {
  const load = { lagMs: 0, cpu: 0 };
  const signal: LoadSignal = { lagMs: () => load.lagMs, cpu: () => load.cpu, close() {} };
  const admission = new Admission(
    DEFAULT_ADMISSION,
    signal,
    true,
    (origin): Record<string, string> =>
      origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {},
    () => () => {},
  );
  return { load, admission };
}

/** A request as @hono/node-server passes it: the web Request and Node's `incoming`. */
function over(method: string, path: string, address: string) {
  const request = new Request(`http://proxy.test${path}`, { method });
  const incoming = {
    headers: { 'x-forwarded-for': `203.0.113.9, ${address}`, origin: 'https://shop.test' },
    socket: { remoteAddress: '10.0.0.1' },
  } as unknown as IncomingMessage;
  return [request, { incoming }] as const;
}

const visitors = Array.from({ length: 400 }, (_, i) => `198.51.100.${i % 250}:${i}`);
const NOW = 1_700_000_000_000;

function refusedShare(admission: Admission, path = '/v2/reviews/getReviews?productId=1') {
  const refused = visitors.filter((v) => admission.refuse(...over('GET', path, v), NOW));
  return refused.length / visitors.length;
}

describe('admission control', () => {
  it('refuses nothing while the event loop keeps up', () => {
    const { load, admission } = setup();
    load.cpu = 0.9;
    load.lagMs = 10;
    for (let i = 0; i < 10; i++) admission.tick();
    expect(admission.shedding).toBe(false);
  });

  it('refuses a growing share of visitors’ reads while its own event loop is late, each with a ready 503 and Retry-After', async () => {
    const { load, admission } = setup();
    load.cpu = 0.95;
    load.lagMs = 120;
    admission.tick();
    // One late tick could be one pause; the second running is overload.
    expect(admission.shedding).toBe(false);
    admission.tick();
    expect(admission.shedding).toBe(true);
    const first = refusedShare(admission);
    admission.tick();
    admission.tick();
    const later = refusedShare(admission);
    expect(first).toBeGreaterThan(0.03);
    expect(later).toBeGreaterThan(first + 0.1);
    const [request, env] = over(
      'GET',
      '/v2/reviews/getReviews',
      visitors.find((v) => admission.refuse(...over('GET', '/v2/boost', v), NOW))!,
    );
    const res = admission.refuse(request, env, NOW)!;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.test');
    expect(await res.json()).toMatchObject({ status: 503, code: 'overloaded' });
    expect(admission.snapshot()).toMatchObject({ lagMs: 120, cpu: 0.95 });
  });

  it('refuses all of one visitor’s reads alike, so that a page is served or refused whole', () => {
    const { load, admission } = setup();
    Object.assign(load, { cpu: 1, lagMs: 200 });
    for (let i = 0; i < 4; i++) admission.tick();
    const paths = ['/v2/reviews/getReviews?productId=1', '/v2/rewards/getActiveBoostCampaign'];
    for (const visitor of visitors.slice(0, 50)) {
      const answers = paths.map(
        (p) => admission.refuse(...over('GET', p, visitor), NOW) !== undefined,
      );
      expect(new Set(answers).size).toBe(1);
    }
  });

  it('never refuses a write, a session, a preflight or a request made in this process', () => {
    const { load, admission } = setup();
    Object.assign(load, { cpu: 1, lagMs: 500 });
    for (let i = 0; i < 20; i++) admission.tick();
    expect(refusedShare(admission)).toBeGreaterThan(0.8);
    for (const visitor of visitors) {
      expect(admission.refuse(...over('POST', '/v2/rewards/redeem', visitor), NOW)).toBeUndefined();
      expect(admission.refuse(...over('POST', '/session', visitor), NOW)).toBeUndefined();
      expect(
        admission.refuse(...over('OPTIONS', '/v2/reviews/getReviews', visitor), NOW),
      ).toBeUndefined();
      const [inProcess] = over('GET', '/v2/reviews/getReviews', visitor);
      expect(admission.refuse(inProcess, undefined, NOW)).toBeUndefined();
    }
  });

  it('does not shed for single pauses of a busy loop (late one tick in two)', () => {
    const { load, admission } = setup();
    load.cpu = 0.8;
    for (let i = 0; i < 20; i++) {
      load.lagMs = i % 2 === 0 ? 90 : 8;
      admission.tick();
      expect(admission.shedding).toBe(false);
    }
    // Late twice running: shedding starts.
    load.lagMs = 90;
    admission.tick();
    admission.tick();
    expect(admission.shedding).toBe(true);
  });

  it('does not shed when the delay is not its own: the machine is busy and this process idle', () => {
    const { load, admission } = setup();
    Object.assign(load, { cpu: 0.1, lagMs: 300 });
    for (let i = 0; i < 10; i++) admission.tick();
    expect(admission.shedding).toBe(false);
  });

  it('sheds when too many requests are in the pipeline, and lowers the share once the loop keeps up', () => {
    const { load, admission } = setup();
    admission.inFlight = DEFAULT_ADMISSION.maxInFlight + 1;
    admission.tick();
    expect(admission.shedding).toBe(true);
    admission.inFlight = 0;
    load.lagMs = 5;
    for (let i = 0; i < 4; i++) admission.tick();
    expect(admission.shedding).toBe(true);
    for (let i = 0; i < 2; i++) admission.tick();
    expect(admission.shedding).toBe(false);
  });
});
