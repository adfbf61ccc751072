// Create Event (no `event`) and Edit Event (spec part 2 §2, §4, §5): title, description, a local
// date and time (sent as an ISO string) and an optional location. The checks run in the spec's
// order, each failure its own notice; the event shows at once and its call waits in the outbox.
import {
  TOAST_EVENT_CREATED_DURATION_MS,
  TOAST_EVENT_DURATION_MS,
} from '@greenroom/shared-model/constants';
import type { Event } from '@greenroom/shared-model/schemas/events';
import { EVENT_TEXTS } from '@greenroom/shared-model/texts';
import { useForm } from '@tanstack/react-form';
import { css } from '../../../../styled-system/css';
import { firstErrorMessage, inputBinding } from '../../../client-core/form-errors';
import { savedToast, writesWait } from '../../../sync/queued-words';
import { useMemberDb } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import * as Dialog from '../../../ui/dialog';
import { DialogFrame } from '../../../ui/dialog-frame';
import { TextAreaField, TextField } from '../../../ui/field';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { createEvent, updateEvent } from '../actions/event-actions';

/** `YYYY-MM-DDTHH:mm` in the device's time zone, as a datetime-local input holds it. */
function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The local date-time as an ISO string; '' when none or unreadable. */
function fromLocalInput(local: string): string {
  if (!local) return '';
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

interface EventFormValues {
  title: string;
  description: string;
  eventDate: string;
  location: string;
}

/** The first missing field's notice, in the spec's order. */
function missingField(v: EventFormValues) {
  if (v.title.trim() === '') return EVENT_TEXTS.titleRequired;
  if (v.description.trim() === '') return EVENT_TEXTS.descriptionRequired;
  if (fromLocalInput(v.eventDate) === '') return EVENT_TEXTS.dateRequired;
  return null;
}

export default function EventFormDialog({
  event,
  open,
  onOpenChange,
}: {
  event?: Event;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={event ? 'Edit Event' : 'Create Event'}
      description={event ? event.title : 'Organize and promote an event for the community.'}
    >
      <EventForm event={event} onDone={() => onOpenChange(false)} />
    </DialogFrame>
  );
}

function EventForm({ event, onDone }: { event: Event | undefined; onDone: () => void }) {
  const db = useMemberDb();
  const me = useSignedInUser();
  const form = useForm({
    defaultValues: {
      title: event?.title ?? '',
      description: event?.description ?? '',
      eventDate: toLocalInput(event?.eventDate),
      location: event?.location ?? '',
    } satisfies EventFormValues,
    onSubmit: async ({ value, formApi }) => {
      if (!db) return;
      const missing = missingField(value);
      if (missing) {
        toast({ type: 'error', ...missing });
        return;
      }
      const fields = {
        title: value.title,
        description: value.description,
        eventDate: fromLocalInput(value.eventDate),
      };
      try {
        if (event) {
          await updateEvent(db, event.id, { ...fields, location: value.location });
          toast(
            savedToast(
              { type: 'success', title: EVENT_TEXTS.updated, duration: TOAST_EVENT_DURATION_MS },
              writesWait(),
            ),
          );
        } else {
          await createEvent(db, me, {
            ...fields,
            ...(value.location.trim() ? { location: value.location } : {}),
          });
          toast(
            savedToast(
              {
                type: 'success',
                ...EVENT_TEXTS.created,
                duration: TOAST_EVENT_CREATED_DURATION_MS,
              },
              writesWait(),
            ),
          );
          formApi.reset();
        }
        onDone();
      } catch (error) {
        toast({
          type: 'error',
          title: event ? EVENT_TEXTS.updateErrorTitle : EVENT_TEXTS.createErrorTitle,
          description: firstErrorMessage(error),
        });
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
      <Dialog.Body className={css({ display: 'grid', gap: '4' })}>
        <form.Field name="title">
          {(field) => <TextField label="Event Title" required {...inputBinding(field)} />}
        </form.Field>
        <form.Field name="description">
          {(field) => (
            <TextAreaField label="Description" required rows={3} {...inputBinding(field)} />
          )}
        </form.Field>
        <form.Field name="eventDate">
          {(field) => (
            <TextField
              label="Date & Time"
              type="datetime-local"
              required
              {...inputBinding(field)}
            />
          )}
        </form.Field>
        <form.Field name="location">
          {(field) => (
            <TextField
              label="Location (optional)"
              placeholder="e.g. 721 Broadway, Room 1010"
              {...inputBinding(field)}
            />
          )}
        </form.Field>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.CloseTrigger>
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(busy) => (
            <Button type="submit" disabled={!db || busy}>
              {busy ? EVENT_TEXTS.creating : event ? 'Save Changes' : 'Create Event'}
            </Button>
          )}
        </form.Subscribe>
      </Dialog.Footer>
    </form>
  );
}
