// Members going to an event are reminded within the hour before it (#34), once per event time:
// every process sweeps each minute; answers are claimed with SKIP LOCKED and marked reminded in
// the transaction that stores the notification (notify() queues its push for the dispatcher), so
// no two processes remind the same member and a crash before the commit only delays it.
import { EVENT_REMINDER_BEFORE_MS } from '@greenroom/shared-model/constants';
import { eventReminderText, RSVP_TEXTS } from '@greenroom/shared-model/event-texts';
import { sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../db/client';
import { errorData, type Logger } from '../../logger';
import { runPeriodically } from '../../periodic';
import { notifyAll } from '../notifications/notify';

const REMINDER_BATCH = 200;
const REMINDER_SWEEP_MS = 60_000;

/** Reminds the members going to events that start within the hour; how many were reminded. */
export async function remindGoingMembers(db: AppDb, now: Date): Promise<number> {
  const until = new Date(now.getTime() + EVENT_REMINDER_BEFORE_MS);
  return db.transaction(async (tx) => {
    const due = await queryRows<{
      user_id: string;
      event_id: string;
      author_id: string;
      title: string;
      location: string | null;
    }>(
      tx,
      sql`with due as (
          select r.event_id, r.user_id from event_rsvps r join events e on e.id = r.event_id
          where r.status = 'going' and r.reminded_at is null
            and e.event_date > ${now.toISOString()}::timestamptz
            and e.event_date <= ${until.toISOString()}::timestamptz
          order by e.event_date limit ${REMINDER_BATCH}
          for update of r skip locked)
        update event_rsvps r set reminded_at = ${now.toISOString()}::timestamptz
        from due, events e
        where r.event_id = due.event_id and r.user_id = due.user_id and e.id = r.event_id
        returning r.user_id, r.event_id, e.author_id, e.title, e.location`,
    );
    await notifyAll(
      tx,
      due.map((d) => ({
        recipientId: d.user_id,
        actorId: d.author_id === d.user_id ? null : d.author_id,
        type: 'event_reminder' as const,
        title: RSVP_TEXTS.reminderTitle,
        message: eventReminderText(d.title, d.location),
        data: { eventId: d.event_id },
      })),
    );
    return due.length;
  });
}

/** Sweeps now and every minute; the returned function stops it (and awaits a running sweep). */
export function startEventReminders(db: AppDb, logger: Logger): () => Promise<void> {
  return runPeriodically(async () => {
    try {
      for (;;) {
        if ((await remindGoingMembers(db, new Date())) < REMINDER_BATCH) return;
      }
    } catch (error) {
      logger.error('event reminders failed', errorData(error));
    }
  }, REMINDER_SWEEP_MS);
}
