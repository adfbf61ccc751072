// The Jobs tab: every job with author, title, description, location, payment type, budget and
// skills; edit title, description, budget and location, or delete after a confirmation.

import { ADMIN_TEXTS } from '@greenroom/shared-model/admin-texts';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { Job } from '@greenroom/shared-model/schemas/jobs';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { TextAreaField, TextField } from '../../../ui/field';
import { useAdminRead } from '../hooks/use-admin-read';
import { muted, SkillBadges } from './admin-card';
import { adminWrite, blank, EditDialog, ModeratedItem, ModeratedList } from './moderation';

const PAYMENT: Record<string, string> = { paid: 'Paid', unpaid: 'Unpaid', credit: 'Credit' };
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function EditJob({ job, onClose }: { job: Job; onClose: () => void }) {
  const [title, setTitle] = useState(job.title);
  const [description, setDescription] = useState(job.description);
  const [budget, setBudget] = useState(job.budget ?? '');
  const [location, setLocation] = useState(job.location ?? '');
  return (
    <EditDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit Job"
      description="Change the job's title, description, budget or location."
      canSave={!blank(title) && !blank(description)}
      onSave={() =>
        adminWrite(
          'PUT',
          apiPaths.jobs.byId(job.id),
          { title, description, budget: orNull(budget), location: orNull(location) },
          { title: ADMIN_TEXTS.jobUpdated },
          { title: 'Error', description: 'Failed to update job' },
        )
      }
    >
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextAreaField
        label="Description"
        rows={5}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <TextField
        label="Budget"
        placeholder="$500-1000"
        value={budget}
        onChange={(e) => setBudget(e.target.value)}
      />
      <TextField
        label="Location"
        placeholder="New York, NY"
        value={location}
        onChange={(e) => setLocation(e.target.value)}
      />
    </EditDialog>
  );
}

export default function JobsTab() {
  const read = useAdminRead<Job[]>(apiPaths.jobs.list());
  return (
    <ModeratedList
      read={read}
      loadingText="Loading jobs..."
      emptyText="No jobs yet"
      editor={(job, close) => <EditJob job={job} onClose={close} />}
      item={(job, edit, now) => (
        <ModeratedItem
          label={`job ${job.title}`}
          author={job.author}
          createdAt={job.createdAt}
          now={now}
          onEdit={edit}
          deleteTitle="Delete Job"
          deleteText="Are you sure you want to delete this job? This action cannot be undone."
          onDelete={() =>
            adminWrite(
              'DELETE',
              apiPaths.jobs.byId(job.id),
              undefined,
              { title: ADMIN_TEXTS.jobDeleted },
              { title: 'Error', description: 'Failed to delete job' },
            )
          }
        >
          <h3 className={css({ fontWeight: '700', fontSize: 'lg' })}>{job.title}</h3>
          <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
            {job.description}
          </p>
          <p className={muted}>
            {[job.location, PAYMENT[job.paymentType] ?? ADMIN_TEXTS.paymentNotSpecified, job.budget]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <SkillBadges skills={job.skills} />
        </ModeratedItem>
      )}
    />
  );
}
