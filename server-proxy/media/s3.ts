import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { MEDIA_NAME } from '../../src/api/index.js';
import type { MediaStorage, StoredFile } from './storage.js';

/** Settings of the S3-compatible driver (AWS S3, R2, MinIO, ...). */
export interface S3MediaOptions {
  bucket: string;
  /** A non-AWS endpoint (`https://<account>.r2.cloudflarestorage.com`); path-style addressing. */
  endpoint?: string;
  region?: string;
  /** Keys prefix inside the bucket, e.g. `reviews/`. */
  prefix?: string;
  /** Credentials; by default the SDK's chain (environment, profile, instance role). */
  credentials?: S3ClientConfig['credentials'];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Photos in an S3-compatible bucket, for production and several proxy instances. Objects carry
 * their Content-Type and immutable caching, so a CDN in front of the bucket serves them as is;
 * pending marks are small objects under `pending/` holding the upload time.
 */
export class S3MediaStorage implements MediaStorage {
  readonly description: string;
  readonly #s3: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(options: S3MediaOptions) {
    this.#bucket = options.bucket;
    this.#prefix = options.prefix ?? '';
    this.#s3 = new S3Client({
      region: options.region ?? 'us-east-1',
      // Checksums only where S3 requires them: several S3-compatible stores refuse the others.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(options.endpoint && { endpoint: options.endpoint, forcePathStyle: true }),
      ...(options.credentials && { credentials: options.credentials }),
    });
    this.description = `s3 ${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
  }

  async put(name: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.#s3.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#key(name),
        Body: bytes,
        ContentType: contentType,
        CacheControl: IMMUTABLE,
        ContentDisposition: 'inline',
      }),
    );
  }

  async get(name: string): Promise<StoredFile | undefined> {
    try {
      const answer = await this.#s3.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: this.#key(name) }),
      );
      if (!answer.Body) return undefined;
      return {
        body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        size: answer.ContentLength ?? 0,
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async exists(name: string): Promise<boolean> {
    try {
      await this.#s3.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: this.#key(name) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await this.#s3.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#key(name) }));
    await this.clearPending(name);
  }

  async markPending(name: string, at: number): Promise<void> {
    await this.#s3.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#pendingKey(name),
        Body: String(at),
        ContentType: 'text/plain',
      }),
    );
  }

  async pendingSince(name: string): Promise<number | undefined> {
    try {
      const answer = await this.#s3.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: this.#pendingKey(name) }),
      );
      const text = await answer.Body?.transformToString();
      return text === undefined ? undefined : Number(text);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async clearPending(name: string): Promise<void> {
    await this.#s3.send(
      new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#pendingKey(name) }),
    );
  }

  async *listPending(): AsyncIterable<{ name: string; at: number }> {
    let token: string | undefined;
    const prefix = `${this.#prefix}pending/`;
    do {
      const page = await this.#s3.send(
        new ListObjectsV2Command({
          Bucket: this.#bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(prefix.length) ?? '';
        if (!MEDIA_NAME.test(name)) continue;
        const at = await this.pendingSince(name);
        if (at !== undefined) yield { name, at };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Stops the SDK's connection pool. */
  close(): void {
    this.#s3.destroy();
  }

  #key(name: string): string {
    if (!MEDIA_NAME.test(name)) throw new Error(`not a media name: ${name}`);
    return `${this.#prefix}${name}`;
  }

  #pendingKey(name: string): string {
    if (!MEDIA_NAME.test(name)) throw new Error(`not a media name: ${name}`);
    return `${this.#prefix}pending/${name}`;
  }
}
