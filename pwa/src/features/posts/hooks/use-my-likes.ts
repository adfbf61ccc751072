// The signed-in member's likes as the replica holds them, with what still waits in the outbox:
// one query for every like button on the screen.
import { useSharedLiveQuery } from '../../../client-core/local-db/shared-live-query';
import { useMemberDb } from '../../../sync/sync-context';
import { useSignedInUser } from '../../auth/hooks/use-current-user';

export interface MyLikes {
  liked: ReadonlySet<string>;
  /** Post id → likes the server has not counted yet (+1 a like waiting, −1 an unlike). */
  waiting: ReadonlyMap<string, number>;
}

const DELTA: Readonly<Record<string, number>> = { likePost: 1, unlikePost: -1 };

/** Undefined until the replica answers. */
export function useMyLikes(): MyLikes | undefined {
  const me = useSignedInUser();
  const db = useMemberDb();
  return useSharedLiveQuery(db, `postLikes:${me.id}`, async () => {
    if (!db) return undefined;
    const [rows, entries] = await Promise.all([
      db.postLikes.toArray(),
      db.outbox.where('touched').startsWith('postLikes:').toArray(),
    ]);
    const waiting = new Map<string, number>();
    for (const entry of entries) {
      const delta = entry.name ? DELTA[entry.name] : undefined;
      if (delta && entry.entityId) {
        waiting.set(entry.entityId, (waiting.get(entry.entityId) ?? 0) + delta);
      }
    }
    return { liked: new Set(rows.map((r) => r.postId)), waiting };
  });
}

/** What a card shows: whether I like it, and the count with my waiting like or unlike. */
export function likeView(
  likes: MyLikes | undefined,
  postId: string,
  serverCount: number | undefined,
): { liked: boolean; count: number } {
  const liked = likes?.liked.has(postId) ?? false;
  const count = Math.max(0, (serverCount ?? 0) + (likes?.waiting.get(postId) ?? 0));
  return { liked, count };
}
