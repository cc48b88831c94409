import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { MEDIA_NAME } from '../../src/api/index.js';
import type { MediaStorage, StoredFile } from './storage.js';

/** Photos in a local directory (`.data/media` by default), pending marks in `pending/`. */
export class LocalMediaStorage implements MediaStorage {
  readonly description: string;
  readonly #dir: string;
  readonly #pending: string;
  #ready: Promise<unknown> | undefined;

  constructor(dir: string) {
    this.#dir = dir;
    this.#pending = join(dir, 'pending');
    this.description = `local ${dir}`;
  }

  async put(name: string, bytes: Uint8Array): Promise<void> {
    const path = this.#path(name);
    await this.#mkdirs();
    // Written aside, then renamed: a reader never sees half a file, a crash leaves no photo.
    const temporary = join(this.#dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(name: string): Promise<StoredFile | undefined> {
    const path = this.#path(name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
    return { body, size: info.size };
  }

  async exists(name: string): Promise<boolean> {
    return (await stat(this.#path(name)).catch(() => undefined))?.isFile() ?? false;
  }

  async delete(name: string): Promise<void> {
    await rm(this.#path(name), { force: true });
    await rm(join(this.#pending, this.#checked(name)), { force: true });
  }

  async markPending(name: string, at: number): Promise<void> {
    await this.#mkdirs();
    await writeFile(join(this.#pending, this.#checked(name)), String(at));
  }

  async pendingSince(name: string): Promise<number | undefined> {
    const text = await readFile(join(this.#pending, this.#checked(name)), 'utf8').catch(
      () => undefined,
    );
    return text === undefined ? undefined : Number(text);
  }

  async clearPending(name: string): Promise<void> {
    await rm(join(this.#pending, this.#checked(name)), { force: true });
  }

  async *listPending(): AsyncIterable<{ name: string; at: number }> {
    const names = await readdir(this.#pending).catch(() => [] as string[]);
    for (const name of names) {
      if (!MEDIA_NAME.test(name)) continue;
      const at = await this.pendingSince(name);
      if (at !== undefined) yield { name, at };
    }
  }

  #mkdirs(): Promise<unknown> {
    this.#ready ??= mkdir(this.#pending, { recursive: true });
    return this.#ready;
  }

  #path(name: string): string {
    return join(this.#dir, this.#checked(name));
  }

  /** Names come from URLs: only a content hash may ever reach the file system. */
  #checked(name: string): string {
    if (!MEDIA_NAME.test(name)) throw new Error(`not a media name: ${name}`);
    return name;
  }
}
