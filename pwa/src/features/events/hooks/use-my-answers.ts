// The signed-in member's answers to events as the replica holds them, with what still waits in
// the outbox: one query for every Going / Interested button on the screen.
import type { EventRsvp, RsvpStatus } from '@greenroom/shared-model/schemas/events';
import type { OutboxEntry, ReplicaRow } from '../../../client-core/local-db/member-db';
import { useSharedLiveQuery } from '../../../client-core/local-db/shared-live-query';
import { useMemberDb } from '../../../sync/sync-context';
import { useSignedInUser } from '../../auth/hooks/use-current-user';

export interface MyAnswers {
  /** Event id → my answer as this device shows it (waiting answers included). */
  answers: ReadonlyMap<string, RsvpStatus>;
  /** Event id → my answer as the server last had it, for events with answers still waiting. */
  sent: ReadonlyMap<string, RsvpStatus | null>;
}

/**
 * My answers and, for each event with a waiting answer, the answer the server still counts: the
 * row as it was before the first waiting write (its undo).
 */
export function myAnswersOf(
  rows: readonly Pick<EventRsvp, 'eventId' | 'status'>[],
  waiting: readonly Pick<OutboxEntry, 'mutationId' | 'entityId' | 'undo'>[],
): MyAnswers {
  const answers = new Map(rows.map((r) => [r.eventId, r.status]));
  const sent = new Map<string, RsvpStatus | null>();
  for (const entry of [...waiting].sort((a, b) => a.mutationId - b.mutationId)) {
    if (!entry.entityId || sent.has(entry.entityId)) continue;
    const before = entry.undo.find((op) => op.table === 'eventRsvps');
    const row = before?.op === 'put' ? (before.row as ReplicaRow & EventRsvp) : undefined;
    sent.set(entry.entityId, row?.status ?? null);
  }
  return { answers, sent };
}

/** Undefined until the replica answers. */
export function useMyAnswers(): MyAnswers | undefined {
  const me = useSignedInUser();
  const db = useMemberDb();
  return useSharedLiveQuery(db, `eventRsvps:${me.id}`, async () => {
    if (!db) return undefined;
    const [rows, waiting] = await Promise.all([
      db.eventRsvps.toArray(),
      db.outbox.where('touched').startsWith('eventRsvps:').toArray(),
    ]);
    return myAnswersOf(rows, waiting);
  });
}

/** What a card shows: my answer, and the counts with my waiting answer in them. */
export function answerView(
  mine: MyAnswers | undefined,
  eventId: string,
  server: { goingCount?: number | undefined; interestedCount?: number | undefined },
): { answer: RsvpStatus | null; going: number; interested: number } {
  const answer = mine?.answers.get(eventId) ?? null;
  const sent = mine?.sent.has(eventId) ? (mine.sent.get(eventId) ?? null) : answer;
  const change = (status: RsvpStatus) => Number(answer === status) - Number(sent === status);
  return {
    answer,
    going: Math.max(0, (server.goingCount ?? 0) + change('going')),
    interested: Math.max(0, (server.interestedCount ?? 0) + change('interested')),
  };
}
