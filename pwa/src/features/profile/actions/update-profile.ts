// Edit the member's own profile: the sent fields change at once on their user row (pending), and
// PUT /api/users/profile waits in the outbox. The merge is the server's own (editedProfile: last
// write wins per field), so only the fields the member changed are sent.
import { editedProfile } from '@greenroom/shared-model/rows/users';
import type {
  UpdateProfileBody,
  UpdateProfileInput,
  User,
} from '@greenroom/shared-model/schemas/users';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import { captureUndo, putPending, rowsOf } from '../../../client-core/outbox/undo';

/**
 * Validates (throws the schema's error, e.g. 'First name is required') and queues. `base` is the
 * member as known (e.g. the signed-in user) for a replica that does not hold their row yet.
 */
export async function updateProfile(
  db: MemberDb,
  userId: string,
  changes: UpdateProfileInput,
  base?: User,
): Promise<{ body: UpdateProfileBody; entry: OutboxEntry }> {
  return enqueueMutation(db, 'updateProfile', {
    body: changes,
    entity: 'users',
    entityId: userId,
    tables: ['users'],
    undo: (tx) => captureUndo(tx, 'users', userId),
    apply: async (tx, body) => {
      const current = (await rowsOf(tx, 'users').get(userId)) as User | undefined;
      const row = current ?? base;
      if (!row) return;
      await putPending(tx, 'users', { ...editedProfile(row, body), id: userId });
    },
  });
}
