import { FEED_SKELETON_CARDS, TOAST_POST_DURATION_MS } from '@greenroom/shared-model/constants';
import { GENERIC_ERROR, POST_TEXTS } from '@greenroom/shared-model/texts';
import { useEffect, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { useMemberDb } from '../../sync/sync-context';
import { deletePost } from '../actions/delete-post';
import { usePosts } from '../hooks/use-posts';
import { OlderPosts } from './older-posts';
import { PostCard } from './post-card';
import { PostComposer } from './post-composer';

const TICK_MS = 30_000;

/** The home feed's posts: the composer, then the replica's posts newest first. */
export function PostsFeed() {
  const db = useMemberDb();
  const user = useSignedInUser();
  const posts = usePosts();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  async function remove(id: string) {
    if (!db) return;
    try {
      await deletePost(db, id);
      toast({ type: 'success', ...POST_TEXTS.deleted, duration: TOAST_POST_DURATION_MS });
    } catch (error) {
      toast({
        type: 'error',
        title: GENERIC_ERROR.error,
        description: error instanceof Error ? error.message : POST_TEXTS.deleteFailedFallback,
      });
    }
  }

  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <PostComposer db={db} author={user} />
      <section aria-labelledby="posts-heading" aria-busy={posts === undefined || undefined}>
        <h2 id="posts-heading" className={css({ textStyle: 'heading', fontSize: 'xl', mb: '3' })}>
          Latest posts
        </h2>
        {posts === undefined ? (
          <ul className={list} aria-label="Loading posts">
            {Array.from({ length: FEED_SKELETON_CARDS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <li key={i} className={skeleton} />
            ))}
          </ul>
        ) : posts.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>
            No posts yet. Share an update, post a job, or showcase your work.
          </p>
        ) : (
          <ul className={list}>
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  isOwner={post.authorId === user.id}
                  now={now}
                  onDelete={remove}
                />
              </li>
            ))}
          </ul>
        )}
        {posts && posts.length > 0 ? (
          <OlderPosts
            oldestCreatedAt={posts[posts.length - 1]!.createdAt}
            knownIds={new Set(posts.map((p) => p.id))}
            viewerId={user.id}
            now={now}
            onDelete={remove}
          />
        ) : null}
      </section>
    </div>
  );
}

const list = css({ display: 'grid', gap: '4', listStyle: 'none', p: '0', m: '0' });

const skeleton = css({
  h: '28',
  borderRadius: 'xl',
  bg: 'bg.muted',
  opacity: '0.6',
});
