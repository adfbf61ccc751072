// argon2id with the OWASP parameters (m=19 MiB, t=2, p=1), hashed on libuv's thread pool through
// a bounded HashingPool (hashing-pool.ts): one per app.
import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import type { AppEnv } from '../../env';
import { createHashingPool, type HashingPool } from './hashing-pool';

const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id (an ambient const enum)
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(stored: string, password: string): Promise<boolean>;
  /** Spend the same time as a real check when there is no account (no user enumeration). */
  verifyAgainstDummy(password: string): Promise<false>;
  readonly pool: HashingPool;
}

/** Half the cores (at least one) unless PASSWORD_HASH_CONCURRENCY says otherwise. */
function hashConcurrency(env: Pick<AppEnv, 'PASSWORD_HASH_CONCURRENCY'>): number {
  return env.PASSWORD_HASH_CONCURRENCY || Math.max(1, Math.floor(availableParallelism() / 2));
}

export function createPasswordHasher(
  env: Pick<AppEnv, 'PASSWORD_HASH_CONCURRENCY' | 'PASSWORD_HASH_QUEUE_LIMIT'>,
): PasswordHasher {
  const pool = createHashingPool({
    concurrency: hashConcurrency(env),
    queueLimit: env.PASSWORD_HASH_QUEUE_LIMIT,
  });
  const verifyHash = async (stored: string, password: string) => {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  };
  let dummyHash: Promise<string> | undefined;
  return {
    pool,
    hash: (password) => pool.run(() => hash(password, ARGON2_OPTIONS)),
    verify: (stored, password) => pool.run(() => verifyHash(stored, password)),
    async verifyAgainstDummy(password) {
      dummyHash ??= hash('greenroom-dummy-password', ARGON2_OPTIONS);
      const stored = await dummyHash;
      await pool.run(() => verifyHash(stored, password));
      return false;
    },
  };
}
