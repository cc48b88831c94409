// A guest session this proxy minted owns nothing until its first write: its hearts, counts and
// sign-in need no upstream call. That fact is carried by the session token itself (when and by
// whom it was minted, under a MAC), not by a flag per session: a free session stores nothing,
// so minting them by the million fills no store. Only a guest who writes leaves a flag, and guest
// writes are bounded store-wide (a third of the budget), so the flags are too.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ProxyDeps } from '../context.js';

/** How long a minted guest session is known to own nothing without a write (7 days). */
export const FRESH_GUEST_MS = 7 * 24 * 3_600_000;

const keys = new WeakMap<Uint8Array, Buffer>();

function keyOf(deps: ProxyDeps): Buffer {
  let key = keys.get(deps.shareKey);
  if (!key) {
    key = createHmac('sha256', deps.shareKey).update('guest-session-v1').digest();
    keys.set(deps.shareKey, key);
  }
  return key;
}

function macOf(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('hex').slice(0, 20);
}

/**
 * A new guest session token: 128 random bits, the minute it was minted, and a MAC over both
 * (`<32 hex>-<minute, base 36>-<20 hex>`, within the contract's 16 to 200 of `[A-Za-z0-9_-]`).
 */
export function mintGuestToken(deps: ProxyDeps, now: number): string {
  const body = `${randomBytes(16).toString('hex')}-${Math.floor(now / 60_000).toString(36)}`;
  return `${body}-${macOf(keyOf(deps), body)}`;
}

/** When this proxy (or another instance with its keys) minted the token (ms), if it did. */
export function mintedAt(deps: ProxyDeps, token: string): number | undefined {
  const match = /^([0-9a-f]{32}-([0-9a-z]{1,9}))-([0-9a-f]{20})$/.exec(token);
  if (!match) return undefined;
  const expected = Buffer.from(macOf(keyOf(deps), match[1]!));
  const given = Buffer.from(match[3]!);
  if (!timingSafeEqual(expected, given)) return undefined;
  return parseInt(match[2]!, 36) * 60_000;
}

/** The flag of a guest session that wrote (its lists are no longer known to be empty). */
const wroteFlag = (token: string): string => `guest-wrote:${token}`;

/**
 * The fact, as the read cache learns it, that a guest session owns nothing; it holds until
 * `factTags` are dropped (by the guest's first write, on every instance; or with their lists).
 */
export const freshGuestFact = (token: string): string => `fresh-guest:${token}`;

/** The tag a guest's first write drops: what every instance learned of their owning nothing. */
export const freshTag = (owner: string): string => `fresh:${owner}`;

/** The tags whose drop ends the fact that a guest owns nothing (`owner`: their identity key). */
export const factTags = (owner: string): string[] => [`owner:${owner}`, freshTag(owner)];

/**
 * Whether a guest session owns nothing: minted here within `FRESH_GUEST_MS`, and no write
 * since (one flag read; a token minted elsewhere or too long ago might own lists).
 */
export async function ownsNothing(deps: ProxyDeps, token: string): Promise<boolean> {
  const minted = mintedAt(deps, token);
  const now = deps.clock.now();
  if (minted === undefined || now - minted >= FRESH_GUEST_MS) return false;
  return !(await deps.store.flagHas(wroteFlag(token), now));
}

/**
 * Notes that a guest session writes (before the write goes: it may apply even if its answer
 * never comes back); answers whether this is the first write of a session known to own nothing
 * (one atomic step of the store: of two writes at once, one is first). The flag lives as long as
 * the token's own claim could, no longer.
 */
export async function markWrote(deps: ProxyDeps, token: string): Promise<boolean> {
  const minted = mintedAt(deps, token);
  const now = deps.clock.now();
  if (minted === undefined || now - minted >= FRESH_GUEST_MS) return false;
  return deps.store.flagAdd(wroteFlag(token), minted + FRESH_GUEST_MS + 60_000 - now, now);
}
