/** A stored photo as it is read back. */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
}

/**
 * Where processed photos live: a local directory (the default) or an S3-compatible bucket.
 * Names are content-addressed, so writing a name twice writes the same bytes.
 *
 * A photo stays "pending" from its upload until a review refers to it; pending marks carry
 * their upload time so the sweeper can remove photos of forms that were abandoned.
 */
export interface MediaStorage {
  /** Human-readable kind, for logs (`local .data/media`, `s3 bucket`). */
  readonly description: string;
  /** Writes a file whole (never a partial file under its final name). */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(name: string): Promise<StoredFile | undefined>;
  exists(name: string): Promise<boolean>;
  /** Removes a file and its pending mark; removing what is not there is no error. */
  delete(name: string): Promise<void>;
  /** Marks a file as uploaded at `at` (ms) and not yet referenced. */
  markPending(name: string, at: number): Promise<void>;
  /** When the file was marked pending, or undefined when it is not pending. */
  pendingSince(name: string): Promise<number | undefined>;
  /** Drops the pending mark: a review refers to the file, it stays. */
  clearPending(name: string): Promise<void>;
  /** Every pending mark with its time. */
  listPending(): AsyncIterable<{ name: string; at: number }>;
}
