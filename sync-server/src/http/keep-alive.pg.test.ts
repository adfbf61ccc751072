// Replies sent before the body is read (413, 415, 403, 400) leave the connection usable: a
// keep-alive client's next request on it gets its answer (the server drains the body or says
// `Connection: close` and closes cleanly). Real sockets against a real listening server.
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import { loadEnv } from '../env';
import { silentLogger } from '../logger';
import { type RunningServer, startServer } from '../server';
import { JSON_BODY_MAX_BYTES } from './json-body';

let testDb: TestDatabase;
let running: RunningServer;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const env = loadEnv(
    {
      PORT: 0,
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/greenroom-none',
      STATIC_DIR: '/tmp/greenroom-none',
    },
    {},
  );
  running = await startServer({
    env,
    database: testDb.database,
    logger: silentLogger,
    closeDatabase: false,
  });
});
afterAll(async () => {
  await running?.close();
  await testDb?.close();
});

interface Sent {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request through `agent`; a chunked body when `chunked` (no Content-Length). */
function send(
  agent: Agent,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | Buffer,
  chunked = false,
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${running.url}${path}`,
      {
        method,
        agent,
        headers: chunked
          ? headers
          : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          text += d;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }),
        );
        res.on('error', reject);
      },
    );
    // The server may answer and close before it has read everything we send.
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
    });
    if (chunked) {
      const buffer = Buffer.from(body);
      for (let i = 0; i < buffer.length; i += 64 * 1024)
        req.write(buffer.subarray(i, i + 64 * 1024));
      req.end();
    } else {
      req.end(body);
    }
  });
}

const json = { 'content-type': 'application/json' };
// Larger than what node-server drains in its 500 ms before it drops the socket.
const huge = `{"content":"${'x'.repeat(3 * JSON_BODY_MAX_BYTES)}"}`;

const refusals: [string, string, Record<string, string>, string, boolean, number][] = [
  ['413 with a Content-Length over the limit', '/api/posts', json, huge, false, 413],
  ['413 while a chunked body streams in', '/api/posts', json, huge, true, 413],
  [
    '415 for another Content-Type',
    '/api/posts',
    { 'content-type': 'text/plain' },
    huge,
    false,
    415,
  ],
  [
    '403 from another Origin',
    '/api/posts',
    { ...json, origin: 'https://evil.example' },
    huge,
    false,
    403,
  ],
  [
    '400 for JSON that does not parse',
    '/api/posts',
    json,
    `{"content":${'x'.repeat(200_000)}`,
    false,
    400,
  ],
];

describe('a keep-alive connection after an early reply', () => {
  it.each(refusals)(
    '%s: the next request on the connection is answered',
    async (_, path, headers, body, chunked, status) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const first = await send(agent, 'POST', path, headers, body, chunked);
        expect(first.status).toBe(status);
        const second = await send(agent, 'GET', '/api/health', {}, '');
        expect(second).toMatchObject({ status: 200, body: '{"ok":true}' });
      } finally {
        agent.destroy();
      }
    },
  );
});

describe('issue 29 finding 7: an early refusal of a small body can be read', () => {
  it('finding 7: an anonymous POST /api/upload with a 100-byte body: fetch reads the 401', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x'.repeat(20)], { type: 'image/png' }), 'a.png');
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${running.url}/api/upload`, {
        method: 'POST',
        body: 'x'.repeat(100),
        headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('connection')).not.toBe('close');
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    const multipart = await fetch(`${running.url}/api/upload`, { method: 'POST', body: form });
    expect(multipart.status).toBe(401);
  });

  it('a keep-alive connection stays open after a small refused body', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(agent, 'POST', '/api/posts', json, '{"content":"hi"}');
      expect(first.status).toBe(401);
      expect(first.connection).not.toBe('close');
      const second = await send(agent, 'GET', '/api/health', {}, '');
      expect(second).toMatchObject({ status: 200, body: '{"ok":true}' });
    } finally {
      agent.destroy();
    }
  });
});
