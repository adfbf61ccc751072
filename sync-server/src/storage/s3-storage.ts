// Media in an S3-compatible bucket (several servers behind a load balancer). Puts stream through
// lib-storage's Upload: one request for small files, a multipart upload for large ones, aborted
// (no parts left) when the source fails; nothing is visible under the key until it completes.

import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { contentTypeOfKey, isMediaKey } from './media-key';
import type { ByteRange, MediaStorage, PutOptions, StoredObject } from './media-storage';
import { S3_CHECKSUMS_WHEN_REQUIRED } from './s3-checksums';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle?: boolean;
}

const PART_BYTES = 8 * 1024 * 1024;

function missing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

export function createS3Storage(config: S3StorageConfig): MediaStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle ?? false,
    ...S3_CHECKSUMS_WHEN_REQUIRED,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const Bucket = config.bucket;

  return {
    async put(key: string, body: Readable, options: PutOptions) {
      if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
      let size = 0;
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: options.contentType },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      // A failing source must fail the upload (lib-storage would otherwise wait for more data).
      const failed = new Promise<never>((_, reject) => body.once('error', reject));
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        await upload.abort().catch(() => undefined);
        throw error;
      }
      return { size };
    },

    async head(key: string) {
      if (!isMediaKey(key)) return null;
      try {
        const found = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: found.ContentLength ?? 0,
          contentType: found.ContentType ?? contentTypeOfKey(key),
        };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },

    async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
      if (!isMediaKey(key)) return null;
      try {
        const found = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
        const body = found.Body as Readable;
        const contentType = found.ContentType ?? contentTypeOfKey(key);
        const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(found.ContentRange ?? '');
        if (range && m) {
          return {
            body,
            size: Number(m[3]),
            contentType,
            range: { start: Number(m[1]), end: Number(m[2]) },
          };
        }
        return { body, size: found.ContentLength ?? 0, contentType };
      } catch (error) {
        if (missing(error)) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
          throw new RangeError(`range ${range?.start}-${range?.end ?? ''} of ${key}`);
        }
        throw error;
      }
    },

    async delete(key: string) {
      if (!isMediaKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
