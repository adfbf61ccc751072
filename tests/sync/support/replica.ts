// One client-core instance (a member's device) against the real server: its own fake-indexeddb
// factory and member database, its own client id, the real fetch transport behind a cookie jar
// and a switchable network, the real drainer and pull.
import { type MemberDb, openMemberDb } from '@greenroom/pwa/client-core/local-db/member-db';
import {
  createDrainer,
  type Drainer,
  type FlushResult,
  type RejectedWrite,
} from '@greenroom/pwa/client-core/outbox/drain';
import { createMemoryLocks } from '@greenroom/pwa/client-core/outbox/locks';
import { type PullResult, pullOnce } from '@greenroom/pwa/client-core/sync/pull';
import {
  createFetchTransport,
  type FetchLike,
  type SyncTransport,
} from '@greenroom/pwa/client-core/sync/transport';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createFlakyNetwork, type FlakyNetwork } from './flaky-network';
import { cookieFetch, type Member } from './member-http';

export interface ReplicaClient {
  label: string;
  member: Member;
  db: MemberDb;
  network: FlakyNetwork;
  transport: SyncTransport;
  drainer: Drainer;
  /** Writes the server refused for good (already rolled back locally). */
  rejected: RejectedWrite[];
  /** Requests that reached the server, by path. */
  requests: { push: number; pull: number };
  /** requestFlush('manual'), waiting out a drain already running (never 'busy'). */
  flush(): Promise<FlushResult>;
  pull(): Promise<PullResult>;
  /**
   * Flush and pull until the outbox is empty and a pull succeeded, retrying through failures
   * (network down, server restarting) until `timeoutMs`.
   */
  settle(timeoutMs?: number): Promise<void>;
  close(): void;
}

export interface ReplicaOptions {
  baseUrl: string;
  member: Member;
  label?: string;
  random?: () => number;
  /** Extra fetch wrapper inside the network switch (e.g. timing). */
  wrapFetch?: (inner: FetchLike) => FetchLike;
  batchMax?: number;
}

export function createReplica(options: ReplicaOptions): ReplicaClient {
  const { baseUrl, member } = options;
  const network = createFlakyNetwork(options.random);
  const requests = { push: 0, pull: 0 };
  const counted: FetchLike = (input, init) => {
    if (input.endsWith('/api/sync/push')) requests.push++;
    else if (input.endsWith('/api/sync/pull')) requests.pull++;
    return fetch(input, init);
  };
  const inner = options.wrapFetch ? options.wrapFetch(counted) : counted;
  const doFetch = cookieFetch(baseUrl, member.jar, network.wrap(inner));
  const transport = createFetchTransport({ fetch: doFetch, baseUrl: '', client: 'test/1' });
  const db = openMemberDb(member.user.id, { indexedDB: new IDBFactory(), IDBKeyRange });
  const rejected: RejectedWrite[] = [];
  const locks = createMemoryLocks();
  const drainer = createDrainer({
    db,
    transport,
    locks,
    ...(options.random ? { random: options.random } : {}),
    ...(options.batchMax ? { batchMax: options.batchMax } : {}),
    onRejected: (r) => rejected.push(r),
  });

  async function flush(): Promise<FlushResult> {
    // 'busy': a backoff retry of the drainer holds the lock right now; wait for it.
    for (;;) {
      const result = await drainer.requestFlush('manual');
      if (result !== 'busy') return result;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Pulls are serialised per replica, as the sync engine does (`greenroom-pull:<db>`). */
  async function pull(): Promise<PullResult> {
    return locks.request(`greenroom-pull:${db.name}`, {}, () => pullOnce({ db, transport }));
  }

  return {
    label: options.label ?? member.email,
    member,
    db,
    network,
    transport,
    drainer,
    rejected,
    requests,
    flush,
    pull,
    async settle(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      let lastProblem = '';
      while (Date.now() < deadline) {
        const flushed = await flush();
        if (flushed === 'drained' && (await db.outbox.count()) === 0) {
          const pulled = await pull();
          if (pulled.ok && (await db.outbox.count()) === 0) return;
          lastProblem = pulled.ok ? 'outbox refilled' : `pull: ${pulled.failure.message}`;
        } else {
          lastProblem = `flush: ${flushed} ${drainer.status().lastError ?? ''}`;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${options.label ?? member.email} did not settle: ${lastProblem}`);
    },
    close() {
      drainer.dispose();
      db.close();
    },
  };
}
