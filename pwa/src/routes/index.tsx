import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/components/home-page';

// Signed-in only: the root layout shows the landing page to visitors.
export const Route = createFileRoute('/')({
  component: HomePage,
});
