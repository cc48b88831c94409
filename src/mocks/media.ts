import { http, HttpResponse, type HttpHandler } from 'msw';
import { MEDIA_FIELD, MEDIA_LIMITS, MEDIA_PATH, type MediaUpload } from '../api/index.js';
import { problem } from './http.js';

/** Photo uploads the mock has taken, by name: served back at `GET /media/<name>`. */
type Uploads = Map<string, Blob>;

async function nameOf(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex}.webp`;
}

/** The picture's size where the runtime can decode it; Node cannot, so a 4:3 size stands in. */
async function sizeOf(file: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const scale = Math.min(1, MEDIA_LIMITS.maxSide / Math.max(bitmap.width, bitmap.height));
      const size = {
        width: Math.round(bitmap.width * scale),
        height: Math.round(bitmap.height * scale),
      };
      bitmap.close();
      return size;
    } catch {
      // Not decodable here: the real proxy would refuse it by its bytes.
    }
  }
  return { width: 1600, height: 1200 };
}

/**
 * `POST /media` and `GET /media/<name>` of the mock proxy: one `file` field, refused by its
 * declared type or size the way the proxy refuses them by their bytes (415, 413).
 */
export function mediaHandlers(
  proxyUrl: string,
  authorized: (request: Request) => boolean,
  wait: () => Promise<void> | undefined,
): HttpHandler[] {
  const base = proxyUrl.replace(/\/+$/, '');
  const uploads: Uploads = new Map();
  return [
    http.post(`${base}${MEDIA_PATH}`, async ({ request }) => {
      await wait();
      if (!authorized(request)) return problem(401, 'unauthorized', 'No valid storefront token.');
      const form = await request.formData().catch(() => null);
      const entries = form ? [...form.entries()] : [];
      const file = form?.get(MEDIA_FIELD);
      if (entries.length !== 1 || !file || typeof file === 'string') {
        return problem(400, 'invalid_request', `Send exactly one field, "${MEDIA_FIELD}".`);
      }
      if (file.size > MEDIA_LIMITS.maxBytes) {
        return problem(413, 'payload_too_large', 'A photo may be at most 10 MB.');
      }
      if (!(MEDIA_LIMITS.types as readonly string[]).includes(file.type)) {
        return problem(415, 'unsupported_media_type', 'Not a JPEG, PNG, WebP or HEIC photo.');
      }
      const name = await nameOf(file);
      uploads.set(name, file);
      const answer: MediaUpload = { url: `${base}${MEDIA_PATH}/${name}`, ...(await sizeOf(file)) };
      return HttpResponse.json(answer, { status: 201 });
    }),
    http.get(`${base}${MEDIA_PATH}/:name`, ({ params }) => {
      const file = uploads.get(String(params.name));
      if (!file) return problem(404, 'not_found', 'No such photo.');
      return new HttpResponse(file, { headers: { 'Content-Type': file.type } });
    }),
  ];
}
