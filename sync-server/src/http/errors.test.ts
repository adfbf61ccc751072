import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import type { HonoEnv } from './context';
import { createErrorHandler } from './errors';

function appThrowing(err: unknown) {
  const app = new Hono<HonoEnv>();
  app.onError(createErrorHandler(silentLogger));
  app.get('/x', () => {
    throw err;
  });
  return app;
}

describe('the error handler', () => {
  it('answers 503 with Retry-After while the database is unavailable', async () => {
    for (const code of ['ECONNREFUSED', 'CONNECTION_CLOSED', '57P01']) {
      const res = await appThrowing(Object.assign(new Error('down'), { code })).request('/x');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
    }
  });

  it('answers 500 for anything else', async () => {
    const res = await appThrowing(new TypeError('bug')).request('/x');
    expect(res.status).toBe(500);
  });
});
