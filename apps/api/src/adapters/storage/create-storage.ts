import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { StorageAdapter } from './storage';

/** S3-compatible storage when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createStorage(config: Config): StorageAdapter {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      timeoutMs: config.S3_TIMEOUT_MS,
    });
  }
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
