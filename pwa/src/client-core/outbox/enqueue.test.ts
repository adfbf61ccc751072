import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { getMeta, type MemberDb, openMemberDb } from '../local-db/member-db';
import { enqueue } from './enqueue';
import { enqueueMutation } from './enqueue-mutation';
import { captureUndo, putPending, undoCreate, updatePending } from './undo';

const opened: MemberDb[] = [];
function freshDb(userId: string = crypto.randomUUID()): MemberDb {
  const db = openMemberDb(userId);
  opened.push(db);
  return db;
}
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

const post = (id: string, content = 'hello') =>
  ({ id, content, authorId: 'me', createdAt: '2026-01-01T00:00:00.000Z' }) as never;

describe('enqueue', () => {
  it('writes the optimistic row and the entry in one transaction', async () => {
    const db = freshDb();
    const id = crypto.randomUUID();
    const entry = await enqueue(db, {
      name: 'createPost',
      method: 'POST',
      path: '/api/posts',
      body: { id, content: 'hello' },
      entity: 'posts',
      entityId: id,
      tables: ['posts'],
      undo: undoCreate('posts', id),
      apply: (tx) => putPending(tx, 'posts', post(id)),
    });
    expect(entry.mutationId).toBe(1);
    expect(entry.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(entry.touched).toEqual([`posts:${id}`]);
    expect(await db.posts.get(id)).toMatchObject({ id, pending: 1 });
    expect(await db.outbox.toArray()).toHaveLength(1);
  });

  it('is atomic: when apply throws, neither the row nor the entry nor an id is kept', async () => {
    const db = freshDb();
    const id = crypto.randomUUID();
    await expect(
      enqueue(db, {
        name: 'createPost',
        method: 'POST',
        path: '/api/posts',
        undo: undoCreate('posts', id),
        apply: async (tx) => {
          await putPending(tx, 'posts', post(id));
          throw new Error('boom');
        },
      }),
    ).rejects.toThrow('boom');
    expect(await db.posts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await getMeta(db, 'nextMutationId')).toBeUndefined();
  });

  it('allocates monotonic ids across a reopen, even after the outbox emptied', async () => {
    const userId = crypto.randomUUID();
    let db = freshDb(userId);
    const write = (d: MemberDb) =>
      enqueue(d, {
        name: 'createPost',
        method: 'POST',
        path: '/api/posts',
        undo: [],
        apply: () => {},
      });
    expect((await write(db)).mutationId).toBe(1);
    expect((await write(db)).mutationId).toBe(2);
    await db.outbox.clear();
    db.close();
    db = freshDb(userId);
    expect((await write(db)).mutationId).toBe(3);
    expect((await db.outbox.toArray()).map((e) => e.mutationId)).toEqual([3]);
  });

  it('gives unique ids to concurrent enqueues', async () => {
    const db = freshDb();
    const entries = await Promise.all(
      Array.from({ length: 20 }, () =>
        enqueue(db, {
          name: 'createPost',
          method: 'POST',
          path: '/api/posts',
          undo: [],
          apply: () => {},
        }),
      ),
    );
    const ids = entries.map((e) => e.mutationId).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('captures undo from the prior state inside the transaction', async () => {
    const db = freshDb();
    const id = crypto.randomUUID();
    await db.posts.put(post(id, 'before'));
    const entry = await enqueue(db, {
      name: 'updatePost',
      method: 'PATCH',
      path: `/api/posts/${id}`,
      body: { content: 'after' },
      entity: 'posts',
      entityId: id,
      undo: (tx) => captureUndo(tx, 'posts', id),
      apply: (tx) => updatePending(tx, 'posts', id, { content: 'after' }),
    });
    expect(entry.undo).toEqual([{ table: 'posts', op: 'put', row: post(id, 'before') }]);
    expect(await db.posts.get(id)).toMatchObject({ content: 'after', pending: 1 });
  });

  it('captures "delete" as the undo of a row that did not exist', async () => {
    const db = freshDb();
    const undo = await db.transaction('r', db.posts, (tx) => captureUndo(tx, 'posts', ['x']));
    expect(undo).toEqual([{ table: 'posts', op: 'delete', id: 'x' }]);
  });
});

describe('enqueueMutation', () => {
  const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

  it('stores the parsed body at the path of the definition, and applies it', async () => {
    const db = freshDb();
    const { entry, body } = await enqueueMutation(db, 'updatePost', {
      params: { id: ID },
      body: { content: '  hi  ', extra: 1 } as { content: string },
      undo: [],
      apply: (tx, parsed) => putPending(tx, 'posts', post(ID, parsed.content)),
    });
    expect(entry).toMatchObject({ method: 'PUT', path: `/api/posts/${ID}` });
    expect(entry.body).toEqual({ content: 'hi' });
    expect(body).toEqual({ content: 'hi' });
    expect(await db.posts.get(ID)).toMatchObject({ content: 'hi', pending: 1 });
  });

  it('writes nothing for an invalid body, and throws the spec message', async () => {
    const db = freshDb();
    await expect(
      enqueueMutation(db, 'createPost', {
        body: { content: ' ' },
        undo: [],
        apply: (tx) => putPending(tx, 'posts', post('p')),
      }),
    ).rejects.toThrow('Content required');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.posts.count()).toBe(0);
  });

  it('sends no body for a call without one', async () => {
    const db = freshDb();
    const { entry } = await enqueueMutation(db, 'deletePost', {
      params: { id: ID },
      undo: [],
      apply: () => {},
    });
    expect(entry).toMatchObject({ method: 'DELETE', path: `/api/posts/${ID}` });
    expect('body' in entry).toBe(false);
  });
});
