// One contract, both backends: a folder, and an S3 bucket on a loopback S3 peer.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Peer, startS3Peer } from '../../../tests/support/s3-peer';
import { loadEnv } from '../env';
import { tusStore } from '../features/uploads/tus.routes';
import { createLocalStorage } from './local-storage';
import { newMediaKey } from './media-key';
import type { MediaStorage } from './media-storage';
import { createS3Storage } from './s3-storage';

let peer: S3Peer;
const localRoot = mkdtempSync(join(tmpdir(), 'greenroom-media-'));

beforeAll(async () => {
  peer = await startS3Peer();
});
afterAll(async () => {
  await peer?.close();
});

const backends: [string, () => MediaStorage][] = [
  ['local folder', () => createLocalStorage(localRoot)],
  [
    's3',
    () =>
      createS3Storage({
        bucket: peer.bucket,
        region: 'us-east-1',
        endpoint: peer.endpoint,
        accessKeyId: peer.accessKeyId,
        secretAccessKey: peer.secretAccessKey,
        forcePathStyle: true,
      }),
  ],
];

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `total` bytes of a repeating pattern, produced in 1 MB chunks (never held whole). */
function generated(total: number, failAt?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAt !== undefined && sent >= failAt) {
        this.destroy(new Error('connection lost'));
        return;
      }
      if (sent >= total) {
        this.push(null);
        return;
      }
      const size = Math.min(1024 * 1024, total - sent);
      const chunk = Buffer.alloc(size, sent % 251);
      sent += size;
      this.push(chunk);
    },
  });
}

describe.each(backends)('MediaStorage: %s', (_, make) => {
  it('puts, heads, gets whole and by range, and deletes', async () => {
    const storage = make();
    const key = newMediaKey('pdf');
    const content = Buffer.from('%PDF-1.4 hello media');
    expect(
      await storage.put(key, Readable.from([content]), { contentType: 'application/pdf' }),
    ).toEqual({
      size: content.length,
    });
    expect(await storage.head(key)).toEqual({
      size: content.length,
      contentType: 'application/pdf',
    });
    const whole = await storage.get(key);
    expect(await readAll(whole!.body)).toEqual(content);
    const part = await storage.get(key, { start: 1, end: 4 });
    expect(part?.range).toEqual({ start: 1, end: 4 });
    expect(part?.size).toBe(content.length);
    expect((await readAll(part!.body)).toString()).toBe('PDF-');
    const tail = await storage.get(key, { start: 15 });
    expect((await readAll(tail!.body)).toString()).toBe('media');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.head(key)).toBeNull();
    await storage.delete(key);
  });

  it('a file deleted once its reply has begun is still read whole', async () => {
    const storage = make();
    const key = newMediaKey('png');
    const content = Buffer.alloc(200_000, 7);
    await storage.put(key, Readable.from([content]), { contentType: 'image/png' });
    const whole = await storage.get(key);
    const part = await storage.get(key, { start: 10, end: 19 });
    // The media janitor, between the reply's headers and its body.
    await storage.delete(key);
    expect((await readAll(whole!.body)).length).toBe(content.length);
    expect(await readAll(part!.body)).toEqual(content.subarray(10, 20));
    expect(await storage.get(key)).toBeNull();
  });

  it('answers null for a missing or malformed key', async () => {
    const storage = make();
    expect(await storage.get(newMediaKey('png'))).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
  });

  it('streams a large file (multipart on S3) and leaves nothing when the source fails', async () => {
    const storage = make();
    const key = newMediaKey('mp4');
    const size = 24 * 1024 * 1024 + 123;
    await storage.put(key, generated(size), { contentType: 'video/mp4' });
    expect((await storage.head(key))?.size).toBe(size);
    const end = await storage.get(key, { start: size - 10 });
    expect((await readAll(end!.body)).length).toBe(10);
    await storage.delete(key);

    const broken = newMediaKey('mp4');
    await expect(
      storage.put(broken, generated(size, 12 * 1024 * 1024), { contentType: 'video/mp4' }),
    ).rejects.toThrow('connection lost');
    expect(await storage.head(broken)).toBeNull();
  });
});

it('the local folder never shows a partial file under its name', () => {
  expect(readdirSync(localRoot).filter((n) => n.startsWith('.partial-'))).toEqual([]);
});

// Issue 31: the SDK's default framed a streamed part as aws-chunked with a trailing checksum,
// which an S3-compatible service that does not know the framing keeps as data. The tus store's
// client (the one that streams parts) sends checksums only where required: the bytes stay exact.
it("the tus store's S3 client stores a streamed body byte for byte", async () => {
  const store = await tusStore({
    env: loadEnv(
      {
        S3_BUCKET: peer.bucket,
        S3_ENDPOINT: peer.endpoint,
        S3_FORCE_PATH_STYLE: true,
        S3_ACCESS_KEY_ID: peer.accessKeyId,
        S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
      },
      {},
    ),
  });
  const client = (store as unknown as { client: S3Client }).client;
  expect(await client.config.requestChecksumCalculation()).toBe('WHEN_REQUIRED');
  expect(await client.config.responseChecksumValidation()).toBe('WHEN_REQUIRED');
  const bytes = Buffer.alloc(100_000, 7);
  const key = newMediaKey('png');
  await client.send(
    new PutObjectCommand({
      Bucket: peer.bucket,
      Key: key,
      Body: Readable.from([bytes.subarray(0, 60_000), bytes.subarray(60_000)]),
      ContentLength: bytes.length,
    }),
  );
  const found = await client.send(new GetObjectCommand({ Bucket: peer.bucket, Key: key }));
  expect((await readAll(found.Body as Readable)).equals(bytes)).toBe(true);
});
