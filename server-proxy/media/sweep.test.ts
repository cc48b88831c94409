// Orphans: photos of abandoned forms are swept a day after upload; failed uploads leave nothing.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaUpload } from '../../src/api/index.js';
import type { Proxy } from '../app.js';
import { formOf, plainPng } from '../test-helpers/images.js';
import { ManualClock, session, testProxy } from '../test-helpers/proxy.js';
import { keepReviewImages } from './accept.js';
import { LocalMediaStorage } from './local.js';
import type { MediaStorage } from './storage.js';
import { startSweeping, sweepMedia } from './sweep.js';

const HOUR = 3_600_000;
let dir: string;
let proxy: Proxy;
let clock: ManualClock;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lk-sweep-'));
  clock = new ManualClock();
});
afterEach(() => {
  proxy?.close();
  rmSync(dir, { recursive: true, force: true });
});

function start(storage?: MediaStorage): Proxy {
  proxy = testProxy(() => Promise.resolve(new Response('', { status: 500 })), {
    clock,
    publicUrl: 'https://shop.test',
    media: storage ? { storage } : { dir },
  });
  return proxy;
}

async function uploadPng(token: string, width: number): Promise<Response> {
  const png = await plainPng(width, 40);
  return proxy.app.request('/media', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: formOf([['file', new Blob([png as BlobPart], { type: 'image/png' }), 'p.png']]),
  });
}

async function uploaded(token: string, width: number): Promise<string> {
  const res = await uploadPng(token, width);
  expect(res.status).toBe(201);
  return MediaUpload.parse(await res.json()).url;
}

const served = async (url: string) => (await proxy.app.request(new URL(url).pathname)).status;

describe('sweeping abandoned uploads', () => {
  it('removes a photo no review refers to 25 hours after upload, and keeps referenced ones', async () => {
    start();
    const { token } = await session(proxy);
    const abandoned = await uploaded(token, 50);
    const kept = await uploaded(token, 60);
    await keepReviewImages(proxy.deps, [kept]);

    expect(await sweepMedia(proxy.deps.media, clock.now() + 24 * HOUR)).toEqual([]);
    const removed = await sweepMedia(proxy.deps.media, clock.now() + 25 * HOUR);
    expect(removed).toEqual([abandoned.split('/').pop()]);
    expect(await served(abandoned)).toBe(404);
    expect(await served(kept)).toBe(200);
    expect(readdirSync(join(dir, 'pending'))).toEqual([]);
  });

  it('sweeps on the clock once the proxy runs', async () => {
    start();
    const { token } = await session(proxy);
    const abandoned = await uploaded(token, 50);
    const stop = startSweeping(proxy.deps.media, clock, (e) => {
      throw e;
    });
    // Hour by hour: the sweeper sets its next timer once a sweep has finished.
    const hours = async (n: number) => {
      for (let i = 0; i < n; i += 1) {
        await vi.waitFor(() => expect(clock.pending).toBe(1), { timeout: 10_000 });
        await clock.advance(HOUR);
      }
    };
    await hours(24);
    expect(await served(abandoned)).toBe(200);
    await hours(2);
    await vi.waitFor(async () => expect(await served(abandoned)).toBe(404), { timeout: 10_000 });
    stop();
    expect(clock.pending).toBe(0);
  });

  it('does not put a photo already in a review back up for sweeping when it is uploaded again', async () => {
    start();
    const ana = await session(proxy);
    const url = await uploaded(ana.token, 70);
    await keepReviewImages(proxy.deps, [url]);
    const ben = await session(proxy);
    expect(await uploaded(ben.token, 70)).toBe(url);
    expect(await sweepMedia(proxy.deps.media, clock.now() + 48 * HOUR)).toEqual([]);
    expect(await served(url)).toBe(200);
  });
});

describe('a failed upload', () => {
  it('leaves neither a file nor a pending mark when storing fails', async () => {
    class FailingStorage extends LocalMediaStorage {
      override async put(): Promise<void> {
        throw new Error('disk full');
      }
    }
    start(new FailingStorage(dir));
    const { token } = await session(proxy);
    const res = await uploadPng(token, 50);
    expect(res.status).toBe(500);
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) =>
      e.isFile(),
    );
    expect(files).toEqual([]);
  });
});
