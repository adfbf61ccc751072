// The people and jobs behind applications, from the replica: an applicant's profile row when this
// device holds it (kept fresh by pulls), else the copy the application carries.
import type { Application } from '@greenroom/shared-model/schemas/applications';
import type { Job } from '@greenroom/shared-model/schemas/jobs';
import type { User, UserSummary } from '@greenroom/shared-model/schemas/users';
import type { Replica } from '../../../client-core/local-db/member-db';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { useMemberDb } from '../../../sync/sync-context';

export type Person = UserSummary &
  Partial<Pick<User, 'bio' | 'skills' | 'portfolioUrl' | 'program'>>;

/** Profiles by id for these applications (replica rows first). */
export function usePeople(applications: readonly Application[] | undefined): Map<string, Person> {
  const db = useMemberDb();
  const ids = [...new Set((applications ?? []).map((a) => a.applicantId))];
  const key = ids.join(',');
  const rows = useLiveQuery(async () => {
    if (!db || !key) return [];
    return (await db.users.bulkGet(key.split(','))) as (User | undefined)[];
  }, [db, key]);
  const people = new Map<string, Person>();
  for (const a of applications ?? []) if (a.applicant) people.set(a.applicantId, a.applicant);
  for (const row of rows ?? []) if (row) people.set(row.id, row);
  return people;
}

/** Jobs by id from the replica. */
export function useJobsById(ids: readonly string[]): Map<string, Replica<Job>> | undefined {
  const db = useMemberDb();
  const key = [...new Set(ids)].sort().join(',');
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const rows = (await db.jobs.bulkGet(key ? key.split(',') : [])) as (Replica<Job> | undefined)[];
    return new Map(rows.filter((r) => r !== undefined).map((r) => [r.id, r]));
  }, [db, key]);
}
