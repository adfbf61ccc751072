import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('http pipeline', () => {
  it('GET /api/health answers {ok:true}', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('sets the security headers on every reply, including errors', async () => {
    for (const path of ['/api/health', '/api/nope', '/somewhere']) {
      const res = await t.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        csp.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      expect(directives).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob: https:",
        'media-src': "'self' blob: https:",
        'connect-src': "'self' ws: wss:",
        'font-src': "'self' data:",
        // Only the two video players a portfolio item may embed.
        'frame-src': 'https://www.youtube.com https://player.vimeo.com',
        'object-src': "'none'",
        'base-uri': "'none'",
        'frame-ancestors': "'none'",
        'form-action': "'self'",
        'worker-src': "'self'",
        'manifest-src': "'self'",
      });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // Plain http: no HSTS.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS only over HTTPS (PUBLIC_URL https, or X-Forwarded-Proto with TRUST_PROXY)', async () => {
    const https = await createTestApp({
      database: t.database,
      env: { PUBLIC_URL: 'https://greenroom.example' },
    });
    const res = await https.request('/api/health');
    expect(res.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );

    const proxied = await createTestApp({ database: t.database, env: { TRUST_PROXY: 'true' } });
    const viaProxy = await proxied.request('/api/health', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers.get('strict-transport-security')).toContain('max-age=31536000');
    // Without TRUST_PROXY the header is not believed.
    const spoofed = await t.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });

  it('refuses unsafe calls from another origin with 403 JSON', async () => {
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@nyu.edu', password: 'x' }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Requests from another site are not allowed' });

    const crossSite = await t.request('/api/auth/logout', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('accepts unsafe calls from its own origin and without Origin', async () => {
    const same = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@nyu.edu', password: 'whatever' }),
    });
    expect(same.status).toBe(401);
    const none = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email: 'nobody@nyu.edu', password: 'whatever' }),
    });
    expect(none.status).toBe(401);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@nyu.edu",',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers 415 to unsafe calls with a non-JSON body', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const res = await t.request('/api/auth/login', {
        method: 'POST',
        headers: contentType ? { 'content-type': contentType } : {},
        body: 'email=a@nyu.edu&password=x',
      });
      expect(res.status, String(contentType)).toBe(415);
      expect(await res.json()).toEqual({ message: 'Content-Type must be application/json' });
    }
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await t.request('/api/does-not-exist', { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('answers 400 with the first issue message and the issues for an invalid body', async () => {
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@nyu.edu' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: unknown[] };
    expect(body.message).toBe('Password is required');
    expect(body.issues.length).toBeGreaterThan(0);
  });
});

describe('replies and logs', () => {
  it('sends Cache-Control: no-store on /api JSON, signed in or not', async () => {
    const member = await t.signUp();
    for (const path of ['/api/auth/user', '/api/posts', `/api/users/${member.user.id}`]) {
      const res = await member.client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const anonymous = await t.request('/api/auth/user');
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    const login = await t.client().post('/api/auth/login', {
      email: member.email,
      password: member.password,
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('logs a failing database call with code, constraint and request id only', async () => {
    const lines: string[] = [];
    const capture = (level: string) => (msg: string, data?: Record<string, unknown>) => {
      lines.push(JSON.stringify({ level, msg, ...data }));
    };
    const logged = await createTestApp({
      database: t.database,
      logger: { info: capture('info'), warn: capture('warn'), error: capture('error') },
    });
    await t.db.execute(
      sql`alter table users add constraint users_no_boom_ck check (last_name <> 'Boomington')`,
    );
    try {
      const email = `private.person.${Date.now()}@nyu.edu`;
      const res = await logged.client().post('/api/auth/signup', {
        email,
        password: 'my secret passphrase',
        firstName: 'Private',
        lastName: 'Boomington',
        program: 'Dance',
        graduationYear: 2027,
      });
      expect(res.status).toBe(500);
      const requestId = res.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const log = lines.join('\n');
      expect(log).toContain(requestId);
      expect(log).toContain('"code":"23514"');
      expect(log).toContain('"constraint":"users_no_boom_ck"');
      for (const secret of [email, 'Private', 'Boomington', '$argon2id', 'passphrase', 'insert']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.db.execute(sql`alter table users drop constraint users_no_boom_ck`);
    }
  });
});
