import { MEDIA_LIMITS, MEDIA_NAME, MEDIA_PATH } from '../../src/api/index.js';
import type { Caller } from '../policy/caller.js';
import { LocalMediaStorage } from './local.js';
import type { MediaStorage } from './storage.js';

const HOUR = 3_600_000;

/** Options of review photos (`ProxyOptions.media`). */
export interface MediaOptions {
  /** Where photos are kept; a local directory (`dir`) by default. */
  storage?: MediaStorage;
  /** The local directory when no `storage` is given; `.data/media` by default. */
  dir?: string;
  /** Where browsers load photos from (a CDN or the bucket); the proxy's `/media` by default. */
  publicBaseUrl?: string;
  /** Largest file in bytes; 10 MB by default. */
  maxBytes?: number;
  /** Uploads per shopper per hour (30) and per address per hour (100). */
  perShopperPerHour?: number;
  perIpPerHour?: number;
  /** Photos processed at once; beyond it uploads answer 503 with Retry-After (4). */
  maxConcurrent?: number;
  /** How long after its upload a photo may be put in a review by its uploader (24 h). */
  acceptWithinMs?: number;
  /** A photo no review refers to is removed this long after its upload (25 h). */
  sweepAfterMs?: number;
  /** How often the sweeper runs (1 h). */
  sweepEveryMs?: number;
}

/** Resolved media settings plus the storage and the in-flight count. */
export interface Media {
  storage: MediaStorage;
  /** URLs are `${baseUrl}/<name>`. */
  baseUrl: string;
  maxBytes: number;
  perShopperPerHour: number;
  perIpPerHour: number;
  maxConcurrent: number;
  acceptWithinMs: number;
  sweepAfterMs: number;
  sweepEveryMs: number;
  /** Photos being processed now (this process). */
  inFlight: number;
}

/** The media settings of a proxy whose public URL is `publicUrl`. */
export function createMedia(options: MediaOptions, publicUrl: string): Media {
  const acceptWithinMs = options.acceptWithinMs ?? 24 * HOUR;
  const sweepAfterMs = options.sweepAfterMs ?? 25 * HOUR;
  // A photo must never be swept while it may still be accepted into a review.
  if (sweepAfterMs <= acceptWithinMs) {
    throw new Error('media.sweepAfterMs must be longer than media.acceptWithinMs');
  }
  const baseUrl = (
    options.publicBaseUrl ?? `${publicUrl.replace(/\/+$/, '')}${MEDIA_PATH}`
  ).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(baseUrl)) throw new Error('media.publicBaseUrl must be an http(s) URL');
  return {
    storage: options.storage ?? new LocalMediaStorage(options.dir ?? '.data/media'),
    baseUrl,
    maxBytes: options.maxBytes ?? MEDIA_LIMITS.maxBytes,
    perShopperPerHour: options.perShopperPerHour ?? 30,
    perIpPerHour: options.perIpPerHour ?? 100,
    maxConcurrent: options.maxConcurrent ?? 4,
    acceptWithinMs,
    sweepAfterMs,
    sweepEveryMs: options.sweepEveryMs ?? HOUR,
    inFlight: 0,
  };
}

/** The public URL of a stored photo. */
export function mediaUrl(media: Media, name: string): string {
  return `${media.baseUrl}/${name}`;
}

/**
 * The stored name behind one of this store's media URLs ('' when it names no photo), or
 * undefined for any other URL. The fragment (the photo's description, `#alt=`) is ignored.
 */
export function mediaNameOf(media: Media, url: string): string | undefined {
  const prefix = `${media.baseUrl}/`;
  if (!url.startsWith(prefix)) return undefined;
  const name = (url.split('#')[0] ?? '').slice(prefix.length);
  return MEDIA_NAME.test(name) ? name : '';
}

/**
 * The keys under which an upload is recorded for its uploader: the signed-in customer, and the
 * browser's session (so a guest who signs in before posting still owns the photos).
 */
export function uploaderKeys(caller: Caller, name: string): string[] {
  if (caller.kind === 'anonymous') return [];
  const keys = [`media:by:session:${caller.sessionToken}:${name}`];
  if (caller.kind === 'customer') keys.push(`media:by:customer:${caller.customerId}:${name}`);
  return keys;
}
