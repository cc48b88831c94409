// The upload parser reads the one file part as the body streams, and stops at the first thing
// that is not it: a hostile body of a hundred thousand tiny parts costs one part's parsing.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/index.js';
import { readUpload } from './multipart.js';

const BOUNDARY = '----lkBoundary7MA4YWxk';
const MAX = 1024 * 1024;

/**
 * A request whose body arrives in chunks of `chunk` bytes, counting what was pulled (the stream
 * itself reads one chunk ahead of its reader).
 */
function streamed(body: Buffer, chunk = 7, boundary = BOUNDARY) {
  let offset = 0;
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      const piece = body.subarray(offset, offset + chunk);
      offset += piece.length;
      pulled.bytes += piece.length;
      controller.enqueue(new Uint8Array(piece));
    },
  });
  const request = new Request('http://proxy.test/media', {
    method: 'POST',
    body: stream,
    duplex: 'half',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  } as RequestInit);
  return { request, pulled };
}

function part(name: string, content: string | Buffer, filename?: string): Buffer {
  const disposition = `form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`;
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n`),
    Buffer.from(filename ? 'Content-Type: image/jpeg\r\n\r\n' : '\r\n'),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
}
const end = Buffer.from(`--${BOUNDARY}--\r\n`);

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('readUpload', () => {
  it('gives the file bytes exactly, even when a chunk ends inside the boundary', async () => {
    // The file holds CR LF and dashes, as binary files do.
    const bytes = Buffer.from(`\xff\xd8\r\n--${BOUNDARY.slice(0, 5)}\r\n-\x00end`, 'latin1');
    for (const chunk of [1, 3, 7, 64, 4096]) {
      const { request } = streamed(Buffer.concat([part('file', bytes, 'p.jpg'), end]), chunk);
      expect(Buffer.from(await readUpload(request, MAX))).toEqual(bytes);
    }
  });

  it('reads a quoted boundary', async () => {
    const { request } = streamed(
      Buffer.concat([part('file', 'abc', 'p.jpg'), end]),
      64,
      `"${BOUNDARY}"`,
    );
    expect(Buffer.from(await readUpload(request, MAX)).toString()).toBe('abc');
  });

  it('refuses a body of a hundred thousand tiny parts at the second part, without reading on', async () => {
    const parts = Array.from({ length: 100_000 }, () => part('file', 'x', 'x.jpg'));
    const body = Buffer.concat([...parts, end]);
    const { request, pulled } = streamed(body, 64 * 1024);
    const error = await refusal(readUpload(request, 10 * MAX));
    expect(error).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(pulled.bytes).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it('refuses a field other than the file before its content is read', async () => {
    const big = 'y'.repeat(200_000);
    const { request, pulled } = streamed(Buffer.concat([part('caption', big), end]), 1024);
    expect(await refusal(readUpload(request, MAX))).toMatchObject({ status: 400 });
    expect(pulled.bytes).toBeLessThanOrEqual(2 * 1024);
  });

  it('refuses part headers that never end, and a file past the cap, as soon as they pass their limits', async () => {
    const endless = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nX: `),
      Buffer.alloc(100_000, 0x61),
    ]);
    const headers = streamed(endless, 1024);
    expect(await refusal(readUpload(headers.request, MAX))).toMatchObject({ status: 400 });
    expect(headers.pulled.bytes).toBeLessThan(8 * 1024);

    const large = Buffer.concat([part('file', Buffer.alloc(3 * MAX, 1), 'big.jpg'), end]);
    const file = streamed(large, 64 * 1024);
    expect(await refusal(readUpload(file.request, MAX))).toMatchObject({ status: 413 });
    expect(file.pulled.bytes).toBeLessThanOrEqual(MAX + 16 * 1024 + 2 * 64 * 1024);
  });

  it('refuses a field without a file name, an empty file and a truncated body', async () => {
    const plain = streamed(Buffer.concat([part('file', 'abc'), end]));
    expect(await refusal(readUpload(plain.request, MAX))).toMatchObject({ status: 400 });
    const empty = streamed(Buffer.concat([part('file', '', 'e.jpg'), end]));
    expect((await refusal(readUpload(empty.request, MAX))).detail).toMatch(/empty/);
    const cut = streamed(part('file', 'abc', 'p.jpg').subarray(0, 80));
    expect(await refusal(readUpload(cut.request, MAX))).toMatchObject({ status: 400 });
  });
});
