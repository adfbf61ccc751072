// When the sync engine says the server is out of reach ('offline' while the browser is online,
// which makes a write say it "will be shared when you're back online"): the order of a pull's
// start, its failure and the server's answers to pushes, each step held by a deferred promise.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLocks } from '../outbox/locks';
import { createFakeClock } from '../testing/fake-clock';
import { createFakeSyncServer } from '../testing/fake-sync-server';
import { closeTestDbs, createPost, testDb, testPost } from '../testing/fixtures';
import { createSyncEngine, type SyncEngine, type SyncStatus } from './engine';
import type { SyncTransport } from './transport';

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop();
  closeTestDbs();
});

type ScriptedFailure = Parameters<ReturnType<typeof createFakeSyncServer>['scriptPull']>[0];
const network: ScriptedFailure = { kind: 'network-before' };

/**
 * An engine whose pulls each wait until the test releases them (served by the fake server, or
 * failed as scripted); pushes go straight to the fake server. `answers` is the index in
 * `statuses` at each push's reply, before the engine sees it.
 */
function setup() {
  const server = createFakeSyncServer();
  const clock = createFakeClock();
  const db = testDb();
  const statuses: SyncStatus[] = [];
  const answers: number[] = [];
  const held: Array<(failure?: ScriptedFailure) => void> = [];
  let pullsStarted = 0;
  const transport: SyncTransport = {
    async push(body) {
      const reply = await server.transport.push(body);
      answers.push(statuses.length);
      return reply;
    },
    pull(body) {
      pullsStarted++;
      return new Promise((resolve) => {
        held.push((failure) => {
          if (failure) server.scriptPull(failure);
          resolve(server.transport.pull(body));
        });
      });
    },
  };
  const engine = createSyncEngine({
    userId: 'u1',
    db,
    transport,
    locks: createMemoryLocks(),
    clock,
    random: () => 0.5,
  });
  engines.push(engine);
  engine.status$.subscribe((s) => statuses.push(s));
  const pulls = {
    started: () => pullsStarted,
    /** Waits until `n` pulls have reached the transport. */
    reach: (n: number) => vi.waitFor(() => expect(pullsStarted).toBe(n)),
    /** Ends the oldest pull still held: served, or failed as `failure` says. */
    release(failure?: ScriptedFailure) {
      const next = held.shift();
      if (!next) throw new Error('no pull is held');
      next(failure);
    },
  };
  /** A write the server takes (its push answered), as after a feature action. */
  const write = async () => {
    await createPost(db, testPost(crypto.randomUUID()));
    await engine.requestSync('enqueue');
  };
  const state = () => engine.status$.get().state;
  const settled = () => vi.waitFor(() => expect(state()).not.toBe('syncing'));
  /** The states published since the last push was answered. */
  const statesSinceAnswer = () => statuses.slice(answers.at(-1)).map((s) => s.state);
  /** Starts the engine and fails its first pull for the network: the server is out of reach. */
  const startOutOfReach = async () => {
    engine.start();
    await pulls.reach(1);
    pulls.release(network);
    await settled();
    expect(state()).toBe('offline');
  };
  return {
    server,
    clock,
    engine,
    pulls,
    write,
    state,
    settled,
    statesSinceAnswer,
    startOutOfReach,
  };
}

describe('sync engine: is the server out of reach?', () => {
  it('a pull fails for the network: offline', async () => {
    const { engine, pulls, state, settled } = setup();
    engine.start();
    await pulls.reach(1);
    expect(state()).toBe('syncing');
    pulls.release(network);
    await settled();
    expect(state()).toBe('offline');
  });

  it('pull fails for the network, then a push is answered: not offline from the answer on, and a pull is asked at once', async () => {
    const { engine, pulls, write, state, settled, statesSinceAnswer, clock, startOutOfReach } =
      setup();
    await startOutOfReach();

    await write();
    // No clock.advance: the answer asks for the pull, not the failed pull's backoff.
    await pulls.reach(2);
    expect(statesSinceAnswer()).not.toContain('offline');
    expect(state()).toBe('syncing');
    pulls.release();
    await settled();
    expect(engine.status$.get()).toMatchObject({ state: 'idle', lastError: null });
    expect(statesSinceAnswer()).not.toContain('offline');
    expect(clock.pendingTimers()).toEqual([]);
  });

  it('pull starts, then a push is answered, then that pull fails for the network: not offline (the failure is older than the answer)', async () => {
    const { engine, pulls, write, state, settled, statesSinceAnswer } = setup();
    engine.start();
    await pulls.reach(1);
    await write();
    pulls.release(network);
    await settled();
    expect(state()).toBe('idle');
    expect(statesSinceAnswer()).not.toContain('offline');
  });

  it('pull fails for the network, its retry starts, a push is answered, the retry fails for the network: not offline, and the pull the answer asked for runs right after', async () => {
    const { engine, pulls, write, settled, statesSinceAnswer, clock, startOutOfReach } = setup();
    await startOutOfReach();

    void engine.requestPull(); // the retry (a trigger, or its backoff)
    await pulls.reach(2);
    await write(); // asks for a pull while the retry is in flight
    expect(pulls.started()).toBe(2);
    pulls.release(network);
    // The answer came after this pull started: its failure says nothing new, the asked-for pull
    // runs now rather than after the backoff.
    await pulls.reach(3);
    expect(statesSinceAnswer()).not.toContain('offline');
    pulls.release();
    await settled();
    expect(engine.status$.get()).toMatchObject({ state: 'idle', lastError: null });
    expect(statesSinceAnswer()).not.toContain('offline');
    expect(clock.pendingTimers()).toEqual([]); // no backoff retry left behind
  });

  it('a push is answered, then a pull starts after it and fails for the network: offline (the newer failure counts)', async () => {
    const { engine, pulls, write, state, settled } = setup();
    engine.start();
    await pulls.reach(1);
    pulls.release();
    await settled();
    expect(state()).toBe('idle');

    await write();
    expect(state()).toBe('idle');
    void engine.requestSync('poke');
    await pulls.reach(2);
    pulls.release(network);
    await settled();
    expect(state()).toBe('offline');
  });

  it('pull fails for the network, a push is answered, the pull it asks for fails for the network too: offline again', async () => {
    const { engine, pulls, write, state, settled } = setup();
    engine.start();
    await pulls.reach(1);
    pulls.release(network);
    await settled();
    await write();
    await pulls.reach(2);
    expect(state()).toBe('syncing');
    pulls.release(network);
    await settled();
    expect(state()).toBe('offline');
  });

  it('a push the server refuses (503) is an answer too: the pull is asked at once, and the state is error, not offline', async () => {
    const { server, pulls, write, state, settled, statesSinceAnswer, startOutOfReach } = setup();
    await startOutOfReach();

    server.scriptPush({ kind: 'status', status: 503 });
    await write();
    await pulls.reach(2);
    pulls.release();
    await settled();
    expect(state()).toBe('error');
    expect(statesSinceAnswer()).not.toContain('offline');
  });

  it('a push that fails for the network is no answer: still offline, and no pull is asked', async () => {
    const { server, engine, pulls, write, state, settled } = setup();
    engine.start();
    await pulls.reach(1);
    pulls.release(network);
    await settled();
    server.scriptPush(network);
    await write();
    await settled();
    expect(state()).toBe('offline');
    expect(pulls.started()).toBe(1);
  });

  it('a pull the server refuses (503) is an error, not out of reach', async () => {
    const { engine, pulls, state, settled } = setup();
    engine.start();
    await pulls.reach(1);
    pulls.release({ kind: 'status', status: 503 });
    await settled();
    expect(state()).toBe('error');
  });

  it('pull fails for the network, then a later pull succeeds: idle, the failure cleared', async () => {
    const { engine, pulls, settled, startOutOfReach } = setup();
    await startOutOfReach();
    void engine.requestPull();
    await pulls.reach(2);
    pulls.release();
    await settled();
    expect(engine.status$.get()).toMatchObject({ state: 'idle', lastError: null });
  });
});
