// The configured media storage: a bucket when S3_BUCKET is set, else a folder under DATA_DIR.
import { join } from 'node:path';
import type { AppEnv } from '../env';
import { createLocalStorage } from './local-storage';
import type { MediaStorage } from './media-storage';
import { createS3Storage } from './s3-storage';

export function createMediaStorage(env: AppEnv): MediaStorage {
  if (env.S3_BUCKET) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(join(env.DATA_DIR, 'uploads'));
}
