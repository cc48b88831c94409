import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { EVENT_TOPICS, EventEnvelope, WEBHOOK_HEADERS } from '../src/api/index.js';
import type { ProxyDeps } from './context.js';
import { customerTag, identityKey, ownerTag } from './policy/caller.js';
import { ratingTag } from './ratings.js';
import { questionTags, reviewTags } from './policy/tags.js';
import { sleep } from './clock.js';
import { echoFlag, echoOf } from './echo.js';
import { noteRewardEvent } from './rewardEvents.js';

/** How far a delivery's timestamp may be from now (Standard Webhooks: 5 minutes). */
const TOLERANCE_S = 300;
/**
 * How long a delivery id is remembered: longer than the upstream retries one delivery
 * (Standard Webhooks' schedule, as the sandbox's, spans about 28 hours).
 */
export const SEEN_DELIVERY_MS = 3 * 24 * 3_600_000;

/** The lock instances take in turn to subscribe, and how long one may hold it. */
const SUBSCRIBE_LOCK = 'events:subscribe';
const SUBSCRIBE_LOCK_MS = 60_000;

/** Checks a Standard Webhooks signature against any of the secrets (`whsec_<base64>`). */
export function verifyWebhook(
  secrets: readonly string[],
  headers: { id: string | undefined; timestamp: string | undefined; signature: string | undefined },
  body: string,
  nowMs: number,
): boolean {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > TOLERANCE_S) return false;
  const given = signature
    .split(' ')
    .filter((s) => s.startsWith('v1,'))
    .map((s) => Buffer.from(s.slice(3), 'base64'));
  for (const secret of secrets) {
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
    if (given.some((g) => g.length === expected.length && timingSafeEqual(g, expected)))
      return true;
  }
  return false;
}

/** Signs a delivery as the upstream does (tests and local tools). */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

function numberAt(value: unknown, ...path: string[]): number | undefined {
  let v: unknown = value;
  for (const key of path)
    v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return typeof v === 'number' ? v : undefined;
}

/** Looks for a field in `data` or in the resource objects it holds. */
function find<T>(
  data: Record<string, unknown>,
  pick: (o: unknown) => T | undefined,
): T | undefined {
  const direct = pick(data);
  if (direct !== undefined) return direct;
  for (const value of Object.values(data)) {
    const nested = value && typeof value === 'object' ? pick(value) : undefined;
    if (nested !== undefined) return nested;
  }
  return undefined;
}

/** The cache tags an event makes stale. */
export function tagsForEvent(event: EventEnvelope): string[] {
  const data = event.data;
  const customerId =
    find(data, (o) => numberAt(o, 'customer', 'platformCustomerId')) ??
    find(data, (o) => numberAt(o, 'platformCustomerId'));
  const productId = find(data, (o) => numberAt(o, 'product', 'id') ?? numberAt(o, 'productId'));
  const sessionToken = find(data, (o) => {
    const t = o && typeof o === 'object' ? (o as Record<string, unknown>).sessionToken : undefined;
    return typeof t === 'string' ? t : undefined;
  });
  const [, group] = event.topic.split('/');
  const tags: string[] = [];
  // A wishlist change drops its owner's lists, not the customer's loyalty read model.
  if (customerId !== undefined && group !== 'wishlistItem') {
    tags.push(customerTag(String(customerId)));
  }
  switch (group) {
    case 'review':
      tags.push(
        ...(productId !== undefined
          ? [...reviewTags(productId).slice(1), 'reviews:all', ratingTag(productId)]
          : ['reviews', 'ratings']),
      );
      break;
    case 'question':
    case 'answer':
      tags.push(
        ...(productId !== undefined
          ? [...questionTags(productId).slice(1), 'questions:all']
          : ['questions']),
      );
      break;
    case 'wishlistItem':
      if (customerId !== undefined)
        tags.push(ownerTag(identityKey({ kind: 'customer', customerId: String(customerId) })));
      if (sessionToken) tags.push(ownerTag(identityKey({ kind: 'guest', sessionToken })));
      break;
  }
  return tags;
}

/**
 * The proxy's event subscriptions: created (E55) at start-up at `PROXY_PUBLIC_URL/webhooks/
 * <secret>`, reusing (E56) the ones a previous run left; each delivery verified before it drops
 * the cache entries it affects.
 */
export class EventSubscriber {
  /**
   * The secret path deliveries come to. Derived from the proxy's keys, so that every instance
   * of one store (a load balancer in front) answers the same path: the upstream delivers each
   * event once, to whichever instance the balancer picks.
   */
  readonly path: string;
  private secrets: string[] = [];
  private stopped = false;
  readonly stats = { received: 0, refused: 0, replayed: 0, echoes: 0 };

  constructor(private readonly deps: ProxyDeps) {
    const secret = createHmac('sha256', deps.shareKey).update('loyalkit webhook path').digest();
    this.path = `/webhooks/${secret.subarray(0, 18).toString('base64url')}`;
  }

  /** The address the upstream delivers to. */
  get address(): string {
    return `${this.deps.settings.publicUrl.replace(/\/+$/, '')}${this.path}`;
  }

  /** Subscribes to every topic; retries in the background with backoff until it succeeds. */
  async start(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt++) {
      try {
        await this.subscribeAlone();
        this.deps.log({ level: 'info', msg: 'subscribed to events', topics: EVENT_TOPICS.length });
        return;
      } catch (error) {
        this.deps.log({
          level: 'warn',
          msg: 'event subscription failed; retrying',
          error: String(error),
        });
        await sleep(this.deps.clock, Math.min(60_000, 1000 * 2 ** attempt));
      }
    }
  }

  stop(): void {
    this.stopped = true;
  }

  /**
   * Subscribes while holding the store's subscription lock: instances starting together would
   * each create a subscription per topic (every event delivered twice, half of them under a
   * secret the receiving instance does not know); one after the other, the later ones find the
   * first one's subscriptions at the shared address and take their secrets.
   */
  private async subscribeAlone(): Promise<void> {
    const { store, clock } = this.deps;
    const owner = randomBytes(9).toString('base64url');
    while (!(await store.lockAcquire(SUBSCRIBE_LOCK, owner, SUBSCRIBE_LOCK_MS, clock.now()))) {
      if (this.stopped) return;
      await sleep(clock, 250);
    }
    try {
      await this.subscribe();
    } finally {
      await store.lockRelease(SUBSCRIBE_LOCK, owner).catch(() => undefined);
    }
  }

  private async subscribe(): Promise<void> {
    const { upstream } = this.deps;
    const prefix = `${this.deps.settings.publicUrl.replace(/\/+$/, '')}/webhooks/`;
    const { subscriptions } = await upstream.call('getSubscriptions', {}, { priority: 'write' });
    const secrets: string[] = [];
    const covered = new Set<string>();
    for (const sub of subscriptions) {
      if (!sub.address.startsWith(prefix) || covered.has(sub.topic)) continue;
      const updated =
        sub.address === this.address
          ? sub
          : await upstream.call('updateSubscription', { id: sub.id, address: this.address });
      secrets.push(updated.secret);
      covered.add(sub.topic);
    }
    for (const topic of EVENT_TOPICS) {
      if (covered.has(topic)) continue;
      const created = await upstream.call('createSubscription', { topic, address: this.address });
      secrets.push(created.secret);
    }
    this.secrets = [...new Set(secrets)];
    this.deps.events.live = true;
  }

  /**
   * Verifies and applies one delivery; answers the HTTP status to send back. A delivery id seen
   * before (a replay, or the upstream retrying what we took) is answered 204 and not applied
   * again; the ids are kept in the store, so a restart does not forget them.
   */
  async receive(headers: Headers, body: string): Promise<number> {
    const id = headers.get(WEBHOOK_HEADERS.id) ?? undefined;
    const ok = verifyWebhook(
      this.secrets,
      {
        id,
        timestamp: headers.get(WEBHOOK_HEADERS.timestamp) ?? undefined,
        signature: headers.get(WEBHOOK_HEADERS.signature) ?? undefined,
      },
      body,
      this.deps.clock.now(),
    );
    if (!ok) {
      this.stats.refused += 1;
      return 401;
    }
    let event: EventEnvelope;
    try {
      const result = EventEnvelope.safeParse(JSON.parse(body));
      if (!result.success) return 400;
      event = result.data;
    } catch {
      return 400;
    }
    const seen = `webhook:${id!}`;
    if (!(await this.deps.store.flagAdd(seen, SEEN_DELIVERY_MS, this.deps.clock.now()))) {
      this.stats.replayed += 1;
      return 204;
    }
    this.stats.received += 1;
    // Evidence for a redeem still looking for its reward (a hint: losing it costs only time).
    await noteRewardEvent(this.deps, event).catch(() => undefined);
    const echo = echoOf(event);
    if (echo && (await this.deps.store.flagHas(echoFlag(echo), this.deps.clock.now()))) {
      // The change of a write through the proxy, which already dropped what it touched.
      this.stats.echoes += 1;
      await this.deps.store.flagDelete(echoFlag(echo));
      return 204;
    }
    try {
      await Promise.all(tagsForEvent(event).map((tag) => this.deps.cache.drop(tag, 'event')));
    } catch (error) {
      // Not applied: the upstream's retry must find the id unseen.
      await this.deps.store.flagDelete(seen);
      throw error;
    }
    return 204;
  }

  /** Adds a known secret (tests). */
  trust(secret: string): void {
    this.secrets.push(secret);
  }
}
