/** Runs `task` in the first task after the next frame has been painted; returns a cancel. */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** How long `afterPaintInTurn` may wait where no frame comes (a hidden page). */
const LATEST_MS = 250;

const queued: (() => void)[] = [];
let scheduled = false;

/**
 * Runs `task` after the next paint, in one task with all the others queued before that paint
 * (at the latest 250 ms from the first of them, where no frame comes).
 */
export function afterPaintInTurn(task: () => void): void {
  queued.push(task);
  if (scheduled) return;
  scheduled = true;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(latest);
    cancelFrame();
    scheduled = false;
    for (const next of queued.splice(0)) next();
  };
  const latest = setTimeout(once, LATEST_MS);
  const cancelFrame = afterNextPaint(once);
}
