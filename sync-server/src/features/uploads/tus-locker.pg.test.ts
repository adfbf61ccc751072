// A tus upload behind a balancer: two server processes (two startServer() instances, each with
// its own pool and its own in-process tus locker) on one PostgreSQL database and one shared
// upload folder. A PATCH sent to the second while the first is still receiving one at the same
// offset waits for the first (the advisory lock of tus-locker.ts) and is then refused with 409;
// without the shared lock both accepted it (issue 31).
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import {
  cookieFetch,
  registerMailDir,
  signUpMember,
} from '../../../../tests/sync/support/member-http';
import { openDatabase } from '../../db/client';
import { loadEnv } from '../../env';
import { silentLogger } from '../../logger';
import { type RunningServer, startServer } from '../../server';

let testDb: TestDatabase;
let one: RunningServer;
let two: RunningServer;
const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-tus-shared-'));

async function start(): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: testDb.url,
    dataDir,
    migrate: false,
    maxConnections: 4,
  });
  const server = await startServer({
    env: loadEnv(
      { PORT: 0, HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'none') },
      {},
    ),
    database,
    closeDatabase: true,
    logger: silentLogger,
  });
  registerMailDir(server.url, dataDir);
  return server;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  [one, two] = await Promise.all([start(), start()]);
});
afterAll(async () => {
  await Promise.allSettled([one?.close(), two?.close()]);
  await testDb?.close();
});

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  at: number;
}

/** A PATCH whose body goes in two pieces: in flight on the server until finish(). */
function slowPatch(url: string, cookie: string, offset: number, first: Buffer, rest: Buffer) {
  const req = httpRequest(url, {
    method: 'PATCH',
    agent: false,
    headers: {
      cookie,
      origin: new URL(url).origin,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': first.length + rest.length,
    },
  });
  const reply = new Promise<Reply>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      res.resume();
      res.once('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, at: Date.now() }),
      );
    });
  });
  req.write(first);
  return { reply, finish: () => req.end(rest) };
}

describe('tus across two processes', () => {
  it('one PATCH at an offset is accepted, the other waits for it and gets 409', async () => {
    const ada = await signUpMember(one.url);
    const image = await sharp({
      create: { width: 160, height: 120, channels: 3, background: 'teal' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const created = await cookieFetch(one.url, ada.jar)('/api/upload/tus', {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(image.length),
        'upload-metadata': `filename ${Buffer.from('still.png').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const half = Math.floor(image.length / 2);
    const quarter = Math.floor(half / 2);

    // The first process receives the first half slowly.
    const first = slowPatch(
      `${one.url}${location}`,
      ada.cookie(),
      0,
      image.subarray(0, quarter),
      image.subarray(quarter, half),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The same bytes at the same offset through the second process, all sent at once.
    const second = slowPatch(
      `${two.url}${location}`,
      ada.cookie(),
      0,
      image.subarray(0, half),
      Buffer.alloc(0),
    );
    second.finish();
    let secondAnswered = false;
    void second.reply.then(() => {
      secondAnswered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Without a lock shared by the processes it would have been accepted by now.
    expect(secondAnswered).toBe(false);
    const finishedAt = Date.now();
    first.finish();
    const [a, b] = await Promise.all([first.reply, second.reply]);
    expect(a.status).toBe(204);
    expect(a.headers['upload-offset']).toBe(String(half));
    expect(b.status).toBe(409);
    expect(b.at).toBeGreaterThanOrEqual(finishedAt);

    // Either process reads the shared offset and completes the upload; the file is intact.
    const head = await cookieFetch(two.url, ada.jar)(location, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0' },
    });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const last = await cookieFetch(two.url, ada.jar)(location, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(half),
        'content-type': 'application/offset+octet-stream',
      },
      body: image.subarray(half),
    });
    expect(last.status).toBe(200);
    const { url } = (await last.json()) as { url: string };
    const stored = await cookieFetch(one.url, ada.jar)(url, {});
    expect(Buffer.from(await stored.arrayBuffer()).equals(image)).toBe(true);
  });
});
