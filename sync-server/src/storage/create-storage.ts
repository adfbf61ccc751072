// The configured media storage: a bucket when S3_BUCKET is set, else a folder under DATA_DIR.
// The S3 backend (and with it the AWS SDK, ~0.6 s to load) is imported on its first use, so a
// server without a bucket never loads it and one with a bucket starts as fast.
import { join } from 'node:path';
import type { AppEnv } from '../env';
import { createLocalStorage } from './local-storage';
import type { MediaStorage } from './media-storage';

export function createMediaStorage(env: AppEnv): MediaStorage {
  if (env.S3_BUCKET) {
    const config = {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    };
    let made: Promise<MediaStorage> | undefined;
    const s3 = () => {
      made ??= import('./s3-storage').then((m) => m.createS3Storage(config));
      return made;
    };
    return {
      put: async (key, body, options) => (await s3()).put(key, body, options),
      head: async (key) => (await s3()).head(key),
      get: async (key, range) => (await s3()).get(key, range),
      delete: async (key) => (await s3()).delete(key),
    };
  }
  return createLocalStorage(join(env.DATA_DIR, 'uploads'));
}
