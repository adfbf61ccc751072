// Classmates of a member (GET /api/courses/{userId}/classmates: cached 2 minutes, retried twice,
// spec part 1 §7). Offline, or when the server cannot be reached, they are worked out from the
// replica's courses and profiles instead, and the result says so.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import {
  CLASSMATES_CACHE_MS,
  CLASSMATES_RETRIES,
  QUERY_FINAL_STATUSES,
  QUERY_RETRY_BASE_MS,
} from '@greenroom/shared-model/constants';
import { sameClass } from '@greenroom/shared-model/rows/courses';
import type { Classmate, Course } from '@greenroom/shared-model/schemas/courses';
import type { User } from '@greenroom/shared-model/schemas/users';
import { useEffect, useState } from 'react';
import type { MemberDb } from '../../../client-core/local-db/member-db';
import { requestJson } from '../../../client-core/sync/transport';
import { useMemberDb } from '../../../sync/sync-context';

export interface ClassmatesView {
  classmates: Classmate[];
  /** Worked out on this device (offline); may miss members this device has never seen. */
  fromDevice: boolean;
}

const cache = new Map<string, { at: number; classmates: Classmate[] }>();

/** Cached per member and state of their courses (`key`): a changed course asks again. */
async function fetchClassmates(userId: string, key: string): Promise<Classmate[] | null> {
  const cacheKey = `${userId}|${key}`;
  const hit = cache.get(cacheKey);
  if (hit && Date.now() - hit.at < CLASSMATES_CACHE_MS) return hit.classmates;
  for (let attempt = 0; attempt <= CLASSMATES_RETRIES; attempt++) {
    const reply = await requestJson<Classmate[]>(
      (input, init) => fetch(input, init),
      apiPaths.courses.classmates(userId),
      { method: 'GET' },
    );
    if (reply.ok) {
      cache.set(cacheKey, { at: Date.now(), classmates: reply.value });
      return reply.value;
    }
    if (reply.kind === 'status' && QUERY_FINAL_STATUSES.includes(reply.status)) return null;
    await new Promise((r) => setTimeout(r, QUERY_RETRY_BASE_MS * 2 ** attempt));
  }
  return null;
}

/** Classmates from the replica: members with a course of the same code and section. */
async function classmatesOnDevice(db: MemberDb, userId: string): Promise<Classmate[]> {
  const mine = (await db.courses.where('userId').equals(userId).toArray()) as Course[];
  const codes = [...new Set(mine.map((c) => c.courseCode))];
  const others = (await db.courses.where('courseCode').anyOf(codes).toArray()) as Course[];
  const byUser = new Map<string, Classmate['sharedCourses']>();
  for (const other of others) {
    if (other.userId === userId || !mine.some((c) => sameClass(c, other))) continue;
    const shared = byUser.get(other.userId) ?? [];
    if (!shared.some((s) => sameClass(s, other))) {
      shared.push({ courseCode: other.courseCode, section: other.section });
    }
    byUser.set(other.userId, shared);
  }
  const users = (await db.users.bulkGet([...byUser.keys()])) as (User | undefined)[];
  return users.flatMap((u) =>
    u && !u.isSuspended ? [{ ...u, sharedCourses: byUser.get(u.id)! }] : [],
  );
}

/** `key` changes when the member's courses change, so the list follows them. */
export function useClassmates(userId: string, key: string): ClassmatesView | undefined {
  const db = useMemberDb();
  const [view, setView] = useState<ClassmatesView>();
  useEffect(() => {
    let live = true;
    void (async () => {
      const online = typeof navigator === 'undefined' || navigator.onLine;
      const fetched = online ? await fetchClassmates(userId, key) : null;
      if (fetched) {
        if (live) setView({ classmates: fetched, fromDevice: false });
        return;
      }
      if (!db) return;
      const local = await classmatesOnDevice(db, userId);
      if (live) setView({ classmates: local, fromDevice: true });
    })();
    return () => {
      live = false;
    };
  }, [db, userId, key]);
  return view;
}
