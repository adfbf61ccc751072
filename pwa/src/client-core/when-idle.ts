// Idle-time work (the sync engine, Dexie, the header's widgets, analytics) waits for the app's
// first paint as well as for an idle main thread: while the page's own code is still on the
// network the main thread looks idle, and work started then would be downloaded and run before
// the page has painted anything.

/** The gate opens by itself after this long, should nothing ever report a first paint. */
const FIRST_PAINT_WAIT_MS = 5000;

let painted = false;
const waiting = new Set<() => void>();
let fallback: ReturnType<typeof setTimeout> | undefined;

/** Called once the app's first render is on screen (main.tsx); opens the gate. */
export function markFirstPainted(): void {
  if (painted) return;
  painted = true;
  performance.mark('app:first-paint');
  if (fallback !== undefined) clearTimeout(fallback);
  for (const run of waiting) run();
  waiting.clear();
}

function afterFirstPaint(run: () => void): () => void {
  if (painted) {
    run();
    return () => {};
  }
  waiting.add(run);
  fallback ??= setTimeout(markFirstPainted, FIRST_PAINT_WAIT_MS);
  return () => waiting.delete(run);
}

/**
 * Runs `run` once the app has first painted and the main thread is then idle, or `timeoutMs`
 * after that paint at the latest; returns a cancel.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelWait = afterFirstPaint(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(run, 0);
      cancelIdle = () => clearTimeout(timer);
      return;
    }
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    cancelIdle = () => cancelIdleCallback(handle);
  });
  return () => {
    cancelWait();
    cancelIdle?.();
  };
}
