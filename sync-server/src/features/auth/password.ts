// argon2id with the OWASP parameters (m=19 MiB, t=2, p=1), hashed on libuv's thread pool.
import { type Algorithm, hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id (an ambient const enum)
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spend the same time as a real check when there is no account (no user enumeration). */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('greenroom-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
