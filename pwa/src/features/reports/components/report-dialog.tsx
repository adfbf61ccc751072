// The report dialog (issue 28 §4; ADR 025): the reasons, an optional note, "Report" and, when the
// item belongs to another member and blocking is available, "Report and block". The item leaves
// the member's screens at once (the action works offline); the report waits in the outbox.
import {
  REPORT_REASONS,
  type ReportItemKind,
  type ReportReason,
} from '@greenroom/shared-model/catalogues';
import { REPORT_NOTE_MAX_LENGTH } from '@greenroom/shared-model/constants';
import { REPORT_KIND_WORDS, REPORT_TEXTS } from '@greenroom/shared-model/report-texts';
import { GENERIC_ERROR } from '@greenroom/shared-model/texts';
import { useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { firstErrorMessage } from '../../../client-core/form-errors';
import type { MemberDb } from '../../../client-core/local-db/member-db';
import { savedToast, writesWait } from '../../../sync/queued-words';
import { useMemberDb } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import * as Dialog from '../../../ui/dialog';
import { DialogFrame } from '../../../ui/dialog-frame';
import { TextAreaField } from '../../../ui/field';
import { toast } from '../../../ui/toast';
import { reportItem } from '../actions/report-item';

export interface ReportTarget {
  kind: ReportItemKind;
  id: string;
  /** The member the item belongs to (for "Report and block"). */
  memberId: string;
}

/** Blocks a member through the outbox; given when the block write exists. */
export type BlockMember = (db: MemberDb, memberId: string) => Promise<unknown>;

export default function ReportDialog({
  target,
  open,
  onOpenChange,
  onReported,
  block,
}: {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the report is queued (e.g. leave the item's own page). */
  onReported?: () => void;
  block?: BlockMember;
}) {
  const db = useMemberDb();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'report' | 'block' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const legendId = useId();
  const what = REPORT_KIND_WORDS[target.kind];

  const submit = async (andBlock: boolean) => {
    if (!db) return;
    if (!reason) {
      setError(REPORT_TEXTS.reasonRequired);
      return;
    }
    setBusy(andBlock ? 'block' : 'report');
    try {
      await reportItem(db, { itemKind: target.kind, itemId: target.id, reason, note });
      if (andBlock && block) await block(db, target.memberId);
      // Offline it waits on this device, and the toast says so (issue 30, fault 8).
      toast({
        ...savedToast({ type: 'success', title: REPORT_TEXTS.sentTitle }, writesWait(), 'sent'),
        description: andBlock
          ? REPORT_TEXTS.sentAndBlockedDescription
          : REPORT_TEXTS.sentDescription,
      });
      onOpenChange(false);
      onReported?.();
    } catch (err) {
      toast({
        type: 'error',
        title: GENERIC_ERROR.error,
        description: firstErrorMessage(err) ?? GENERIC_ERROR.description,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={REPORT_TEXTS.dialogTitle(what)}
      description={REPORT_TEXTS.dialogDescription}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit(false);
        }}
      >
        <Dialog.Body className={css({ display: 'grid', gap: '4' })}>
          <fieldset aria-describedby={error ? `${legendId}-error` : undefined}>
            <legend id={legendId} className={css({ fontWeight: 'medium', mb: '2' })}>
              {REPORT_TEXTS.reasonLabel}
            </legend>
            <div className={css({ display: 'grid', gap: '1' })}>
              {REPORT_REASONS.map((r) => (
                <label
                  key={r.value}
                  className={css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '3',
                    minH: '11',
                    px: '3',
                    rounded: 'md',
                    cursor: 'pointer',
                    _hover: { bg: 'bg.subtle' },
                    '&:has(input:checked)': { bg: 'bg.subtle', fontWeight: 'medium' },
                  })}
                >
                  <input
                    type="radio"
                    name="reason"
                    value={r.value}
                    checked={reason === r.value}
                    onChange={() => {
                      setReason(r.value);
                      setError(null);
                    }}
                    className={css({
                      w: '6',
                      h: '6',
                      flexShrink: 0,
                      accentColor: 'accent.default',
                    })}
                  />
                  {r.label}
                </label>
              ))}
            </div>
            {error ? (
              <p
                id={`${legendId}-error`}
                role="alert"
                className={css({ color: 'danger.fg', fontSize: 'sm', mt: '2' })}
              >
                {error}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            label={REPORT_TEXTS.noteLabel}
            rows={3}
            maxLength={REPORT_NOTE_MAX_LENGTH}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Dialog.Body>
        <Dialog.Footer className={css({ flexWrap: 'wrap' })}>
          <Dialog.CloseTrigger asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </Dialog.CloseTrigger>
          {block && target.memberId ? (
            <Button
              type="button"
              variant="outline"
              loading={busy === 'block'}
              disabled={!db || busy !== null}
              onClick={() => void submit(true)}
            >
              {REPORT_TEXTS.submitAndBlock}
            </Button>
          ) : null}
          <Button
            type="submit"
            variant="danger"
            loading={busy === 'report'}
            disabled={!db || busy !== null}
          >
            {REPORT_TEXTS.submit}
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}
