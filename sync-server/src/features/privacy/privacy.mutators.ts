// Privacy per field, block and mute (issue 28 §2, §3; ADR 024). Each write is one mutator: REST
// and the sync push both call it. A block ends any connection or request between the two and
// removes the notifications one caused the other; the triggers of migration 0017 re-log every
// row each owns to the other, so both replicas lose them at the next pull or live frame. Nobody
// blocked or muted is told: the block and mute rows replicate to their author only.
import { PRIVACY_TEXTS } from '@greenroom/shared-model/texts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { connections } from '../../db/schema/connections';
import { notifications } from '../../db/schema/notifications';
import { type BlockRow, blocks, type MuteRow, mutes } from '../../db/schema/privacy';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { defineMutator, type MutatorReply, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import { findUserById, updateProfile } from '../users/users.repo';
import { memberName } from './privacy.serialize';

const setFieldPrivacyMutator = defineMutator('setFieldPrivacy', {
  // The account's own settings, before verification too (ADR 023).
  access: 'account',
  async run({ db, actor, body, now }) {
    const updated = await updateProfile(
      db,
      actor.id,
      {
        ...(body.emailVisibility ? { emailVisibility: body.emailVisibility } : {}),
        ...(body.phoneVisibility ? { phoneVisibility: body.phoneVisibility } : {}),
        ...(body.coursesVisibility ? { coursesVisibility: body.coursesVisibility } : {}),
      },
      now,
    );
    if (!updated) return refuse(404, PRIVACY_TEXTS.memberNotFound);
    return reply({
      emailVisibility: updated.emailVisibility,
      phoneVisibility: updated.phoneVisibility,
      coursesVisibility: updated.coursesVisibility,
    });
  },
});

/** The member a block or mute names: an existing account other than the actor's. */
type Target = { target: UserRow; error?: undefined } | { target?: undefined; error: MutatorReply };

async function targetOf(db: AppDb, actorId: string, raw: string, self: string): Promise<Target> {
  if (raw === actorId) return { error: refuse(400, self) };
  const target = await findUserById(db, raw);
  if (!target || target.deletedAt) return { error: refuse(404, PRIVACY_TEXTS.memberNotFound) };
  return { target };
}

async function toBlock(db: AppDb, row: BlockRow, env: AppEnv) {
  return {
    blockedId: row.blockedId,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    ...memberName(await findUserById(db, row.blockedId), env),
  };
}

async function toMute(db: AppDb, row: MuteRow, env: AppEnv) {
  return {
    mutedId: row.mutedId,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    ...memberName(await findUserById(db, row.mutedId), env),
  };
}

/** Notifications one of the pair caused the other (requests, applications, views, matches). */
function notificationsBetween(a: string, b: string) {
  const from = (recipient: string, actor: string) =>
    and(
      eq(notifications.userId, recipient),
      sql`(${notifications.data}->>'senderId' = ${actor}
        or ${notifications.data}->>'viewerId' = ${actor}
        or ${notifications.data}->>'newUserId' = ${actor}
        or ${notifications.data}->'viewer'->>'id' = ${actor})`,
    );
  return or(from(a, b), from(b, a));
}

const blockMemberMutator = defineMutator('blockMember', {
  limit: 'blocksAndMutes',
  async run({ db, actor, body, env, now }) {
    const found = await targetOf(db, actor.id, body.userId, PRIVACY_TEXTS.cannotBlockSelf);
    if (found.error) return found.error;
    const [created] = await db
      .insert(blocks)
      .values({ userId: actor.id, blockedId: found.target.id, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [existing] = await db
        .select()
        .from(blocks)
        .where(and(eq(blocks.userId, actor.id), eq(blocks.blockedId, found.target.id)));
      return reply(await toBlock(db, existing!, env));
    }
    // Any connection or request between the two ends (its tombstone goes to both).
    await db
      .delete(connections)
      .where(
        or(
          and(eq(connections.requesterId, actor.id), eq(connections.addresseeId, found.target.id)),
          and(eq(connections.requesterId, found.target.id), eq(connections.addresseeId, actor.id)),
        ),
      );
    await db.delete(notifications).where(notificationsBetween(actor.id, found.target.id));
    return reply(await toBlock(db, created, env), 201);
  },
});

const unblockMemberMutator = defineMutator('unblockMember', {
  async run({ db, actor, params }) {
    const id = idOf(params.userId);
    if (!id) return refuse(404, PRIVACY_TEXTS.memberNotFound);
    // Unblocking someone not blocked leaves the same state: a success.
    await db.delete(blocks).where(and(eq(blocks.userId, actor.id), eq(blocks.blockedId, id)));
    return reply({ ok: true as const });
  },
});

const muteMemberMutator = defineMutator('muteMember', {
  limit: 'blocksAndMutes',
  async run({ db, actor, body, env, now }) {
    const found = await targetOf(db, actor.id, body.userId, PRIVACY_TEXTS.cannotMuteSelf);
    if (found.error) return found.error;
    const [created] = await db
      .insert(mutes)
      .values({ userId: actor.id, mutedId: found.target.id, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [existing] = await db
        .select()
        .from(mutes)
        .where(and(eq(mutes.userId, actor.id), eq(mutes.mutedId, found.target.id)));
      return reply(await toMute(db, existing!, env));
    }
    return reply(await toMute(db, created, env), 201);
  },
});

const unmuteMemberMutator = defineMutator('unmuteMember', {
  async run({ db, actor, params }) {
    const id = idOf(params.userId);
    if (!id) return refuse(404, PRIVACY_TEXTS.memberNotFound);
    await db.delete(mutes).where(and(eq(mutes.userId, actor.id), eq(mutes.mutedId, id)));
    return reply({ ok: true as const });
  },
});

export const PRIVACY_MUTATORS = [
  setFieldPrivacyMutator,
  blockMemberMutator,
  unblockMemberMutator,
  muteMemberMutator,
  unmuteMemberMutator,
];
