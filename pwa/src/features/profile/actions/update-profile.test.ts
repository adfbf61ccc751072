import 'fake-indexeddb/auto';
import type { User } from '@greenroom/shared-model/schemas/users';
import { VALIDATION_TEXTS } from '@greenroom/shared-model/texts';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrainer } from '../../../client-core/outbox/drain';
import { createMemoryLocks } from '../../../client-core/outbox/locks';
import type { SyncTransport } from '../../../client-core/sync/transport';
import { closeTestDbs, testDb, testUser } from '../../../client-core/testing/fixtures';
import { updateProfile } from './update-profile';

afterEach(() => closeTestDbs());

const me: User = testUser('3f0c8a4e-2d7b-4c1e-9a55-0b6f2e1d9c11', {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@nyu.edu',
  school: 'Tisch',
  major: 'Drama',
  program: 'Drama',
  graduationYear: 2026,
  bio: 'Old bio',
  skills: ['Acting'],
});

/** A server for PUT /api/users/profile: merges the fields, or refuses with `refuseWith`. */
function profileServer(refuseWith?: { status: number; message: string }) {
  let server: User = { ...me };
  let last = 0;
  const transport: Pick<SyncTransport, 'push'> = {
    async push(body) {
      const results = body.mutations.map((m) => {
        last = m.id;
        if (refuseWith) return { id: m.id, status: refuseWith.status, body: refuseWith };
        server = { ...server, ...(m.body as object) };
        return { id: m.id, status: 200, body: server };
      });
      return { ok: true, value: { lastMutationId: last, results } };
    },
  };
  return { transport, current: () => server };
}

describe('updateProfile', () => {
  it('updates only the sent fields of the own row, pending, with PUT /api/users/profile', async () => {
    const db = testDb();
    await db.users.put(me);
    const { body } = await updateProfile(db, me.id, { bio: '  New bio ', website: '' });

    expect(body).toEqual({ bio: 'New bio', website: null });
    expect(await db.users.get(me.id)).toMatchObject({
      bio: 'New bio',
      website: null,
      firstName: 'Grace',
      skills: ['Acting'],
      pending: 1,
    });
    expect(await db.outbox.toArray()).toMatchObject([
      {
        method: 'PUT',
        path: '/api/users/profile',
        body: { bio: 'New bio', website: null },
        entity: 'users',
        entityId: me.id,
        undo: [{ table: 'users', op: 'put', row: me }],
      },
    ]);
  });

  it('starts from the given member when the replica has no row yet', async () => {
    const db = testDb();
    await updateProfile(db, me.id, { skills: ['Acting', 'Directing'] }, me);
    expect(await db.users.get(me.id)).toMatchObject({
      skills: ['Acting', 'Directing'],
      lastName: 'Hopper',
      pending: 1,
    });
    expect((await db.outbox.toArray())[0]?.undo).toEqual([
      { table: 'users', op: 'delete', id: me.id },
    ]);
  });

  it('validates before anything is written', async () => {
    const db = testDb();
    await db.users.put(me);
    await expect(updateProfile(db, me.id, { firstName: '  ' })).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: VALIDATION_TEXTS.firstNameRequired })],
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.users.get(me.id)).toEqual(me);
  });

  it('takes the server reply on ack, and restores the row on a refusal', async () => {
    const db = testDb();
    await db.users.put(me);
    const ok = profileServer();
    const drainer = createDrainer({ db, transport: ok.transport, locks: createMemoryLocks() });
    await updateProfile(db, me.id, { major: 'Directing' });
    expect(await drainer.requestFlush('manual')).toBe('drained');
    const acked = await db.users.get(me.id);
    expect(acked).toMatchObject({ major: 'Directing' });
    expect(acked?.pending).toBeUndefined();
    drainer.dispose();

    const refusing = profileServer({ status: 400, message: 'Major is required' });
    const second = createDrainer({ db, transport: refusing.transport, locks: createMemoryLocks() });
    await updateProfile(db, me.id, { major: 'Editing' });
    expect((await db.users.get(me.id))?.major).toBe('Editing');
    await second.requestFlush('manual');
    expect((await db.users.get(me.id))?.major).toBe('Directing');
    expect(await db.rejections.toArray()).toMatchObject([
      { status: 400, message: 'Major is required', path: '/api/users/profile' },
    ]);
    second.dispose();
  });
});
