/**
 * Runs `task` now and every `intervalMs` (never two at once; the timer does not keep the
 * process alive); the returned function stops it and awaits a running task. Failures are the
 * task's own to log.
 */
export function runPeriodically(
  task: () => Promise<void>,
  intervalMs: number,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = task().finally(() => {
      running = null;
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
