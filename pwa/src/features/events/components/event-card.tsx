// The event card (spec part 2 §2 "Cards in the feed"): author, EVENT badge, title, description,
// the formatted date and time, the optional location, Going / Interested with the counts (#34),
// and the author's Edit / Delete (others get Mute, Block and Report).
import type { Event } from '@greenroom/shared-model/schemas/events';
import { Link } from '@tanstack/react-router';
import { memo, Suspense, useId } from 'react';
import { css } from '../../../../styled-system/css';
import type { Replica } from '../../../client-core/local-db/member-db';
import { PendingBadge } from '../../../sync/components/waiting-to-sync';
import { CalendarIcon, MapPinIcon } from '../../../ui/action-icons';
import { AuthorHeader, feedCard } from '../../../ui/author-header';
import { Badge } from '../../../ui/badge';
import { lazy } from '../../../ui/lazy';
import { useContentView } from '../../analytics/use-content-view';
import { EventOwnerMenu, shareEvent } from './event-owner-menu';
import { RsvpButtons } from './rsvp-buttons';

const MemberMenu = lazy(() => import('../../privacy/components/member-menu'));

// Made once: building a DateTimeFormat costs far more than formatting with one.
let eventDateFormat: Intl.DateTimeFormat | undefined;

/** "Tuesday, December 1, 2026 at 7:30 PM" in the member's language and time zone. */
function formatEventDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  eventDateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });
  return eventDateFormat.format(d);
}

function EventCardView({
  event,
  me,
  now,
  headingLevel = 3,
  onDeleted,
}: {
  event: Replica<Event>;
  me: string;
  now: number;
  headingLevel?: 1 | 3;
  onDeleted?: () => void;
}) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  const viewed = useContentView(
    'event',
    event.pending ? undefined : event.id,
    headingLevel === 1 ? 'page' : 'card',
  );
  return (
    <article
      ref={viewed}
      aria-labelledby={titleId}
      data-pending={event.pending ? true : undefined}
      className={feedCard}
    >
      <AuthorHeader
        author={event.author}
        createdAt={event.createdAt}
        now={now}
        badges={
          <>
            {event.pending ? <PendingBadge /> : null}
            <Badge tone="accent">EVENT</Badge>
          </>
        }
      >
        {event.authorId === me ? (
          <EventOwnerMenu
            event={event}
            onDeleted={onDeleted}
            onShare={event.pending ? undefined : () => void shareEvent(event)}
          />
        ) : (
          <Suspense fallback={null}>
            <MemberMenu
              member={event.author}
              label={`More options for ${event.author.firstName} ${event.author.lastName}'s event`}
              report={
                event.pending
                  ? undefined
                  : { kind: 'event', id: event.id, memberId: event.authorId }
              }
              onReported={onDeleted}
              onShare={event.pending ? undefined : () => void shareEvent(event)}
            />
          </Suspense>
        )}
      </AuthorHeader>
      <Heading
        id={titleId}
        className={css({ mt: '3', fontSize: headingLevel === 1 ? '2xl' : 'lg', fontWeight: '700' })}
      >
        {headingLevel === 1 ? (
          event.title
        ) : (
          <Link to="/events/$eventId" params={{ eventId: event.id }} className={titleLink}>
            {event.title}
          </Link>
        )}
      </Heading>
      <p className={css({ mt: '1', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
        {event.description}
      </p>
      <dl className={css({ mt: '3', display: 'grid', gap: '1.5', fontSize: 'sm' })}>
        <div className={fact}>
          <dt>
            <CalendarIcon aria-hidden="true" />
            <span className={css({ srOnly: true })}>Date and time</span>
          </dt>
          <dd>
            <time dateTime={event.eventDate}>{formatEventDate(event.eventDate)}</time>
          </dd>
        </div>
        {event.location ? (
          <div className={fact}>
            <dt>
              <MapPinIcon aria-hidden="true" />
              <span className={css({ srOnly: true })}>Location</span>
            </dt>
            <dd>{event.location}</dd>
          </div>
        ) : null}
      </dl>
      <RsvpButtons event={event} pending={Boolean(event.pending)} now={now} />
    </article>
  );
}

const fact = css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted' });

/** Memoised: the feed re-renders its rows (scrolling, a new page) without redrawing unchanged cards. */
export const EventCard = memo(EventCardView);

// A title link is a block of its lines, as tall as their line height: a 24px target at least.
const titleLink = css({ display: 'inline-block', _hover: { textDecoration: 'underline' } });
