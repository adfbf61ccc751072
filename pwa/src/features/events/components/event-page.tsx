// /events/{eventId} (decisions.md "Content and lists"): title, description, date and time,
// location and author, Going / Interested, "Add to calendar" and who is going (#34); from the
// replica or the server; 'Event not found' otherwise.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { Event } from '@greenroom/shared-model/schemas/events';
import { EVENT_TEXTS, POST_TEXTS } from '@greenroom/shared-model/texts';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { css } from '../../../../styled-system/css';
import type { Replica } from '../../../client-core/local-db/member-db';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { NotAvailableOffline } from '../../../sync/components/not-available-offline';
import { useMemberDb } from '../../../sync/sync-context';
import { useServerRead } from '../../../sync/use-server-read';
import { LoadingLine, NotFoundScreen } from '../../../ui/status-lines';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { back } from '../../posts/components/post-page';
import { answerView, useMyAnswers } from '../hooks/use-my-answers';
import { AddToCalendar } from './add-to-calendar';
import { EventCard } from './event-card';
import { WhoIsGoing } from './who-is-going';

export function EventPage() {
  const { eventId } = useParams({ from: '/events/$eventId' });
  const db = useMemberDb();
  const me = useSignedInUser();
  const navigate = useNavigate();
  const found = useLiveQuery(
    async () =>
      db ? { event: (await db.events.get(eventId)) as Replica<Event> | undefined } : undefined,
    [db, eventId],
  );
  const server = useServerRead<Event>(found && !found.event ? apiPaths.events.byId(eventId) : null);
  const event = found?.event ?? (server.status === 'ok' ? server.value : undefined);
  const mine = useMyAnswers();
  if (!event && (!found || server.status === 'loading')) {
    return <LoadingLine text="Loading event..." />;
  }
  if (!event && server.status === 'error' && server.offline) {
    return <NotAvailableOffline retry={server.retry} />;
  }
  if (!event) {
    return (
      <NotFoundScreen title={EVENT_TEXTS.notFound} backTo="/" backLabel={POST_TEXTS.backToFeed} />
    );
  }
  return (
    <div className={css({ display: 'grid', gap: '4', maxW: '40rem', mx: 'auto', w: 'full' })}>
      <Link to="/" className={back}>
        ← {POST_TEXTS.backToFeed}
      </Link>
      <EventCard
        event={event}
        me={me.id}
        now={Date.now()}
        headingLevel={1}
        onDeleted={() => void navigate({ to: '/' })}
      />
      <div>
        <AddToCalendar event={event} />
      </div>
      {'pending' in event && event.pending ? null : (
        <WhoIsGoing
          eventId={event.id}
          going={answerView(mine, event.id, event).going}
          interested={answerView(mine, event.id, event).interested}
        />
      )}
    </div>
  );
}
