// "Worked together" on a profile (beyond the spec, ADR 015): the member's confirmed credits (job
// title, partner, date). On one's own profile also the credits waiting for a confirmation, with
// Confirm and Remove. Nothing shows while a member has none.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import {
  awaitingPartnerText,
  COLLABORATION_TEXTS,
  confirmCollaborationText,
} from '@greenroom/shared-model/job-texts';
import {
  awaitsConfirmationOf,
  isConfirmed,
  partnerOf,
} from '@greenroom/shared-model/rows/collaborations';
import type { Collaboration } from '@greenroom/shared-model/schemas/collaborations';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { css } from '../../../../styled-system/css';
import { firstErrorMessage } from '../../../client-core/form-errors';
import type { Replica } from '../../../client-core/local-db/member-db';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { savedToast, writesWait } from '../../../sync/queued-words';
import { useMemberDb, useSyncStatus } from '../../../sync/sync-context';
import { SYNC_TEXTS } from '../../../sync/texts';
import { useServerRead } from '../../../sync/use-server-read';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { confirmCollaboration, removeCollaboration } from '../actions/collaboration-actions';

type Credit = Replica<Collaboration>;

const newestFirst = (a: Credit, b: Credit) => b.workedAt.localeCompare(a.workedAt);

/** The credits this device holds that involve `userId` (the signed-in member is one side). */
function useCreditsOnDevice(userId: string): Credit[] | undefined {
  const db = useMemberDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const rows = (await db.collaborations
      .where('authorId')
      .equals(userId)
      .or('applicantId')
      .equals(userId)
      .toArray()) as Credit[];
    return rows.sort(newestFirst);
  }, [db, userId]);
}

export default function WorkedTogetherCard({
  userId,
  isOwner,
}: {
  userId: string;
  isOwner: boolean;
}) {
  const { online } = useSyncStatus();
  const onDevice = useCreditsOnDevice(userId);
  const server = useServerRead<Collaboration[]>(
    !isOwner && online ? apiPaths.collaborations.ofUser(userId) : null,
  );
  const credits = isOwner
    ? onDevice
    : server.status === 'ok'
      ? server.value
      : onDevice?.filter(isConfirmed);
  const titleId = useId();
  if (!credits || credits.length === 0) return null;
  return (
    <Card.Root aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title id={titleId}>{COLLABORATION_TEXTS.title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <ul className={css({ display: 'grid', gap: '3', listStyle: 'none' })}>
          {credits.map((credit) => (
            <li key={credit.id}>
              <CreditRow credit={credit} userId={userId} isOwner={isOwner} />
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card.Root>
  );
}

function CreditRow({
  credit,
  userId,
  isOwner,
}: {
  credit: Credit;
  userId: string;
  isOwner: boolean;
}) {
  const me = useSignedInUser();
  const db = useMemberDb();
  const partner = partnerOf(credit, userId);
  const name = partner.summary
    ? `${partner.summary.firstName} ${partner.summary.lastName}`.trim()
    : 'A member';
  const confirmed = isConfirmed(credit);
  const mine = isOwner && !confirmed;
  const run = async (action: 'confirm' | 'remove') => {
    if (!db) return;
    try {
      if (action === 'confirm') await confirmCollaboration(db, me.id, credit.id);
      else await removeCollaboration(db, credit.id);
      toast(
        savedToast(
          {
            type: 'success',
            title:
              action === 'confirm' ? COLLABORATION_TEXTS.confirmed : COLLABORATION_TEXTS.removed,
          },
          writesWait(),
        ),
      );
    } catch (error) {
      toast({
        type: 'error',
        title:
          action === 'confirm'
            ? COLLABORATION_TEXTS.confirmFailed
            : COLLABORATION_TEXTS.removeFailed,
        description: firstErrorMessage(error),
      });
    }
  };
  const when = new Date(credit.workedAt).toLocaleDateString(undefined, {
    month: 'short',
    year: 'numeric',
  });
  return (
    <article
      aria-label={`${credit.jobTitle} with ${name}`}
      className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}
    >
      {partner.summary ? <Avatar user={partner.summary} size="sm" decorative /> : null}
      <div className={css({ flex: '1', minW: '0', display: 'grid', gap: '1' })}>
        {mine && awaitsConfirmationOf(credit, me.id) ? (
          <p>{confirmCollaborationText(name, credit.jobTitle)}</p>
        ) : (
          <p>
            <span className={css({ fontWeight: '600' })}>{credit.jobTitle}</span> with{' '}
            <Link
              to="/profile/$userId"
              params={{ userId: partner.id }}
              className={css({ color: 'accent.text', _hover: { textDecoration: 'underline' } })}
            >
              {name}
            </Link>
          </p>
        )}
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {when}
          {mine && !awaitsConfirmationOf(credit, me.id) ? ` · ${awaitingPartnerText(name)}` : ''}
          {credit.pending ? ` · ${SYNC_TEXTS.waitingToSync}` : ''}
        </p>
        {mine ? (
          <div className={css({ display: 'flex', gap: '2', mt: '1' })}>
            {awaitsConfirmationOf(credit, me.id) ? (
              <Button size="xs" onClick={() => void run('confirm')}>
                {COLLABORATION_TEXTS.confirm}
              </Button>
            ) : null}
            <Button size="xs" variant="ghost" onClick={() => void run('remove')}>
              {COLLABORATION_TEXTS.remove}
            </Button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
