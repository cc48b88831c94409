import { ApiError, type FieldError } from '../../src/api/index.js';
import type { ProxyDeps } from '../context.js';
import type { Caller } from '../policy/caller.js';
import { mediaNameOf, uploaderKeys } from './service.js';

/** Why one review image URL is refused, or null when it is accepted. */
async function refusal(deps: ProxyDeps, caller: Caller, url: string): Promise<string | null> {
  const name = mediaNameOf(deps.media, url);
  if (name === undefined) {
    const host = URL.canParse(url) ? new URL(url).hostname : '';
    return deps.settings.allowedImageHosts.includes(host)
      ? null
      : 'images must be uploaded to the store first';
  }
  if (name === '') return 'not a photo of this store';
  if (!(await deps.media.storage.exists(name)))
    return 'this photo is no longer stored; add it again';
  const now = deps.clock.now();
  const flags = await Promise.all(
    uploaderKeys(caller, name).map((key) => deps.store.flagHas(key, now)),
  );
  return flags.some(Boolean) ? null : 'this photo was not uploaded by you in the last 24 hours';
}

/**
 * E22 `imageUrls`: the store's own photos are accepted when they exist and the same shopper
 * uploaded them recently; other hosts only when listed in `PROXY_IMAGE_HOSTS`. Throws a 400
 * naming each refused field (`body.imageUrls.N`).
 */
export async function checkReviewImages(
  deps: ProxyDeps,
  caller: Caller,
  urls: readonly string[] | undefined,
): Promise<void> {
  const reasons = await Promise.all((urls ?? []).map((url) => refusal(deps, caller, url)));
  const errors: FieldError[] = reasons.flatMap((message, i) =>
    message ? [{ path: `body.imageUrls.${i}`, message }] : [],
  );
  if (errors.length > 0) throw ApiError.of('invalid_request', errors[0]!.message, { errors });
}

/** After a review was written: its photos are referenced and no longer swept. */
export async function keepReviewImages(
  deps: ProxyDeps,
  urls: readonly string[] | undefined,
): Promise<void> {
  for (const url of urls ?? []) {
    const name = mediaNameOf(deps.media, url);
    if (name) await deps.media.storage.clearPending(name);
  }
}
