import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
}

/** Where uploaded bytes live: a local directory by default, S3-compatible storage when configured. */
export interface StorageAdapter {
  kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}
