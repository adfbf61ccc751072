// The applicant's profile in a modal, with Accept and Reject (spec part 2 §2 "/applicants").
import { Portal } from '@ark-ui/react/portal';
import { Link } from '@tanstack/react-router';
import { css } from '../../../../styled-system/css';
import { Avatar } from '../../../ui/avatar';
import { buttonClass } from '../../../ui/button';
import * as Dialog from '../../../ui/dialog';
import { SkillChips } from '../../jobs/components/job-details';
import type { ReplicaApplication } from '../../jobs/hooks/use-jobs';
import type { Person } from '../hooks/use-applicants';
import { DecisionButtons } from './applicant-actions';
import { StatusBadge } from './status-badge';

export default function ApplicantModal({
  application,
  person,
  open,
  onOpenChange,
}: {
  application: ReplicaApplication;
  person: Person;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const name = `${person.firstName} ${person.lastName}`.trim();
  const about = [
    person.major,
    person.school,
    person.graduationYear ? `Class of ${person.graduationYear}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
              <Avatar user={person} size="lg" decorative />
              <div>
                <Dialog.Title>{name}</Dialog.Title>
                <Dialog.Description>{about || person.email}</Dialog.Description>
              </div>
            </Dialog.Header>
            <Dialog.Body className={css({ display: 'grid', gap: '3' })}>
              <div>
                <StatusBadge status={application.status} />
              </div>
              {person.bio ? <p className={css({ whiteSpace: 'pre-wrap' })}>{person.bio}</p> : null}
              <SkillChips skills={person.skills ?? []} label={`Skills of ${name}`} />
              {application.message ? (
                <blockquote
                  className={css({
                    borderLeftWidth: '3px',
                    borderColor: 'accent.muted',
                    pl: '3',
                    whiteSpace: 'pre-wrap',
                  })}
                >
                  {application.message}
                </blockquote>
              ) : null}
              <Link
                to="/profile/$userId"
                params={{ userId: person.id }}
                className={buttonClass({ variant: 'link', size: 'sm' })}
              >
                Open full profile
              </Link>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <button type="button" className={buttonClass({ variant: 'outline', size: 'sm' })}>
                  Close
                </button>
              </Dialog.CloseTrigger>
              <DecisionButtons application={application} name={name} iconsOnly={false} />
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
