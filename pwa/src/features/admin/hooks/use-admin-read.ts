// A dashboard read: the server's answer, asked again every `pollMs` (the spec's refresh
// intervals), on `refresh()`, and after any of the dashboard's writes (`adminDataChanged`). The
// last answer stays on screen while the next one is on its way.
import { useCallback, useEffect, useState } from 'react';
import { type ServerRead, useServerRead } from '../../../sync/use-server-read';

export type AdminRead<T> = ServerRead<T> & { refresh: () => void };

const CHANGED = 'greenroom:admin-data-changed';

/** Every open dashboard read asks again (a post edited, a member suspended...). */
export function adminDataChanged(): void {
  window.dispatchEvent(new Event(CHANGED));
}

export function useAdminRead<T>(url: string | null, pollMs?: number): AdminRead<T> {
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    window.addEventListener(CHANGED, refresh);
    const timer = pollMs ? window.setInterval(refresh, pollMs) : undefined;
    return () => {
      window.removeEventListener(CHANGED, refresh);
      window.clearInterval(timer);
    };
  }, [pollMs, refresh]);
  return { ...useServerRead<T>(url, String(tick)), refresh };
}
