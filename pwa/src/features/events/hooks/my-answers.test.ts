import { describe, expect, it } from 'vitest';
import { answerView, myAnswersOf } from './use-my-answers';

const eventId = 'e1';
const row = (status: 'going' | 'interested') => ({
  eventId,
  userId: 'me',
  status,
  createdAt: '2026-11-27T10:00:00.000Z',
});

describe('my answers to events', () => {
  it('counts what the server counted when nothing waits', () => {
    const mine = myAnswersOf([row('going')], []);
    expect(answerView(mine, eventId, { goingCount: 5, interestedCount: 2 })).toEqual({
      answer: 'going',
      going: 5,
      interested: 2,
    });
    expect(answerView(mine, 'other', {})).toEqual({ answer: null, going: 0, interested: 0 });
  });

  it('adds a waiting first answer, and moves a changed one from one count to the other', () => {
    const first = myAnswersOf(
      [row('interested')],
      [
        {
          mutationId: 1,
          entityId: eventId,
          undo: [{ table: 'eventRsvps', op: 'delete', id: eventId }],
        },
      ],
    );
    expect(answerView(first, eventId, { goingCount: 5, interestedCount: 2 })).toMatchObject({
      going: 5,
      interested: 3,
    });
    // Going as the server has it; then Interested, then Going again, then taken back, waiting.
    const sentGoing = {
      table: 'eventRsvps' as const,
      op: 'put' as const,
      row: { ...row('going') },
    };
    const changed = myAnswersOf(
      [row('interested')],
      [
        { mutationId: 7, entityId: eventId, undo: [sentGoing] },
        { mutationId: 8, entityId: eventId, undo: [{ ...sentGoing, row: row('interested') }] },
      ],
    );
    expect(answerView(changed, eventId, { goingCount: 5, interestedCount: 2 })).toMatchObject({
      answer: 'interested',
      going: 4,
      interested: 3,
    });
    const takenBack = myAnswersOf([], [{ mutationId: 9, entityId: eventId, undo: [sentGoing] }]);
    expect(answerView(takenBack, eventId, { goingCount: 1, interestedCount: 0 })).toEqual({
      answer: null,
      going: 0,
      interested: 0,
    });
  });
});
