// The real server (sync-server/src/main.ts, unchanged) in a child process for the benchmarks,
// plus an IPC probe: { type: 'memory' } → GC twice (the process runs with --expose-gc), then
// process.memoryUsage(). Started by tests/bench/run.ts as
//   node --expose-gc --import tsx tests/bench/server-entry.ts
export {};

process.on('message', (message: { type?: string; id?: number }) => {
  if (message?.type !== 'memory') return;
  const gc = (globalThis as { gc?: () => void }).gc;
  // Two full collections, a tick apart, so that weak callbacks and finalisers have run.
  gc?.();
  setImmediate(() => {
    gc?.();
    process.send?.({ type: 'memory', id: message.id, usage: process.memoryUsage(), gc: !!gc });
  });
});

await import('@greenroom/sync-server/main');
process.send?.({ type: 'ready' });
