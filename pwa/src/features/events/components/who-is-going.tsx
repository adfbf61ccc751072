// The event page's "Who is going" (#34), read from the server (who answered is not on the
// device) and read again when the counts change; the organiser also sees who is interested.
// Offline it says so; the counts on the card stay.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { RSVP_TEXTS } from '@greenroom/shared-model/event-texts';
import type { EventRsvps } from '@greenroom/shared-model/schemas/events';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import { useId } from 'react';
import { css } from '../../../../styled-system/css';
import { useServerRead } from '../../../sync/use-server-read';
import * as Card from '../../../ui/card';
import { MemberLinks } from '../../../ui/member-links';

export function WhoIsGoing({
  eventId,
  going,
  interested,
}: {
  eventId: string;
  going: number;
  interested: number;
}) {
  const read = useServerRead<EventRsvps>(
    going + interested > 0 ? apiPaths.events.rsvps(eventId) : null,
    `${going}:${interested}`,
  );
  if (going + interested === 0) return null;
  const value = read.value;
  return (
    <Card.Root>
      <Card.Body className={css({ gap: '4' })}>
        {value ? (
          <>
            <MemberList
              title={RSVP_TEXTS.whoIsGoing}
              members={value.going}
              total={value.goingCount}
            />
            {value.interested && value.interestedCount > 0 ? (
              <MemberList
                title={RSVP_TEXTS.whoIsInterested}
                members={value.interested}
                total={value.interestedCount}
              />
            ) : null}
          </>
        ) : read.status === 'error' ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {read.offline ? RSVP_TEXTS.listOffline : RSVP_TEXTS.listFailed}
          </p>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function MemberList({
  title,
  members,
  total,
}: {
  title: string;
  members: readonly UserSummary[];
  total: number;
}) {
  const titleId = useId();
  const hidden = Math.max(0, total - members.length);
  return (
    <section aria-labelledby={titleId} className={css({ display: 'grid', gap: '2' })}>
      <h2 id={titleId} className={css({ fontSize: 'md', fontWeight: '700' })}>
        {title} ({total})
      </h2>
      {members.length === 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{RSVP_TEXTS.nobodyGoingYet}</p>
      ) : (
        <MemberLinks layout="row" items={members.map((member) => ({ member }))} />
      )}
      {hidden > 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {hidden === 1 ? 'and 1 other' : `and ${hidden} others`}
        </p>
      ) : null}
    </section>
  );
}
