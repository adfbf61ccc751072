// "Going" and "Interested" on an event (#34): two toggles (aria-pressed) and the counts beside
// them; pressing my answer again takes it back. Optimistic and offline like every write; an event
// that has begun shows the counts alone (the server takes no more answers).
import { RSVP_TEXTS, rsvpCountsText } from '@greenroom/shared-model/event-texts';
import type { Event, RsvpStatus } from '@greenroom/shared-model/schemas/events';
import { css } from '../../../../styled-system/css';
import { useMemberDb } from '../../../sync/sync-context';
import { CheckCircleIcon, StarIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { answerEvent, takeBackAnswer } from '../actions/answer-event';
import { answerView, useMyAnswers } from '../hooks/use-my-answers';

const CHOICES: { status: RsvpStatus; label: string; Icon: typeof StarIcon }[] = [
  { status: 'going', label: RSVP_TEXTS.going, Icon: CheckCircleIcon },
  { status: 'interested', label: RSVP_TEXTS.interested, Icon: StarIcon },
];

export function RsvpButtons({
  event,
  pending,
  now,
  countsId,
}: {
  event: Pick<Event, 'id' | 'eventDate' | 'goingCount' | 'interestedCount'>;
  pending: boolean;
  now: number;
  /** The counts' element id, for the event page's list to describe. */
  countsId?: string;
}) {
  const me = useSignedInUser();
  const db = useMemberDb();
  const mine = useMyAnswers();
  const { answer, going, interested } = answerView(mine, event.id, event);
  const over = new Date(event.eventDate).getTime() < now;
  const choose = async (status: RsvpStatus) => {
    if (!db) return;
    try {
      if (answer === status) await takeBackAnswer(db, event.id);
      else await answerEvent(db, me.id, event.id, status);
    } catch {
      toast({ type: 'error', ...RSVP_TEXTS.saveFailed });
    }
  };
  const counts = rsvpCountsText(going, interested);
  return (
    <div
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '2',
        mt: '3',
      })}
    >
      {over
        ? null
        : CHOICES.map(({ status, label, Icon }) => (
            <Button
              key={status}
              variant={answer === status ? 'solid' : 'outline'}
              size="sm"
              aria-pressed={answer === status}
              disabled={!db || !mine || pending}
              onClick={() => void choose(status)}
              className={css({ minH: '11' })}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
      {counts ? (
        <span id={countsId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {counts}
        </span>
      ) : null}
    </div>
  );
}
