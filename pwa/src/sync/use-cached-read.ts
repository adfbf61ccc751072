// A server read whose last reply is kept in the member's database (`readCache`), for screens that
// must open offline with what they last showed (the home sidebar). Online it reads again every
// `pollMs` (the spec's refetch intervals) and keeps the newest reply.

import { useEffect, useState } from 'react';
import { useLiveQuery } from '../client-core/local-db/use-live-query';
import { useMemberDb, useSyncStatus } from './sync-context';
import { useServerRead } from './use-server-read';

export type CachedReadView<T> =
  | { status: 'loading' }
  | { status: 'ok'; value: T; fromDevice: boolean }
  | { status: 'error'; message: string; retry: () => void };

export function useCachedRead<T>(url: string | null, pollMs?: number): CachedReadView<T> {
  const db = useMemberDb();
  const { online } = useSyncStatus();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!pollMs || !online) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), pollMs);
    return () => window.clearInterval(timer);
  }, [pollMs, online]);
  const read = useServerRead<T>(online ? url : null, String(tick));
  const cached = useLiveQuery(
    async () => (db && url ? ((await db.readCache.get(url)) ?? null) : undefined),
    [db, url],
  );
  const fresh = read.status === 'ok' ? read.value : undefined;
  useEffect(() => {
    if (db && url && fresh !== undefined) {
      void db.readCache.put({ url, value: fresh, fetchedAt: Date.now() });
    }
  }, [db, url, fresh]);

  if (fresh !== undefined) return { status: 'ok', value: fresh, fromDevice: false };
  if (read.value !== undefined) return { status: 'ok', value: read.value, fromDevice: false };
  if (cached) return { status: 'ok', value: cached.value as T, fromDevice: true };
  if (read.status === 'error' && cached === null) return read;
  if (!online && cached === null) {
    return { status: 'error', message: 'Not available offline yet.', retry: () => undefined };
  }
  return { status: 'loading' };
}
