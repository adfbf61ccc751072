// The real server (startServer, as sync-server/src/main.ts runs it) in a child process for the
// benchmarks, plus an IPC probe:
//   { type: 'memory' }           → GC twice (run with --expose-gc), then process.memoryUsage()
//   { type: 'stats' }            → CPU time of this process, statements sent to PostgreSQL,
//                                  live deliveries made
//   { type: 'bare-broadcast', bytes } → a baseline: one text frame of that size to every open
//                                  socket in a plain loop (no database, no hub)
// Started by tests/bench/run.ts as
//   node --expose-gc --import tsx tests/bench/server-entry.ts
import { queryStats } from '@greenroom/sync-server/db/query-stats';
import { loadEnv } from '@greenroom/sync-server/env';
import { consoleLogger } from '@greenroom/sync-server/logger';
import { startServer } from '@greenroom/sync-server/server';

export interface ServerStats {
  cpuMs: number;
  queries: number;
  deliveries: number;
}

type Probe = { type?: string; id?: number; bytes?: number };

const running = await startServer({ env: loadEnv(), logger: consoleLogger });

function reply(message: Probe, payload: Record<string, unknown>): void {
  process.send?.({ type: message.type, id: message.id, ...payload });
}

process.on('message', (message: Probe) => {
  if (message?.type === 'memory') {
    const gc = (globalThis as { gc?: () => void }).gc;
    // Two full collections, a tick apart, so that weak callbacks and finalisers have run.
    gc?.();
    setImmediate(() => {
      gc?.();
      reply(message, { usage: process.memoryUsage(), gc: !!gc });
    });
  } else if (message?.type === 'stats') {
    const cpu = process.cpuUsage();
    const stats: ServerStats = {
      cpuMs: (cpu.user + cpu.system) / 1000,
      queries: queryStats.queries,
      deliveries: running.changes.deliveries,
    };
    reply(message, { stats });
  } else if (message?.type === 'bare-broadcast') {
    const frame = Buffer.from(
      JSON.stringify({ type: 'poke', pad: 'x'.repeat(message.bytes ?? 0) }),
    );
    for (const ws of running.wss.clients) ws.send(frame, { binary: false, compress: false });
    reply(message, { sent: running.wss.clients.size });
  }
});

process.on('SIGTERM', () => {
  void running.close().finally(() => process.exit(0));
});
process.send?.({ type: 'ready' });
