import { randomUUID } from 'node:crypto';
import type { PortfolioItem } from '@greenroom/shared-model/schemas/portfolio';
import { PORTFOLIO_TEXTS, SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { portfolioItems } from '../../db/schema/profiles';

let t: TestApp;
let ada: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp({ firstName: 'Ada' });
  bob = await t.signUp({ firstName: 'Bob' });
});
afterAll(async () => {
  await t?.close();
});

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const item = (overrides: Record<string, unknown> = {}) => ({
  title: 'Thesis reel',
  description: 'Two minutes of my thesis film',
  mediaUrl: YOUTUBE,
  mediaType: 'youtube',
  tags: ['Directing', 'Short Film'],
  ...overrides,
});

async function add(who: SignedUp, body: Record<string, unknown>) {
  const res = await who.client.post('/api/portfolio', body);
  return { res, body: (await res.json()) as PortfolioItem & { message?: string } };
}

async function listOf(who: SignedUp, userId: string) {
  return (await (await who.client.get(`/api/portfolio/${userId}`)).json()) as PortfolioItem[];
}

describe('portfolio', () => {
  it('answers 401 without a session', async () => {
    const anon = t.client();
    expect((await anon.get(`/api/portfolio/${ada.user.id}`)).status).toBe(401);
    expect((await anon.post('/api/portfolio', item())).status).toBe(401);
    expect((await anon.put('/api/portfolio/reorder', { updates: [] })).status).toBe(401);
    expect((await anon.put(`/api/portfolio/${randomUUID()}`, item())).status).toBe(401);
    expect((await anon.delete(`/api/portfolio/${randomUUID()}`)).status).toBe(401);
  });

  it('adds an item with the client id; a new item sorts last', async () => {
    const id = randomUUID();
    const { res, body } = await add(ada, { ...item(), id });
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ id, userId: ada.user.id, sortOrder: null, mediaType: 'youtube' });
    expect((await listOf(bob, ada.user.id)).map((i) => i.id)).toContain(id);
  });

  it('refuses bad items with the spec messages', async () => {
    const noTitle = await add(ada, item({ title: '   ' }));
    expect(noTitle.res.status).toBe(400);
    expect(noTitle.body.message).toBe(PORTFOLIO_TEXTS.titleRequired);
    expect((await add(ada, item({ mediaUrl: 'https://example.com/video' }))).res.status).toBe(400);
    const badVideo = await add(ada, item({ mediaUrl: 'https://www.youtube.com/watch?v=short' }));
    expect(badVideo.res.status).toBe(400);
    expect(badVideo.body.message).toBe(PORTFOLIO_TEXTS.invalidVideoUrl);
    const vimeoAsYoutube = await add(ada, item({ mediaUrl: 'https://vimeo.com/76979871' }));
    expect(vimeoAsYoutube.res.status).toBe(400);
    const script = await add(ada, item({ mediaType: 'image', mediaUrl: 'javascript:alert(1)' }));
    expect(script.res.status).toBe(400);
    const internal = await add(
      ada,
      item({ mediaType: 'image', mediaUrl: 'http://169.254.169.254/x.png' }),
    );
    expect(internal.res.status).toBe(400);
    const ours = await add(ada, item({ mediaType: 'image', mediaUrl: '/uploads/abc.png' }));
    expect(ours.res.status).toBe(201);
  });

  it('only the owner edits and deletes', async () => {
    const { body: it1 } = await add(ada, item());
    expect((await bob.client.put(`/api/portfolio/${it1.id}`, { title: 'Mine now' })).status).toBe(
      403,
    );
    expect((await bob.client.delete(`/api/portfolio/${it1.id}`)).status).toBe(403);
    const edited = await ada.client.put(`/api/portfolio/${it1.id}`, { title: 'Final reel' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      title: 'Final reel',
      tags: ['Directing', 'Short Film'],
    });
    const media = await ada.client.put(`/api/portfolio/${it1.id}`, {
      title: 'Final reel',
      mediaUrl: 'https://vimeo.com/76979871',
      mediaType: 'vimeo',
    });
    expect(await media.json()).toMatchObject({
      mediaType: 'vimeo',
      mediaUrl: 'https://vimeo.com/76979871',
    });
    const half = await ada.client.put(`/api/portfolio/${it1.id}`, {
      title: 'x',
      mediaType: 'vimeo',
    });
    expect(half.status).toBe(400);
    const badEdit = await ada.client.put(`/api/portfolio/${it1.id}`, {
      title: 'x',
      mediaUrl: 'https://vimeo.com/not-a-number',
      mediaType: 'vimeo',
    });
    expect((await badEdit.json()).message).toBe(PORTFOLIO_TEXTS.invalidVideoUrlEdit);
    expect((await ada.client.delete(`/api/portfolio/${it1.id}`)).status).toBe(200);
    const again = await ada.client.delete(`/api/portfolio/${it1.id}`);
    expect(again.status).toBe(404);
    expect((await again.json()).message).toBe(SERVER_TEXTS.portfolioItemNotFound);
  });

  it("reorders all or nothing: only the caller's own items", async () => {
    const owner = await t.signUp({ firstName: 'Orla' });
    const ids: string[] = [];
    for (const title of ['one', 'two', 'three'])
      ids.push((await add(owner, item({ title }))).body.id);
    const { body: foreign } = await add(bob, item({ title: 'bob' }));
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const mixed = await owner.client.put('/api/portfolio/reorder', {
      updates: [...order.map((id, i) => ({ id, sortOrder: i })), { id: foreign.id, sortOrder: 3 }],
    });
    expect(mixed.status).toBe(403);
    expect((await listOf(owner, owner.user.id)).map((i) => i.title)).toEqual([
      'one',
      'two',
      'three',
    ]);
    const missing = await owner.client.put('/api/portfolio/reorder', {
      updates: [{ id: randomUUID(), sortOrder: 0 }],
    });
    expect(missing.status).toBe(404);
    const res = await owner.client.put('/api/portfolio/reorder', {
      updates: order.map((id, i) => ({ id, sortOrder: i })),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as PortfolioItem[]).map((i) => i.title)).toEqual([
      'three',
      'one',
      'two',
    ]);
    expect((await listOf(bob, owner.user.id)).map((i) => i.title)).toEqual(['three', 'one', 'two']);
    // A new item sorts after the ordered ones.
    await add(owner, item({ title: 'four' }));
    expect((await listOf(owner, owner.user.id)).map((i) => i.title)).toEqual([
      'three',
      'one',
      'two',
      'four',
    ]);
    const dup = await owner.client.put('/api/portfolio/reorder', {
      updates: [
        { id: ids[0], sortOrder: 0 },
        { id: ids[0], sortOrder: 1 },
      ],
    });
    expect(dup.status).toBe(400);
  });

  it('a create replayed is a success, another member under the id a conflict', async () => {
    const id = randomUUID();
    expect((await add(ada, { ...item(), id })).res.status).toBe(201);
    expect((await add(ada, { ...item(), id })).res.status).toBe(201);
    expect((await add(bob, { ...item(), id })).res.status).toBe(409);
    expect(await t.db.select().from(portfolioItems).where(eq(portfolioItems.id, id))).toHaveLength(
      1,
    );
  });
});
