// The post page's comments (#34): every comment in threads (one level of replies), live from the
// replica and completed from the server for an older post, and the box to write one. A reply box
// opens under the thread it answers.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { PostComments as PostCommentsReply } from '@greenroom/shared-model/schemas/comments';
import type { Post } from '@greenroom/shared-model/schemas/posts';
import { COMMENT_TEXTS } from '@greenroom/shared-model/texts';
import { startTransition, useEffect, useId, useLayoutEffect, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { afterNextPaint } from '../../../client-core/scheduling';
import { useMemberDb } from '../../../sync/sync-context';
import { useServerRead } from '../../../sync/use-server-read';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { createComment } from '../actions/comment-actions';
import { nameOf } from '../hooks/use-mention-search';
import {
  mergeComments,
  type ShownComment,
  threadsOf,
  useLeftComments,
  usePostComments,
} from '../hooks/use-post-comments';
import { CommentBox } from './comment-box';
import { CommentItem } from './comment-item';

export function PostComments({ post, pending }: { post: Post; pending: boolean }) {
  const db = useMemberDb();
  const me = useSignedInUser();
  const headingId = useId();
  const [replyTo, setReplyTo] = useState<ShownComment | null>(null);
  const local = usePostComments(post.id);
  // The replica holds the newest comments; a post with more asks the server for all of them.
  const missing = local !== undefined && (post.commentCount ?? 0) > local.length;
  const server = useServerRead<PostCommentsReply>(
    missing && !pending ? apiPaths.comments.ofPost(post.id) : null,
  );
  const left = useLeftComments(local);
  const shown = (local?.length ?? 0) > 0;
  useLayoutEffect(() => {
    if (shown) return afterNextPaint(markFirstCommentsPainted);
  }, [shown]);
  // A long thread list is drawn in two steps: the first threads (the screen's worth) at once, the
  // rest after that paint, in a transition that yields to the member's input.
  const [drawAll, setDrawAll] = useState(false);
  const threadCount = local?.length ?? 0;
  useEffect(() => {
    if (drawAll || threadCount <= FIRST_THREADS) return;
    return afterNextPaint(() => startTransition(() => setDrawAll(true)));
  }, [drawAll, threadCount]);
  if (!local) return null;
  const all = mergeComments(
    local,
    server.status === 'ok' ? server.value?.comments : undefined,
    left,
  );
  const threads = threadsOf(all);
  const now = Date.now();
  const place = { postId: post.id, postAuthorId: post.authorId };
  const write = async (content: string, to?: ShownComment) => {
    if (db) await createComment(db, me, { ...place, replyTo: to }, content);
  };
  return (
    <section aria-labelledby={headingId} className={css({ display: 'grid', gap: '4' })}>
      <h2 id={headingId} className={css({ fontWeight: '700', fontSize: 'lg' })}>
        {COMMENT_TEXTS.heading}
      </h2>
      {all.length === 0 ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{COMMENT_TEXTS.empty}</p>
      ) : (
        <ol className={css({ listStyle: 'none', display: 'grid', gap: '4', p: '0' })}>
          {(drawAll ? threads : threads.slice(0, FIRST_THREADS)).map(({ comment, replies }) => (
            <li key={comment.id} className={css({ display: 'grid', gap: '3' })}>
              <CommentItem
                comment={comment}
                me={me.id}
                now={now}
                postAuthorId={post.authorId}
                moderator={me.isAdmin}
                onReply={setReplyTo}
              />
              {replies.length > 0 || replyTo?.id === comment.id || isIn(replies, replyTo) ? (
                <div className={replyColumn}>
                  {replies.map((reply) => (
                    <CommentItem
                      key={reply.id}
                      comment={reply}
                      me={me.id}
                      now={now}
                      postAuthorId={post.authorId}
                      moderator={me.isAdmin}
                      onReply={setReplyTo}
                    />
                  ))}
                  {replyTo && (replyTo.id === comment.id || isIn(replies, replyTo)) ? (
                    <CommentBox
                      label={`${COMMENT_TEXTS.replyBoxLabel} to ${nameOf(replyTo.author)}`}
                      submitLabel={COMMENT_TEXTS.sendReply}
                      autoFocus
                      onCancel={() => setReplyTo(null)}
                      onSubmit={async (content) => {
                        await write(content, replyTo);
                        setReplyTo(null);
                      }}
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <CommentBox
        label={COMMENT_TEXTS.boxLabel}
        submitLabel={COMMENT_TEXTS.send}
        onSubmit={(content) => write(content)}
      />
    </section>
  );
}

/** Threads drawn in the first paint of a post page (more than a phone's screen holds). */
const FIRST_THREADS = 20;

/** User Timing mark 'post:first-comments': the first comments of a post page painted (read by
 * `pnpm bench`'s post.first_comments and visible in any profile). */
function markFirstCommentsPainted(): void {
  performance.mark('post:first-comments');
}

const isIn = (list: readonly ShownComment[], c: ShownComment | null) =>
  c !== null && list.some((r) => r.id === c.id);

const replyColumn = css({
  display: 'grid',
  gap: '3',
  ml: '5',
  pl: '4',
  borderLeftWidth: '2px',
  borderColor: 'border.default',
});
