// Answers to events (#34): one per member and event, the event's counts kept by the database,
// the organiser told once per event while unread, who answered for the event page, blocks, the
// reminder an hour before, and the same write through the sync push.
import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { Event, EventRsvp, EventRsvps } from '@greenroom/shared-model/schemas/events';
import type { Notification } from '@greenroom/shared-model/schemas/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { eventRsvps, events } from '../../db/schema/feed';
import { remindGoingMembers } from './event-reminders';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function eventBy(author: SignedUp, eventDate = inDays(7)): Promise<string> {
  const id = randomUUID();
  const res = await author.client.post('/api/events', {
    id,
    title: 'Open mic',
    description: 'Bring a song.',
    eventDate,
    location: 'Studio 4',
  });
  expect(res.status).toBe(201);
  return id;
}

const answer = (who: SignedUp, eventId: string, status: string) =>
  who.client.put(`/api/events/${eventId}/rsvp`, { status });
const takeBack = (who: SignedUp, eventId: string) =>
  who.client.delete(`/api/events/${eventId}/rsvp`);
const countsOf = async (who: SignedUp, eventId: string) => {
  const e = (await (await who.client.get(`/api/events/${eventId}`)).json()) as Event;
  return [e.goingCount, e.interestedCount];
};
const notesOf = async (who: SignedUp, type: string) =>
  ((await (await who.client.get('/api/notifications')).json()) as Notification[]).filter(
    (n) => n.type === type,
  );

describe('event RSVPs', () => {
  it('one answer per member: the same answer again changes nothing, a new one moves the count, removing takes it back', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const bob = await t.signUp({ firstName: 'Bob' });
    const eventId = await eventBy(ada);
    expect(await countsOf(bob, eventId)).toEqual([0, 0]);

    const first = await answer(bob, eventId, 'interested');
    expect(first.status).toBe(201);
    expect((await first.json()) as EventRsvp).toMatchObject({
      eventId,
      userId: bob.user.id,
      status: 'interested',
    });
    expect((await answer(bob, eventId, 'interested')).status).toBe(200);
    expect(await countsOf(ada, eventId)).toEqual([0, 1]);
    expect((await answer(bob, eventId, 'going')).status).toBe(200);
    expect(await countsOf(ada, eventId)).toEqual([1, 0]);

    expect((await takeBack(bob, eventId)).status).toBe(200);
    expect((await takeBack(bob, eventId)).status).toBe(200);
    expect(await countsOf(ada, eventId)).toEqual([0, 0]);
    expect(await t.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, eventId))).toEqual([]);
  });

  it('refuses an answer that is neither Going nor Interested, and an event that has taken place', async () => {
    const ada = await t.signUp();
    const bob = await t.signUp();
    const eventId = await eventBy(ada);
    const bad = await answer(bob, eventId, 'maybe');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Choose Going or Interested');
    const past = await eventBy(ada, inDays(-1));
    const late = await answer(bob, past, 'going');
    expect(late.status).toBe(422);
    expect(((await late.json()) as { message: string }).message).toBe(
      'This event has already taken place.',
    );
    expect(await countsOf(ada, past)).toEqual([0, 0]);
  });

  it('30 parallel answers by 6 members count each member once', async () => {
    const ada = await t.signUp();
    const eventId = await eventBy(ada);
    const members = await Promise.all(Array.from({ length: 6 }, () => t.signUp()));
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        answer(members[i % 6]!, eventId, i % 6 < 4 ? 'going' : 'interested'),
      ),
    );
    expect(replies.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    expect(await countsOf(ada, eventId)).toEqual([4, 2]);
  });

  it('an event that is missing, or whose organiser a block stands between, answers 404', async () => {
    const ada = await t.signUp();
    const bob = await t.signUp();
    expect((await answer(bob, randomUUID(), 'going')).status).toBe(404);
    expect((await answer(bob, 'not-an-id', 'going')).status).toBe(404);
    const eventId = await eventBy(ada);
    expect((await ada.client.post('/api/blocks', { userId: bob.user.id })).status).toBe(201);
    const refused = await answer(bob, eventId, 'going');
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toBe('Event not found');
    expect((await bob.client.get(`/api/events/${eventId}/rsvps`)).status).toBe(404);
    expect(await countsOf(ada, eventId)).toEqual([0, 0]);
  });

  it('the organiser is told of members going in one notification while unread; not of interest or their own answer', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const eventId = await eventBy(ada);
    expect((await answer(ada, eventId, 'going')).status).toBe(201);
    expect((await answer(await t.signUp(), eventId, 'interested')).status).toBe(201);
    expect(await notesOf(ada, 'event_rsvp')).toEqual([]);

    for (const [firstName, lastName] of [
      ['Bo', 'Lindqvist'],
      ['Dev', 'Tanaka'],
    ]) {
      expect((await answer(await t.signUp({ firstName, lastName }), eventId, 'going')).status).toBe(
        201,
      );
    }
    const [note, ...more] = await notesOf(ada, 'event_rsvp');
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      title: 'New RSVP',
      message: 'Dev Tanaka and 1 other are going to “Open mic”',
      isRead: false,
    });
    expect(note!.data).toMatchObject({ eventId });
  });

  it('who answered: going for every member, interested for the organiser only, without blocked members', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const eventId = await eventBy(ada);
    const bob = await t.signUp({ firstName: 'Bob' });
    const cy = await t.signUp({ firstName: 'Cy' });
    const dee = await t.signUp({ firstName: 'Dee' });
    expect((await answer(bob, eventId, 'going')).status).toBe(201);
    expect((await answer(cy, eventId, 'going')).status).toBe(201);
    expect((await answer(dee, eventId, 'interested')).status).toBe(201);
    expect((await bob.client.post('/api/blocks', { userId: cy.user.id })).status).toBe(201);

    const seenBy = async (m: SignedUp) =>
      (await (await m.client.get(`/api/events/${eventId}/rsvps`)).json()) as EventRsvps;
    const byAda = await seenBy(ada);
    expect(byAda.going.map((u) => u.firstName)).toEqual(['Cy', 'Bob']);
    expect(byAda.interested?.map((u) => u.firstName)).toEqual(['Dee']);
    expect([byAda.goingCount, byAda.interestedCount]).toEqual([2, 1]);
    const byBob = await seenBy(bob);
    expect(byBob.going.map((u) => u.firstName)).toEqual(['Bob']);
    expect(byBob.interested).toBeNull();
    expect(byBob.goingCount).toBe(2);
  });

  it('members going are reminded once within the hour before; a moved event reminds again', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const bob = await t.signUp({ firstName: 'Bob' });
    const cy = await t.signUp({ firstName: 'Cy' });
    const startsAt = new Date(Date.now() + 3 * 3_600_000);
    const eventId = await eventBy(ada, startsAt.toISOString());
    expect((await answer(bob, eventId, 'going')).status).toBe(201);
    expect((await answer(cy, eventId, 'interested')).status).toBe(201);

    const twoHoursBefore = new Date(startsAt.getTime() - 2 * 3_600_000);
    await remindGoingMembers(t.db, twoHoursBefore);
    expect(await notesOf(bob, 'event_reminder')).toEqual([]);

    const fortyMinutesBefore = new Date(startsAt.getTime() - 40 * 60_000);
    await remindGoingMembers(t.db, fortyMinutesBefore);
    await remindGoingMembers(t.db, new Date(fortyMinutesBefore.getTime() + 60_000));
    const reminders = await notesOf(bob, 'event_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      title: 'Starting soon',
      message: '“Open mic” starts within the hour, at Studio 4.',
    });
    expect(reminders[0]!.data).toMatchObject({ eventId });
    expect(await notesOf(cy, 'event_reminder')).toEqual([]);

    const later = new Date(startsAt.getTime() + 86_400_000);
    expect(
      (await ada.client.put(`/api/events/${eventId}`, { eventDate: later.toISOString() })).status,
    ).toBe(200);
    const [row] = await t.db
      .select()
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, bob.user.id)));
    expect(row!.remindedAt).toBeNull();
    await remindGoingMembers(t.db, new Date(later.getTime() - 30 * 60_000));
    expect(await notesOf(bob, 'event_reminder')).toHaveLength(2);
  });

  it('writes through the sync push like over REST, each once; a deleted event takes its answers', async () => {
    const ada = await t.signUp();
    const bob = await t.signUp();
    const eventId = await eventBy(ada);
    const clientId = randomUUID();
    const res = await bob.client.post('/api/sync/push', {
      clientId,
      protocolVersion: PROTOCOL_VERSION,
      mutations: [
        {
          id: 1,
          key: randomUUID(),
          method: 'PUT',
          path: `/api/events/${eventId}/rsvp`,
          body: { status: 'going' },
        },
        { id: 2, key: randomUUID(), method: 'DELETE', path: `/api/events/${eventId}/rsvp` },
        {
          id: 3,
          key: randomUUID(),
          method: 'PUT',
          path: `/api/events/${eventId}/rsvp`,
          body: { status: 'interested' },
        },
      ],
    });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as { results: { id: number; status: number }[] };
    expect(reply.results.map((r) => r.status)).toEqual([201, 200, 201]);
    expect(await countsOf(ada, eventId)).toEqual([0, 1]);

    expect((await ada.client.delete(`/api/events/${eventId}`)).status).toBe(200);
    expect(await t.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, eventId))).toEqual([]);
    expect(await t.db.select().from(events).where(eq(events.id, eventId))).toEqual([]);
  });
});
