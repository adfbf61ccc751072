// Privacy and e-mail switches: the member's own row changes at once (pending) and the spec's call
// waits in the outbox, so a switch holds offline. The merge is the server's (editedSettings).

import type { EmailPreferenceKey } from '@greenroom/shared-model/notification-types';
import { editedSettings } from '@greenroom/shared-model/rows/settings';
import type { MutationName } from '@greenroom/shared-model/schemas/mutations';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import type { MemberDb } from '../../../client-core/local-db/member-db';
import {
  enqueueMutation,
  type MutationInput,
  type MutationOutput,
} from '../../../client-core/outbox/enqueue-mutation';
import { captureUndo, putPending, rowsOf } from '../../../client-core/outbox/undo';

type SettingsWrite = 'setProfileViewPrivacy' | 'setEmailPreferences';

/** One write of the member's own settings: their row changes at once by `edit`, the call waits. */
function saveOwnRow<N extends MutationName>(
  db: MemberDb,
  me: CurrentUser,
  name: N,
  body: MutationInput<N>,
  edit: (row: CurrentUser, body: MutationOutput<N>) => CurrentUser,
) {
  return enqueueMutation(db, name, {
    body,
    entity: 'users',
    entityId: me.id,
    tables: ['users'],
    undo: (tx) => captureUndo(tx, 'users', me.id),
    apply: async (tx, parsed) => {
      const row = ((await rowsOf(tx, 'users').get(me.id)) as CurrentUser | undefined) ?? me;
      await putPending(tx, 'users', edit({ ...me, ...row }, parsed));
    },
  });
}

function saveSettings(
  db: MemberDb,
  me: CurrentUser,
  name: SettingsWrite,
  body: Partial<CurrentUser>,
) {
  return saveOwnRow(db, me, name as 'setEmailPreferences', body, editedSettings);
}

export function setHideProfileViews(db: MemberDb, me: CurrentUser, hideProfileViews: boolean) {
  return saveSettings(db, me, 'setProfileViewPrivacy', { hideProfileViews });
}

export function setEmailPreference(
  db: MemberDb,
  me: CurrentUser,
  key: EmailPreferenceKey,
  value: boolean,
) {
  return saveSettings(db, me, 'setEmailPreferences', { [key]: value });
}

/** The notification types to keep in the app only (no push). */
export function setPushMutedTypes(
  db: MemberDb,
  me: CurrentUser,
  mutedTypes: NonNullable<CurrentUser['pushMutedTypes']>,
) {
  return saveOwnRow(db, me, 'setPushPreferences', { mutedTypes }, (row, body) => ({
    ...row,
    pushMutedTypes: body.mutedTypes,
  }));
}
