import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageAdapter } from './storage';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /**
   * How long the store may take to accept a connection, and stay silent during a request, before
   * the request fails: the SDK's default waits for ever, holding the upload's request with it.
   */
  timeoutMs: number;
}

/** Any S3-compatible store (AWS S3, MinIO, R2, ...). Objects stay private; the API streams them. */
export function createS3Storage(options: S3Options): StorageAdapter {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestHandler: { connectionTimeout: options.timeoutMs, socketTimeout: options.timeoutMs },
    // A store that hangs is not asked three times over (the SDK's default) within one request.
    maxAttempts: 2,
  });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return { body: out.Body as Readable, size: out.ContentLength ?? 0 };
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}
