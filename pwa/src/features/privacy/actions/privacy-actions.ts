// Privacy per field, block and mute (ADR 024). Each is one write of the outbox: the member's own
// row (or their block or mute row) changes at once, pending, and the call waits, so the choice
// holds offline. The server removes a blocked member's rows from the replica; the block row hides
// them at once meanwhile (the feed, the profile and the lists read it).
import type { CurrentUser, FieldPrivacy } from '@greenroom/shared-model/schemas/users';
import type { MemberDb } from '../../../client-core/local-db/member-db';
import { enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import {
  captureUndo,
  deleteOptimistic,
  putPending,
  rowsOf,
} from '../../../client-core/outbox/undo';

/** The member a block or mute names, as Settings lists them. */
export interface MemberRef {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
}

/** Who sees the member's e-mail address, phone number or courses. */
export function setFieldPrivacy(db: MemberDb, me: CurrentUser, change: Partial<FieldPrivacy>) {
  return enqueueMutation(db, 'setFieldPrivacy', {
    body: change,
    entity: 'users',
    entityId: me.id,
    tables: ['users'],
    undo: (tx) => captureUndo(tx, 'users', me.id),
    apply: async (tx, parsed) => {
      const row = ((await rowsOf(tx, 'users').get(me.id)) as CurrentUser | undefined) ?? me;
      const next: CurrentUser = { ...me, ...row };
      if (parsed.emailVisibility) next.emailVisibility = parsed.emailVisibility;
      if (parsed.phoneVisibility) next.phoneVisibility = parsed.phoneVisibility;
      if (parsed.coursesVisibility) next.coursesVisibility = parsed.coursesVisibility;
      await putPending(tx, 'users', next);
    },
  });
}

const nameOf = (m: MemberRef) => ({
  id: m.id,
  firstName: m.firstName,
  lastName: m.lastName,
  profileImageUrl: m.profileImageUrl,
});

export function blockMember(db: MemberDb, me: { id: string }, member: MemberRef, now = new Date()) {
  return enqueueMutation(db, 'blockMember', {
    body: { userId: member.id },
    entity: 'blocks',
    entityId: member.id,
    tables: ['blocks'],
    undo: (tx) => captureUndo(tx, 'blocks', member.id),
    apply: (tx) =>
      putPending(tx, 'blocks', {
        blockedId: member.id,
        userId: me.id,
        createdAt: now.toISOString(),
        member: nameOf(member),
      }),
  });
}

export function unblockMember(db: MemberDb, memberId: string) {
  return enqueueMutation(db, 'unblockMember', {
    params: { userId: memberId },
    entity: 'blocks',
    entityId: memberId,
    tables: ['blocks'],
    undo: (tx) => captureUndo(tx, 'blocks', memberId),
    apply: (tx) => deleteOptimistic(tx, 'blocks', memberId),
  });
}

export function muteMember(db: MemberDb, me: { id: string }, member: MemberRef, now = new Date()) {
  return enqueueMutation(db, 'muteMember', {
    body: { userId: member.id },
    entity: 'mutes',
    entityId: member.id,
    tables: ['mutes'],
    undo: (tx) => captureUndo(tx, 'mutes', member.id),
    apply: (tx) =>
      putPending(tx, 'mutes', {
        mutedId: member.id,
        userId: me.id,
        createdAt: now.toISOString(),
        member: nameOf(member),
      }),
  });
}

export function unmuteMember(db: MemberDb, memberId: string) {
  return enqueueMutation(db, 'unmuteMember', {
    params: { userId: memberId },
    entity: 'mutes',
    entityId: memberId,
    tables: ['mutes'],
    undo: (tx) => captureUndo(tx, 'mutes', memberId),
    apply: (tx) => deleteOptimistic(tx, 'mutes', memberId),
  });
}
