import { comparePortfolioItems } from '@greenroom/shared-model/helpers/portfolio-order';
import 'fake-indexeddb/auto';
import { PORTFOLIO_TEXTS } from '@greenroom/shared-model/texts';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrainer } from '../../../client-core/outbox/drain';
import { createMemoryLocks } from '../../../client-core/outbox/locks';
import { createFakeSyncServer } from '../../../client-core/testing/fake-sync-server';
import { closeTestDbs, testDb } from '../../../client-core/testing/fixtures';
import { uploadProgressPercent } from '../upload-progress';
import { addPortfolioItem, deletePortfolioItem, reorderPortfolio } from './portfolio-actions';

afterEach(() => closeTestDbs());

const USER = '0a5d2b0e-7b39-4a39-9c3f-6f7f3f1b2c01';
const link = (title: string) => ({
  title,
  mediaUrl: 'https://youtu.be/dQw4w9WgXcQ',
  mediaType: 'youtube' as const,
});

async function order(db: ReturnType<typeof testDb>) {
  const rows = await db.portfolioItems.where('userId').equals(USER).toArray();
  return rows.sort(comparePortfolioItems).map((r) => r.title);
}

describe('portfolio actions', () => {
  it('adds at once (pending, last) and refuses a bad link with the spec message', async () => {
    const db = testDb();
    const item = await addPortfolioItem(db, USER, link('Reel'));
    expect(await db.portfolioItems.get(item.id)).toMatchObject({
      title: 'Reel',
      sortOrder: null,
      pending: 1,
    });
    await expect(
      addPortfolioItem(db, USER, { ...link('Bad'), mediaUrl: 'https://youtube.com/watch?v=short' }),
    ).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: PORTFOLIO_TEXTS.invalidVideoUrl })],
    });
    expect(await db.outbox.count()).toBe(1);
  });

  it('reorders at once; a refused reorder puts every item back', async () => {
    const db = testDb();
    const server = createFakeSyncServer();
    const drainer = createDrainer({ db, transport: server.transport, locks: createMemoryLocks() });
    // The server's rows, as a pull left them.
    const row = (id: string, title: string, minute: number) => ({
      id,
      userId: USER,
      title,
      description: null,
      tags: [],
      mediaUrl: 'https://youtu.be/dQw4w9WgXcQ',
      mediaType: 'youtube' as const,
      sortOrder: null,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
    });
    const [a, b, c] = [
      row(crypto.randomUUID(), 'A', 1),
      row(crypto.randomUUID(), 'B', 2),
      row(crypto.randomUUID(), 'C', 3),
    ];
    await db.portfolioItems.bulkPut([a, b, c]);
    expect(await order(db)).toEqual(['A', 'B', 'C']);

    server.refuse = (m) =>
      m.path === '/api/portfolio/reorder' ? { status: 403, body: {} } : undefined;
    await reorderPortfolio(db, [c.id, a.id, b.id]);
    expect(await order(db)).toEqual(['C', 'A', 'B']);
    await drainer.requestFlush('manual');
    expect(await order(db)).toEqual(['A', 'B', 'C']);
    expect((await db.rejections.toArray())[0]).toMatchObject({ path: '/api/portfolio/reorder' });

    await deletePortfolioItem(db, b.id);
    expect(await order(db)).toEqual(['A', 'C']);
    drainer.dispose();
  });
});

describe('uploadProgressPercent', () => {
  it('maps real bytes onto the spec scale, at most 85 during the upload', () => {
    expect(uploadProgressPercent(0, 100)).toBe(0);
    expect(uploadProgressPercent(50, 100)).toBe(43);
    expect(uploadProgressPercent(100, 100)).toBe(85);
    expect(uploadProgressPercent(10, 0)).toBe(0);
  });
});
