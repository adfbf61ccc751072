// Members to mention, by name, from the replica's profiles (offline too): a word of the first or
// last name starting with what was typed after "@", without me and members a block stands between.
import { MENTION_SUGGESTIONS_MAX } from '@greenroom/shared-model/constants';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { useMemberDb } from '../../../sync/sync-context';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { nameMatches } from '../mention-draft';

export const nameOf = (u: Pick<UserSummary, 'firstName' | 'lastName'>) =>
  `${u.firstName} ${u.lastName}`.trim();

/** Undefined while closed (query null) or loading. */
export function useMentionSearch(query: string | null): UserSummary[] | undefined {
  const db = useMemberDb();
  const me = useSignedInUser();
  return useLiveQuery(async () => {
    if (!db || query === null) return undefined;
    const [users, blocks] = await Promise.all([db.users.toArray(), db.blocks.toArray()]);
    const blocked = new Set(blocks.map((b) => b.blockedId));
    return users
      .filter((u) => u.id !== me.id && !blocked.has(u.id) && u.firstName)
      .filter((u) => nameMatches(nameOf(u), query))
      .sort((a, b) => nameOf(a).localeCompare(nameOf(b)))
      .slice(0, MENTION_SUGGESTIONS_MAX) as UserSummary[];
  }, [db, me.id, query]);
}
