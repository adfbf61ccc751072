// Post a Job Opportunity (no `job`) and Edit Job Post (spec part 2 §2, §5): the free-text fields,
// skills from the catalogue, the payment type and (when posting) the target school. Title and
// description are required; the job shows at once and the call waits in the outbox.
import {
  DEFAULT_PAYMENT_TYPE,
  type PaymentType,
  SCHOOL_NAMES,
  SKILLS,
  TARGET_SCHOOL_ALL,
} from '@greenroom/shared-model/catalogues';
import { TOAST_JOB_DURATION_MS } from '@greenroom/shared-model/constants';
import { JOB_TEXTS, PAYMENT_TYPE_OPTIONS } from '@greenroom/shared-model/job-texts';
import type { Job } from '@greenroom/shared-model/schemas/jobs';
import { noSkillsMatching } from '@greenroom/shared-model/texts';
import { useForm } from '@tanstack/react-form';
import { css } from '../../../../styled-system/css';
import { firstErrorMessage, inputBinding } from '../../../client-core/form-errors';
import { savedToast, writesWait } from '../../../sync/queued-words';
import { useMemberDb } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import { ChipPicker } from '../../../ui/chip-picker';
import * as Dialog from '../../../ui/dialog';
import { DialogFrame } from '../../../ui/dialog-frame';
import { TextAreaField, TextField } from '../../../ui/field';
import { SelectField } from '../../../ui/select';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { createJob, type JobChanges, type NewJob, updateJob } from '../actions/job-actions';

interface JobFormValues {
  title: string;
  description: string;
  budget: string;
  duration: string;
  location: string;
  startDate: string;
  paymentType: PaymentType;
  skills: string[];
  targetSchool: string;
}

const FREE_TEXT = ['budget', 'duration', 'location', 'startDate'] as const;

/** Posting: empty optional fields absent, skills only when chosen, the school unless 'all'. */
export function newJobInput(v: JobFormValues): NewJob {
  const input: NewJob = { title: v.title, description: v.description, paymentType: v.paymentType };
  for (const field of FREE_TEXT) if (v[field].trim()) input[field] = v[field];
  if (v.skills.length > 0) input.skills = v.skills;
  if (v.targetSchool !== TARGET_SCHOOL_ALL) input.targetSchool = v.targetSchool;
  return input;
}

/** Editing: empty free text and an empty skill list are sent as null. */
export function jobChanges(v: JobFormValues): JobChanges {
  const changes: JobChanges = {
    title: v.title,
    description: v.description,
    paymentType: v.paymentType,
    skills: v.skills.length > 0 ? v.skills : null,
  };
  for (const field of FREE_TEXT) changes[field] = v[field].trim() ? v[field] : null;
  return changes;
}

function valuesOf(job: Job | undefined): JobFormValues {
  return {
    title: job?.title ?? '',
    description: job?.description ?? '',
    budget: job?.budget ?? '',
    duration: job?.duration ?? '',
    location: job?.location ?? '',
    startDate: job?.startDate ?? '',
    paymentType: job?.paymentType ?? DEFAULT_PAYMENT_TYPE,
    skills: job?.skills ?? [],
    targetSchool: job?.targetSchool ?? TARGET_SCHOOL_ALL,
  };
}

export default function JobFormDialog({
  job,
  open,
  onOpenChange,
}: {
  job?: Job;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={job ? JOB_TEXTS.editJobTitle : JOB_TEXTS.postJobTitle}
      description={job ? job.title : JOB_TEXTS.postJobDescription}
      contentClassName={css({ maxW: '600px' })}
    >
      <JobForm job={job} onDone={() => onOpenChange(false)} />
    </DialogFrame>
  );
}

function JobForm({ job, onDone }: { job: Job | undefined; onDone: () => void }) {
  const db = useMemberDb();
  const me = useSignedInUser();
  const form = useForm({
    defaultValues: valuesOf(job),
    onSubmit: async ({ value, formApi }) => {
      if (!db) return;
      if (!value.title.trim() || !value.description.trim()) {
        toast({ type: 'error', ...JOB_TEXTS.requiredFieldsMissing });
        return;
      }
      try {
        if (job) {
          await updateJob(db, job.id, jobChanges(value));
          toast(
            savedToast(
              { type: 'success', title: JOB_TEXTS.jobUpdated, duration: TOAST_JOB_DURATION_MS },
              writesWait(),
            ),
          );
        } else {
          await createJob(db, me, newJobInput(value));
          toast(
            savedToast(
              { type: 'success', title: JOB_TEXTS.jobPosted, duration: TOAST_JOB_DURATION_MS },
              writesWait(),
            ),
          );
          formApi.reset();
        }
        onDone();
      } catch (error) {
        toast(
          job
            ? { type: 'error', ...JOB_TEXTS.editFailed }
            : {
                type: 'error',
                title: JOB_TEXTS.createErrorTitle,
                description: firstErrorMessage(error),
              },
        );
      }
    },
  });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Dialog.Body
        className={css({ display: 'grid', gap: '4', gridTemplateColumns: { sm: '1fr 1fr' } })}
      >
        <div className={css({ gridColumn: { sm: 'span 2' } })}>
          <form.Field name="title">
            {(field) => <TextField label="Job Title" required {...inputBinding(field)} />}
          </form.Field>
        </div>
        <div className={css({ gridColumn: { sm: 'span 2' } })}>
          <form.Field name="description">
            {(field) => <TextAreaField label="Description" required {...inputBinding(field)} />}
          </form.Field>
        </div>
        {(
          [
            ['budget', 'Budget', 'e.g. $500'],
            ['duration', 'Duration', 'e.g. 2 weeks'],
            ['location', 'Location', 'e.g. Brooklyn, NY'],
            ['startDate', 'Start Date', 'e.g. March 1'],
          ] as const
        ).map(([name, label, placeholder]) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <TextField label={label} placeholder={placeholder} {...inputBinding(field)} />
            )}
          </form.Field>
        ))}
        <form.Field name="paymentType">
          {(field) => (
            <SelectField
              portalled={false}
              label="Payment Type"
              name={field.name}
              options={PAYMENT_TYPE_OPTIONS}
              value={field.state.value}
              onValueChange={(v) => field.handleChange((v || DEFAULT_PAYMENT_TYPE) as PaymentType)}
            />
          )}
        </form.Field>
        {job ? null : (
          <form.Field name="targetSchool">
            {(field) => (
              <SelectField
                portalled={false}
                label="Target School"
                name={field.name}
                options={[{ label: 'All schools', value: TARGET_SCHOOL_ALL }, ...SCHOOL_NAMES]}
                value={field.state.value}
                onValueChange={(v) => field.handleChange(v || TARGET_SCHOOL_ALL)}
              />
            )}
          </form.Field>
        )}
        <div className={css({ gridColumn: { sm: 'span 2' } })}>
          <form.Field name="skills">
            {(field) => (
              <ChipPicker
                label="Required Skills"
                chosenLabel="Chosen skills"
                options={SKILLS}
                value={field.state.value}
                onChange={(next) => field.handleChange(next)}
                noMatchText={noSkillsMatching}
              />
            )}
          </form.Field>
        </div>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.CloseTrigger>
        <form.Subscribe
          selector={(s) =>
            [
              s.values.title.trim() !== '' && s.values.description.trim() !== '',
              s.isSubmitting,
            ] as const
          }
        >
          {([filled, busy]) => (
            <Button type="submit" disabled={!filled || !db} loading={busy}>
              {job ? 'Save Changes' : 'Post Job'}
            </Button>
          )}
        </form.Subscribe>
      </Dialog.Footer>
    </form>
  );
}
