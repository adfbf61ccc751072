// The job author's answers to one application: accept and reject while it is pending, back to
// pending once decided; View Profile (the applicant modal) and Email.
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import { Suspense, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { useMemberDb } from '../../../sync/sync-context';
import { UndoIcon } from '../../../ui/action-icons';
import { Button, buttonClass } from '../../../ui/button';
import { CheckIcon, MailIcon, XIcon } from '../../../ui/icons';
import { lazy } from '../../../ui/lazy';
import type { ReplicaApplication } from '../../jobs/hooks/use-jobs';
import { MessageButton } from '../../messages/components/message-button';
import { decideWithToast } from '../actions/decide-with-toast';
import type { Person } from '../hooks/use-applicants';

const ApplicantModal = lazy(() => import('./applicant-modal'));

export function DecisionButtons({
  application,
  name,
  iconsOnly = true,
}: {
  application: ReplicaApplication;
  name: string;
  iconsOnly?: boolean;
}) {
  const db = useMemberDb();
  if (!db) return null;
  if (application.status === 'pending') {
    return (
      <>
        <Button
          size="xs"
          variant="subtle"
          aria-label={iconsOnly ? `${JOB_TEXTS.accept} ${name}` : undefined}
          onClick={() => void decideWithToast(db, application.id, 'accepted')}
        >
          <CheckIcon aria-hidden="true" />
          {iconsOnly ? null : JOB_TEXTS.accept}
        </Button>
        <Button
          size="xs"
          variant="outline"
          aria-label={iconsOnly ? `${JOB_TEXTS.reject} ${name}` : undefined}
          onClick={() => void decideWithToast(db, application.id, 'rejected')}
        >
          <XIcon aria-hidden="true" />
          {iconsOnly ? null : JOB_TEXTS.reject}
        </Button>
      </>
    );
  }
  return (
    <Button
      size="xs"
      variant="ghost"
      onClick={() => void decideWithToast(db, application.id, 'pending')}
    >
      <UndoIcon aria-hidden="true" />
      {JOB_TEXTS.revertToPending}
    </Button>
  );
}

export function ContactButtons({
  application,
  person,
}: {
  application: ReplicaApplication;
  person: Person;
}) {
  const [open, setOpen] = useState(false);
  const name = `${person.firstName} ${person.lastName}`.trim();
  return (
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
      <Button
        size="xs"
        variant="outline"
        aria-label={`${JOB_TEXTS.viewProfile}: ${name}`}
        onClick={() => setOpen(true)}
      >
        {JOB_TEXTS.viewProfile}
      </Button>
      <MessageButton member={person} size="xs" named />
      {person.email ? (
        <a
          className={buttonClass({ variant: 'outline', size: 'xs' })}
          href={`mailto:${person.email}`}
          aria-label={`${JOB_TEXTS.email} ${name}`}
        >
          <MailIcon aria-hidden="true" />
          {JOB_TEXTS.email}
        </a>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <ApplicantModal
            application={application}
            person={person}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
