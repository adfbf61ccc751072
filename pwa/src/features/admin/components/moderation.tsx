// What the Posts, Jobs and Events tabs share: the list with its states, the item's card with its
// author and the Edit and Delete buttons, an edit dialog with Cancel and Save, and one write that
// toasts its outcome.
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import { type FormEvent, Fragment, type ReactNode, useState } from 'react';
import { css } from '../../../../styled-system/css';
import type { ServerRead } from '../../../sync/use-server-read';
import { PencilIcon, TrashIcon } from '../../../ui/action-icons';
import { AuthorHeader } from '../../../ui/author-header';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import * as Dialog from '../../../ui/dialog';
import { DialogFrame } from '../../../ui/dialog-frame';
import { EmptyState } from '../../../ui/status-lines';
import { type ToastInput, toast } from '../../../ui/toast';
import { type AdminMethod, adminCall, failureText } from '../admin-api';
import { adminDataChanged } from '../hooks/use-admin-read';
import { ReadView } from './admin-card';

type Outcome = { title: string; description?: string };

/** Sends one dashboard write; toasts `success` or `failure` (with the server's reason) and
 * throws on failure, so that the dialog stays open for another try. */
export async function adminWrite(
  method: AdminMethod,
  url: string,
  body: unknown,
  success: Outcome,
  failure: Outcome,
): Promise<void> {
  const reply = await adminCall(method, url, body);
  if (!reply.ok) {
    const reason = failureText(reply, failure.description ?? '');
    toast({ type: 'error', title: failure.title, description: failure.description ?? reason });
    throw new Error(reason);
  }
  toast({ type: 'success', ...success } satisfies ToastInput);
  adminDataChanged();
}

export function ModeratedItem({
  label,
  author,
  email,
  createdAt,
  now,
  onEdit,
  deleteTitle,
  deleteText,
  onDelete,
  children,
}: {
  /** What the item is called in its buttons ("Edit post …"). */
  label: string;
  author: UserSummary;
  email?: string;
  createdAt: string;
  now: number;
  onEdit: () => void;
  deleteTitle: string;
  deleteText: string;
  onDelete: () => Promise<void>;
  children: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <article
      aria-label={label}
      className={css({
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        rounded: 'lg',
        p: '4',
        display: 'grid',
        gap: '2',
      })}
    >
      <AuthorHeader author={author} createdAt={createdAt} now={now}>
        <Button size="xs" variant="ghost" aria-label={`Edit ${label}`} onClick={onEdit}>
          <PencilIcon aria-hidden="true" /> Edit
        </Button>
        <Button
          size="xs"
          variant="ghost"
          aria-label={`Delete ${label}`}
          onClick={() => setConfirming(true)}
        >
          <TrashIcon aria-hidden="true" /> Delete
        </Button>
      </AuthorHeader>
      {email ? <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{email}</p> : null}
      {children}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={deleteTitle}
        description={deleteText}
        confirmLabel="Delete"
        onConfirm={onDelete}
      />
    </article>
  );
}

/** An edit dialog: the fields, Cancel, and Save (disabled while `canSave` is false or saving). */
export function EditDialog({
  title,
  description,
  open,
  onOpenChange,
  canSave,
  onSave,
  wide = false,
  saveLabel = 'Save Changes',
  children,
}: {
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canSave: boolean;
  onSave: () => Promise<void>;
  /** For a long form (a member's whole profile). */
  wide?: boolean;
  /** The submit button's words. */
  saveLabel?: string;
  children: ReactNode;
}) {
  const [saving, setSaving] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSave || saving) return;
    setSaving(true);
    try {
      await onSave();
      onOpenChange(false);
    } catch {
      // Told in a toast; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  }
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      contentClassName={wide ? css({ maxW: '44rem' }) : undefined}
    >
      <form onSubmit={(e) => void submit(e)}>
        <Dialog.Body className={css({ display: 'grid', gap: '4' })}>{children}</Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </Dialog.CloseTrigger>
          <Button type="submit" disabled={!canSave} loading={saving}>
            {saveLabel}
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}

export const blank = (value: string) => value.trim() === '';

/**
 * A moderated list (Posts, Jobs, Events): loading, error and empty states, one card per item,
 * and the edit dialog of the item being edited.
 */
export function ModeratedList<T extends { id: string }>({
  read,
  loadingText,
  emptyText,
  item,
  editor,
}: {
  read: ServerRead<T[]>;
  loadingText: string;
  emptyText: string;
  item: (row: T, edit: () => void, now: number) => ReactNode;
  editor: (row: T, close: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<T | null>(null);
  const now = Date.now();
  return (
    <ReadView read={read} loadingText={loadingText}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState text={emptyText} />
        ) : (
          <div className={css({ display: 'grid', gap: '3' })}>
            {rows.map((row) => (
              <Fragment key={row.id}>{item(row, () => setEditing(row), now)}</Fragment>
            ))}
            {editing ? editor(editing, () => setEditing(null)) : null}
          </div>
        )
      }
    </ReadView>
  );
}
