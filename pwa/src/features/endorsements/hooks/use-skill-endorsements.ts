// A member's skills with their endorsements: who endorses each (the server's read, again when my
// endorsements change), whether I do (the replica, offline too) and the counts with my waiting
// endorsements in them.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { endorsementId } from '@greenroom/shared-model/rows/endorsements';
import type { SkillEndorsements } from '@greenroom/shared-model/schemas/endorsements';
import { useSharedLiveQuery } from '../../../client-core/local-db/shared-live-query';
import { useMemberDb } from '../../../sync/sync-context';
import { useServerRead } from '../../../sync/use-server-read';
import { useSignedInUser } from '../../auth/hooks/use-current-user';

type SkillEndorsers = SkillEndorsements['skills'][number]['endorsers'];

export interface SkillView {
  skill: string;
  /** Undefined while the server's read has not answered (offline: not known). */
  count: number | undefined;
  endorsers: SkillEndorsers;
  endorsedByMe: boolean;
}

const DELTA: Readonly<Record<string, number>> = { endorseSkill: 1, unendorseSkill: -1 };

/** Endorsement id → endorsements the server has not counted yet (+1, −1). */
function waitingOf(entries: readonly { name?: string; entityId?: string }[]) {
  const waiting = new Map<string, number>();
  for (const entry of entries) {
    const delta = entry.name ? DELTA[entry.name] : undefined;
    if (delta && entry.entityId)
      waiting.set(entry.entityId, (waiting.get(entry.entityId) ?? 0) + delta);
  }
  return waiting;
}

export function useSkillEndorsements(userId: string, skills: readonly string[]): SkillView[] {
  const me = useSignedInUser();
  const db = useMemberDb();
  const mine = useSharedLiveQuery(db, `skillEndorsements:${me.id}`, async () => {
    if (!db) return undefined;
    const [rows, entries] = await Promise.all([
      db.skillEndorsements.where('endorserId').equals(me.id).toArray(),
      db.outbox.where('touched').startsWith('skillEndorsements:').toArray(),
    ]);
    return { ids: new Set(rows.map((r) => r.id)), waiting: waitingOf(entries) };
  });
  const read = useServerRead<SkillEndorsements>(
    apiPaths.users.endorsements(userId),
    // Read again once my waiting endorsements are in (the count then holds them).
    String(mine?.waiting.size ?? 0),
  );
  const server = read.value;
  return skills.map((skill) => {
    const id = endorsementId(userId, skill, me.id);
    const counted = server?.skills.find((s) => s.skill === skill);
    return {
      skill,
      count: counted ? Math.max(0, counted.count + (mine?.waiting.get(id) ?? 0)) : undefined,
      endorsers: counted?.endorsers ?? [],
      endorsedByMe: mine?.ids.has(id) ?? false,
    };
  });
}
