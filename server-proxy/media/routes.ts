import { Hono } from 'hono';
import { ApiError, MEDIA_NAME, MEDIA_PATH } from '../../src/api/index.js';
import type { ProxyDeps } from '../context.js';
import { authenticate, clientIp, jsonResponse, type ProxyEnv, problemResponse } from '../http.js';
import { subjectOf } from '../policy/caller.js';
import { readUpload } from './multipart.js';
import { processImage } from './process.js';
import { mediaUrl, uploaderKeys, type Media } from './service.js';

const HOUR = 3_600_000;
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/** Headers of a served photo: its type only, never sniffed or run, cached for good. */
function photoHeaders(name: string, size: number): Record<string, string> {
  return {
    'content-type': CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
    'content-length': String(size),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'public, max-age=31536000, immutable',
    // Storefronts on other origins show these photos in <img>.
    'cross-origin-resource-policy': 'cross-origin',
  };
}

async function checkUploadLimits(deps: ProxyDeps, media: Media, ip: string, subject: string) {
  const now = deps.clock.now();
  const retryAfter = Math.max(1, Math.ceil((HOUR - (now % HOUR)) / 1000));
  const refuse = () =>
    ApiError.of('rate_limited', 'too many photos this hour; try again later', { retryAfter });
  if ((await deps.store.hit(`media:s:${subject}`, HOUR, now)) > media.perShopperPerHour)
    throw refuse();
  if ((await deps.store.hit(`media:ip:${ip}`, HOUR, now)) > media.perIpPerHour) throw refuse();
}

/** Stores a processed photo, pending until a review refers to it; nothing is left on failure. */
async function store(deps: ProxyDeps, media: Media, name: string, bytes: Uint8Array, type: string) {
  const { storage } = media;
  // Same bytes, same name: a photo already in a review is kept as it is (and not re-marked,
  // which would let the sweeper remove it from that review).
  if ((await storage.exists(name)) && (await storage.pendingSince(name)) === undefined) return;
  // The mark goes first: a file without a mark would never be swept.
  await storage.markPending(name, deps.clock.now());
  try {
    await storage.put(name, bytes, type);
  } catch (error) {
    await storage.delete(name).catch(() => undefined);
    throw error;
  }
}

/**
 * `POST /media`: one review photo (multipart field `file`, a storefront token) checked by its
 * bytes, cleaned and stored; answers `{url, width, height}`. `GET /media/<name>` serves it.
 */
export function mediaRoutes(deps: ProxyDeps): Hono<ProxyEnv> {
  const { media } = deps;
  const app = new Hono<ProxyEnv>();
  app.post(MEDIA_PATH, authenticate(deps), async (c) => {
    {
      const caller = c.var.caller;
      if (caller.kind === 'anonymous')
        throw ApiError.of('unauthorized', 'open a storefront session before uploading');
      const ip = clientIp(c, deps);
      await checkUploadLimits(deps, media, ip, subjectOf(caller, ip));
      const bytes = await readUpload(c.req.raw, media.maxBytes);
      // Decoding is the costly part: past the limit, ask to come back rather than queue.
      if (media.inFlight >= media.maxConcurrent) {
        throw new ApiError(503, 'busy', 'the store is processing many photos; try again shortly', {
          retryAfter: 2,
        });
      }
      media.inFlight += 1;
      let image;
      try {
        image = await processImage(bytes);
      } finally {
        media.inFlight -= 1;
      }
      await store(deps, media, image.name, image.bytes, image.contentType);
      const now = deps.clock.now();
      await Promise.all(
        uploaderKeys(caller, image.name).map((key) =>
          deps.store.flagSet(key, media.acceptWithinMs, now),
        ),
      );
      const url = mediaUrl(media, image.name);
      return jsonResponse({ url, width: image.width, height: image.height }, true, 201, {
        location: url,
      });
    }
  });
  app.get(`${MEDIA_PATH}/:name`, async (c) => {
    const name = c.req.param('name');
    const file = MEDIA_NAME.test(name) ? await media.storage.get(name) : undefined;
    if (!file) return problemResponse(ApiError.of('not_found', 'no such photo'));
    return new Response(file.body, { headers: photoHeaders(name, file.size) });
  });
  return app;
}
