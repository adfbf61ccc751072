// The author's Edit Event and Delete Event (spec part 2 §2): the change shows at once and waits in
// the outbox; a refusal puts the event back with the spec's notice.
import { TOAST_EVENT_DURATION_MS } from '@greenroom/shared-model/constants';
import type { Event } from '@greenroom/shared-model/schemas/events';
import { EVENT_TEXTS } from '@greenroom/shared-model/texts';
import { Suspense, useState } from 'react';
import { firstErrorMessage } from '../../../client-core/form-errors';
import { useMemberDb } from '../../../sync/sync-context';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { lazy } from '../../../ui/lazy';
import { OwnerMenu } from '../../../ui/owner-menu';
import { toast } from '../../../ui/toast';
import { shareItem } from '../../share/share-item';
import { deleteEvent } from '../actions/event-actions';

const EventFormDialog = lazy(() => import('./event-form-dialog'));

const DELETE_EVENT_CONFIRM =
  'Are you sure you want to delete this event? This action cannot be undone.';

/** An event's own page, shared or its link copied (issue 35). */
export const shareEvent = (event: Event) =>
  shareItem({ kind: 'event', id: event.id, title: event.title });

export function EventOwnerMenu({
  event,
  onDeleted,
  onShare,
}: {
  event: Event;
  onDeleted?: () => void;
  /** "Share" in the menu; none while the event waits to sync. */
  onShare?: () => void;
}) {
  const db = useMemberDb();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <OwnerMenu
        label={`Options for ${event.title}`}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
        onShare={onShare}
      />
      {editing ? (
        <Suspense fallback={null}>
          <EventFormDialog event={event} open={editing} onOpenChange={setEditing} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete Event"
        description={DELETE_EVENT_CONFIRM}
        confirmLabel="Delete"
        disabled={!db}
        onConfirm={async () => {
          if (!db) return;
          try {
            await deleteEvent(db, event.id);
            toast({
              type: 'success',
              title: EVENT_TEXTS.deleted,
              duration: TOAST_EVENT_DURATION_MS,
            });
            onDeleted?.();
          } catch (error) {
            toast({
              type: 'error',
              title: EVENT_TEXTS.deleteErrorTitle,
              description: firstErrorMessage(error),
            });
            throw error;
          }
        }}
      />
    </>
  );
}
