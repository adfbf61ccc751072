import { describe, expect, it } from 'vitest';
import { configurationWarnings, loadEnv } from './env';

describe('loadEnv', () => {
  it('has working defaults with an empty environment', () => {
    const env = loadEnv({}, {});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      UNIVERSITY_EMAIL_DOMAINS: ['nyu.edu'],
      PRIMARY_ADMIN_EMAIL: 'admin@nyu.edu',
      OIDC_ISSUER: 'https://accounts.google.com',
      LEGACY_MEDIA_HOSTS: [],
      TRUST_PROXY: 0,
      ALLOWED_HOSTS: ['localhost', '127.0.0.1', '::1'],
      PASSWORD_HASH_QUEUE_LIMIT: 32,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBeUndefined();
    expect(env.STATIC_DIR).toMatch(/\/dist$/);
  });

  it('reads a source map and lets overrides win', () => {
    const env = loadEnv(
      { PORT: 8080 },
      {
        PORT: '4000',
        PUBLIC_URL: 'https://greenroom.example/some/path',
        UNIVERSITY_EMAIL_DOMAINS: ' NYU.edu, alumni.nyu.edu ,',
        PRIMARY_ADMIN_EMAIL: ' Dean@NYU.edu ',
        TRUST_PROXY: 'true',
        LEGACY_MEDIA_HOSTS: 'old-bucket.s3.amazonaws.com',
        SMTP_URL: '',
      },
    );
    expect(env.PORT).toBe(8080);
    expect(env.PUBLIC_URL).toBe('https://greenroom.example');
    expect(env.UNIVERSITY_EMAIL_DOMAINS).toEqual(['nyu.edu', 'alumni.nyu.edu']);
    expect(env.PRIMARY_ADMIN_EMAIL).toBe('dean@nyu.edu');
    expect(env.TRUST_PROXY).toBe(1);
    expect(env.LEGACY_MEDIA_HOSTS).toEqual(['old-bucket.s3.amazonaws.com']);
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('reads TRUST_PROXY as a number of proxies (true = 1)', () => {
    const hops = (v: string) => loadEnv({}, { TRUST_PROXY: v }).TRUST_PROXY;
    expect([hops('false'), hops('0'), hops(''), hops('true'), hops('on'), hops('2')]).toEqual([
      0, 0, 0, 1, 1, 2,
    ]);
    expect(() => hops('maybe')).toThrow(/TRUST_PROXY/);
  });

  it('warns at start when PUBLIC_URL is unset', () => {
    expect(configurationWarnings(loadEnv({}, {})).join('\n')).toMatch(/PUBLIC_URL is not set/);
    expect(configurationWarnings(loadEnv({ PUBLIC_URL: 'https://g.example' }, {}))).toEqual([]);
  });

  it('refuses an invalid configuration with a readable error', () => {
    expect(() => loadEnv({}, { PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({}, { PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});
