import { createRouter } from '@tanstack/react-router';
import { RootError } from './routes/__root';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  defaultErrorComponent: RootError,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
