// The signed-in member's likes (of posts, of portfolio items) as the replica holds them, with what
// still waits in the outbox: one query per kind for every like button on the screen.
import { useSharedLiveQuery } from '../client-core/local-db/shared-live-query';
import { useSignedInUser } from '../features/auth/hooks/use-current-user';
import { useMemberDb } from './sync-context';

/** Each liked thing: the replica table of my likes, its key, and its two writes. */
const LIKE_KINDS = {
  post: { table: 'postLikes', key: 'postId', like: 'likePost', unlike: 'unlikePost' },
  portfolioItem: {
    table: 'portfolioItemLikes',
    key: 'itemId',
    like: 'likePortfolioItem',
    unlike: 'unlikePortfolioItem',
  },
} as const;
export type LikeKind = keyof typeof LIKE_KINDS;

export interface MyLikes {
  liked: ReadonlySet<string>;
  /** Id → likes the server has not counted yet (+1 a like waiting, −1 an unlike). */
  waiting: ReadonlyMap<string, number>;
}

/** Undefined until the replica answers. */
export function useMyLikes(kind: LikeKind): MyLikes | undefined {
  const me = useSignedInUser();
  const db = useMemberDb();
  const { table, key, like, unlike } = LIKE_KINDS[kind];
  return useSharedLiveQuery(db, `${table}:${me.id}`, async () => {
    if (!db) return undefined;
    const [rows, entries] = await Promise.all([
      db[table].toArray(),
      db.outbox.where('touched').startsWith(`${table}:`).toArray(),
    ]);
    const waiting = new Map<string, number>();
    for (const entry of entries) {
      const delta = entry.name === like ? 1 : entry.name === unlike ? -1 : 0;
      if (delta && entry.entityId) {
        waiting.set(entry.entityId, (waiting.get(entry.entityId) ?? 0) + delta);
      }
    }
    return {
      liked: new Set(rows.map((r) => (r as unknown as Record<typeof key, string>)[key])),
      waiting,
    };
  });
}

/** What a button shows: whether I like it, and the count with my waiting like or unlike. */
export function likeView(
  likes: MyLikes | undefined,
  id: string,
  serverCount: number | undefined,
): { liked: boolean; count: number } {
  const liked = likes?.liked.has(id) ?? false;
  const count = Math.max(0, (serverCount ?? 0) + (likes?.waiting.get(id) ?? 0));
  return { liked, count };
}
