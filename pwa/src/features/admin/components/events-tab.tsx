// The Events tab: every event with author, title, description, date and time, and location; edit
// them (Date & Time in the admin's local time), or delete after a confirmation.

import { ADMIN_TEXTS } from '@greenroom/shared-model/admin-texts';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { Event } from '@greenroom/shared-model/schemas/events';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { TextAreaField, TextField } from '../../../ui/field';
import { useAdminRead } from '../hooks/use-admin-read';
import { muted } from './admin-card';
import { adminWrite, blank, EditDialog, ModeratedItem, ModeratedList } from './moderation';

/** "2026-12-18T19:30" in local time, for a datetime-local input. */
function localInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function EditEvent({ event, onClose }: { event: Event; onClose: () => void }) {
  const [title, setTitle] = useState(event.title);
  const [description, setDescription] = useState(event.description);
  const [when, setWhen] = useState(localInput(event.eventDate));
  const [location, setLocation] = useState(event.location ?? '');
  const date = new Date(when);
  return (
    <EditDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit Event"
      description="Change the event's title, description, date and time, or location."
      canSave={!blank(title) && !blank(description) && !Number.isNaN(date.getTime())}
      onSave={() =>
        adminWrite(
          'PUT',
          apiPaths.events.byId(event.id),
          {
            title,
            description,
            eventDate: date.toISOString(),
            location: location.trim() === '' ? null : location.trim(),
          },
          { title: ADMIN_TEXTS.eventUpdated },
          { title: 'Error', description: 'Failed to update event' },
        )
      }
    >
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextAreaField
        label="Description"
        rows={4}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <TextField
        label="Date & Time"
        type="datetime-local"
        value={when}
        onChange={(e) => setWhen(e.target.value)}
      />
      <TextField label="Location" value={location} onChange={(e) => setLocation(e.target.value)} />
    </EditDialog>
  );
}

export default function EventsTab() {
  const read = useAdminRead<Event[]>(apiPaths.events.list());
  return (
    <ModeratedList
      read={read}
      loadingText="Loading events..."
      emptyText="No events yet"
      editor={(event, close) => <EditEvent event={event} onClose={close} />}
      item={(event, edit, now) => (
        <ModeratedItem
          label={`event ${event.title}`}
          author={event.author}
          createdAt={event.createdAt}
          now={now}
          onEdit={edit}
          deleteTitle="Delete Event"
          deleteText="Are you sure you want to delete this event? This action cannot be undone."
          onDelete={() =>
            adminWrite(
              'DELETE',
              apiPaths.events.byId(event.id),
              undefined,
              { title: ADMIN_TEXTS.eventDeleted },
              { title: 'Error', description: 'Failed to delete event' },
            )
          }
        >
          <h3 className={css({ fontWeight: '700', fontSize: 'lg' })}>{event.title}</h3>
          <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
            {event.description}
          </p>
          <p className={muted}>
            {new Date(event.eventDate).toLocaleString(undefined, {
              dateStyle: 'full',
              timeStyle: 'short',
            })}
            {event.location ? ` · ${event.location}` : ''}
          </p>
        </ModeratedItem>
      )}
    />
  );
}
