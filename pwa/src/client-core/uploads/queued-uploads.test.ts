import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { QueuedUpload } from '../local-db/member-db';
import { closeTestDbs, testDb } from '../testing/fixtures';
import { queueUpload, runQueuedUploads } from './queued-uploads';
import { UploadError } from './upload-media';

afterEach(() => closeTestDbs());

const purpose = (title: string) => ({
  kind: 'portfolioItem' as const,
  title,
  description: '',
  tags: [],
});
const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });

describe('queued uploads', () => {
  it('keeps files through a network failure, then uploads them oldest first and hands over the address', async () => {
    const db = testDb();
    await queueUpload(db, file('a.png'), purpose('A'), 1);
    await queueUpload(db, file('b.png'), purpose('B'), 2);
    const completed: string[] = [];
    const refused: string[] = [];
    const handlers = (fail: boolean) => ({
      upload: async (
        f: File,
        { onProgress }: { onProgress: (p: { sent: number; total: number }) => void },
      ) => {
        if (fail) throw new UploadError('Unable to reach the server', 0);
        onProgress({ sent: f.size, total: f.size });
        return { url: `/uploads/${f.name}`, mediaType: 'image' as const };
      },
      complete: async (q: QueuedUpload, reply: { url: string }) => {
        completed.push(`${q.purpose.kind === 'portfolioItem' ? q.purpose.title : ''} ${reply.url}`);
      },
      refused: (_q: unknown, message: string) => refused.push(message),
    });
    await runQueuedUploads(db, handlers(true));
    expect(await db.queuedUploads.count()).toBe(2);
    expect((await db.queuedUploads.orderBy('createdAt').first())?.lastError).toBe(
      'Unable to reach the server',
    );
    await runQueuedUploads(db, handlers(false));
    expect(completed).toEqual(['A /uploads/a.png', 'B /uploads/b.png']);
    expect(await db.queuedUploads.count()).toBe(0);
    expect(refused).toEqual([]);
  });

  it('drops a file the server refuses for good, and one whose write no longer passes, saying why', async () => {
    const db = testDb();
    await queueUpload(db, file('x.exe'), purpose('X'), 1);
    await queueUpload(db, file('y.png'), purpose('Y'), 2);
    const refused: string[] = [];
    await runQueuedUploads(db, {
      upload: async (f) => {
        if (f.name === 'x.exe') throw new UploadError('This file type is not supported', 400);
        return { url: '/uploads/y.png', mediaType: 'image' };
      },
      complete: async () => {
        throw Object.assign(new Error('Please enter a title.'), { refused: true });
      },
      refused: (_q, message) => refused.push(message),
    });
    expect(refused).toEqual(['This file type is not supported', 'Please enter a title.']);
    expect(await db.queuedUploads.count()).toBe(0);
  });

  it('keeps a file whose write could not be checked at all (the schema worker did not start)', async () => {
    const db = testDb();
    await queueUpload(db, file('z.png'), purpose('Z'), 1);
    const refused: string[] = [];
    const completed: string[] = [];
    const run = (workerStarts: boolean) =>
      runQueuedUploads(db, {
        upload: async () => ({ url: '/uploads/z.png', mediaType: 'image' }),
        complete: async (q) => {
          if (!workerStarts) throw new Error('The schema worker stopped: its script did not load');
          completed.push(q.name);
        },
        refused: (_q, message) => refused.push(message),
      });
    await run(false);
    expect(refused).toEqual([]);
    expect((await db.queuedUploads.toArray()).map((q) => q.lastError)).toEqual([
      'The schema worker stopped: its script did not load',
    ]);
    await run(true);
    expect(completed).toEqual(['z.png']);
    expect(await db.queuedUploads.count()).toBe(0);
  });
});
