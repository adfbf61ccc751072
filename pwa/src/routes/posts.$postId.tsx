import { createFileRoute } from '@tanstack/react-router';
import { PostPage } from '../features/posts/components/post-page';

// One post, with Back to Feed.
export const Route = createFileRoute('/posts/$postId')({
  component: PostPage,
});
