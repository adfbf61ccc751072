// The post card (spec part 2 §2 "Cards in the feed"): author, SHOWCASE or POST badge, the
// author's Edit / Delete, the content linking to the post (long posts cut with "Show more"), the
// media chosen by its file extension, the tags, Like with the count (on the post's page also
// who likes it), and on the feed the newest comments. "Pending" until the server has it.
import type { Post } from '@greenroom/shared-model/schemas/posts';
import { Link } from '@tanstack/react-router';
import { memo, Suspense, useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import type { Replica } from '../../../client-core/local-db/member-db';
import { PendingBadge } from '../../../sync/components/waiting-to-sync';
import { likeView, useMyLikes } from '../../../sync/use-my-likes';
import { AuthorHeader, feedCard } from '../../../ui/author-header';
import { Badge } from '../../../ui/badge';
import { lazy } from '../../../ui/lazy';
import { useContentView } from '../../analytics/use-content-view';
import { CardComments } from '../../comments/components/card-comments';
import { SkillChips } from '../../jobs/components/job-details';
import { postShareTarget, shareItem } from '../../share/share-item';
import { LikeButton } from './like-button';
import { LikedBy } from './liked-by';
import { PostMedia } from './media/post-media';
import { PostOwnerMenu } from './post-owner-menu';

// Mute and block the author (ADR 024); loads when a card of another member's shows.
const MemberMenu = lazy(() => import('../../privacy/components/member-menu'));

/** Longer than this (characters or lines) is cut after LONG_POST_LINES lines with "Show more". */
const LONG_POST_CHARS = 400;
const LONG_POST_LINES = 6;

function isLongPost(content: string): boolean {
  return content.length > LONG_POST_CHARS || content.split('\n').length > LONG_POST_LINES;
}

function PostCardView({
  post,
  me,
  now,
  full = false,
  priority = full,
  onDeleted,
}: {
  post: Replica<Post>;
  me: string;
  now: number;
  /** The post's own page: the whole text, no link to itself. */
  full?: boolean;
  /** Its image is the first on screen: fetched at once (the post's page: always). */
  priority?: boolean;
  onDeleted?: () => void;
}) {
  const nameId = useId();
  const contentId = useId();
  const [expanded, setExpanded] = useState(false);
  const long = !full && isLongPost(post.content);
  const clamped = long && !expanded;
  const pending = post.pending !== undefined;
  const name = `${post.author.firstName} ${post.author.lastName}`.trim();
  const share = pending ? undefined : () => void shareItem(postShareTarget(post));
  const viewed = useContentView('post', pending ? undefined : post.id, full ? 'page' : 'card');
  return (
    <article
      ref={viewed}
      aria-labelledby={nameId}
      data-pending={pending || undefined}
      className={feedCard}
    >
      <AuthorHeader
        author={post.author}
        createdAt={post.createdAt}
        now={now}
        nameId={nameId}
        badges={
          <>
            {pending ? <PendingBadge /> : null}
            <Badge tone="neutral">{post.type === 'showcase' ? 'SHOWCASE' : 'POST'}</Badge>
          </>
        }
      >
        {post.authorId === me ? (
          <PostOwnerMenu post={post} onDeleted={onDeleted} onShare={share} />
        ) : (
          <Suspense fallback={null}>
            <MemberMenu
              member={post.author}
              label={`More options for ${name}'s post`}
              report={pending ? undefined : { kind: 'post', id: post.id, memberId: post.authorId }}
              onReported={onDeleted}
              onShare={share}
            />
          </Suspense>
        )}
      </AuthorHeader>
      <div id={contentId} data-highlight-post={post.id} className={css({ mt: '3' })}>
        {full ? (
          <p className={text}>{post.content}</p>
        ) : (
          <Link
            to="/posts/$postId"
            params={{ postId: post.id }}
            className={css({ display: 'block', color: 'inherit', _hover: { color: 'fg.default' } })}
          >
            <p
              className={text}
              data-clamped={clamped || undefined}
              style={clamped ? clampStyle : undefined}
            >
              {post.content}
            </p>
          </Link>
        )}
        {long ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded((v) => !v)}
            className={showMore}
          >
            {expanded ? 'Show less' : 'Show more'}
          </button>
        ) : null}
      </div>
      {post.imageUrl ? (
        <div className={css({ mt: '3' })}>
          <PostMedia
            url={post.imageUrl}
            info={post.imageInfo}
            label={`Media shared by ${name}`}
            priority={priority}
            mine={post.authorId === me}
          />
        </div>
      ) : null}
      {post.skills.length > 0 ? (
        <div className={css({ mt: '3' })}>
          <SkillChips skills={post.skills} label="Tags" />
        </div>
      ) : null}
      <div className={css({ mt: '2', display: 'grid', gap: '1' })}>
        <LikeButton postId={post.id} likeCount={post.likeCount} pending={pending} />
        {full ? <PostLikedBy post={post} /> : null}
      </div>
      {full ? null : (
        <div className={css({ mt: '3' })}>
          <CardComments post={post} me={me} now={now} />
        </div>
      )}
    </article>
  );
}

/** Who likes it, under the count of the post's own page. */
function PostLikedBy({ post }: { post: Post }) {
  const { count } = likeView(useMyLikes('post'), post.id, post.likeCount);
  return <LikedBy postId={post.id} count={count} />;
}

const text = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

const clampStyle = {
  display: '-webkit-box',
  WebkitLineClamp: LONG_POST_LINES,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

const showMore = css({
  mt: '1',
  fontSize: 'sm',
  fontWeight: '600',
  color: 'accent.text',
  cursor: 'pointer',
  borderRadius: 'sm',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});

/** Memoised: the feed re-renders its rows (scrolling, a new page) without redrawing unchanged cards. */
export const PostCard = memo(PostCardView);
