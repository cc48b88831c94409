// POST /media and GET /media/<name> through the proxy, with real image bytes made by sharp.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MediaUpload, Problem } from '../../src/api/index.js';
import type { Proxy, ProxyOptions } from '../app.js';
import {
  formOf,
  hasGpsPointer,
  heifAvif,
  HTML,
  largeJpeg,
  phoneJpeg,
  plainPng,
  SVG,
} from '../test-helpers/images.js';
import { session, testProxy } from '../test-helpers/proxy.js';

let dir: string;
let proxy: Proxy;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lk-media-'));
});
afterEach(() => {
  proxy?.close();
  rmSync(dir, { recursive: true, force: true });
});

const noUpstream = () => Promise.resolve(new Response('no upstream here', { status: 500 }));

function start(media: ProxyOptions['media'] = {}): Proxy {
  proxy = testProxy(noUpstream, {
    publicUrl: 'https://shop.test/apps/loyalty',
    media: { dir, ...media },
  });
  return proxy;
}

async function guestToken(): Promise<string> {
  return (await session(proxy)).token;
}

function upload(token: string | undefined, body: BodyInit, headers: Record<string, string> = {}) {
  return Promise.resolve(
    proxy.app.request('/media', {
      method: 'POST',
      body,
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
    }),
  );
}

const photo = (bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') =>
  formOf([['file', new Blob([bytes as BlobPart], { type }), name]]);

async function problemOf(res: Response) {
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  return Problem.parse(await res.json());
}

/** Files left in the media directory (pending marks included). */
function filesLeft(): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe('POST /media', () => {
  it('stores a phone JPEG upright, at most 2048 px, as WebP with no EXIF and no GPS', async () => {
    start();
    const input = await phoneJpeg(640, 480);
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsPointer(before.exif)).toBe(true);

    const res = await upload(await guestToken(), photo(input));
    expect(res.status).toBe(201);
    const answer = MediaUpload.parse(await res.json());
    // Orientation 6: the stored photo is turned, so a 640 x 480 capture stands 480 x 640.
    expect(answer).toMatchObject({ width: 480, height: 640 });
    expect(answer.url).toMatch(/^https:\/\/shop\.test\/apps\/loyalty\/media\/[a-f0-9]{64}\.webp$/);

    const name = answer.url.split('/').pop()!;
    const served = await proxy.app.request(`/media/${name}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 480, height: 640 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('serves a stored photo with its type, nosniff, a sandboxing CSP and immutable caching', async () => {
    start();
    const res = await upload(await guestToken(), photo(await plainPng(), 'p.png', 'image/png'));
    const { url } = MediaUpload.parse(await res.json());
    const served = await proxy.app.request(new URL(url).pathname.replace('/apps/loyalty', ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers.get('content-length'))).toBe(
      (await served.arrayBuffer()).byteLength,
    );
  });

  it('keeps the transparency of a PNG and names the photo by its content', async () => {
    start();
    const token = await guestToken();
    const png = await plainPng(300, 200);
    const first = MediaUpload.parse(await (await upload(token, photo(png, 'a.png'))).json());
    const again = MediaUpload.parse(await (await upload(token, photo(png, 'b.png'))).json());
    expect(first).toMatchObject({ width: 300, height: 200 });
    expect(again.url).toBe(first.url);
    const stored = await sharp(
      Buffer.from(
        await (await proxy.app.request(new URL(first.url).pathname.slice(13))).arrayBuffer(),
      ),
    ).metadata();
    expect(stored.hasAlpha).toBe(true);
  });

  it(
    'resizes a 2600 x 1950 photo to 2048 px on its longest side',
    { timeout: 20_000 },
    async () => {
      start();
      const res = await upload(await guestToken(), photo(await largeJpeg()));
      expect(MediaUpload.parse(await res.json())).toMatchObject({ width: 2048, height: 1536 });
    },
  );

  it('accepts a HEIF photo coded in AV1 (AVIF); HEVC-coded HEIC is not decodable by prebuilt sharp', async () => {
    start();
    const res = await upload(
      await guestToken(),
      photo(await heifAvif(), 'IMG_0001.HEIC', 'image/heic'),
    );
    expect(res.status).toBe(201);
    expect(MediaUpload.parse(await res.json())).toMatchObject({ width: 320, height: 240 });
  });

  it.each([
    ['an SVG', SVG, 'drawing.svg', 'image/svg+xml'],
    ['an SVG renamed .jpg', SVG, 'photo.jpg', 'image/jpeg'],
    ['an HTML page renamed .jpg', HTML, 'photo.jpg', 'image/jpeg'],
  ])('refuses %s with 415 and stores nothing', async (_label, bytes, name, type) => {
    start();
    const res = await upload(await guestToken(), photo(bytes, name, type));
    expect(res.status).toBe(415);
    expect((await problemOf(res)).code).toBe('unsupported_media_type');
    expect(filesLeft()).toEqual([]);
  });

  it('refuses a truncated JPEG with 422 and stores nothing', async () => {
    start();
    const jpeg = await phoneJpeg();
    const res = await upload(
      await guestToken(),
      photo(jpeg.subarray(0, Math.floor(jpeg.length * 0.6))),
    );
    expect(res.status).toBe(422);
    expect((await problemOf(res)).detail).toMatch(/truncated or corrupt/);
    expect(filesLeft()).toEqual([]);
  });

  it('refuses bytes that start like a PNG and are not one', async () => {
    start();
    const png = await plainPng();
    const broken = Buffer.concat([png.subarray(0, 16), Buffer.alloc(4000, 0x41)]);
    const res = await upload(await guestToken(), photo(broken, 'x.png', 'image/png'));
    expect(res.status).toBe(422);
  });

  it('refuses an 11 MB file with 413 while it streams, and leaves no file behind', async () => {
    start();
    const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(await guestToken(), photo(big));
    expect(res.status).toBe(413);
    expect((await problemOf(res)).code).toBe('payload_too_large');
    expect(filesLeft()).toEqual([]);
  });

  it('refuses a declared Content-Length over the cap before reading the body', async () => {
    start();
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await proxy.app.request('/media', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        authorization: `Bearer ${await guestToken()}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(11 * 1024 * 1024),
      },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('refuses a second file field, a missing file and a JSON body with a clear 4xx', async () => {
    start();
    const token = await guestToken();
    const jpeg = new Blob([(await phoneJpeg()) as BlobPart], { type: 'image/jpeg' });
    const two = await upload(
      token,
      formOf([
        ['file', jpeg],
        ['file', jpeg],
      ]),
    );
    expect(two.status).toBe(400);
    expect((await problemOf(two)).errors?.[0]?.path).toBe('body.file');
    const other = await upload(
      token,
      formOf([
        ['file', jpeg],
        ['extra', jpeg],
      ]),
    );
    expect(other.status).toBe(400);
    const none = await upload(token, formOf([['caption', 'hello']]));
    expect(none.status).toBe(400);
    expect((await problemOf(none)).detail).toMatch(/"file"/);
    const json = await upload(token, '{}', { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    expect(filesLeft()).toEqual([]);
  });

  it('needs a storefront session', async () => {
    start();
    const res = await upload(undefined, photo(await plainPng()));
    expect(res.status).toBe(401);
    expect((await problemOf(res)).code).toBe('unauthorized');
  });

  it('limits uploads per shopper and per address each hour', async () => {
    start({ perShopperPerHour: 2, perIpPerHour: 3 });
    const png = photo(await plainPng());
    const ana = await guestToken();
    expect((await upload(ana, png)).status).toBe(201);
    expect((await upload(ana, png)).status).toBe(201);
    const third = await upload(ana, png);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another shopper from the same address: the address has one upload left.
    const ben = await guestToken();
    expect((await upload(ben, png)).status).toBe(201);
    expect((await upload(ben, png)).status).toBe(429);
  });

  it('answers 503 with Retry-After when every processing slot is taken', async () => {
    start({ maxConcurrent: 2 });
    const token = await guestToken();
    proxy.deps.media.inFlight = 2;
    const busy = await upload(token, photo(await plainPng()));
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('2');
    expect((await problemOf(busy)).code).toBe('busy');
    proxy.deps.media.inFlight = 1;
    expect((await upload(token, photo(await plainPng()))).status).toBe(201);
  });

  it('answers 404 for an unknown or malformed name', async () => {
    start();
    expect((await proxy.app.request(`/media/${'a'.repeat(64)}.webp`)).status).toBe(404);
    expect((await proxy.app.request('/media/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
