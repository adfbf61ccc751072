// One-shot drain for the service worker (Background Sync `sync` event, SW start): the member
// signed in on this device, their database, one flush, then everything is released. A result of
// 'retry-scheduled' means "not done": throw from the `sync` handler so the browser retries it.
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import { getCurrentMemberId } from '../local-db/device-db';
import { openMemberDb } from '../local-db/member-db';
import { createDrainer, type DrainerOptions, type FlushResult } from '../outbox/drain';
import { defaultLocks } from '../outbox/locks';
import type { FlushReason } from '../outbox/policy';
import { createFetchTransport } from './transport';

export async function flushCurrentMember(
  reason: FlushReason,
  overrides: Partial<Omit<DrainerOptions, 'db'>> & { userId?: string | null } = {},
): Promise<FlushResult | 'no-member'> {
  const userId = overrides.userId !== undefined ? overrides.userId : await getCurrentMemberId();
  if (!userId) return 'no-member';
  const db = openMemberDb(userId);
  const drainer = createDrainer({
    transport: createFetchTransport({ client: `sw/${PROTOCOL_VERSION}` }),
    locks: defaultLocks(),
    ...overrides,
    db,
  });
  try {
    return await drainer.requestFlush(reason);
  } finally {
    drainer.dispose();
    db.close();
  }
}
