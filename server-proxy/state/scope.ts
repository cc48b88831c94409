import { createHash } from 'node:crypto';
import type { CacheEntry, DropCause, IdemClaim, IdemRecord, ProxyStore } from './store.js';

/** What names an upstream: the data a state describes belongs to this API, client and shop. */
export interface UpstreamRef {
  baseUrl: string;
  clientId: string;
  shop?: string;
}

/** The identity a state is bound to (no secret in it: it is stored and logged). */
export function upstreamIdentity(ref: UpstreamRef): string {
  return JSON.stringify([ref.baseUrl.replace(/\/+$/, ''), ref.clientId, ref.shop ?? '']);
}

/** An identity as a log line shows it. */
export function describeUpstream(identity: string): string {
  try {
    const [baseUrl, clientId, shop] = JSON.parse(identity) as string[];
    return `${baseUrl} (client ${clientId}${shop ? `, shop ${shop}` : ''})`;
  } catch {
    return identity;
  }
}

/** The short prefix of every record made against one upstream. */
export function scopeOf(identity: string): string {
  return `u${createHash('sha256').update(identity).digest('base64url').slice(0, 12)}:`;
}

/**
 * A store seen through the scope of one upstream: every key (idempotency records, redeem
 * evidence, locks and reward claims, counters, flags such as seen webhook ids, cache entries and
 * their tags) is prefixed with the upstream's scope, so that a state file or a Redis prefix made
 * against one upstream is never read as another's; a proxy pointed at another upstream simply
 * starts with an empty scope. The request budget stays shared: it paces this process's calls,
 * whatever they go to.
 */
export class ScopedStore implements ProxyStore {
  readonly cacheGetLocal?: (key: string) => CacheEntry | undefined;
  readonly budgetBacklog?: (now: number) => Promise<number>;

  constructor(
    private readonly inner: ProxyStore,
    private readonly scope: string,
  ) {
    const local = inner.cacheGetLocal?.bind(inner);
    if (local) this.cacheGetLocal = (key) => local(scope + key);
    const backlog = inner.budgetBacklog?.bind(inner);
    if (backlog) this.budgetBacklog = backlog;
  }

  get connected(): boolean | undefined {
    return this.inner.connected;
  }

  private tags(tags: readonly string[]): string[] {
    return tags.map((t) => this.scope + t);
  }

  cacheGet(key: string): Promise<CacheEntry | undefined> {
    return this.inner.cacheGet(this.scope + key);
  }
  cacheSet(key: string, entry: CacheEntry, tags: readonly string[], mark?: number): Promise<void> {
    return this.inner.cacheSet(this.scope + key, entry, this.tags(tags), mark);
  }
  cacheDropTag(tag: string, cause?: DropCause): Promise<void> {
    return this.inner.cacheDropTag(this.scope + tag, cause);
  }
  cacheMark(): Promise<number> {
    return this.inner.cacheMark();
  }
  onRemoteDrop(listener: (tag: string, cause: DropCause) => void): void {
    this.inner.onRemoteDrop((tag, cause) => {
      if (tag.startsWith(this.scope)) listener(tag.slice(this.scope.length), cause);
    });
  }

  idemClaim(key: string, record: IdemRecord, ttlMs: number, now: number): Promise<IdemClaim> {
    return this.inner.idemClaim(this.scope + key, record, ttlMs, now);
  }
  idemGet(key: string, now: number): Promise<IdemRecord | undefined> {
    return this.inner.idemGet(this.scope + key, now);
  }
  idemUpdate(
    key: string,
    attempt: string,
    record: IdemRecord,
    ttlMs: number,
    now: number,
  ): Promise<boolean> {
    return this.inner.idemUpdate(this.scope + key, attempt, record, ttlMs, now);
  }
  idemRelease(key: string, attempt: string): Promise<void> {
    return this.inner.idemRelease(this.scope + key, attempt);
  }

  lockAcquire(key: string, owner: string, ttlMs: number, now: number): Promise<boolean> {
    return this.inner.lockAcquire(this.scope + key, owner, ttlMs, now);
  }
  lockRenew(key: string, owner: string, ttlMs: number, now: number): Promise<boolean> {
    return this.inner.lockRenew(this.scope + key, owner, ttlMs, now);
  }
  lockRelease(key: string, owner: string): Promise<void> {
    return this.inner.lockRelease(this.scope + key, owner);
  }

  budgetTake(now: number, intervalMs: number, toleranceMs: number): Promise<number> {
    return this.inner.budgetTake(now, intervalMs, toleranceMs);
  }
  budgetBlock(now: number, until: number, toleranceMs: number): Promise<void> {
    return this.inner.budgetBlock(now, until, toleranceMs);
  }

  hit(key: string, windowMs: number, now: number): Promise<number> {
    return this.inner.hit(this.scope + key, windowMs, now);
  }
  flagSet(key: string, ttlMs: number, now: number): Promise<void> {
    return this.inner.flagSet(this.scope + key, ttlMs, now);
  }
  flagAdd(key: string, ttlMs: number, now: number): Promise<boolean> {
    return this.inner.flagAdd(this.scope + key, ttlMs, now);
  }
  flagHas(key: string, now: number): Promise<boolean> {
    return this.inner.flagHas(this.scope + key, now);
  }
  flagDelete(key: string): Promise<void> {
    return this.inner.flagDelete(this.scope + key);
  }

  swapUpstream(identity: string): Promise<string | undefined> {
    return this.inner.swapUpstream(identity);
  }

  close(): void {
    this.inner.close();
  }
}
