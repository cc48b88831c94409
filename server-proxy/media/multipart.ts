import { ApiError, MEDIA_FIELD } from '../../src/api/index.js';

// Room for the multipart envelope (boundaries, part headers) around the file itself.
const ENVELOPE_BYTES = 16 * 1024;

function tooLarge(maxBytes: number): ApiError {
  const mb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  return ApiError.of('payload_too_large', `a photo may be at most ${mb} MB`);
}

function badField(message: string): ApiError {
  return ApiError.of('invalid_request', message, { errors: [{ path: 'body.file', message }] });
}

/**
 * The bytes of the one `file` field of a multipart upload. Refuses a declared length over the
 * cap before reading anything, and stops reading as soon as the bytes that arrive pass it, so
 * a large body is never held in memory.
 */
export async function readUpload(request: Request, maxBytes: number): Promise<Uint8Array> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(type)) {
    throw ApiError.of(
      'unsupported_media_type',
      `send the photo as multipart/form-data, field "${MEDIA_FIELD}"`,
    );
  }
  const limit = maxBytes + ENVELOPE_BYTES;
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limit) throw tooLarge(maxBytes);
  if (!request.body) throw badField(`no "${MEDIA_FIELD}" field`);

  let seen = 0;
  let exceeded = false;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) {
          exceeded = true;
          controller.error(tooLarge(maxBytes));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  let form: FormData;
  try {
    form = await new Response(counted, { headers: { 'content-type': type } }).formData();
  } catch {
    if (exceeded) throw tooLarge(maxBytes);
    throw ApiError.of('invalid_request', 'the multipart body could not be read');
  }

  const entries = [...form.entries()];
  const files = entries.filter(([, value]) => typeof value !== 'string');
  const file = form.get(MEDIA_FIELD);
  if (entries.length > 1 || files.length > 1) {
    throw badField(`send exactly one field, "${MEDIA_FIELD}", holding one photo`);
  }
  if (!file || typeof file === 'string') throw badField(`no "${MEDIA_FIELD}" file field`);
  if (file.size > maxBytes) throw tooLarge(maxBytes);
  if (file.size === 0) throw badField('the file is empty');
  return new Uint8Array(await file.arrayBuffer());
}
