// The only reader of process.env. Everything else receives an `AppEnv` object, so tests build
// configurations with `loadEnv({ ... })` without touching the process environment.
import { join } from 'node:path';
import {
  DEFAULT_MEMBER_EMAIL_DOMAINS,
  DEFAULT_PRIMARY_ADMIN_EMAIL,
} from '@greenroom/shared-model/constants';
import { z } from 'zod';
import { repositoryDir } from './paths';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const commaList = (fallback: readonly string[]) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',') : v),
      z
        .array(z.string())
        .transform((items) => items.map((s) => s.trim().toLowerCase()).filter(Boolean))
        .optional(),
    )
    .transform((items) => (items && items.length > 0 ? items : [...fallback]));
/** TRUST_PROXY: false/unset → 0 proxies, true → 1, or the number of proxies in front of us. */
const proxyHops = z.preprocess((v) => {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(s)) return 0;
  if (['true', 'yes', 'on'].includes(s)) return 1;
  return s;
}, z.coerce.number().int().min(0).max(10).default(0));
const positiveInt = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(fallback));

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '::1'] as const;

const defaultStaticDir = join(repositoryDir, 'dist');

const EnvSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: optionalString,
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  /** Unset → embedded PGlite under DATA_DIR/pglite. */
  DATABASE_URL: optionalString,
  STATIC_DIR: z.preprocess(emptyToUndefined, z.string().default(defaultStaticDir)),
  /** e.g. https://greenroom.example — decides Secure cookies, HSTS and the Origin check. */
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z
      .url()
      .transform((u) => new URL(u).origin)
      .optional(),
  ),
  UNIVERSITY_EMAIL_DOMAINS: commaList(DEFAULT_MEMBER_EMAIL_DOMAINS),
  PRIMARY_ADMIN_EMAIL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(DEFAULT_PRIMARY_ADMIN_EMAIL)
      .transform((s) => s.trim().toLowerCase()),
  ),
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  OIDC_ISSUER: z.preprocess(emptyToUndefined, z.string().default('https://accounts.google.com')),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
  LEGACY_MEDIA_HOSTS: commaList([]),
  /** Set → uploads go to this S3-compatible bucket (several servers); unset → DATA_DIR/uploads. */
  S3_BUCKET: optionalString,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  /** e.g. https://s3.example.com for a non-AWS service. */
  S3_ENDPOINT: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** true for services that address buckets by path (MinIO, most non-AWS). */
  S3_FORCE_PATH_STYLE: z.preprocess(
    (v) => (typeof v === 'boolean' ? String(v) : emptyToUndefined(v)),
    z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  ),
  /** Each member's storage space for uploads, in MB (1 GB = 1024 MB); over it uploads are refused. */
  MEMBER_STORAGE_QUOTA_MB: positiveInt(2048),
  /**
   * Reverse proxies in front of us whose X-Forwarded-For / X-Forwarded-Proto we trust (0 = none).
   * The client address is the one the outermost trusted proxy appended: hops from the right.
   */
  TRUST_PROXY: proxyHops,
  /**
   * Hosts whose Host header may build absolute links (e-mail links, the OAuth redirect) when
   * PUBLIC_URL is unset. Any other Host gets no link: a forged Host must not steer a token.
   */
  ALLOWED_HOSTS: commaList(LOOPBACK_HOSTS),
  /** Password hashes computed at once (argon2id, 19 MiB each); 0 = half the cores, at least 1. */
  PASSWORD_HASH_CONCURRENCY: positiveInt(0),
  /** Hashes that may wait for a slot; beyond that sign-up and login answer 503 + Retry-After. */
  PASSWORD_HASH_QUEUE_LIMIT: positiveInt(32),
  /** Sign-ups an hour from one client address (IPv6: its /64); 0 = no limit. */
  SIGNUP_LIMIT_PER_HOUR: positiveInt(50),
  /**
   * Per-member limits on posts, jobs, events, applications and connection requests
   * (rate-limits/write-limits.ts). On unless `off`: only servers that seed in bulk turn it off.
   */
  MEMBER_WRITE_LIMITS: z.preprocess(
    (v) => (typeof v === 'boolean' ? (v ? 'on' : 'off') : emptyToUndefined(v)),
    z
      .enum(['on', 'off', 'true', 'false'])
      .default('on')
      .transform((v) => v === 'on' || v === 'true'),
  ),
  /**
   * On SIGTERM/SIGINT: how long the process keeps serving while readiness answers 503, so that
   * the balancer stops sending it requests before the listener closes.
   */
  SHUTDOWN_DRAIN_MS: positiveInt(5_000),
  /**
   * How long an idle keep-alive connection stays open. Longer than a balancer's or a client's own
   * idle timeout (HAProxy's and most load balancers' 60 s), so that the client is the one that
   * closes it: a server closing an idle connection while the client sends on it resets that request
   * (Node's default of 5 s did, seen as ECONNRESET on a poll every few seconds).
   */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: positiveInt(65_000),
  /** After the drain: the most that in-flight requests and the delivery batch may still take. */
  SHUTDOWN_TIMEOUT_MS: positiveInt(15_000),
  /** Bearer token of GET /api/metrics (Prometheus); unset: the endpoint answers 404. */
  METRICS_TOKEN: optionalString,
  /** One JSON line per request on stdout (method, route pattern, status, duration, request id). */
  ACCESS_LOG: z.preprocess(
    (v) => (typeof v === 'boolean' ? String(v) : emptyToUndefined(v)),
    z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  ),
  /**
   * Tests only: web push may reach a push service over plain http on a loopback address (the
   * deployment test's push service). Never set in production: pushes go to public https only.
   */
  PUSH_ALLOW_LOOPBACK_HTTP: z.preprocess(
    (v) => (typeof v === 'boolean' ? String(v) : emptyToUndefined(v)),
    z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  ),
  /** PostgreSQL connections this process may open (postgres.js pool). */
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(10)),
});

export type AppEnv = z.output<typeof EnvSchema>;
export type EnvInput = Partial<Record<keyof AppEnv, string | number | boolean | string[]>>;

/**
 * Validate a configuration. `source` defaults to process.env; `overrides` win over it.
 * Tests call `loadEnv({ ... }, {})` to ignore the process environment entirely.
 */
export function loadEnv(
  overrides: EnvInput = {},
  source: Record<string, string | undefined> = process.env,
): AppEnv {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.shape)) {
    if (source[key] !== undefined) input[key] = source[key];
  }
  Object.assign(input, overrides);
  const parsed = EnvSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** What a starting server should warn about (main.ts logs each line). */
export function configurationWarnings(env: AppEnv): string[] {
  const warnings: string[] = [];
  if (!env.PUBLIC_URL) {
    warnings.push(
      `PUBLIC_URL is not set: links in e-mails and the Google sign-in redirect are built only for requests to ${env.ALLOWED_HOSTS.join(', ')} (ALLOWED_HOSTS); set PUBLIC_URL in production`,
    );
  }
  return warnings;
}
