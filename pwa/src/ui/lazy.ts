// React.lazy for the parts of a screen that load on demand (menus, dialogs, cards). Offline, a
// part whose code this device has not stored yet (the service worker still precaching on a first
// visit) would throw to the screen's error boundary and take the whole screen with it; here the
// part is left out until the network is back, then loads in place (tried again, waiting longer
// each time, while a try fails online).
import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy as reactLazy,
  useEffect,
  useState,
} from 'react';

// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's own.
type AnyComponent = ComponentType<any>;

export function lazy<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return reactLazy(() => load().catch(() => ({ default: loadedWhenOnline(load) })));
}

/**
 * The wait before the next try of a part that failed to load while the device said it was
 * online (`attempt` from 0): 1 s, doubling, at most 30 s. The first request after the network
 * comes back can fail too (campus Wi-Fi joined but not yet routing), and no second `online`
 * event follows.
 */
function partRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

function loadedWhenOnline<T extends AnyComponent>(load: () => Promise<{ default: T }>): T {
  let loaded: T | null = null;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per failed load, not per render.
  function NotLoadedYet(props: object) {
    const [part, setPart] = useState<T | null>(() => loaded);
    useEffect(() => {
      if (part) return;
      let mounted = true;
      let attempt = 0;
      let timer: number | undefined;
      const retry = () => {
        window.clearTimeout(timer);
        load().then(
          (module) => {
            loaded = module.default;
            if (mounted) setPart(() => module.default);
          },
          () => {
            if (mounted && navigator.onLine) {
              timer = window.setTimeout(retry, partRetryDelay(attempt++));
            }
          },
        );
      };
      const backOnline = () => {
        attempt = 0;
        retry();
      };
      window.addEventListener('online', backOnline);
      if (navigator.onLine) retry();
      return () => {
        mounted = false;
        window.clearTimeout(timer);
        window.removeEventListener('online', backOnline);
      };
    }, [part]);
    return part ? createElement(part, props) : null;
  }
  return NotLoadedYet as unknown as T;
}
