import 'fake-indexeddb/auto';
import type { Change } from '@greenroom/shared-model/schemas/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { getMeta } from '../local-db/member-db';
import { closeTestDbs, testDb, testPost } from '../testing/fixtures';
import { applyPullPage } from './pull';
import type { InvalidRow } from './replica-row-check';

afterEach(closeTestDbs);

const page = (changes: unknown[]) => ({
  cursor: '5',
  lastMutationId: 0,
  more: false,
  reset: false,
  changes: changes as Change[],
});

describe('pulled rows are checked', () => {
  it('skips and reports rows that are not objects or whose key is not the change id', async () => {
    const db = testDb();
    const reported: InvalidRow[] = [];
    await applyPullPage(
      db,
      page([
        { op: 'put', entity: 'post', id: 'ok', row: testPost('ok') },
        { op: 'put', entity: 'post', id: 'null', row: null },
        { op: 'put', entity: 'post', id: 'list', row: [1] },
        { op: 'put', entity: 'post', id: 'other', row: testPost('someone-else') },
        { op: 'put', entity: 'post', id: 'nokey', row: { content: 'x' } },
      ]),
      { onInvalidRow: (bad) => reported.push(bad) },
    );
    expect(await db.posts.toCollection().primaryKeys()).toEqual(['ok']);
    expect(reported.map((r) => r.id)).toEqual(['null', 'list', 'other', 'nokey']);
    expect(await getMeta(db, 'cursor')).toBe('5');
  });

  it('skips rows the validator refuses and applies the rest of the page', async () => {
    const db = testDb();
    const reported: InvalidRow[] = [];
    await applyPullPage(
      db,
      page([
        { op: 'put', entity: 'post', id: 'bad', row: { ...testPost('bad'), content: 7 } },
        { op: 'put', entity: 'post', id: 'good', row: testPost('good') },
      ]),
      {
        validateRows: async (rows) =>
          rows.map(({ row }) =>
            typeof (row as { content: unknown }).content === 'string' ? null : 'content',
          ),
        onInvalidRow: (bad) => reported.push(bad),
      },
    );
    expect(await db.posts.toCollection().primaryKeys()).toEqual(['good']);
    expect(reported).toEqual([{ entity: 'post', id: 'bad', reason: 'content' }]);
  });

  it('keys savedJob rows by jobId', async () => {
    const db = testDb();
    const mark = { jobId: 'job-1', userId: 'me', createdAt: '2026-01-01T00:00:00.000Z' };
    await applyPullPage(db, page([{ op: 'put', entity: 'savedJob', id: 'job-1', row: mark }]));
    expect(await db.savedJobs.get('job-1')).toEqual(mark);
    await applyPullPage(db, page([{ op: 'del', entity: 'savedJob', id: 'job-1' }]));
    expect(await db.savedJobs.count()).toBe(0);
  });

  it('ignores entities this client does not know', async () => {
    const db = testDb();
    await applyPullPage(db, page([{ op: 'put', entity: 'future', id: 'x', row: { id: 'x' } }]));
    expect(await getMeta(db, 'cursor')).toBe('5');
  });
});
