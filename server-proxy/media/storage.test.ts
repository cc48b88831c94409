// Both storage drivers pass the same contract: the local directory, and the S3 driver against a
// real S3-compatible server (s3rver, from npm) started here on loopback.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from './local.js';
import { S3MediaStorage } from './s3.js';
import type { MediaStorage } from './storage.js';

const NAME_A = `${'a'.repeat(64)}.webp`;
const NAME_B = `${'b'.repeat(64)}.webp`;

async function text(storage: MediaStorage, name: string): Promise<string | undefined> {
  const file = await storage.get(name);
  return file && new Response(file.body).text();
}

async function pending(storage: MediaStorage): Promise<{ name: string; at: number }[]> {
  const list = [];
  for await (const entry of storage.listPending()) list.push(entry);
  return list.sort((x, y) => x.name.localeCompare(y.name));
}

function contract(label: string, make: () => MediaStorage | Promise<MediaStorage>) {
  describe(label, () => {
    let storage: MediaStorage;
    beforeAll(async () => {
      storage = await make();
    });

    it('writes, reads back with its size, and deletes a file', async () => {
      await storage.put(NAME_A, new TextEncoder().encode('photo bytes'), 'image/webp');
      expect(await storage.exists(NAME_A)).toBe(true);
      expect((await storage.get(NAME_A))?.size).toBe(11);
      expect(await text(storage, NAME_A)).toBe('photo bytes');
      await storage.delete(NAME_A);
      expect(await storage.exists(NAME_A)).toBe(false);
      expect(await storage.get(NAME_A)).toBeUndefined();
      await storage.delete(NAME_A);
    });

    it('keeps pending marks with their time until cleared or deleted', async () => {
      await storage.markPending(NAME_A, 1_000);
      await storage.put(NAME_A, new Uint8Array([1]), 'image/webp');
      await storage.markPending(NAME_B, 2_000);
      await storage.put(NAME_B, new Uint8Array([2]), 'image/webp');
      expect(await pending(storage)).toEqual([
        { name: NAME_A, at: 1_000 },
        { name: NAME_B, at: 2_000 },
      ]);
      await storage.clearPending(NAME_A);
      expect(await storage.pendingSince(NAME_A)).toBeUndefined();
      expect(await storage.exists(NAME_A)).toBe(true);
      await storage.delete(NAME_B);
      expect(await pending(storage)).toEqual([]);
      await storage.delete(NAME_A);
    });

    it('refuses any name that is not a content hash', async () => {
      await expect(
        storage.put('../escape.webp', new Uint8Array([1]), 'image/webp'),
      ).rejects.toThrow(/not a media name/);
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'lk-media-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
contract('the local directory driver', () => new LocalMediaStorage(join(dir, 'local')));

describe('the S3 driver against s3rver', () => {
  let server: S3rver | undefined;
  let endpoint = '';
  let started: string | undefined;
  beforeAll(async () => {
    try {
      server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: join(dir, 's3'),
        configureBuckets: [{ name: 'media', configs: [] }],
      });
      const { port } = await server.run();
      endpoint = `http://127.0.0.1:${port}`;
    } catch (error) {
      started = String(error);
    }
  });
  afterAll(() => server?.close());

  it('has a real S3-compatible server to talk to', () => {
    // Not skipped quietly: if s3rver cannot run here, this says why.
    expect(started, `s3rver could not start: ${started}`).toBeUndefined();
  });

  contract(
    'S3MediaStorage',
    () =>
      new S3MediaStorage({
        bucket: 'media',
        endpoint,
        region: 'us-east-1',
        prefix: 'reviews/',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
  );

  it('stores objects with their type and immutable caching for a CDN to pass on', async () => {
    const storage = new S3MediaStorage({
      bucket: 'media',
      endpoint,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await storage.put(NAME_A, new Uint8Array([1, 2, 3]), 'image/webp');
    const res = await fetch(`${endpoint}/media/${NAME_A}`);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await storage.delete(NAME_A);
    storage.close();
  });
});
