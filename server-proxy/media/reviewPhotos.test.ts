// E22 through the proxy against the real sandbox: the store's own uploads are accepted only from
// the shopper who uploaded them, recently; other hosts only from PROXY_IMAGE_HOSTS.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MediaUpload, Problem, type PublicReview } from '../../src/api/index.js';
import { formOf, phoneJpeg, plainPng } from '../test-helpers/images.js';
import { call, ManualClock, session } from '../test-helpers/proxy.js';
import { sandboxStack, type Stack } from '../test-helpers/sandbox.js';

const HOUR = 3_600_000;
const PRODUCT = 1;
let dir: string;
let stack: Stack;
let clock: ManualClock;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lk-review-photos-'));
  clock = new ManualClock(Date.now());
  stack = sandboxStack({
    clock,
    publicUrl: 'https://shop.test/apps/loyalty',
    allowedImageHosts: ['cdn.shop.example'],
    media: { dir },
  });
});
afterEach(() => {
  stack.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(token: string, bytes: Buffer): Promise<string> {
  const res = await stack.proxy.app.request('/media', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: formOf([['file', new Blob([bytes as BlobPart], { type: 'image/jpeg' }), 'p.jpg']]),
  });
  expect(res.status).toBe(201);
  return MediaUpload.parse(await res.json()).url;
}

let guests = 0;
function review(token: string, imageUrls: string[]): Promise<Response> {
  guests += 1;
  return call(stack.proxy, 'POST', '/v2/reviews/createReview', token, {
    productId: PRODUCT,
    rate: 5,
    body: 'Lovely, see the photos.',
    guestName: 'Gus',
    guestEmail: `gus${guests}@guest.test`,
    consent: 'consented',
    imageUrls,
  });
}

async function refusedFields(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(400);
  const problem = Problem.parse(await res.json());
  return Object.fromEntries((problem.errors ?? []).map((e) => [e.path, e.message]));
}

describe('E22 with the store’s own photos', () => {
  it('publishes a guest review with two uploaded photos, shown in the product’s reviews', async () => {
    const guest = await session(stack.proxy);
    // The second carries its description in the fragment (E22 has no alt text field).
    const urls = [
      await upload(guest.token, await phoneJpeg()),
      `${await upload(guest.token, await plainPng())}#alt=A%20blue%20square`,
    ];
    const res = await review(guest.token, urls);
    expect(res.status).toBe(200);
    const created = (await res.json()) as PublicReview;
    expect(created).toMatchObject({ isPublished: true, images: urls });

    const list = await call(
      stack.proxy,
      'GET',
      `/v2/reviews/getReviews?productId=${PRODUCT}&onlyWithPhotos=true&sortingOption=mostRecent`,
      guest.token,
    );
    const { items } = (await list.json()) as { items: PublicReview[] };
    expect(items.find((r) => r.id === created.id)?.images).toEqual(urls);
    // Referenced: no longer waiting to be swept.
    expect(readdirSync(join(dir, 'pending'))).toEqual([]);
  });

  it('refuses a photo someone else uploaded, naming the field', async () => {
    const ana = await session(stack.proxy);
    const ben = await session(stack.proxy);
    const mine = await upload(ben.token, await plainPng(90, 90));
    const theirs = await upload(ana.token, await plainPng(80, 80));
    const fields = await refusedFields(await review(ben.token, [mine, theirs]));
    expect(fields).toEqual({
      'body.imageUrls.1': 'this photo was not uploaded by you in the last 24 hours',
    });
  });

  it('accepts a guest’s photo a day later in the same browser session, not after 24 hours', async () => {
    const guest = await session(stack.proxy);
    const url = await upload(guest.token, await plainPng(70, 70));
    await clock.advance(23 * HOUR);
    const renewed = await session(stack.proxy, { sessionToken: guest.sessionToken });
    expect((await review(renewed.token, [url])).status).toBe(200);

    const late = await upload(renewed.token, await plainPng(60, 60));
    await clock.advance(24 * HOUR + 1);
    const again = await session(stack.proxy, { sessionToken: guest.sessionToken });
    expect(await refusedFields(await review(again.token, [late]))).toEqual({
      'body.imageUrls.0': 'this photo was not uploaded by you in the last 24 hours',
    });
  });

  it('refuses a photo of this store that is not stored, and a URL that is no photo name', async () => {
    const guest = await session(stack.proxy);
    const base = 'https://shop.test/apps/loyalty/media';
    const fields = await refusedFields(
      await review(guest.token, [`${base}/${'c'.repeat(64)}.webp`, `${base}/../secrets.txt`]),
    );
    expect(fields['body.imageUrls.0']).toBe('this photo is no longer stored; add it again');
    expect(Object.keys(fields)).toHaveLength(2);
  });

  it('takes other hosts only from PROXY_IMAGE_HOSTS', async () => {
    const guest = await session(stack.proxy);
    const fields = await refusedFields(await review(guest.token, ['https://evil.example/a.jpg']));
    expect(fields).toEqual({ 'body.imageUrls.0': 'images must be uploaded to the store first' });
    expect((await review(guest.token, ['https://cdn.shop.example/a.jpg'])).status).toBe(200);
  });
});
