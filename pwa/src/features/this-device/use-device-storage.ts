// What the browser says about Greenroom's storage on this device: space used
// (`storage.estimate()`) and whether it is kept under pressure (`storage.persisted()`); null
// where the browser does not say, undefined while it is being asked.
import { useCallback, useEffect, useState } from 'react';
import { requestPersistentStorage } from '../../client-core/storage';

export interface DeviceStorageView {
  usage: number | null | undefined;
  persisted: boolean | null | undefined;
}

async function readStorage(): Promise<DeviceStorageView> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [estimate, persisted] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => null) : Promise.resolve(null),
    storage?.persisted ? storage.persisted().catch(() => null) : Promise.resolve(null),
  ]);
  return { usage: estimate?.usage ?? null, persisted };
}

export function useDeviceStorage(refreshKey: unknown): {
  view: DeviceStorageView;
  /** Asks the browser to keep the data (from a tap); resolves to its answer. */
  ask: () => Promise<boolean>;
} {
  const [view, setView] = useState<DeviceStorageView>({ usage: undefined, persisted: undefined });
  const refresh = useCallback(async () => {
    const next = await readStorage();
    setView(next);
    return next;
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refreshKey` reads again (a write).
  useEffect(() => {
    void refresh();
  }, [refresh, refreshKey]);
  const ask = useCallback(async () => {
    const granted = await requestPersistentStorage();
    await refresh();
    return granted;
  }, [refresh]);
  return { view, ask };
}
