import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import {
  ApiError,
  type GiftRegistryWithItems,
  type RegistryShareLink,
  SharedRegistry,
} from '../src/api/index.js';
import type { ProxyDeps } from './context.js';
import { registriesOf } from './policy/ownership.js';

/**
 * Registry share links. The token is encrypted (JWE, `dir` + A256GCM, keyed from the JWT
 * secret), so a gifter learns neither the registrant's customer id nor anything to forge.
 */
export function shareKeyFrom(jwtSecret: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`registry-share:${jwtSecret}`).digest());
}

/** Makes a share token for one of a customer's registries. */
export async function createShareToken(
  deps: ProxyDeps,
  customerId: string,
  giftRegistryId: number,
): Promise<RegistryShareLink> {
  const now = Math.floor(deps.clock.now() / 1000);
  const exp = now + deps.settings.shareTtlSeconds;
  const token = await new EncryptJWT({ rid: giftRegistryId, cid: customerId })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(`${deps.issuer.audience}:registry-share`)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .encrypt(deps.shareKey);
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}

/** A verified share token: the registry it opens and a loader of that registry. */
export async function verifyShareToken(
  deps: ProxyDeps,
  token: string,
): Promise<{
  giftRegistryId: number;
  /** The registry; `reload` reads it from the upstream again instead of the kept copy. */
  load: (reload?: boolean) => Promise<GiftRegistryWithItems>;
}> {
  if (!/^[A-Za-z0-9._-]{20,2048}$/.test(token))
    throw ApiError.of('not_found', 'no such shared registry');
  let rid: unknown;
  let cid: unknown;
  try {
    const { payload } = await jwtDecrypt(token, deps.shareKey, {
      audience: `${deps.issuer.audience}:registry-share`,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      currentDate: new Date(deps.clock.now()),
      requiredClaims: ['exp'],
    });
    rid = payload.rid;
    cid = payload.cid;
  } catch {
    throw ApiError.of('not_found', 'no such shared registry (the link is invalid or expired)');
  }
  if (typeof rid !== 'number' || typeof cid !== 'string')
    throw ApiError.of('not_found', 'no such shared registry');
  return {
    giftRegistryId: rid,
    async load(reload = false) {
      const registry = (await registriesOf(deps, cid, reload, 'shared')).find((r) => r.id === rid);
      if (!registry) throw ApiError.of('not_found', 'this registry no longer exists');
      return registry;
    },
  };
}

/**
 * What a gifter sees: the registry and its items, without the registrant's address. The
 * contract's schema names every field a gifter may see; parsing drops all the others.
 */
export function publicRegistry(registry: GiftRegistryWithItems): SharedRegistry {
  return SharedRegistry.parse({ giftRegistry: registry, items: registry.items });
}

/** A gift bought through a draft order counts once its invoice is paid: no event says when. */
const ORDERED_MS = 3_600_000;
/** A registry is read again at most this often however many gifters ask (ms). */
const REREAD_MS = 2_000;

const orderedFlag = (giftRegistryId: number) => `registry-ordered:${giftRegistryId}`;

/** Notes a gifter's draft order (E47) on a registry: its counts may change when it is paid. */
export function noteRegistryOrder(deps: ProxyDeps, giftRegistryId: number): Promise<void> {
  return deps.store.flagSet(orderedFlag(giftRegistryId), ORDERED_MS, deps.clock.now());
}

/**
 * Whether a share read is answered from the upstream again rather than the kept registry: when
 * the browser asks past what it kept (`Cache-Control: no-cache` or `max-age=0`, as a gifter's
 * does after their own order), the registry was ordered from within the hour, and nobody had it
 * read again in the last 2 s. So the gifter who just paid sees their gift counted at once, and
 * no visitor can make the proxy spend the store's budget on a registry nobody buys from.
 */
export async function readAgain(
  deps: ProxyDeps,
  giftRegistryId: number,
  cacheControl: string | undefined,
): Promise<boolean> {
  if (!/no-cache|max-age=0/.test(cacheControl ?? '')) return false;
  const now = deps.clock.now();
  return (
    (await deps.store.flagHas(orderedFlag(giftRegistryId), now)) &&
    deps.store.flagAdd(`registry-reread:${giftRegistryId}`, REREAD_MS, now)
  );
}
