// The bell's data: the member's notifications from the replica (newest first) and the unread
// count, live and offline. While the first sync runs, undefined ("Loading notifications...").
import type { Notification } from '@greenroom/shared-model/schemas/notifications';
import { useEffect } from 'react';
import type { Replica } from '../../../client-core/local-db/member-db';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { replicaReady, useMemberDb, useSyncStatus } from '../../../sync/sync-context';

const BELL_LIST_LIMIT = 50;

export interface BellView {
  items: Replica<Notification>[];
  unread: number;
}

export function useNotifications(): BellView | undefined {
  const db = useMemberDb();
  const ready = replicaReady(useSyncStatus());
  const view = useLiveQuery(async () => {
    if (!db) return undefined;
    const items = (await db.notifications
      .orderBy('createdAt')
      .reverse()
      .limit(BELL_LIST_LIMIT)
      .toArray()) as Replica<Notification>[];
    const unread = await db.notifications.filter((n) => !(n as Notification).isRead).count();
    return { items, unread };
  }, [db]);
  return ready ? view : undefined;
}

/** The app icon's badge follows the unread count (Badging API, where there is one). */
export function useAppBadge(unread: number | undefined) {
  useEffect(() => {
    if (unread === undefined || !('setAppBadge' in navigator)) return;
    const nav = navigator as Navigator & {
      setAppBadge(n?: number): Promise<void>;
      clearAppBadge(): Promise<void>;
    };
    (unread > 0 ? nav.setAppBadge(unread) : nav.clearAppBadge()).catch(() => {});
  }, [unread]);
}
