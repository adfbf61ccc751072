import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrainer } from '../../../client-core/outbox/drain';
import { createMemoryLocks } from '../../../client-core/outbox/locks';
import { createFakeSyncServer } from '../../../client-core/testing/fake-sync-server';
import { closeTestDbs, TEST_AUTHOR, testDb } from '../../../client-core/testing/fixtures';
import { createEvent, deleteEvent, updateEvent } from './event-actions';

afterEach(() => closeTestDbs());

const me = TEST_AUTHOR;
const now = new Date('2026-11-24T10:00:00.000Z');
const eventDate = '2026-12-01T19:30:00.000Z';

function setup() {
  const db = testDb();
  const server = createFakeSyncServer();
  const drainer = createDrainer({ db, transport: server.transport, locks: createMemoryLocks() });
  return { db, server, drainer };
}

describe('event actions', () => {
  it('checks in the spec order (title, description, date) and writes nothing on a refusal', async () => {
    const { db } = setup();
    await expect(
      createEvent(db, me, { title: ' ', description: '', eventDate: '' }),
    ).rejects.toThrow('Title required');
    await expect(
      createEvent(db, me, { title: 'Show', description: ' ', eventDate: '' }),
    ).rejects.toThrow('Description required');
    await expect(
      createEvent(db, me, { title: 'Show', description: 'd', eventDate: '' }),
    ).rejects.toThrow('Date required');
    expect(await db.events.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows a new event at once and queues POST /api/events with the location left out when empty', async () => {
    const { db } = setup();
    const { event } = await createEvent(
      db,
      me,
      { title: 'Screening', description: 'Thesis films', eventDate, location: '' },
      now,
    );
    expect(await db.events.get(event.id)).toMatchObject({
      title: 'Screening',
      eventDate,
      location: null,
      authorId: me.id,
      pending: 1,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'POST', path: '/api/events' });
    expect(entry!.body).toMatchObject({ id: event.id, title: 'Screening', eventDate });
  });

  it('an edit shows at once and a refused edit or delete puts the event back', async () => {
    const { db, server, drainer } = setup();
    const { event } = await createEvent(
      db,
      me,
      { title: 'Screening', description: 'd', eventDate, location: 'Room 1' },
      now,
    );
    await drainer.requestFlush('manual');
    server.refuse = () => ({ status: 403, body: { message: 'Account suspended' } });
    await updateEvent(db, event.id, { title: 'Premiere', location: '' });
    expect(await db.events.get(event.id)).toMatchObject({ title: 'Premiere', pending: 1 });
    await drainer.requestFlush('manual');
    expect(await db.events.get(event.id)).toMatchObject({ title: 'Screening', location: 'Room 1' });
    await deleteEvent(db, event.id);
    expect(await db.events.get(event.id)).toBeUndefined();
    await drainer.requestFlush('manual');
    expect(await db.events.get(event.id)).toMatchObject({ title: 'Screening' });
    expect((await db.rejections.toArray()).map((r) => r.method)).toEqual(['PUT', 'DELETE']);
  });
});
