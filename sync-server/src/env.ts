// The only reader of process.env. Everything else receives an `AppEnv` object, so tests build
// configurations with `loadEnv({ ... })` without touching the process environment.
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_MEMBER_EMAIL_DOMAINS,
  DEFAULT_PRIMARY_ADMIN_EMAIL,
} from '@greenroom/shared-model/constants';
import { z } from 'zod';

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
const flag = z.preprocess(
  (v) => (typeof v === 'string' ? ['1', 'true', 'yes', 'on'].includes(v.trim().toLowerCase()) : v),
  z.boolean().default(false),
);

const defaultStaticDir = fileURLToPath(new URL('../../dist', import.meta.url));

export const EnvSchema = z.object({
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
  /** Trust X-Forwarded-Proto / X-Forwarded-For from a reverse proxy in front of us. */
  TRUST_PROXY: flag,
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
