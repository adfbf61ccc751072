// Watches for two of the moments to ask for persistent storage (the third, push turned on, is
// asked by the push offer): a write queued while offline, and the app installed (the browser's
// `appinstalled`, or a launch of the installed app, once the page is idle).
import { useEffect, useRef } from 'react';
import { whenIdle } from '../../client-core/scheduling';
import { useSyncStatus } from '../../sync/sync-context';
import { isStandalone } from '../pwa-install/install-state';
import { askForPersistenceOnce, isOfflineWrite } from './persist-moment';

export function usePersistMoments(memberId: string): void {
  const status = useSyncStatus();
  const previous = useRef({ pending: status.pending, ready: status.ready });
  useEffect(() => {
    const before = previous.current;
    previous.current = { pending: status.pending, ready: status.ready };
    const online = status.online && status.state !== 'offline';
    if (isOfflineWrite(before, { pending: status.pending, ready: status.ready, online })) {
      void askForPersistenceOnce(memberId, 'offline-write');
    }
  }, [status, memberId]);

  useEffect(() => {
    const installed = () => void askForPersistenceOnce(memberId, 'installed');
    const cancel = whenIdle(() => {
      if (isStandalone()) installed();
    });
    window.addEventListener('appinstalled', installed);
    return () => {
      cancel();
      window.removeEventListener('appinstalled', installed);
    };
  }, [memberId]);
}
