import { ApiError, MEDIA_LIMITS, withAltText } from '../../api/index.js';
import type { MessageKey } from '../../i18n/index.js';

/** Where one picked photo is: sending (0 to 1 sent), stored, or failed. */
export type PhotoState =
  | { kind: 'uploading'; progress: number }
  | { kind: 'done'; url: string; width: number; height: number }
  | { kind: 'failed'; error: unknown };

/** A photo the shopper picked for a review. */
export interface PickedPhoto {
  /** Stable within the form (keys, announcements). */
  id: string;
  file: File;
  /** A local object URL for the thumbnail, or null where the runtime has none. */
  preview: string | null;
  /** The shopper's description, used as the photo's alternative text. */
  alt: string;
  state: PhotoState;
}

/** A file refused before any upload, and why. */
export interface PhotoRefusal {
  name: string;
  reason: 'type' | 'size';
}

/** The largest file a shopper may pick, in MB, as shown in messages. */
export const MAX_PHOTO_MB = MEDIA_LIMITS.maxBytes / 1024 / 1024;

// Some browsers give HEIC files no type at all: the name is the only hint left.
const HEIC_NAME = /\.(heic|heif)$/i;

/** Why a file cannot be sent (checked before uploading), or null when it may be. */
export function refusalOf(file: File): PhotoRefusal['reason'] | null {
  const typed = (MEDIA_LIMITS.types as readonly string[]).includes(file.type);
  if (!typed && !(file.type === '' && HEIC_NAME.test(file.name))) return 'type';
  if (file.size > MEDIA_LIMITS.maxBytes) return 'size';
  return null;
}

/** Whether some photo is still sending or failed (the review waits for them). */
export function photosPending(photos: readonly PickedPhoto[]): boolean {
  return photos.some((p) => p.state.kind !== 'done');
}

/** E22 `imageUrls` of the stored photos, each with its description. */
export function photoImageUrls(photos: readonly PickedPhoto[]): string[] {
  return photos.flatMap((p) => (p.state.kind === 'done' ? [withAltText(p.state.url, p.alt)] : []));
}

/** The message of a failed upload, by what the proxy answered. */
export function uploadFailureKey(error: unknown): MessageKey {
  if (error instanceof ApiError) {
    if (error.status === 413) return 'reviews.photos.error.size';
    if (error.status === 415) return 'reviews.photos.error.type';
    if (error.status === 422) return 'reviews.photos.error.unreadable';
    if (error.status === 429 || error.status === 503) return 'errors.rate_limited';
    if (error.status === 0) return 'errors.network';
  }
  return 'reviews.photos.error.failed';
}
