import 'fake-indexeddb/auto';
import {
  PROTOCOL_UNSUPPORTED_CODE,
  PROTOCOL_UNSUPPORTED_STATUS,
} from '@greenroom/shared-model/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLocks } from '../outbox/locks';
import { createFakeClock } from '../testing/fake-clock';
import { createFakeSyncServer } from '../testing/fake-sync-server';
import { closeTestDbs, createPost, testDb, testPost } from '../testing/fixtures';
import { createSyncEngine, type SyncEngine } from './engine';
import { createFetchTransport, isProtocolUnsupported } from './transport';

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop();
  closeTestDbs();
});

const unsupported = { kind: 'status', status: PROTOCOL_UNSUPPORTED_STATUS } as const;

function setup() {
  const db = testDb();
  const server = createFakeSyncServer();
  const clock = createFakeClock();
  const engine = createSyncEngine({
    userId: 'u1',
    db,
    transport: server.transport,
    locks: createMemoryLocks(),
    clock,
    random: () => 0.5,
  });
  engines.push(engine);
  return { db, server, clock, engine };
}

describe('a server that no longer speaks our protocol', () => {
  it('is recognised by status or by code', async () => {
    const transport = createFetchTransport({
      fetch: async () =>
        new Response(JSON.stringify({ message: 'old', code: PROTOCOL_UNSUPPORTED_CODE }), {
          status: PROTOCOL_UNSUPPORTED_STATUS,
        }),
    });
    const reply = await transport.pull({
      clientId: crypto.randomUUID(),
      protocolVersion: 1,
      cursor: null,
    });
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect(isProtocolUnsupported(reply)).toBe(true);
    const byCode = {
      ok: false,
      kind: 'status',
      status: 400,
      message: '',
      body: { code: PROTOCOL_UNSUPPORTED_CODE },
    } as const;
    expect(isProtocolUnsupported(byCode)).toBe(true);
    expect(isProtocolUnsupported({ ...byCode, body: { message: 'Bad request' } })).toBe(false);
    expect(isProtocolUnsupported({ ok: false, kind: 'network', message: 'down' })).toBe(false);
  });

  it('on pull: reports updateRequired and stops pulling instead of backing off', async () => {
    const { server, clock, engine } = setup();
    server.scriptPull(unsupported);
    engine.start();
    await vi.waitFor(() => expect(engine.status$.get().updateRequired).toBe(true));
    const pulls = server.pullCount;
    await clock.advance(10 * 60_000);
    await engine.requestSync('poke');
    expect(server.pullCount).toBe(pulls);
    expect(engine.status$.get().updateRequired).toBe(true);
  });

  it('on push: keeps the queue, reports updateRequired and sends nothing more', async () => {
    const { db, server, clock, engine } = setup();
    await createPost(db, testPost(crypto.randomUUID()));
    server.scriptPush(unsupported);
    engine.start();
    await vi.waitFor(() => expect(engine.status$.get().updateRequired).toBe(true));
    await clock.advance(10 * 60_000);
    expect(await engine.drainer.requestFlush('online')).toBe('update-required');
    expect(server.pushedIds).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
  });
});
