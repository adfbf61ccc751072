// An account whose e-mail is not verified (#28 §1, ADR 023) gets its own rows only, over the
// real server: its pull carries its profile and none of the posts or profiles of others, its
// /ws socket receives no broadcast of another member's post but does receive its own profile
// edit and no notification, and once verified its next pull (from the cursor it was given before) is a full snapshot.
import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { RunningServer } from '@greenroom/sync-server/server';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { mailDirOf, verificationLinkIn } from '../support/verification-mail';
import { type Member, signUpMember } from './support/member-http';
import { startInProcessServer } from './support/servers';

interface PullReply {
  cursor: string;
  reset: boolean;
  changes: { op: string; entity: string; id: string; row?: Record<string, unknown> }[];
}

let testDb: TestDatabase;
let server: RunningServer;
let ada: Member;
let una: Member;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await startInProcessServer(testDb.database, testDb.url);
  ada = await signUpMember(server.url, { firstName: 'Ada' });
  una = await signUpMember(server.url, { firstName: 'Una', verified: false });
});

afterAll(async () => {
  await server?.close();
  await testDb?.close();
});

async function pull(member: Member, clientId: string, cursor: string | null): Promise<PullReply> {
  const res = await member.call('POST', '/api/sync/pull', {
    clientId,
    cursor,
    protocolVersion: PROTOCOL_VERSION,
  });
  expect(res.status).toBe(200);
  return res.body as PullReply;
}

function post(content: string) {
  return ada.call('POST', '/api/posts', { id: randomUUID(), content });
}

it("an unverified account's pull, live frames and next pull once verified", async () => {
  expect(ada.user.isVerified).toBe(true);
  expect(una.user.isVerified).toBe(false);
  const before = await post('Screenings tonight');
  expect(before.status).toBe(201);
  const postId = (before.body as { id: string }).id;

  // The snapshot: Una's own profile, nothing of Ada's.
  const clientId = randomUUID();
  const first = await pull(una, clientId, null);
  expect(first.reset).toBe(true);
  expect(first.changes.map((c) => `${c.entity}:${c.id}`)).toEqual([`user:${una.user.id}`]);
  // A verified member is served the post, and no profile of Una's.
  const adaPull = await pull(ada, randomUUID(), null);
  expect(adaPull.changes.some((c) => c.entity === 'post' && c.id === postId)).toBe(true);
  expect(adaPull.changes.some((c) => c.entity === 'user' && c.id === una.user.id)).toBe(false);

  // Live: Una's socket gets her own edit and no post of Ada's.
  const frames: string[] = [];
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`, {
    headers: { Cookie: una.cookie(), Origin: server.url },
  });
  socket.on('message', (data) => frames.push(String(data)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  await vi.waitFor(() => expect(server.live.countOf(una.user.id)).toBe(1));
  expect((await post('A second post')).status).toBe(201);
  // A request to her (by id; she is not listed anywhere) tells her nothing before she is verified.
  const asked = await ada.call('POST', '/api/connections', { addresseeId: una.user.id });
  expect(asked.status).toBe(201);
  const edit = await una.call('PUT', '/api/users/profile', { bio: 'Cellist, class of 2027' });
  expect(edit.status).toBe(200);
  await vi.waitFor(
    () => expect(frames.some((f) => f.includes('Cellist, class of 2027'))).toBe(true),
    { timeout: 10_000, interval: 20 },
  );
  await server.changes.idle();
  const seen = frames.join('\n');
  expect(seen).not.toContain('A second post');
  expect(seen).not.toContain('"entity":"post"');
  expect(seen).not.toContain(ada.user.id);
  expect(seen).not.toContain('"type":"notification"');
  socket.close();

  // The delta pull after those writes: still only her own row (the request and its
  // notification, rows of her audience she may not read yet, come as bare deletes).
  const delta = await pull(una, clientId, first.cursor);
  const puts = delta.changes.filter((c) => c.op === 'put');
  expect(puts.map((c) => `${c.entity}:${c.id}`)).toEqual([`user:${una.user.id}`]);
  expect(delta.changes.filter((c) => c.op !== 'put').every((c) => c.row === undefined)).toBe(true);
  expect(JSON.stringify(delta)).not.toContain(ada.user.id);

  // Verified through the link: the cursor she holds answers a full snapshot.
  const link = await verificationLinkIn(mailDirOf(server.url), una.email);
  expect((await una.fetch(link, { redirect: 'manual' })).status).toBe(302);
  const after = await pull(una, clientId, delta.cursor);
  expect(after.reset).toBe(true);
  expect(after.changes.some((c) => c.entity === 'post' && c.id === postId)).toBe(true);
});
