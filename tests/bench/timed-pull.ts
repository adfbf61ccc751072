// A fresh device's pull, timed: pages until `more` is false, applied to the replica as the PWA
// applies them.
import { performance } from 'node:perf_hooks';
import { ensureClientId } from '@greenroom/pwa/client-core/local-db/member-db';
import { applyPullPageWithRetry } from '@greenroom/pwa/client-core/sync/pull';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { ReplicaClient } from '../sync/support/replica';

/** Pull pages into the replica until `more` is false; returns [ms, pages, changes]. */
export async function timedPull(
  r: ReplicaClient,
): Promise<{ ms: number; pages: number; changes: number }> {
  const clientId = await ensureClientId(r.db);
  let cursor = ((await r.db.meta.get('cursor'))?.value as string | undefined) ?? null;
  let pages = 0;
  let changes = 0;
  const started = performance.now();
  for (;;) {
    const reply = await r.transport.pull({ clientId, protocolVersion: PROTOCOL_VERSION, cursor });
    if (!reply.ok) throw new Error(`pull failed: ${reply.message}`);
    await applyPullPageWithRetry(r.db, reply.value);
    pages++;
    changes += reply.value.changes.length;
    cursor = reply.value.cursor;
    if (!reply.value.more) break;
  }
  return { ms: performance.now() - started, pages, changes };
}
