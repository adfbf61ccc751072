// The newest few comments under a post card (#34), and the way to the post page, where all of
// them are and where one is written.
import { COMMENTS_ON_CARD } from '@greenroom/shared-model/constants';
import type { Post } from '@greenroom/shared-model/schemas/posts';
import { COMMENT_TEXTS, seeAllCommentsText } from '@greenroom/shared-model/texts';
import { Link } from '@tanstack/react-router';
import { css } from '../../../../styled-system/css';
import { useCommentsOf } from '../hooks/use-post-comments';
import { CommentItem } from './comment-item';

export function CardComments({ post, me, now }: { post: Post; me: string; now: number }) {
  const comments = useCommentsOf(post.id);
  if (!comments) return null;
  const count = Math.max(post.commentCount ?? 0, comments.length);
  const newest = comments.slice(-COMMENTS_ON_CARD);
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      {newest.length > 0 ? (
        <ol
          aria-label={COMMENT_TEXTS.heading}
          className={css({ listStyle: 'none', p: '0', display: 'grid', gap: '2' })}
        >
          {newest.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} me={me} now={now} postAuthorId={post.authorId} />
            </li>
          ))}
        </ol>
      ) : null}
      <Link to="/posts/$postId" params={{ postId: post.id }} className={more}>
        {count > 0 ? seeAllCommentsText(count) : COMMENT_TEXTS.addComment}
      </Link>
    </div>
  );
}

const more = css({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minH: '6',
  fontSize: 'sm',
  fontWeight: '600',
  color: 'accent.text',
  rounded: 'sm',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});
