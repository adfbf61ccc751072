import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

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
      TRUST_PROXY: false,
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
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.LEGACY_MEDIA_HOSTS).toEqual(['old-bucket.s3.amazonaws.com']);
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('refuses an invalid configuration with a readable error', () => {
    expect(() => loadEnv({}, { PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({}, { PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});
