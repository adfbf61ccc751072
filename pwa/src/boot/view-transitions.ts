import type { createAppRouter } from '../router';

/**
 * In-app navigations cross-fade where the browser has view transitions: from the first paint on
 * (the start's own load and redirects never wait for one), and never while the member asks for
 * reduced motion (followed as it changes).
 */
export function viewTransitionsFromNow(router: ReturnType<typeof createAppRouter>): void {
  if (typeof document.startViewTransition !== 'function') return;
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');
  const follow = () => {
    router.options.defaultViewTransition = !reduce.matches;
  };
  follow();
  reduce.addEventListener('change', follow);
}
