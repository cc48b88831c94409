import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import {
  ApiError,
  SharedWishlist,
  type WishlistShareLink,
  type WishlistWithItems,
} from '../src/api/index.js';
import type { ProxyDeps } from './context.js';
import { type Caller, identityKey, type Who } from './policy/caller.js';
import { loadWishlists } from './policy/ownership.js';

/**
 * Wishlist share links. A token is short and opaque: AES-256-GCM over a few bytes (owner,
 * list, generation, expiry), so it names neither the customer nor the guest's session (a
 * credential) and cannot be forged, and the proxy keeps no row per link.
 *
 * Revocation without a row per link: each list has a share *generation*, the first `n` whose
 * flag `wishlist-share:<owner>:<list>:<n>` is unset. A token opens only while its generation is
 * the current one; making the list private sets the current generation's flag, so every link
 * made so far stops opening and the next share starts a new generation. Lower generations'
 * flags are renewed at each share and revocation for the links' lifetime, so the generation
 * never falls back while a link of a later one is still valid.
 */

const VERSION = 1;
const NONCE = 12;
const TAG = 16;
/** Revocations of one list within a link's lifetime before sharing it is refused. */
const MAX_GENERATIONS = 100;

/** The key of wishlist share tokens, derived from the proxy's share key. */
function keyOf(deps: ProxyDeps): Buffer {
  return createHmac('sha256', deps.shareKey).update('wishlist-share').digest();
}

interface ShareClaims {
  owner: Who;
  wishlistId: number;
  generation: number;
  /** Unix seconds. */
  exp: number;
}

/** Owner kinds in a token: a customer id, a guest token as text, a minted guest token packed. */
const CUSTOMER = 0;
const GUEST = 1;
const MINTED_GUEST = 2;
/** A guest token this proxy minted (policy/guests.ts): `<32 hex>-<minute>-<20 hex>`. */
const MINTED = /^([0-9a-f]{32})-([0-9a-z]{1,9})-([0-9a-f]{20})$/;

/** The owner's bytes: a minted guest token's hex packed as bytes, so a link stays short. */
function ownerBytes(owner: Who): [kind: number, bytes: Buffer] {
  if (owner.kind === 'customer') return [CUSTOMER, Buffer.from(owner.customerId, 'utf8')];
  const minted = MINTED.exec(owner.sessionToken);
  if (!minted) return [GUEST, Buffer.from(owner.sessionToken, 'utf8')];
  const [, random, minute, mac] = minted;
  return [
    MINTED_GUEST,
    Buffer.concat([Buffer.from(random!, 'hex'), Buffer.from(mac!, 'hex'), Buffer.from(minute!)]),
  ];
}

function ownerOf(kind: number, bytes: Buffer): Who | undefined {
  if (kind === CUSTOMER) return { kind: 'customer', customerId: bytes.toString('utf8') };
  if (kind === GUEST) return { kind: 'guest', sessionToken: bytes.toString('utf8') };
  if (kind !== MINTED_GUEST || bytes.length < 27) return undefined;
  const random = bytes.subarray(0, 16).toString('hex');
  const mac = bytes.subarray(16, 26).toString('hex');
  return { kind: 'guest', sessionToken: `${random}-${bytes.subarray(26).toString('utf8')}-${mac}` };
}

function seal(deps: ProxyDeps, claims: ShareClaims): string {
  const [kind, owner] = ownerBytes(claims.owner);
  const head = Buffer.alloc(12);
  head.writeUInt8(VERSION, 0);
  head.writeUInt8(kind, 1);
  head.writeUInt16BE(claims.generation, 2);
  head.writeUInt32BE(claims.wishlistId, 4);
  head.writeUInt32BE(claims.exp, 8);
  const nonce = randomBytes(NONCE);
  const cipher = createCipheriv('aes-256-gcm', keyOf(deps), nonce);
  const body = Buffer.concat([cipher.update(Buffer.concat([head, owner])), cipher.final()]);
  return Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
}

function open(deps: ProxyDeps, token: string): ShareClaims | undefined {
  if (!/^[A-Za-z0-9_-]{40,600}$/.test(token)) return undefined;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length < NONCE + 12 + 1 + TAG) return undefined;
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(deps), raw.subarray(0, NONCE));
    decipher.setAuthTag(raw.subarray(raw.length - TAG));
    plain = Buffer.concat([
      decipher.update(raw.subarray(NONCE, raw.length - TAG)),
      decipher.final(),
    ]);
  } catch {
    return undefined;
  }
  if (plain.readUInt8(0) !== VERSION) return undefined;
  const owner = ownerOf(plain.readUInt8(1), plain.subarray(12));
  if (!owner) return undefined;
  return {
    owner,
    generation: plain.readUInt16BE(2),
    wishlistId: plain.readUInt32BE(4),
    exp: plain.readUInt32BE(8),
  };
}

const flagOf = (owner: Who, wishlistId: number, generation: number) =>
  `wishlist-share:${identityKey(owner)}:${wishlistId}:${generation}`;

/** The list's current share generation: the first whose revocation flag is unset. */
async function currentGeneration(deps: ProxyDeps, owner: Who, wishlistId: number): Promise<number> {
  const now = deps.clock.now();
  for (let n = 0; n < MAX_GENERATIONS; n++) {
    if (!(await deps.store.flagHas(flagOf(owner, wishlistId, n), now))) return n;
  }
  throw ApiError.of('conflict', 'this list was made private too often lately to share it again');
}

/** Keeps the flags below `generation` for as long as a link made now stays valid. */
async function renewLower(deps: ProxyDeps, owner: Who, wishlistId: number, generation: number) {
  const ttl = deps.settings.shareTtlSeconds * 1000;
  const now = deps.clock.now();
  for (let n = 0; n < generation; n++)
    await deps.store.flagSet(flagOf(owner, wishlistId, n), ttl, now);
}

function whoOf(caller: Caller): Who {
  if (caller.kind === 'anonymous') throw ApiError.of('unauthorized', 'open a session first');
  return caller.kind === 'customer'
    ? { kind: 'customer', customerId: caller.customerId }
    : { kind: 'guest', sessionToken: caller.sessionToken };
}

/** The owner as a caller, to read their lists through the same personal cache. */
function asCaller(owner: Who): Caller {
  return owner.kind === 'customer'
    ? { kind: 'customer', customerId: owner.customerId, sessionToken: '' }
    : { kind: 'guest', sessionToken: owner.sessionToken };
}

/** A share link of one of the caller's lists (already checked to be theirs); never a private one. */
export async function createWishlistShare(
  deps: ProxyDeps,
  caller: Caller,
  wishlistId: number,
): Promise<WishlistShareLink> {
  const owner = whoOf(caller);
  const list = (await loadWishlists(deps, caller)).find((w) => w.wishlistId === wishlistId);
  if (!list) throw ApiError.of('not_found', 'no such wishlist');
  if (list.isPrivate) {
    throw ApiError.of('conflict', 'this list is private: make it public to share it');
  }
  const generation = await currentGeneration(deps, owner, wishlistId);
  await renewLower(deps, owner, wishlistId, generation);
  const exp = Math.floor(deps.clock.now() / 1000) + deps.settings.shareTtlSeconds;
  return {
    token: seal(deps, { owner, wishlistId, generation, exp }),
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/** Revokes every link of a list made so far (it was made private, or removed). */
export async function revokeWishlistShares(
  deps: ProxyDeps,
  caller: Caller,
  wishlistId: number,
): Promise<void> {
  const owner = whoOf(caller);
  const generation = await currentGeneration(deps, owner, wishlistId);
  await renewLower(deps, owner, wishlistId, generation + 1);
}

/** The list a share token opens, as a friend sees it; anything else is a 404. */
export async function sharedWishlist(deps: ProxyDeps, token: string): Promise<SharedWishlist> {
  const gone = () =>
    ApiError.of('not_found', 'no such shared wishlist (the link is invalid, expired or revoked)');
  const claims = open(deps, token);
  if (!claims || claims.exp * 1000 <= deps.clock.now()) throw gone();
  if (claims.generation !== (await currentGeneration(deps, claims.owner, claims.wishlistId)))
    throw gone();
  const list: WishlistWithItems | undefined = (
    await loadWishlists(deps, asCaller(claims.owner))
  ).find((w) => w.wishlistId === claims.wishlistId);
  // A list made private elsewhere (another device, the store) is not shown either.
  if (!list || list.isPrivate) throw gone();
  return SharedWishlist.parse({
    wishlist: list,
    items: list.items.map((i) => ({
      productId: i.product.id,
      handle: i.product.handle,
      variantId: i.product.variantId,
    })),
  });
}
