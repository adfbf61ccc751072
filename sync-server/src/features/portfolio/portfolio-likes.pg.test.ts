// Likes of portfolio items (#34): one per member and item, the item's count kept by the
// database, the owner told once per item while unread, blocks.
import { randomUUID } from 'node:crypto';
import type { Notification } from '@greenroom/shared-model/schemas/notifications';
import type { PortfolioItem } from '@greenroom/shared-model/schemas/portfolio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function itemOf(owner: SignedUp): Promise<string> {
  const id = randomUUID();
  const res = await owner.client.post('/api/portfolio', {
    id,
    title: 'Thesis reel',
    mediaUrl: 'https://youtu.be/dQw4w9WgXcQ',
    mediaType: 'youtube',
  });
  expect(res.status).toBe(201);
  return id;
}

const like = (who: SignedUp, id: string) => who.client.post(`/api/portfolio/${id}/like`, {});
const unlike = (who: SignedUp, id: string) => who.client.delete(`/api/portfolio/${id}/like`);
const countOf = async (owner: SignedUp, id: string) =>
  (
    (await (await owner.client.get(`/api/portfolio/${owner.user.id}`)).json()) as PortfolioItem[]
  ).find((i) => i.id === id)?.likeCount;

describe('likes of portfolio items', () => {
  it('one like per member; the owner told once while unread; unlike takes it back', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const itemId = await itemOf(ada);
    const bob = await t.signUp({ firstName: 'Bob', lastName: 'Lee' });
    const cy = await t.signUp({ firstName: 'Cy', lastName: 'Lee' });
    expect((await like(bob, itemId)).status).toBe(201);
    expect((await like(bob, itemId)).status).toBe(200);
    expect((await like(cy, itemId)).status).toBe(201);
    expect(await countOf(ada, itemId)).toBe(2);
    const notes = (
      (await (await ada.client.get('/api/notifications')).json()) as Notification[]
    ).filter((n) => n.type === 'like');
    expect(notes.map((n) => n.message)).toEqual([
      'Cy Lee and 1 other liked your portfolio piece “Thesis reel”',
    ]);
    expect(notes[0]!.data).toMatchObject({ portfolioItemId: itemId });

    expect((await unlike(bob, itemId)).status).toBe(200);
    expect((await unlike(bob, itemId)).status).toBe(200);
    expect(await countOf(ada, itemId)).toBe(1);
  });

  it('an item that is missing, or whose owner a block stands between, answers 404', async () => {
    const ada = await t.signUp();
    const bob = await t.signUp();
    expect((await like(bob, randomUUID())).status).toBe(404);
    const itemId = await itemOf(ada);
    expect((await ada.client.post('/api/blocks', { userId: bob.user.id })).status).toBe(201);
    const refused = await like(bob, itemId);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Portfolio item not found',
    );
    expect(await countOf(ada, itemId)).toBe(0);
  });
});
