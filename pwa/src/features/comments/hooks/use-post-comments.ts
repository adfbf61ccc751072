// A post's comments as the replica holds them (pending ones included), without those of members
// I blocked or muted, oldest first, grouped in threads (a comment and its replies).
import type { Comment } from '@greenroom/shared-model/schemas/comments';
import { useRef } from 'react';
import type { MemberDb, Replica } from '../../../client-core/local-db/member-db';
import { useSharedLiveQuery } from '../../../client-core/local-db/shared-live-query';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { useMemberDb } from '../../../sync/sync-context';

export type ShownComment = Replica<Comment>;

export interface CommentThread {
  comment: ShownComment;
  replies: ShownComment[];
}

const byTime = (a: Comment, b: Comment) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** The comments of these rows a member sees: not by members I blocked or muted, by time. */
async function shown(db: MemberDb, rows: ShownComment[]): Promise<ShownComment[]> {
  const [blocks, mutes] = await Promise.all([db.blocks.toArray(), db.mutes.toArray()]);
  const hidden = new Set([...blocks.map((b) => b.blockedId), ...mutes.map((m) => m.mutedId)]);
  return rows.filter((c) => !hidden.has(c.authorId)).sort(byTime);
}

/** One post's comments (the post page). Undefined until the replica answers. */
export function usePostComments(postId: string): ShownComment[] | undefined {
  const db = useMemberDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    return shown(
      db,
      (await db.comments.where('postId').equals(postId).toArray()) as ShownComment[],
    );
  }, [db, postId]);
}

const NONE: readonly ShownComment[] = [];

/** The comments of every post, in one query for all the cards on screen (the feed). */
export function useCommentsOf(postId: string): readonly ShownComment[] | undefined {
  const db = useMemberDb();
  const byPost = useSharedLiveQuery(db, 'comments:byPost', async () => {
    if (!db) return undefined;
    const map = new Map<string, ShownComment[]>();
    for (const c of await shown(db, (await db.comments.toArray()) as ShownComment[])) {
      const list = map.get(c.postId);
      if (list) list.push(c);
      else map.set(c.postId, [c]);
    }
    return map;
  });
  return byPost ? (byPost.get(postId) ?? NONE) : undefined;
}

/** Threads in the order of their first comment; a reply whose comment is not here stands alone. */
export function threadsOf(comments: readonly ShownComment[]): CommentThread[] {
  const threads = new Map<string, CommentThread>();
  const orphans: CommentThread[] = [];
  for (const comment of comments) {
    if (!comment.parentId) threads.set(comment.id, { comment, replies: [] });
  }
  for (const comment of comments) {
    if (!comment.parentId) continue;
    const thread = threads.get(comment.parentId);
    if (thread) thread.replies.push(comment);
    else orphans.push({ comment, replies: [] });
  }
  return [...threads.values(), ...orphans].sort((a, b) => byTime(a.comment, b.comment));
}

/**
 * Merges the server's list into the replica's (the replica's copy wins: it may be pending). A
 * comment that has left the replica (`left`: deleted here, or by its author) stays out: the list
 * may have been read before the server heard of it.
 */
export function mergeComments(
  local: readonly ShownComment[],
  server: readonly Comment[] | undefined,
  left: ReadonlySet<string> = new Set(),
): ShownComment[] {
  if (!server) return [...local];
  const ids = new Set(local.map((c) => c.id));
  return [...local, ...server.filter((c) => !ids.has(c.id) && !left.has(c.id))].sort(byTime);
}

/** The ids of the comments that were in `local` at an earlier render and are not now. */
export function useLeftComments(local: readonly ShownComment[] | undefined): ReadonlySet<string> {
  const seen = useRef(new Set<string>());
  const left = useRef(new Set<string>());
  if (local) {
    const now = new Set(local.map((c) => c.id));
    for (const id of seen.current) if (!now.has(id)) left.current.add(id);
    for (const id of now) {
      seen.current.add(id);
      left.current.delete(id);
    }
  }
  return left.current;
}
