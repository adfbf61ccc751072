// The menus of a conversation (#33, ADR 045): another member's message → "Report"; the
// conversation → "Report" and "Delete conversation" (for me: until someone writes again). A report
// joins the admins' Reports queue with the reported message and the few before it; its dialog
// offers "Report and block" when there is one member to block. The dialog's code loads at the
// first opening.
import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { MESSAGE_TEXTS } from '@greenroom/shared-model/message-texts';
import { REPORT_TEXTS } from '@greenroom/shared-model/report-texts';
import type { ConversationMember } from '@greenroom/shared-model/schemas/messages';
import { Suspense, useState } from 'react';
import { useMemberDb } from '../../../sync/sync-context';
import { MoreIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { lazy } from '../../../ui/lazy';
import * as Menu from '../../../ui/menu';
import { toast } from '../../../ui/toast';
import { blockMember } from '../../privacy/actions/privacy-actions';
import type { ReportTarget } from '../../reports/components/report-dialog';
import { deleteConversationForMe } from '../actions/message-actions';

const ReportDialog = lazy(() => import('../../reports/components/report-dialog'));

function Report({
  target,
  blockable,
  me,
  onClose,
}: {
  target: ReportTarget;
  /** The member "Report and block" blocks (a one-to-one conversation's other member). */
  blockable: ConversationMember | undefined;
  me: string;
  onClose: () => void;
}) {
  const user = blockable?.user;
  return (
    <Suspense fallback={null}>
      <ReportDialog
        target={target}
        open
        onOpenChange={(open) => !open && onClose()}
        block={user ? (memberDb) => blockMember(memberDb, { id: me }, user) : undefined}
      />
    </Suspense>
  );
}

function MoreTrigger({ label }: { label: string }) {
  return (
    <ArkMenu.Trigger asChild>
      <Button size="xs" variant="ghost" aria-label={label}>
        <MoreIcon aria-hidden="true" />
      </Button>
    </ArkMenu.Trigger>
  );
}

/** "Message options" beside another member's message: Report. */
export function MessageMenu({
  messageId,
  sender,
  me,
}: {
  messageId: string;
  sender: ConversationMember | undefined;
  me: string;
}) {
  const [reporting, setReporting] = useState(false);
  if (!sender) return null;
  return (
    <>
      <Menu.Root onSelect={(d) => d.value === 'report' && setReporting(true)}>
        <MoreTrigger label={MESSAGE_TEXTS.messageOptions} />
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="report">{REPORT_TEXTS.reportAction}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {reporting ? (
        <Report
          target={{ kind: 'message', id: messageId, memberId: sender.userId }}
          blockable={sender}
          me={me}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </>
  );
}

/** "Conversation options" in the conversation's header: Report, Delete conversation. */
export function ConversationMenu({
  conversationId,
  isGroup,
  createdBy,
  mine,
  others,
  me,
  onDeleted,
}: {
  conversationId: string;
  isGroup: boolean;
  createdBy: string;
  mine: ConversationMember;
  others: readonly ConversationMember[];
  me: string;
  onDeleted: () => void;
}) {
  const db = useMemberDb();
  const [dialog, setDialog] = useState<'report' | 'delete' | null>(null);
  // Whom the report is about: the other member of a pair; a group's starter (unless me).
  const about = isGroup
    ? others.find((o) => o.userId === createdBy)
    : others.find((o) => o.userId !== me);
  return (
    <>
      <Menu.Root onSelect={(d) => setDialog(d.value as 'report' | 'delete')}>
        <MoreTrigger label={MESSAGE_TEXTS.conversationOptions} />
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="report">{REPORT_TEXTS.reportAction}</Menu.Item>
              {mine.status === 'active' ? (
                <Menu.Item value="delete" disabled={!db}>
                  {MESSAGE_TEXTS.deleteConversation}
                </Menu.Item>
              ) : null}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {dialog === 'report' ? (
        <Report
          target={{ kind: 'conversation', id: conversationId, memberId: about?.userId ?? '' }}
          blockable={isGroup ? undefined : about}
          me={me}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={MESSAGE_TEXTS.deleteConversationConfirm}
          description={MESSAGE_TEXTS.deleteConversationHint}
          confirmLabel={MESSAGE_TEXTS.deleteConversation}
          onConfirm={async () => {
            if (!db) return;
            await deleteConversationForMe(db, mine);
            toast({ type: 'success', title: MESSAGE_TEXTS.conversationDeleted });
            onDeleted();
          }}
        />
      ) : null}
    </>
  );
}
