// /connections/{userId} (spec part 1 §2): a grid of the member's connections with the count text,
// "Unable to Load Connections" when they cannot be read. On one's own page, requests waiting
// for an answer come first.
import { connectionCountText } from '@greenroom/shared-model/helpers/count-text';
import { CONNECTION_TEXTS } from '@greenroom/shared-model/texts';
import { Link } from '@tanstack/react-router';
import { css } from '../../../../styled-system/css';
import { NotAvailableOffline } from '../../../sync/components/not-available-offline';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { LoadingScreen } from '../../../ui/loading-screen';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { MessageButton } from '../../messages/components/message-button';
import { useConnectionsOf, useIncomingRequests } from '../hooks/use-connection-lists';
import { ConnectionButton } from './connection-button';
import { MemberCard } from './member-card';

const grid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  listStyle: 'none',
});

export function ConnectionsPage({ userId }: { userId: string }) {
  const me = useSignedInUser();
  const isMe = userId === me.id;
  const list = useConnectionsOf(userId);
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: '6',
        maxW: '64rem',
        mx: 'auto',
      })}
    >
      <div className={css({ display: 'flex', alignItems: 'baseline', gap: '3', flexWrap: 'wrap' })}>
        <h1 className={css({ textStyle: 'heading', fontSize: '2xl' })}>
          {CONNECTION_TEXTS.connectionsTitle}
        </h1>
        <Link
          to={isMe ? '/profile' : '/profile/$userId'}
          params={isMe ? undefined : { userId }}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            minH: '6',
            fontSize: 'sm',
            color: 'accent.text',
          })}
        >
          Back to profile
        </Link>
      </div>
      {isMe ? <IncomingRequests /> : null}
      {list.status === 'loading' ? (
        <LoadingScreen message="Loading connections..." />
      ) : list.status === 'error' && list.offline ? (
        <NotAvailableOffline heading="h2" retry={list.retry} />
      ) : list.status === 'error' ? (
        <Card.Root role="alert" className={css({ maxW: '32rem' })}>
          <Card.Body className={css({ gap: '3', alignItems: 'flex-start' })}>
            <h2 className={css({ fontWeight: '700', fontSize: 'lg' })}>
              {CONNECTION_TEXTS.loadFailed}
            </h2>
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{list.message}</p>
            <Button onClick={list.retry}>Try Again</Button>
          </Card.Body>
        </Card.Root>
      ) : (
        <section aria-labelledby="connections-count" className={css({ display: 'grid', gap: '3' })}>
          <p id="connections-count" className={css({ color: 'fg.muted' })}>
            {connectionCountText(list.value.users.length)}
          </p>
          {list.value.fromDevice ? (
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {CONNECTION_TEXTS.fromDevice}
            </p>
          ) : null}
          <ul className={grid}>
            {list.value.users.map((u) => (
              <li key={u.id}>
                <MemberCard
                  user={u}
                  actions={isMe ? <MessageButton member={u} size="sm" named /> : undefined}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function IncomingRequests() {
  const requests = useIncomingRequests();
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="requests-title" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="requests-title" className={css({ fontWeight: '700', fontSize: 'lg' })}>
        {CONNECTION_TEXTS.requestsTitle}
      </h2>
      <ul className={grid}>
        {requests.map((r) => (
          <li key={r.connectionId}>
            <MemberCard
              user={r.user}
              actions={
                <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                  <ConnectionButton userId={r.user.id} size="sm" />
                </div>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
