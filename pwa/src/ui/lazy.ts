// React.lazy for the parts of a screen that load on demand (menus, dialogs, cards). Offline, a
// part whose code this device has not stored yet (the service worker still precaching on a first
// visit) would throw to the screen's error boundary and take the whole screen with it; here the
// part is left out until the network is back, then loads in place.
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

function loadedWhenOnline<T extends AnyComponent>(load: () => Promise<{ default: T }>): T {
  let loaded: T | null = null;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per failed load, not per render.
  function NotLoadedYet(props: object) {
    const [part, setPart] = useState<T | null>(() => loaded);
    useEffect(() => {
      if (part) return;
      let mounted = true;
      const retry = () =>
        load().then(
          (module) => {
            loaded = module.default;
            if (mounted) setPart(() => module.default);
          },
          () => {},
        );
      window.addEventListener('online', retry);
      if (navigator.onLine) void retry();
      return () => {
        mounted = false;
        window.removeEventListener('online', retry);
      };
    }, [part]);
    return part ? createElement(part, props) : null;
  }
  return NotLoadedYet as unknown as T;
}
