import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { analyticsEvents } from '../../db/schema/analytics';
import { posts } from '../../db/schema/feed';

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

describe('GET /api/posts/view-counts', () => {
  it("counts content views of the caller's own posts only", async () => {
    const [mine, quiet] = await t.db
      .insert(posts)
      .values([
        { authorId: ada.user.id, content: 'seen' },
        { authorId: ada.user.id, content: 'unseen' },
      ])
      .returning({ id: posts.id });
    const [theirs] = await t.db
      .insert(posts)
      .values({ authorId: bob.user.id, content: 'bob' })
      .returning({ id: posts.id });
    const view = (targetId: string) => ({
      userId: bob.user.id,
      kind: 'content_view',
      targetType: 'post',
      targetId,
    });
    await t.db
      .insert(analyticsEvents)
      .values([view(mine!.id), view(mine!.id), view(mine!.id), view(theirs!.id)]);
    const ids = [mine!.id, quiet!.id, theirs!.id, randomUUID()].join(',');
    const res = await ada.client.get(`/api/posts/view-counts?postIds=${ids}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ [mine!.id]: 3, [quiet!.id]: 0 });
    expect((await t.client().get(`/api/posts/view-counts?postIds=${ids}`)).status).toBe(401);
    expect((await ada.client.get('/api/posts/view-counts?postIds=nope')).status).toBe(400);
    // The post reads still work beside it.
    expect((await ada.client.get(`/api/posts/${mine!.id}`)).status).toBe(200);
  });

  it("jobs and events answer the same way (empty for ids that are not the caller's)", async () => {
    for (const [path, param] of [
      ['/api/jobs/view-counts', 'jobIds'],
      ['/api/events/view-counts', 'eventIds'],
    ] as const) {
      const res = await ada.client.get(`${path}?${param}=${randomUUID()}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({});
    }
  });
});
