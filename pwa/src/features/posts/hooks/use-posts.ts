import type { Post } from '@greenroom/shared-model/schemas/posts';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Replica } from '../../../client-core/local-db/member-db';
import { useMemberDb } from '../../sync/sync-context';

/** The posts of the replica, newest first; undefined while the database opens. */
export function usePosts(): Replica<Post>[] | undefined {
  const db = useMemberDb();
  return useLiveQuery<Replica<Post>[] | undefined>(
    () => (db ? db.posts.orderBy('createdAt').reverse().toArray() : undefined),
    [db],
  );
}
