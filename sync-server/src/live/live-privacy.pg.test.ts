// Live frames and privacy (ADR 024): one shared frame for every member, tailored copies only for
// the writer's connections and admins (wider profile rows) and for members a block stands
// between (rows left out).
import type { Change, LiveChanges } from '@greenroom/shared-model/schemas/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../tests/support/test-app';
import { silentLogger } from '../logger';
import { LiveChangeFeed, type LiveSockets } from './live-changes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Sockets of the given members; records what each one receives. */
function fakeSockets(online: readonly string[]) {
  const got = new Map<string, Change[][]>();
  let broadcasts = 0;
  const record = (userId: string, frame: Buffer) => {
    const msg = JSON.parse(frame.toString()) as { live?: LiveChanges };
    if (msg.live) got.set(userId, [...(got.get(userId) ?? []), msg.live.changes]);
  };
  const sockets: LiveSockets = {
    hasMember: (id) => online.includes(id),
    broadcastFrame(frame, except) {
      broadcasts++;
      for (const id of online) if (!except.has(id)) record(id, frame);
    },
    sendFrame: (userId, frame) => record(userId, frame),
    poke: () => {},
  };
  return {
    sockets,
    /** Every change member `id` received, in order. */
    changesOf: (id: string) => (got.get(id) ?? []).flat(),
    get broadcasts() {
      return broadcasts;
    },
    clear: () => got.clear(),
  };
}

async function member(firstName: string): Promise<SignedUp> {
  const who = await t.signUp({ firstName });
  await t.db.execute(
    sql`update users set is_verified = true, phone_number = '+1 212 555 0100' where id = ${who.user.id}::uuid`,
  );
  return who;
}

const last = (changes: Change[], entity: string, id: string) =>
  changes.filter((c) => c.entity === entity && c.id === id).at(-1);

describe('live frames and privacy', () => {
  it('a profile edit: members get the narrowed row, a connection and an admin the wider one', async () => {
    const ada = await member('Ada');
    const con = await member('Con');
    const stranger = await member('Stan');
    const boss = await member('Boss');
    await t.db.execute(sql`update users set is_admin = true where id = ${boss.user.id}::uuid`);
    const req = await ada.client.post('/api/connections', { addresseeId: con.user.id });
    const { id } = (await req.json()) as { id: string };
    await con.client.put(`/api/connections/${id}`, { status: 'accepted' });

    const feed = new LiveChangeFeed({ db: t.db, env: t.env, logger: silentLogger });
    const net = fakeSockets([con.user.id, stranger.user.id, boss.user.id]);
    await feed.start(net.sockets);
    await ada.client.put('/api/users/profile', { bio: 'New bio' });
    feed.changed('*');
    await feed.idle();
    const phoneOf = (viewer: SignedUp) =>
      (
        last(net.changesOf(viewer.user.id), 'user', ada.user.id) as {
          row?: { phoneNumber: unknown };
        }
      )?.row?.phoneNumber;
    expect(phoneOf(stranger)).toBeNull();
    expect(phoneOf(con)).toBe('+1 212 555 0100');
    expect(phoneOf(boss)).toBe('+1 212 555 0100');
    feed.stop();
  });

  it("a blocked member's public writes never reach the other's sockets, either way", async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const cat = await member('Cat');
    await ada.client.post('/api/blocks', { userId: bob.user.id });
    const feed = new LiveChangeFeed({ db: t.db, env: t.env, logger: silentLogger });
    const net = fakeSockets([ada.user.id, bob.user.id, cat.user.id]);
    await feed.start(net.sockets);
    const bobPost = (await (
      await bob.client.post('/api/posts', { content: 'From Bob' })
    ).json()) as {
      id: string;
    };
    const adaPost = (await (
      await ada.client.post('/api/posts', { content: 'From Ada' })
    ).json()) as {
      id: string;
    };
    feed.changed('*');
    await feed.idle();
    expect(last(net.changesOf(cat.user.id), 'post', bobPost.id)?.op).toBe('put');
    expect(last(net.changesOf(cat.user.id), 'post', adaPost.id)?.op).toBe('put');
    expect(last(net.changesOf(ada.user.id), 'post', bobPost.id)).toBeUndefined();
    expect(last(net.changesOf(bob.user.id), 'post', adaPost.id)).toBeUndefined();
    // Each still gets their own post.
    expect(last(net.changesOf(ada.user.id), 'post', adaPost.id)?.op).toBe('put');
    feed.stop();
  });

  it("a block sends `del` of the other member's rows to both, in their own frames", async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const bobPost = (await (await bob.client.post('/api/posts', { content: 'Hello' })).json()) as {
      id: string;
    };
    const feed = new LiveChangeFeed({ db: t.db, env: t.env, logger: silentLogger });
    const net = fakeSockets([ada.user.id, bob.user.id]);
    await feed.start(net.sockets);
    await ada.client.post('/api/blocks', { userId: bob.user.id });
    feed.changed(ada.user.id);
    await feed.idle();
    expect(last(net.changesOf(ada.user.id), 'post', bobPost.id)?.op).toBe('del');
    expect(last(net.changesOf(ada.user.id), 'user', bob.user.id)?.op).toBe('del');
    expect(last(net.changesOf(ada.user.id), 'block', bob.user.id)?.op).toBe('put');
    expect(last(net.changesOf(bob.user.id), 'user', ada.user.id)?.op).toBe('del');
    expect(net.changesOf(bob.user.id).some((c) => c.entity === 'block')).toBe(false);
    feed.stop();
  });

  it('a public write by a member without connections online is one shared frame', async () => {
    const ada = await member('Ada');
    const others = await Promise.all(['A', 'B', 'C'].map((n) => member(n)));
    const feed = new LiveChangeFeed({ db: t.db, env: t.env, logger: silentLogger });
    const net = fakeSockets(others.map((o) => o.user.id));
    await feed.start(net.sockets);
    const post = (await (await ada.client.post('/api/posts', { content: 'Shared' })).json()) as {
      id: string;
    };
    feed.changed('*');
    await feed.idle();
    for (const o of others) expect(last(net.changesOf(o.user.id), 'post', post.id)?.op).toBe('put');
    expect(net.broadcasts).toBe(1);
    feed.stop();
  });
});
