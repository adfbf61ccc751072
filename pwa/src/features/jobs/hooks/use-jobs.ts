// Jobs, saved marks and applications from the member's replica (live), and the search of /jobs:
// the replica's jobs at once (the same meaning as the server's, helpers/job-filters.ts), and when
// online with filters, the server's older matches beyond the replica's window added to them.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import {
  hasJobFilters,
  type JobFilters,
  jobMatches,
  jobSearchQuery,
} from '@greenroom/shared-model/helpers/job-filters';
import type { Application } from '@greenroom/shared-model/schemas/applications';
import type { Job, SavedJob } from '@greenroom/shared-model/schemas/jobs';
import { useMemo } from 'react';
import type { Replica } from '../../../client-core/local-db/member-db';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { replicaReady, useMemberDb, useSyncStatus } from '../../../sync/sync-context';
import { useServerRead } from '../../../sync/use-server-read';

export type ReplicaJob = Replica<Job>;
export type ReplicaApplication = Replica<Application>;

const newestFirst = <T extends { createdAt: string; id: string }>(a: T, b: T) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** Every job on this device, newest first; undefined while the replica opens. */
export function useJobsOnDevice(): ReplicaJob[] | undefined {
  const db = useMemberDb();
  return useLiveQuery(
    async () => (db ? ((await db.jobs.toArray()) as ReplicaJob[]).sort(newestFirst) : undefined),
    [db],
  );
}

export function useJob(id: string): { job: ReplicaJob | undefined; loaded: boolean } {
  const db = useMemberDb();
  const found = useLiveQuery(
    async () => (db ? { job: (await db.jobs.get(id)) as ReplicaJob | undefined } : undefined),
    [db, id],
  );
  return { job: found?.job, loaded: found !== undefined };
}

/** The member's saved marks: job id → pending or not. */
export function useSavedJobs(): Map<string, Replica<SavedJob>> | undefined {
  const db = useMemberDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const rows = (await db.savedJobs.toArray()) as Replica<SavedJob>[];
    return new Map(rows.map((r) => [r.jobId, r]));
  }, [db]);
}

/** The member's own applications, newest first. */
export function useMyApplications(me: string): ReplicaApplication[] | undefined {
  const db = useMemberDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const rows = (await db.applications
      .where('applicantId')
      .equals(me)
      .toArray()) as ReplicaApplication[];
    return rows.sort(newestFirst);
  }, [db, me]);
}

/** The member's own marks on job cards: whether each job is saved, and their application to it. */
export function useJobMarks(me: string): {
  saved: (jobId: string) => boolean;
  application: (jobId: string) => ReplicaApplication | undefined;
} {
  const saved = useSavedJobs();
  const applications = useMyApplications(me);
  return useMemo(() => {
    const byJob = new Map((applications ?? []).map((a) => [a.jobId, a]));
    return {
      saved: (jobId) => saved?.has(jobId) ?? false,
      application: (jobId) => byJob.get(jobId),
    };
  }, [saved, applications]);
}

/** Applications to the member's jobs, newest first. */
export function useApplicationsToMyJobs(me: string): ReplicaApplication[] | undefined {
  const db = useMemberDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const jobIds = (await db.jobs.where('authorId').equals(me).primaryKeys()) as string[];
    const rows = (await db.applications
      .where('jobId')
      .anyOf(jobIds)
      .toArray()) as ReplicaApplication[];
    return rows.sort(newestFirst);
  }, [db, me]);
}

export type JobSearchView =
  | { status: 'loading' }
  | { status: 'ok'; jobs: ReplicaJob[]; fromDevice: boolean };

export function useJobSearch(filters: JobFilters): JobSearchView {
  const status = useSyncStatus();
  const onDevice = useJobsOnDevice();
  const filtered = hasJobFilters(filters);
  const url = status.online && filtered ? apiPaths.jobs.search(jobSearchQuery(filters)) : null;
  const server = useServerRead<Job[]>(url);
  if (!onDevice || (onDevice.length === 0 && !replicaReady(status))) return { status: 'loading' };
  const local = onDevice.filter((job) => jobMatches(job, filters));
  if (!url || server.status !== 'ok') {
    return { status: 'ok', jobs: local, fromDevice: !status.online || server.status === 'error' };
  }
  // The replica's copy wins (it has this member's pending edits); a job the replica does not
  // hold is an older one beyond its window.
  const known = new Set(onDevice.map((j) => j.id));
  const older = server.value.filter((j) => !known.has(j.id));
  return { status: 'ok', jobs: [...local, ...older].sort(newestFirst), fromDevice: false };
}
