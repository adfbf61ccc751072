import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RootError } from './routes/__root';
import { routeTree } from './routeTree.gen';

/** The app's router; the build's prerender gives it a memory history at a page's address. */
export function createAppRouter(
  options: { history?: RouterHistory; scrollRestoration?: boolean } = {},
) {
  return createRouter({
    routeTree,
    defaultErrorComponent: RootError,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...options,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
