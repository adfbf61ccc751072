// The app's two scheduling primitives, and nothing else schedules work for later:
//
// - `afterNextPaint(task)`: the first task after the next frame is painted — work that must not
//   hold up what is about to be shown (a list's overscan, a page view, the live queries a screen
//   leaves behind). Every task asked for before one paint runs in one task after it; where no
//   frame comes (a hidden page) they run 250 ms after the first was asked for.
// - `whenIdle(task)`: once the app has first painted (boot/start.tsx opens that gate) and the main
//   thread is then idle — the header's widgets, analytics, Dexie and the sync engine at Home.
//   `useWhenIdle()` (ui/use-when-idle.ts) is the same gate as a component's state.
//
// Idle-time work waits for the first paint as well as for an idle main thread: while the page's
// own code is still on the network the main thread looks idle, and work started then would be
// downloaded and run before the page has painted anything.

/** How long `afterNextPaint` waits where no frame comes (a hidden page). */
const NO_FRAME_MS = 250;
/** The idle gate opens by itself after this long, should no first paint ever be reported. */
const FIRST_PAINT_WAIT_MS = 5000;
/** How long an idle task waits for an idle main thread once the gate is open. */
const IDLE_WAIT_MS = 2000;

const afterPaint = new Set<() => void>();
let paintScheduled = false;

function runAfterPaint(): void {
  paintScheduled = false;
  const tasks = [...afterPaint];
  afterPaint.clear();
  for (const task of tasks) task();
}

/** Runs `task` in the first task after the next frame has been painted; returns a cancel. */
export function afterNextPaint(task: () => void): () => void {
  // The same function twice is two tasks: each asking gets its own entry.
  const entry = () => task();
  afterPaint.add(entry);
  if (!paintScheduled) {
    paintScheduled = true;
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      clearTimeout(latest);
      cancelAnimationFrame(frame);
      runAfterPaint();
    };
    const latest = setTimeout(once, NO_FRAME_MS);
    const frame = requestAnimationFrame(() => setTimeout(once, 0));
  }
  return () => {
    afterPaint.delete(entry);
  };
}

let painted = false;
const waitingForPaint = new Set<() => void>();
let fallback: ReturnType<typeof setTimeout> | undefined;

/** Called once the app's first render is on screen (boot/start.tsx); opens the idle gate. */
export function markFirstPainted(): void {
  if (painted) return;
  painted = true;
  performance.mark('app:first-paint');
  if (fallback !== undefined) clearTimeout(fallback);
  for (const run of waitingForPaint) run();
  waitingForPaint.clear();
}

/**
 * Runs `run` once the app has first painted and the main thread is then idle (2 s after that
 * paint at the latest); returns a cancel.
 */
export function whenIdle(run: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const afterFirstPaint = () => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(run, 0);
      cancelIdle = () => clearTimeout(timer);
      return;
    }
    const handle = requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
    cancelIdle = () => cancelIdleCallback(handle);
  };
  if (painted) afterFirstPaint();
  else {
    waitingForPaint.add(afterFirstPaint);
    fallback ??= setTimeout(markFirstPainted, FIRST_PAINT_WAIT_MS);
  }
  return () => {
    waitingForPaint.delete(afterFirstPaint);
    cancelIdle?.();
  };
}
