/// <reference path="./s3rver.d.ts" />
// A real S3 protocol peer on loopback (s3rver) with one bucket, for the S3 storage backend.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3Peer {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

export async function startS3Peer(bucket = 'greenroom-media'): Promise<S3Peer> {
  const directory = mkdtempSync(join(tmpdir(), 'greenroom-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
