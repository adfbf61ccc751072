// The compiled server (`pnpm build`'s sync-server/dist/main.js) as an operator runs it: a SIGTERM
// while requests are in flight drains, loses nothing and exits 0 (docs/decisions/027-production.md).
import { Agent, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { WS_CLOSE_SERVICE_RESTART } from '@greenroom/shared-model/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createEmptyDatabase } from '../e2e/fixtures/database';
import { TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { CookieJar } from '../support/cookie-jar';
import { portAnswers, ServerProcess } from '../support/server-process';
import { cookieFetch, signUpMember } from '../sync/support/member-http';
import { freePort } from '../sync/support/servers';

let database: Awaited<ReturnType<typeof createEmptyDatabase>>;

beforeAll(async () => {
  database = await createEmptyDatabase('greenroom_prod');
});
afterAll(async () => {
  await database?.drop();
});

interface Reply {
  status: number;
  body: string;
}

/** A sign-up whose body is sent in two halves: in flight on the server until finish(). */
function slowSignUp(baseUrl: string, email: string) {
  const body = JSON.stringify({
    email,
    password: TEST_PASSWORD,
    firstName: 'Grace',
    lastName: 'Hopper',
    program: 'Film and Television',
    graduationYear: 2027,
  });
  const req = httpRequest(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      origin: baseUrl,
    },
  });
  const reply = new Promise<Reply>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.once('error', reject);
    });
  });
  req.write(body.slice(0, 20));
  return { reply, finish: () => req.end(body.slice(20)) };
}

/** GET through `agent`; whether the request went on a connection kept from an earlier one. */
function reusedSocket(agent: Agent, url: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent }, (res) => {
      res.resume();
      res.once('end', () => resolve(req.reusedSocket));
    });
    req.once('error', reject);
    req.end();
  });
}

async function readiness(baseUrl: string): Promise<{ status: number; reason?: string }> {
  const res = await fetch(`${baseUrl}/api/health/ready`);
  const body = (await res.json()) as { reason?: string };
  return { status: res.status, ...(body.reason ? { reason: body.reason } : {}) };
}

describe('the compiled server stops gracefully', () => {
  it('on SIGTERM: ready turns 503, in-flight requests finish, sockets get 1012, exit 0', async () => {
    const port = await freePort();
    const server = new ServerProcess({
      port,
      databaseUrl: database.url,
      // Long enough to watch the drain from here; the tests do not wait it out needlessly.
      env: { SHUTDOWN_DRAIN_MS: '1500', SHUTDOWN_TIMEOUT_MS: '20000' },
    });
    await server.start();
    const base = server.url;
    try {
      expect(await readiness(base)).toEqual({ status: 200 });
      expect((await fetch(`${base}/api/health/live`)).status).toBe(200);

      // A member's live socket.
      const member = await signUpMember(base);
      const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`, {
        headers: { cookie: member.cookie(), origin: base },
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      const closed = new Promise<number>((resolve) =>
        socket.once('close', (code) => resolve(code)),
      );

      // Writes in flight: their bodies are half sent when the signal arrives.
      const emails = Array.from({ length: 6 }, () => uniqueEmail('inflight'));
      const writes = emails.map((email) => slowSignUp(base, email));
      // A request on a later connection has been answered: the earlier ones were accepted.
      expect((await readiness(base)).status).toBe(200);

      // Readers, as behind a balancer: they stop sending once readiness says 503.
      let balancerSaysDraining = false;
      const failures: string[] = [];
      let reads = 0;
      const readers = Array.from({ length: 8 }, async () => {
        while (!balancerSaysDraining) {
          try {
            const res = await fetch(`${base}/api/health`);
            if (res.status !== 200) failures.push(`status ${res.status}`);
            await res.arrayBuffer();
            reads++;
          } catch (error) {
            failures.push(String(error));
          }
        }
      });

      server.signal('SIGTERM');
      // Readiness turns 503 while the process still serves.
      for (;;) {
        const ready = await readiness(base);
        if (ready.status === 503) {
          expect(ready.reason).toBe('draining');
          break;
        }
      }
      balancerSaysDraining = true;
      await Promise.all(readers);
      expect(await portAnswers(port)).toBe(true);
      // The drain delay ends: the listener closes; the in-flight requests are still open.
      while (await portAnswers(port)) await new Promise((r) => setTimeout(r, 25));
      expect(await closed).toBe(WS_CLOSE_SERVICE_RESTART);
      for (const write of writes) write.finish();
      const replies = await Promise.all(writes.map((write) => write.reply));
      expect(replies.map((r) => r.status)).toEqual(emails.map(() => 201));
      expect(failures).toEqual([]);
      expect(reads).toBeGreaterThan(0);
      expect(await server.exited()).toEqual({ code: 0, signal: null });
      expect(server.logs()).toContain('"msg":"stopped"');

      // Every acknowledged write is there after a restart.
      await server.start();
      for (const email of emails) {
        const jar = new CookieJar();
        const res = await cookieFetch(base, jar)('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: TEST_PASSWORD }),
        });
        expect(res.status).toBe(200);
      }

      // An idle keep-alive connection outlives Node's default (5 s, closed after 6; now
      // HTTP_KEEP_ALIVE_TIMEOUT_MS): a client polling every few seconds reuses it rather than
      // racing the server's close of it.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        expect(await reusedSocket(agent, `${base}/api/health/live`)).toBe(false);
        await sleep(6_500);
        expect(await reusedSocket(agent, `${base}/api/health/live`)).toBe(true);
      } finally {
        agent.destroy();
      }
    } finally {
      await server.stop();
    }
  });
});
