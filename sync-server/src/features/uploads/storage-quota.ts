// Each member's storage space (ADR 022): the bytes of their stored files plus the sizes their
// unfinished resumable uploads declared, against MEMBER_STORAGE_QUOTA_MB. Every change to a
// member's use runs under a transaction-scoped advisory lock on that member, so parallel uploads
// cannot both take the last megabytes.
import { TUS_MAX_UNFINISHED } from '@greenroom/shared-model/constants';
import { sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../db/client';
import type { AppEnv } from '../../env';

/** A resumable upload not continued for this long no longer counts as "in progress". */
const TUS_IDLE_MS = 60 * 60 * 1000;

export function quotaBytes(env: AppEnv): number {
  return env.MEMBER_STORAGE_QUOTA_MB * 1024 * 1024;
}

async function lockMember(tx: AppDb, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`greenroom_storage:${userId}`}, 0))`,
  );
}

/** Bytes the member's files take, with what their unfinished resumable uploads declared. */
export async function storageUsed(db: AppDb, userId: string): Promise<number> {
  const rows = await queryRows<{ used: string }>(
    db,
    sql`select (
          coalesce((select sum(coalesce(size, 0)) from uploads where user_id = ${userId}), 0)
        + coalesce((select sum(declared_size) from tus_uploads where user_id = ${userId}), 0)
        )::text as used`,
  );
  return Number(rows[0]?.used ?? 0);
}

/** Room left for the member (never negative). */
export async function storageLeft(db: AppDb, env: AppEnv, userId: string): Promise<number> {
  return Math.max(0, quotaBytes(env) - (await storageUsed(db, userId)));
}

/**
 * Records a stored file of `size` bytes as the member's. Refused (false, nothing recorded) when
 * it would take them over their quota, unless `force` (a resumable upload's file, whose size was
 * held since its creation). `replacing` is the resumable upload whose declared size this file
 * takes over.
 */
export async function recordUpload(
  pool: AppDb,
  env: AppEnv,
  file: { key: string; userId: string; size: number; force?: boolean; replacing?: string },
): Promise<boolean> {
  return pool.transaction(async (tx) => {
    await lockMember(tx, file.userId);
    if (file.replacing) {
      await tx.execute(sql`delete from tus_uploads where id = ${file.replacing}`);
    }
    if (!file.force && (await storageUsed(tx, file.userId)) + file.size > quotaBytes(env)) {
      return false;
    }
    await tx.execute(
      sql`insert into uploads (key, user_id, size) values (${file.key}, ${file.userId}, ${file.size})`,
    );
    return true;
  });
}

/** A file the server made for the member in place of one it did not hold (a migrated photo). */
export async function recordServerFile(
  db: AppDb,
  file: { key: string; userId: string; size: number },
): Promise<void> {
  await db.execute(
    sql`insert into uploads (key, user_id, size) values (${file.key}, ${file.userId}, ${file.size})`,
  );
}

export type TusAdmission = 'ok' | 'too-many' | 'over-quota';

/** A new resumable upload declaring `declaredSize` bytes: admitted and recorded, or why not. */
export async function admitTusUpload(
  pool: AppDb,
  env: AppEnv,
  upload: { id: string; userId: string; declaredSize: number },
  now: Date = new Date(),
): Promise<TusAdmission> {
  return pool.transaction(async (tx) => {
    await lockMember(tx, upload.userId);
    const idleSince = new Date(now.getTime() - TUS_IDLE_MS).toISOString();
    const open = await queryRows<{ n: string }>(
      tx,
      sql`select count(*)::text as n from tus_uploads
          where user_id = ${upload.userId} and touched_at > ${idleSince}::timestamptz`,
    );
    if (Number(open[0]?.n ?? 0) >= TUS_MAX_UNFINISHED) return 'too-many';
    if ((await storageUsed(tx, upload.userId)) + upload.declaredSize > quotaBytes(env)) {
      return 'over-quota';
    }
    await tx.execute(
      sql`insert into tus_uploads (id, user_id, declared_size)
          values (${upload.id}, ${upload.userId}, ${upload.declaredSize})`,
    );
    return 'ok';
  });
}

/** A resumable upload being continued (it counts as in progress for another hour). */
export async function touchTusUpload(db: AppDb, id: string): Promise<void> {
  await db.execute(sql`update tus_uploads set touched_at = now() where id = ${id}`);
}

/** A resumable upload ended without a file (terminated, refused, expired). */
export async function forgetTusUpload(db: AppDb, id: string): Promise<void> {
  await db.execute(sql`delete from tus_uploads where id = ${id}`);
}

/** Rows of resumable uploads past their expiry (their partial files are the tus store's). */
export async function forgetExpiredTusUploads(db: AppDb, expiredBefore: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from tus_uploads where created_at < ${expiredBefore.toISOString()}::timestamptz
        returning id`,
  );
  return rows.length;
}
