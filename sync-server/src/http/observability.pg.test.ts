// The operator's view: one access-log line per request without personal data, and the metrics
// endpoint (Prometheus text) for the holder of METRICS_TOKEN only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { Logger } from '../logger';

const TOKEN = 'operator-token-for-tests';
const lines: Array<{ msg: string } & Record<string, unknown>> = [];
const capture: Logger = {
  info: (msg, data) => lines.push({ msg, ...data }),
  warn: () => {},
  error: () => {},
};

let t: TestApp;
let quiet: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, logger: capture });
  quiet = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await quiet?.close();
});

describe('access log', () => {
  it('logs method, route pattern, status, duration and request id; never the path or the member', async () => {
    const member = await t.signUp({ firstName: 'Priya', lastName: 'Private' });
    lines.length = 0;
    const res = await member.client.get(`/api/users/${member.user.id}?q=${member.email}`);
    expect(res.status).toBe(200);
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toEqual({
      msg: 'request',
      method: 'GET',
      route: '/api/users/:id',
      status: 200,
      ms: expect.any(Number),
      requestId: res.headers.get('x-request-id'),
    });
    const text = JSON.stringify(requests[0]);
    for (const secret of [member.user.id, member.email, 'Priya', 'Private']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('GET /api/metrics', () => {
  it('answers only with the operator token', async () => {
    expect((await t.request('/api/metrics')).status).toBe(401);
    const wrong = await t.request('/api/metrics', { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    // Without METRICS_TOKEN the endpoint does not exist.
    const off = await quiet.request('/api/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(off.status).toBe(404);
  });

  it('gives request durations by route, event-loop delay, sockets, queues and pool use', async () => {
    await t.request('/api/posts?limit=5');
    const res = await t.request('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const body = await res.text();
    expect(body).toMatch(
      /^greenroom_http_request_duration_seconds_count\{method="GET",route="\/api\/posts"\} \d+$/m,
    );
    expect(body).toMatch(/^greenroom_http_request_duration_seconds_bucket\{.*le="\+Inf"\} \d+$/m);
    for (const name of [
      'greenroom_http_requests_in_flight',
      'greenroom_event_loop_delay_seconds{quantile="0.99"}',
      'greenroom_ws_sockets',
      'greenroom_push_deliveries_queued',
      'greenroom_email_batches_queued',
      'greenroom_db_pool_size',
    ]) {
      expect(body).toContain(`\n${name} `);
    }
    expect(body).toMatch(/^greenroom_db_connections\{state="[a-z ]+"\} \d+$/m);
  });
});
