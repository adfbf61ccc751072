import { createFileRoute } from '@tanstack/react-router';
import { HomeFeed } from '../features/home/components/home-feed';

// Signed-in only: the root layout shows the landing page to visitors.
export const Route = createFileRoute('/')({
  component: HomeFeed,
});
