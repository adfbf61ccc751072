import 'fake-indexeddb/auto';
import { VALIDATION_TEXTS } from '@greenroom/shared-model/texts';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrainer } from '../../../client-core/outbox/drain';
import { createMemoryLocks } from '../../../client-core/outbox/locks';
import { createFakeSyncServer } from '../../../client-core/testing/fake-sync-server';
import { closeTestDbs, TEST_AUTHOR, testDb } from '../../../client-core/testing/fixtures';
import { createPost } from './create-post';
import { deletePost } from './delete-post';
import { updatePost } from './update-post';

afterEach(() => closeTestDbs());

const author = TEST_AUTHOR;

const drainerFor = (db: ReturnType<typeof testDb>, server = createFakeSyncServer()) => ({
  server,
  drainer: createDrainer({ db, transport: server.transport, locks: createMemoryLocks() }),
});

describe('createPost', () => {
  it('writes the pending row and the outbox entry of POST /api/posts in one go', async () => {
    const db = testDb();
    const now = new Date('2026-05-01T10:00:00.000Z');
    const { post } = await createPost(
      db,
      author,
      { content: '  Casting call  ', type: 'showcase' },
      now,
    );

    const row = await db.posts.get(post.id);
    expect(row).toMatchObject({
      id: post.id,
      content: 'Casting call',
      type: 'showcase',
      imageUrl: null,
      skills: [],
      authorId: author.id,
      author: { id: author.id, firstName: 'Ada' },
      createdAt: now.toISOString(),
      pending: 1,
    });
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      method: 'POST',
      path: '/api/posts',
      body: { id: post.id, content: 'Casting call', type: 'showcase', imageUrl: null, skills: [] },
      entity: 'posts',
      entityId: post.id,
      undo: [{ table: 'posts', op: 'delete', id: post.id }],
    });
    expect(entries[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the upload's image info on the pending row only, never in the body it sends", async () => {
    const db = testDb();
    const imageUrl = `/uploads/${'ab'.repeat(16)}.jpg`;
    const imageInfo = { width: 2400, height: 1600, placeholder: '#808080', renditions: [320] };
    const { post } = await createPost(db, author, { content: 'Still', imageUrl, imageInfo });
    expect(await db.posts.get(post.id)).toMatchObject({ imageUrl, imageInfo });
    const [entry] = await db.outbox.toArray();
    expect(entry?.body).toMatchObject({ imageUrl });
    expect(entry?.body).not.toHaveProperty('imageInfo');
  });

  it('refuses blank content with the spec message and writes nothing', async () => {
    const db = testDb();
    await expect(createPost(db, author, { content: '   ' })).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: VALIDATION_TEXTS.contentRequired })],
    });
    expect(await db.posts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('loses the pending mark on ack, and is rolled back with a rejection on a 4xx', async () => {
    const db = testDb();
    const { server, drainer } = drainerFor(db);
    server.refuse = (m) =>
      (m.body as { content?: string }).content === 'bad'
        ? { status: 422, body: { message: 'No thanks' } }
        : undefined;
    const { post: kept } = await createPost(db, author, { content: 'good' });
    const { post: refused } = await createPost(db, author, { content: 'bad' });

    expect(await drainer.requestFlush('manual')).toBe('drained');
    expect((await db.posts.get(kept.id))?.pending).toBeUndefined();
    expect(await db.posts.get(refused.id)).toBeUndefined();
    expect(await db.rejections.toArray()).toMatchObject([
      { status: 422, message: 'No thanks', method: 'POST', path: '/api/posts' },
    ]);
    expect(server.rows.get('post')?.has(kept.id)).toBe(true);
    drainer.dispose();
  });
});

describe('updatePost', () => {
  it('changes only the sent fields, pending, and a refusal restores the row', async () => {
    const db = testDb();
    const { server, drainer } = drainerFor(db);
    const { post } = await createPost(db, author, { content: 'first', skills: ['Editing'] });
    await drainer.requestFlush('manual');

    server.refuse = (m) => (m.method === 'PUT' ? { status: 403, body: {} } : undefined);
    await updatePost(db, post.id, { content: ' second ' });
    expect(await db.posts.get(post.id)).toMatchObject({
      content: 'second',
      skills: ['Editing'],
      pending: 1,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      method: 'PUT',
      path: `/api/posts/${post.id}`,
      body: { content: 'second' },
    });
    expect(Object.keys(entry?.body as object)).toEqual(['content']);

    await drainer.requestFlush('manual');
    const restored = await db.posts.get(post.id);
    expect(restored?.content).toBe('first');
    expect(restored?.pending).toBeUndefined();
    drainer.dispose();
  });

  it('refuses blank content with the edit message', async () => {
    const db = testDb();
    const { post } = await createPost(db, author, { content: 'x' });
    await expect(updatePost(db, post.id, { content: ' ' })).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: VALIDATION_TEXTS.postContentEmpty })],
    });
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('deletePost', () => {
  it('removes the row at once and puts it back when the server refuses', async () => {
    const db = testDb();
    const { server, drainer } = drainerFor(db);
    const { post } = await createPost(db, author, { content: 'to go' });
    await drainer.requestFlush('manual');

    server.refuse = (m) =>
      m.method === 'DELETE' ? { status: 403, body: { message: 'Not yours' } } : undefined;
    await deletePost(db, post.id);
    expect(await db.posts.get(post.id)).toBeUndefined();
    expect(await db.outbox.toArray()).toMatchObject([
      { method: 'DELETE', path: `/api/posts/${post.id}` },
    ]);

    await drainer.requestFlush('manual');
    expect(await db.posts.get(post.id)).toMatchObject({ content: 'to go' });
    expect((await db.posts.get(post.id))?.pending).toBeUndefined();
    drainer.dispose();
  });

  it('deletes on the server once acknowledged', async () => {
    const db = testDb();
    const { server, drainer } = drainerFor(db);
    const { post } = await createPost(db, author, { content: 'bye' });
    await deletePost(db, post.id);
    expect(await drainer.requestFlush('manual')).toBe('drained');
    expect(server.rows.get('post')?.has(post.id)).toBe(false);
    expect(await db.posts.count()).toBe(0);
    drainer.dispose();
  });
});
