import 'fake-indexeddb/auto';
import { replicaStores } from '@greenroom/shared-model/entities';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTestDbs, testDb } from '../testing/fixtures';
import { memberDbName, type OutboxEntry } from './member-db';
import {
  COLLABORATIONS_STORE,
  LOCAL_STORES,
  MEMBER_DB_V1,
  MEMBER_DB_VERSION,
} from './member-db-versions';

afterEach(closeTestDbs);

describe('member database versions', () => {
  it('derives from the descriptors the released version 1 of every table but savedJobs', () => {
    // A descriptor whose key or indexes change needs a new version in member-db-versions.ts.
    // Tables added later come with their own version (collaborations: 7).
    const { savedJobs, collaborations, ...derived } = replicaStores();
    const { savedJobs: savedJobsV1, ...v1 } = MEMBER_DB_V1;
    expect({ ...derived, ...LOCAL_STORES }).toEqual(v1);
    expect(collaborations).toBe(COLLABORATIONS_STORE.collaborations);
    expect(savedJobsV1).toBe('id, jobId, userId, pending');
    expect(savedJobs).toBe('jobId, userId, pending');
  });

  it('re-keys savedJobs by jobId on upgrade from version 1 and keeps the outbox', async () => {
    const userId = crypto.randomUUID();
    const v1 = new Dexie(memberDbName(userId));
    v1.version(1).stores(MEMBER_DB_V1);
    const mark = { id: 'mark-1', jobId: 'job-1', userId, createdAt: '2026-01-01T00:00:00.000Z' };
    await v1.table('savedJobs').put({ ...mark, pending: 1 });
    await v1.table('posts').put({ id: 'p1', createdAt: mark.createdAt, authorId: userId });
    const entry: OutboxEntry = {
      mutationId: 1,
      key: crypto.randomUUID(),
      method: 'POST',
      path: '/api/jobs/job-1/save',
      body: { id: 'mark-1' },
      undo: [{ table: 'savedJobs', op: 'delete', id: 'mark-1' }],
      entity: 'savedJobs',
      entityId: 'mark-1',
      touched: ['savedJobs:mark-1', 'posts:p1'],
      createdAt: 1,
      attempts: 0,
    };
    await v1.table('outbox').add(entry);
    v1.close();

    const db = testDb(userId);
    await db.open();
    expect(db.verno).toBe(MEMBER_DB_VERSION);
    expect(db.savedJobs.schema.primKey.keyPath).toBe('jobId');
    const { id: _id, ...rekeyed } = mark;
    expect(await db.savedJobs.get('job-1')).toEqual({ ...rekeyed, pending: 1 });
    expect(await db.posts.get('p1')).toMatchObject({ authorId: userId });
    expect(await db.outbox.get(1)).toMatchObject({
      undo: [{ table: 'savedJobs', op: 'delete', id: 'job-1' }],
      entityId: 'job-1',
      touched: ['savedJobs:job-1', 'posts:p1'],
    });
    expect(db.tables.map((t) => t.name)).not.toContain('savedJobsByJobId');
  });
});
