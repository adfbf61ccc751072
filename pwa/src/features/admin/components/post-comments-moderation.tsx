// Under a post in the Posts tab: its comments, shown on request, each with Remove (audited on
// the server as `comment.delete`, like every admin action).
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { PostComments } from '@greenroom/shared-model/schemas/comments';
import type { Post } from '@greenroom/shared-model/schemas/posts';
import { COMMENT_TEXTS } from '@greenroom/shared-model/texts';
import { useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { CommentText } from '../../comments/components/comment-text';
import { nameOf } from '../../comments/hooks/use-mention-search';
import { useAdminRead } from '../hooks/use-admin-read';
import { adminWrite } from './moderation';

export function PostCommentsModeration({ post }: { post: Post }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const count = post.commentCount ?? 0;
  if (count === 0) return null;
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <Button
        size="xs"
        variant="outline"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className={css({ justifySelf: 'start' })}
      >
        {open ? 'Hide comments' : `Show comments (${count})`}
      </Button>
      <div id={listId} hidden={!open}>
        {open ? <CommentList postId={post.id} /> : null}
      </div>
    </div>
  );
}

function CommentList({ postId }: { postId: string }) {
  const read = useAdminRead<PostComments>(apiPaths.comments.ofPost(postId));
  const [removing, setRemoving] = useState<string | null>(null);
  if (read.status !== 'ok' || !read.value) {
    return <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Loading comments...</p>;
  }
  return (
    <ol className={css({ listStyle: 'none', p: '0', display: 'grid', gap: '2' })}>
      {read.value.comments.map((c) => (
        <li key={c.id} className={row}>
          <div className={css({ minW: '0', fontSize: 'sm' })}>
            <strong>{nameOf(c.author)}</strong>
            {c.parentId ? <span className={css({ color: 'fg.muted' })}> (reply)</span> : null}
            <CommentText content={c.content} />
          </div>
          <Button
            size="xs"
            variant="ghost"
            aria-label={`Remove the comment by ${nameOf(c.author)}`}
            onClick={() => setRemoving(c.id)}
          >
            Remove
          </Button>
          <ConfirmDialog
            open={removing === c.id}
            onOpenChange={(o) => setRemoving(o ? c.id : null)}
            title="Remove this comment?"
            description={COMMENT_TEXTS.deleteConfirmHint}
            confirmLabel="Remove"
            onConfirm={() =>
              adminWrite(
                'DELETE',
                apiPaths.comments.byId(c.id),
                undefined,
                { title: 'Comment removed' },
                { title: 'Error', description: 'Failed to remove the comment' },
              )
            }
          />
        </li>
      ))}
    </ol>
  );
}

const row = css({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '2',
  alignItems: 'start',
  p: '2',
  rounded: 'md',
  bg: 'bg.subtle',
});
