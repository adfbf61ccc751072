// Health for balancers and orchestrators (docs/decisions/027-production.md):
//   GET /api/health/live   200 while the process runs (restart it when this fails);
//   GET /api/health/ready  200 when this process should get traffic: the database answers and the
//                          process is not stopping; else 503 with the reason.
// Mounted before the /api pipeline: a probe carries no session, opens no transaction and names
// no member. (GET /api/health, older, stays in the pipeline and answers like live.)
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDb } from '../db/client';
import type { HonoEnv } from './context';
import { declareInput } from './route-input';

export const HEALTH_LIVE_PATH = '/api/health/live';
export const HEALTH_READY_PATH = '/api/health/ready';
/** A database that does not answer `select 1` within this is taken as unreachable. */
const READY_QUERY_TIMEOUT_MS = 1_000;

type NotReadyReason = 'starting' | 'draining' | 'database';

/** The process's state, shared by startServer (which changes it) and the probes (which read it). */
export class Lifecycle {
  /** True once the database is open and the app mounted. */
  started = false;
  /** True from the first stop signal on: balancers take the process out. */
  draining = false;
}

/** Whether the database answers a trivial query in time. */
async function databaseAnswers(db: AppDb, timeoutMs = READY_QUERY_TIMEOUT_MS) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function mountHealth(app: Hono<HonoEnv>, lifecycle: Lifecycle, db: AppDb): void {
  app.get(HEALTH_LIVE_PATH, declareInput(), (c) => c.json({ ok: true }));
  app.get(HEALTH_READY_PATH, declareInput(), async (c) => {
    c.header('Cache-Control', 'no-store');
    let reason: NotReadyReason | undefined;
    if (!lifecycle.started) reason = 'starting';
    else if (lifecycle.draining) reason = 'draining';
    else if (!(await databaseAnswers(db))) reason = 'database';
    return reason ? c.json({ ok: false, reason }, 503) : c.json({ ok: true });
  });
}
