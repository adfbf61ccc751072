// Asks the browser to keep our storage (exempts it from best-effort eviction where granted).
export interface StorageManagerLike {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

export async function requestPersistentStorage(
  storage: StorageManagerLike | undefined = (
    globalThis as { navigator?: { storage?: StorageManagerLike } }
  ).navigator?.storage,
): Promise<boolean> {
  if (!storage?.persist) return false;
  try {
    if (storage.persisted && (await storage.persisted())) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
