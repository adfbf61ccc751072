// One comment: who wrote it and when, "Pending" until the server has it, the text with its
// mentions, and what I may do: Reply; Edit (mine); Delete (mine, or any on my post); Report
// (another member's).
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import { COMMENT_TEXTS } from '@greenroom/shared-model/texts';
import { Link } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { PendingBadge } from '../../../sync/components/waiting-to-sync';
import { useMemberDb } from '../../../sync/sync-context';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { lazy } from '../../../ui/lazy';
import { deleteComment, updateComment } from '../actions/comment-actions';
import { nameOf } from '../hooks/use-mention-search';
import type { ShownComment } from '../hooks/use-post-comments';
import { CommentBox } from './comment-box';
import { CommentText } from './comment-text';

const ReportDialog = lazy(() => import('../../reports/components/report-dialog'));

export function CommentItem({
  comment,
  me,
  now,
  postAuthorId,
  moderator = false,
  onReply,
}: {
  comment: ShownComment;
  me: string;
  now: number;
  postAuthorId: string;
  /** An admin: may delete any comment (audited). */
  moderator?: boolean;
  /** Absent where replies are not offered (the card). */
  onReply?: (comment: ShownComment) => void;
}) {
  const db = useMemberDb();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const pending = comment.pending !== undefined;
  const mine = comment.authorId === me;
  const name = nameOf(comment.author);
  const edited = comment.updatedAt !== comment.createdAt;
  return (
    <article aria-label={`Comment by ${name}`} data-comment={comment.id} className={item}>
      <Link to="/profile/$userId" params={{ userId: comment.authorId }} tabIndex={-1} aria-hidden>
        <Avatar user={comment.author} size="sm" decorative />
      </Link>
      <div className={css({ minW: '0', display: 'grid', gap: '1' })}>
        <div
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline' })}
        >
          <Link
            to="/profile/$userId"
            params={{ userId: comment.authorId }}
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              minH: '6',
              fontWeight: '600',
              fontSize: 'sm',
              _hover: { textDecoration: 'underline' },
            })}
          >
            {name}
          </Link>
          <time dateTime={comment.createdAt} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            {formatRelativeTime(comment.createdAt, now)}
            {edited ? ` · ${COMMENT_TEXTS.edited}` : ''}
          </time>
          {pending ? <PendingBadge /> : null}
        </div>
        {editing && db ? (
          <CommentBox
            label={COMMENT_TEXTS.editBoxLabel}
            submitLabel={COMMENT_TEXTS.save}
            initialContent={comment.content}
            autoFocus
            onCancel={() => setEditing(false)}
            onSubmit={async (content) => {
              await updateComment(db, comment.id, content);
              setEditing(false);
            }}
          />
        ) : (
          <CommentText content={comment.content} />
        )}
        {editing ? null : (
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
            {onReply ? (
              <Button variant="ghost" size="xs" className={action} onClick={() => onReply(comment)}>
                {COMMENT_TEXTS.reply}
                <span className={css({ srOnly: true })}> to {name}</span>
              </Button>
            ) : null}
            {mine && onReply ? (
              <Button variant="ghost" size="xs" className={action} onClick={() => setEditing(true)}>
                {COMMENT_TEXTS.edit}
                <span className={css({ srOnly: true })}> your comment</span>
              </Button>
            ) : null}
            {(mine || postAuthorId === me || moderator) && onReply ? (
              <Button
                variant="ghost"
                size="xs"
                className={action}
                onClick={() => setConfirming(true)}
              >
                {COMMENT_TEXTS.delete}
                <span className={css({ srOnly: true })}> the comment by {name}</span>
              </Button>
            ) : null}
            {!mine && !pending && onReply ? (
              <Button
                variant="ghost"
                size="xs"
                className={action}
                onClick={() => setReporting(true)}
              >
                {COMMENT_TEXTS.report}
                <span className={css({ srOnly: true })}> the comment by {name}</span>
              </Button>
            ) : null}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={COMMENT_TEXTS.deleteConfirm}
        description={COMMENT_TEXTS.deleteConfirmHint}
        confirmLabel={COMMENT_TEXTS.delete}
        onConfirm={async () => {
          if (db) await deleteComment(db, comment);
        }}
      />
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog
            target={{ kind: 'comment', id: comment.id, memberId: comment.authorId }}
            open={reporting}
            onOpenChange={setReporting}
          />
        </Suspense>
      ) : null}
    </article>
  );
}

const item = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '2',
  alignItems: 'start',
});

const action = css({ color: 'fg.muted' });
