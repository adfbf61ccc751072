import 'fake-indexeddb/auto';
import { REPORT_TEXTS } from '@greenroom/shared-model/report-texts';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTestDbs, TEST_AUTHOR, testDb } from '../../../client-core/testing/fixtures';
import { createPost } from '../../posts/actions/create-post';
import { reportItem } from './report-item';

afterEach(() => closeTestDbs());

describe('reportItem', () => {
  it('hides the post at once and queues POST /api/reports, with no undo', async () => {
    const db = testDb();
    const { post } = await createPost(db, TEST_AUTHOR, { content: 'Official notice' });
    await db.outbox.clear();
    await reportItem(db, {
      itemKind: 'post',
      itemId: post.id,
      reason: 'impersonation',
      note: '  ',
    });
    expect(await db.posts.get(post.id)).toBeUndefined();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/reports',
      body: { itemKind: 'post', itemId: post.id, reason: 'impersonation', note: null },
      undo: [],
    });
  });

  it('refuses a report without a valid reason before anything is written', async () => {
    const db = testDb();
    const { post } = await createPost(db, TEST_AUTHOR, { content: 'Kept' });
    await db.outbox.clear();
    await expect(
      reportItem(db, { itemKind: 'post', itemId: post.id, reason: 'boring' as 'spam' }),
    ).rejects.toThrow(REPORT_TEXTS.reasonRequired);
    expect(await db.posts.get(post.id)).toBeDefined();
    expect(await db.outbox.count()).toBe(0);
  });
});
