import type { createAppRouter } from '../router';

/** Home's feed paints its first cards within 30 ms of the click; a cross-fade costs it 40–80. */
const AT_ONCE = new Set(['/']);

/**
 * From the first paint on (the start's own load and redirects never wait for one), a navigation
 * to another screen cross-fades where the browser has view transitions — not a change of search
 * or hash on the same screen, not Home (its feed would paint later: ADR 047), and never while the
 * member asks for reduced motion (read at each navigation).
 */
export function viewTransitionsFromNow(router: ReturnType<typeof createAppRouter>): void {
  if (typeof document.startViewTransition !== 'function') return;
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');
  router.subscribe('onBeforeLoad', ({ pathChanged, toLocation }) => {
    router.options.defaultViewTransition =
      pathChanged && !AT_ONCE.has(toLocation.pathname) && !reduce.matches;
  });
}
