// What an operator sees (docs/decisions/027-production.md):
// - one JSON access-log line per request: method, route pattern (never the path itself: it can
//   name a member), status, duration and request id; no address, no member, no query;
// - GET /api/metrics in the Prometheus text format, for operators only (a bearer token,
//   METRICS_TOKEN; unset: the endpoint answers 404): request durations by route, requests in
//   flight, event-loop delay, open /ws sockets, the push and e-mail queues, and pool use.
import { createHash, timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { sql } from 'drizzle-orm';
import type { Hono, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { type AppDb, applicationName, type DatabaseKind, queryRows } from '../db/client';
import type { Logger } from '../logger';
import type { HonoEnv } from './context';
import { apiNotFound, jsonError } from './errors';
import { declareInput } from './route-input';

const METRICS_PATH = '/api/metrics';
/** Upper bounds (seconds) of the request-duration histogram. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route pattern that answered (`/api/posts/:id`), not the path. */
function routePatternOf(c: Parameters<MiddlewareHandler<HonoEnv>>[0]): string {
  const routes = matchedRoutes(c);
  return routes[c.req.routeIndex]?.path ?? routes.at(-1)?.path ?? '*';
}

interface Series {
  count: number;
  sum: number;
  buckets: number[];
}

export class RequestMetrics {
  inFlight = 0;
  readonly #series = new Map<string, Series>();
  readonly #loop = monitorEventLoopDelay({ resolution: 10 });

  /** `watchEventLoop`: only when someone may scrape (METRICS_TOKEN set). */
  constructor(watchEventLoop: boolean) {
    if (watchEventLoop) this.#loop.enable();
  }

  observe(method: string, route: string, seconds: number): void {
    const key = `${method} ${route}`;
    let series = this.#series.get(key);
    if (!series) {
      series = { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
      this.#series.set(key, series);
    }
    series.count++;
    series.sum += seconds;
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]!) series.buckets[i]!++;
  }

  /** The histogram lines; the event-loop window restarts at each scrape. */
  lines(): string[] {
    const out = [
      '# HELP greenroom_http_request_duration_seconds Time to answer a request, by route pattern.',
      '# TYPE greenroom_http_request_duration_seconds histogram',
    ];
    for (const [key, series] of this.#series) {
      const [method, route] = key.split(' ') as [string, string];
      const labels = `method="${method}",route="${escapeLabel(route)}"`;
      BUCKETS.forEach((bound, i) => {
        out.push(
          `greenroom_http_request_duration_seconds_bucket{${labels},le="${bound}"} ${series.buckets[i]}`,
        );
      });
      out.push(
        `greenroom_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${series.count}`,
        `greenroom_http_request_duration_seconds_sum{${labels}} ${series.sum}`,
        `greenroom_http_request_duration_seconds_count{${labels}} ${series.count}`,
      );
    }
    out.push(
      '# HELP greenroom_http_requests_in_flight Requests being answered.',
      '# TYPE greenroom_http_requests_in_flight gauge',
      `greenroom_http_requests_in_flight ${this.inFlight}`,
      '# HELP greenroom_event_loop_delay_seconds Event-loop delay since the last scrape.',
      '# TYPE greenroom_event_loop_delay_seconds gauge',
      `greenroom_event_loop_delay_seconds{quantile="0.5"} ${this.#loop.percentile(50) / 1e9}`,
      `greenroom_event_loop_delay_seconds{quantile="0.99"} ${this.#loop.percentile(99) / 1e9}`,
      `greenroom_event_loop_delay_seconds{quantile="1"} ${this.#loop.max / 1e9}`,
    );
    this.#loop.reset();
    return out;
  }

  stop(): void {
    this.#loop.disable();
  }
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

/** Times every request; logs one line per request unless `log` is false. */
export function accessLog(logger: Logger, metrics: RequestMetrics, log: boolean) {
  const handler: MiddlewareHandler<HonoEnv> = async (c, next) => {
    const started = performance.now();
    metrics.inFlight++;
    try {
      await next();
    } finally {
      metrics.inFlight--;
      const ms = performance.now() - started;
      const route = routePatternOf(c);
      metrics.observe(c.req.method, route, ms / 1000);
      if (log) {
        logger.info('request', {
          method: c.req.method,
          route,
          status: c.res.status,
          ms: Math.round(ms * 10) / 10,
          requestId: c.var.requestId,
        });
      }
    }
  };
  return handler;
}

function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export interface MetricsSources {
  token: string | undefined;
  metrics: RequestMetrics;
  db: AppDb;
  kind: DatabaseKind;
  poolSize: number;
  /** Open /ws sockets of this process. */
  sockets: () => number;
}

export function mountMetrics(app: Hono<HonoEnv>, sources: MetricsSources): void {
  app.get(METRICS_PATH, declareInput(), async (c) => {
    const { token } = sources;
    if (!token) return apiNotFound(c);
    const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return jsonError(c, 401, SERVER_TEXTS.notSignedIn);
    }
    const [queues] = await queryRows<{ pushes: number; emails: number }>(
      sources.db,
      sql`select (select count(*) from push_deliveries)::int as pushes,
        (select count(*) from email_sends where next_send_at is not null)::int as emails`,
    );
    const pool = await poolUse(sources);
    const lines = [
      ...sources.metrics.lines(),
      '# HELP greenroom_ws_sockets Open /ws sockets of this process.',
      '# TYPE greenroom_ws_sockets gauge',
      `greenroom_ws_sockets ${sources.sockets()}`,
      '# HELP greenroom_push_deliveries_queued Web pushes waiting to be sent (all processes).',
      '# TYPE greenroom_push_deliveries_queued gauge',
      `greenroom_push_deliveries_queued ${Number(queues?.pushes ?? 0)}`,
      '# HELP greenroom_email_batches_queued E-mail batches waiting to be sent (all processes).',
      '# TYPE greenroom_email_batches_queued gauge',
      `greenroom_email_batches_queued ${Number(queues?.emails ?? 0)}`,
      '# HELP greenroom_db_pool_size Database connections this process may open.',
      '# TYPE greenroom_db_pool_size gauge',
      `greenroom_db_pool_size ${pool.size}`,
      '# HELP greenroom_db_connections Database connections of this process, by state.',
      '# TYPE greenroom_db_connections gauge',
      ...pool.states.map((s) => `greenroom_db_connections{state="${escapeLabel(s.state)}"} ${s.n}`),
    ];
    return c.body(`${lines.join('\n')}\n`, 200, {
      'Content-Type': 'text/plain; version=0.0.4; charset=utf-8',
      'Cache-Control': 'no-store',
    });
  });
}

/** This process's connections (PostgreSQL names them `greenroom/<pid>`; PGlite has one). */
async function poolUse(sources: MetricsSources) {
  if (sources.kind === 'pglite') return { size: 1, states: [{ state: 'open', n: 1 }] };
  const rows = await queryRows<{ state: string | null; n: number }>(
    sources.db,
    sql`select coalesce(state, 'unknown') as state, count(*)::int as n from pg_stat_activity
      where application_name = ${applicationName()} group by 1 order by 1`,
  );
  return {
    size: sources.poolSize,
    states: rows.map((r) => ({ state: r.state ?? 'unknown', n: Number(r.n) })),
  };
}
