// /posts/{postId} (spec part 2 §2 "Jobs screens"): one post with 'Back to Feed'; from the replica,
// or from the server for an older one; 'Post Not Found' for a missing or deleted post.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { Post } from '@greenroom/shared-model/schemas/posts';
import { POST_TEXTS } from '@greenroom/shared-model/texts';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { css } from '../../../../styled-system/css';
import type { Replica } from '../../../client-core/local-db/member-db';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { NotAvailableOffline } from '../../../sync/components/not-available-offline';
import { useMemberDb } from '../../../sync/sync-context';
import { useServerRead } from '../../../sync/use-server-read';
import { backLink } from '../../../ui/back-link';
import { LoadingLine, NotFoundScreen } from '../../../ui/status-lines';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { PostComments } from '../../comments/components/post-comments';
import { PostCard } from './post-card';

export function PostPage() {
  const { postId } = useParams({ from: '/posts/$postId' });
  const db = useMemberDb();
  const me = useSignedInUser();
  const navigate = useNavigate();
  const found = useLiveQuery(
    async () =>
      db ? { post: (await db.posts.get(postId)) as Replica<Post> | undefined } : undefined,
    [db, postId],
  );
  const server = useServerRead<Post>(found && !found.post ? apiPaths.posts.byId(postId) : null);
  const post = found?.post ?? (server.status === 'ok' ? server.value : undefined);
  if (!post && (!found || server.status === 'loading'))
    return <LoadingLine text="Loading post..." />;
  if (!post && server.status === 'error' && server.offline) {
    return <NotAvailableOffline retry={server.retry} />;
  }
  if (!post)
    return (
      <NotFoundScreen title={POST_TEXTS.notFound} backTo="/" backLabel={POST_TEXTS.backToFeed} />
    );
  return (
    <div className={css({ display: 'grid', gap: '4', maxW: '40rem', mx: 'auto', w: 'full' })}>
      <Link to="/" className={back}>
        ← {POST_TEXTS.backToFeed}
      </Link>
      <h1 className={css({ srOnly: true })}>
        Post by {`${post.author.firstName} ${post.author.lastName}`.trim()}
      </h1>
      <PostCard
        post={post}
        me={me.id}
        now={Date.now()}
        full
        onDeleted={() => void navigate({ to: '/' })}
      />
      <PostComments post={post} pending={'pending' in post && post.pending !== undefined} />
    </div>
  );
}

export const back = backLink;
