/** Asks the browser to keep our IndexedDB data under storage pressure (best effort). */
export function requestPersistentStorage() {
  try {
    void navigator.storage
      ?.persisted?.()
      .then((already) => {
        if (!already) return navigator.storage.persist();
      })
      .catch(() => undefined);
  } catch {
    // Not supported: nothing to do.
  }
}
