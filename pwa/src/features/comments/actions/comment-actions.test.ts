import 'fake-indexeddb/auto';
import { COMMENT_TEXTS } from '@greenroom/shared-model/texts';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTestDbs, TEST_AUTHOR, testDb } from '../../../client-core/testing/fixtures';
import { createComment, deleteComment, updateComment } from './comment-actions';

afterEach(() => closeTestDbs());

const place = { postId: crypto.randomUUID(), postAuthorId: crypto.randomUUID() };
const now = new Date('2026-11-27T10:00:00.000Z');

describe('comment actions', () => {
  it('a comment shows at once, pending, and waits in the outbox; an answer to a reply joins its thread', async () => {
    const db = testDb();
    await createComment(db, TEST_AUTHOR, place, '  Lovely light  ', now);
    const [top] = await db.comments.toArray();
    expect(top).toMatchObject({
      ...place,
      authorId: TEST_AUTHOR.id,
      author: { id: TEST_AUTHOR.id },
      parentId: null,
      content: 'Lovely light',
      pending: 1,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      method: 'POST',
      path: `/api/posts/${place.postId}/comments`,
      body: { id: top!.id, content: 'Lovely light', parentId: null },
      undo: [{ table: 'comments', op: 'delete', id: top!.id }],
    });

    await createComment(db, TEST_AUTHOR, { ...place, replyTo: top }, 'Thanks', now);
    const reply = (await db.comments.toArray()).find((c) => c.content === 'Thanks')!;
    await createComment(db, TEST_AUTHOR, { ...place, replyTo: reply }, 'Again', now);
    const again = (await db.comments.toArray()).find((c) => c.content === 'Again')!;
    expect([reply.parentId, again.parentId]).toEqual([top!.id, top!.id]);
  });

  it('refuses a blank or overlong comment with the schema’s words and writes nothing', async () => {
    const db = testDb();
    await expect(createComment(db, TEST_AUTHOR, place, '   ')).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: COMMENT_TEXTS.required })],
    });
    await expect(createComment(db, TEST_AUTHOR, place, 'a'.repeat(2001))).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: COMMENT_TEXTS.tooLong })],
    });
    expect(await db.comments.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an edit changes the text at once; a delete takes the replies too, and its undo brings them back', async () => {
    const db = testDb();
    await createComment(db, TEST_AUTHOR, place, 'First', now);
    const [top] = await db.comments.toArray();
    await createComment(db, TEST_AUTHOR, { ...place, replyTo: top }, 'Reply', now);
    const later = new Date('2026-11-27T11:00:00.000Z');
    await updateComment(db, top!.id, 'First, edited', later);
    expect(await db.comments.get(top!.id)).toMatchObject({
      content: 'First, edited',
      updatedAt: later.toISOString(),
    });
    const entry = await deleteComment(db, top!);
    expect(await db.comments.count()).toBe(0);
    expect(entry.undo.map((op) => op.op)).toEqual(['put', 'put']);
  });
});
