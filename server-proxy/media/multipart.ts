import { ApiError, MEDIA_FIELD } from '../../src/api/index.js';

// Room for the multipart envelope (boundary lines, one part's headers) around the file itself.
const ENVELOPE_BYTES = 16 * 1024;
/** The headers of the one part, at most (a file name, a type). */
const PART_HEAD_BYTES = 4 * 1024;
/** Bytes before the first boundary (RFC 2046's preamble; browsers send none). */
const PREAMBLE_BYTES = 1024;

function tooLarge(maxBytes: number): ApiError {
  const mb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  return ApiError.of('payload_too_large', `a photo may be at most ${mb} MB`);
}

function badField(message: string): ApiError {
  return ApiError.of('invalid_request', message, { errors: [{ path: 'body.file', message }] });
}

const ONE_FIELD = `send exactly one field, "${MEDIA_FIELD}", holding one photo`;
const unreadable = () => ApiError.of('invalid_request', 'the multipart body could not be read');

/** The boundary of a `multipart/form-data` type (quoted or not, 1 to 70 characters), if any. */
function boundaryOf(type: string): string | undefined {
  if (!/^multipart\/form-data\s*;/i.test(type)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(type);
  return match?.[1] ?? match?.[2];
}

/** The field name and file name of a part's headers (`Content-Disposition: form-data; ...`). */
function dispositionOf(head: string): { name?: string; filename?: string } {
  const line = /^content-disposition:\s*form-data\s*(;.*)$/im.exec(head)?.[1] ?? '';
  const param = (key: string) =>
    new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(line)?.[1] ??
    new RegExp(`;\\s*${key}=([^;\\s"]+)`, 'i').exec(line)?.[1];
  const name = param('name');
  const filename = param('filename');
  return { ...(name !== undefined && { name }), ...(filename !== undefined && { filename }) };
}

type State = 'preamble' | 'head' | 'file' | 'after';

/**
 * The bytes of the one `file` field of a multipart upload, parsed as it streams: a declared
 * length over the cap is refused before anything is read; a part that is not the one file, a
 * second part, part headers past a few KB, or more bytes than the cap stop the reading at once
 * (the rest of the body is never read, nothing but the file's own bytes is ever held). A body
 * of a hundred thousand tiny parts costs one part's parsing.
 */
export async function readUpload(request: Request, maxBytes: number): Promise<Uint8Array> {
  const type = request.headers.get('content-type') ?? '';
  const boundary = boundaryOf(type);
  if (boundary === undefined) {
    throw ApiError.of(
      'unsupported_media_type',
      `send the photo as multipart/form-data, field "${MEDIA_FIELD}"`,
    );
  }
  const limit = maxBytes + ENVELOPE_BYTES;
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limit) throw tooLarge(maxBytes);
  if (!request.body) throw badField(`no "${MEDIA_FIELD}" field`);

  const opening = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const reader = request.body.getReader();
  let pending: Buffer = Buffer.alloc(0);
  let seen = 0;
  let state = 'preamble' as State;
  const file: Buffer[] = [];
  let fileBytes = 0;

  const keep = (bytes: Buffer) => {
    fileBytes += bytes.length;
    if (fileBytes > maxBytes) throw tooLarge(maxBytes);
    if (bytes.length > 0) file.push(Buffer.from(bytes));
  };

  /** Moves through what has arrived; answers true once the file part has ended. */
  const step = (): boolean => {
    for (;;) {
      if (state === 'preamble') {
        const at = pending.indexOf(opening);
        if (at < 0) {
          if (pending.length > PREAMBLE_BYTES + opening.length) throw unreadable();
          return false;
        }
        // `--boundary` then CRLF opens the first part; `--boundary--` ends a body with none.
        if (pending.length < at + opening.length + 2) return false;
        const after = pending.subarray(at + opening.length, at + opening.length + 2).toString();
        if (after === '--') throw badField(`no "${MEDIA_FIELD}" file field`);
        if (after !== '\r\n') throw unreadable();
        pending = pending.subarray(at + opening.length + 2);
        state = 'head';
      } else if (state === 'head') {
        const end = pending.indexOf('\r\n\r\n');
        if (end < 0) {
          if (pending.length > PART_HEAD_BYTES) throw unreadable();
          return false;
        }
        const { name, filename } = dispositionOf(pending.subarray(0, end).toString('latin1'));
        if (name !== MEDIA_FIELD) {
          throw name === undefined ? unreadable() : badField(`no "${MEDIA_FIELD}" file field`);
        }
        if (filename === undefined) throw badField(`no "${MEDIA_FIELD}" file field`);
        pending = pending.subarray(end + 4);
        state = 'file';
      } else if (state === 'file') {
        const at = pending.indexOf(delimiter);
        if (at < 0) {
          // All but a tail that may be the start of the delimiter is the file's.
          const safe = Math.max(0, pending.length - (delimiter.length - 1));
          keep(pending.subarray(0, safe));
          pending = pending.subarray(safe);
          return false;
        }
        keep(pending.subarray(0, at));
        pending = pending.subarray(at + delimiter.length);
        state = 'after';
      } else {
        if (pending.length < 2) return false;
        // `--` closes the body; anything else is a second part, which is refused unread.
        if (pending.subarray(0, 2).toString() !== '--') throw badField(ONE_FIELD);
        return true;
      }
    }
  };

  try {
    for (;;) {
      const { done, value } = await reader.read().catch(() => {
        throw unreadable();
      });
      if (done) break;
      seen += value.byteLength;
      if (seen > limit) throw tooLarge(maxBytes);
      const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      if (step()) break;
    }
    // The body ended before its file part did (or had no part at all).
    if (state !== 'after') throw unreadable();
  } finally {
    // Whatever is left of the body (an epilogue, or all of it after a refusal) is not read.
    void reader.cancel().catch(() => undefined);
  }
  if (fileBytes === 0) throw badField('the file is empty');
  return new Uint8Array(Buffer.concat(file, fileBytes));
}
