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
): Promise<{ giftRegistryId: number; load: () => Promise<GiftRegistryWithItems> }> {
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
    async load() {
      const registry = (await registriesOf(deps, cid, false, 'shared')).find((r) => r.id === rid);
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
