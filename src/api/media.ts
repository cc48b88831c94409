/**
 * The proxy's own media endpoint (review photos), part of the contract like the operations:
 * the proxy serves it, the client calls it, the mocks answer it, the documents describe it.
 * Its answer's schema is in mediaUpload.ts, so that the photo picker's constants and alt-text
 * helpers bring no schema library into a browser bundle.
 */

/** Where photos are uploaded (`POST`, multipart) and served (`GET {path}/{name}`). */
export const MEDIA_PATH = '/media';

/** The one multipart field an upload carries. */
export const MEDIA_FIELD = 'file';

/** What an upload accepts, and the per-file size cap (10 MB, decided in issue 18). */
export const MEDIA_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** Longest side of a stored photo, in pixels. */
  maxSide: 2048,
  /** Declared types a browser may pick; the proxy decides by the bytes, never by these. */
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'],
} as const;

/** A stored file's name: a content hash and the extension of its type. */
export const MEDIA_NAME = /^[a-f0-9]{64}\.(webp|jpg)$/;

/** The failures of `POST /media`, each a problem+json with this code. */
export const MEDIA_ERRORS = [
  {
    status: 400,
    code: 'invalid_request',
    when: 'not multipart, no `file` field, or a second field',
  },
  { status: 401, code: 'unauthorized', when: 'no valid storefront token (guest or customer)' },
  { status: 413, code: 'payload_too_large', when: 'the file is larger than `maxBytes`' },
  {
    status: 415,
    code: 'unsupported_media_type',
    when: 'the bytes are not a JPEG, PNG, WebP or HEIF image (SVG, HTML, ...)',
  },
  { status: 422, code: 'unprocessable', when: 'a truncated or corrupt image, or too many pixels' },
  { status: 429, code: 'rate_limited', when: 'too many uploads this hour (`Retry-After`)' },
  { status: 503, code: 'busy', when: 'too many photos are being processed (`Retry-After`)' },
] as const;

/** Longest photo description (alternative text) a shopper may give. */
export const MEDIA_ALT_MAX = 200;

const ALT_KEY = 'alt=';

/**
 * E22 carries image URLs only, no alternative text. A shopper's description travels in the
 * URL's fragment (`…/media/<name>.webp#alt=Red%20mug`): kept as part of the stored URL, never
 * sent when the image is fetched, read back by the review card.
 */
export function withAltText(url: string, alt: string): string {
  const text = alt.trim().slice(0, MEDIA_ALT_MAX);
  const bare = url.split('#')[0] ?? url;
  return text ? `${bare}#${ALT_KEY}${encodeURIComponent(text)}` : bare;
}

/** The description carried by an image URL's fragment, or undefined. */
export function altTextOf(url: string): string | undefined {
  const hash = url.indexOf('#');
  if (hash < 0 || !url.startsWith(ALT_KEY, hash + 1)) return undefined;
  try {
    const text = decodeURIComponent(url.slice(hash + 1 + ALT_KEY.length)).trim();
    return text ? text.slice(0, MEDIA_ALT_MAX) : undefined;
  } catch {
    return undefined;
  }
}
