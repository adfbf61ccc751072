// "More" for another member (their profile, a post's or job's menu, a connection request): Mute or
// Unmute, and Block with a confirmation (issue 28 §3, ADR 024). Nobody is told of either.
import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { REPORT_TEXTS } from '@greenroom/shared-model/report-texts';
import { PRIVACY_TEXTS } from '@greenroom/shared-model/texts';
import { Suspense, useState } from 'react';
import { firstErrorMessage } from '../../../client-core/form-errors';
import { useMemberDb } from '../../../sync/sync-context';
import { MoreIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { lazy } from '../../../ui/lazy';
import * as Menu from '../../../ui/menu';
import { SHARE_VALUE, ShareMenuItem } from '../../../ui/share-menu-item';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import type { ReportTarget } from '../../reports/components/report-dialog';
import { blockMember, type MemberRef, muteMember, unmuteMember } from '../actions/privacy-actions';

// Report (issue 28 §4, ADR 025): its dialog's code loads at the first opening.
const ReportDialog = lazy(() => import('../../reports/components/report-dialog'));

function MemberMenu({
  member,
  label,
  size = 'xs',
  onBlocked,
  report,
  onReported,
  onShare,
}: {
  member: MemberRef;
  /** The trigger's accessible name, e.g. "More options for Ada Lovelace". */
  label?: string;
  size?: 'xs' | 'sm' | 'md';
  onBlocked?: () => void;
  /** The item this menu is on, when it can be reported ("Report" and "Report and block"). */
  report?: ReportTarget;
  onReported?: () => void;
  /** "Share" first: the item's (or the profile's) own page (issue 35). */
  onShare?: () => void;
}) {
  const me = useSignedInUser();
  const db = useMemberDb();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  // Read when the menu opens: a feed of cards holds no live query per card.
  const [muted, setMuted] = useState(false);
  const name = `${member.firstName} ${member.lastName}`.trim();
  if (member.id === me.id) return null;

  const toggleMute = async () => {
    if (!db) return;
    try {
      if (muted) await unmuteMember(db, member.id);
      else await muteMember(db, me, member);
      toast({
        type: 'success',
        title: muted ? PRIVACY_TEXTS.unmuted(name) : PRIVACY_TEXTS.muted(name),
      });
    } catch (error) {
      toast({
        type: 'error',
        title: 'Error',
        description: firstErrorMessage(error) ?? PRIVACY_TEXTS.muteFailed,
      });
    }
  };
  const block = async () => {
    if (!db) throw new Error('offline database not open');
    try {
      await blockMember(db, me, member);
    } catch (error) {
      toast({
        type: 'error',
        title: 'Error',
        description: firstErrorMessage(error) ?? PRIVACY_TEXTS.blockFailed,
      });
      throw error;
    }
    toast({ type: 'success', title: PRIVACY_TEXTS.blocked(name) });
    onBlocked?.();
  };

  return (
    <>
      <Menu.Root
        onOpenChange={(d) => {
          if (d.open && db) void db.mutes.get(member.id).then((row) => setMuted(row !== undefined));
        }}
        onSelect={(d) => {
          if (d.value === 'mute') void toggleMute();
          if (d.value === 'block') setConfirming(true);
          if (d.value === 'report') setReporting(true);
          if (d.value === SHARE_VALUE) onShare?.();
        }}
      >
        <ArkMenu.Trigger asChild>
          <Button size={size} variant="ghost" aria-label={label ?? `More options for ${name}`}>
            <MoreIcon aria-hidden="true" />
          </Button>
        </ArkMenu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {onShare ? <ShareMenuItem /> : null}
              {report ? (
                <Menu.Item value="report" disabled={!db}>
                  {REPORT_TEXTS.reportAction}
                </Menu.Item>
              ) : null}
              <Menu.Item value="mute" disabled={!db}>
                {muted ? `${PRIVACY_TEXTS.unmute} ${name}` : `${PRIVACY_TEXTS.mute} ${name}`}
              </Menu.Item>
              <Menu.Item value="block" disabled={!db}>
                {`${PRIVACY_TEXTS.block} ${name}`}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {confirming ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={PRIVACY_TEXTS.blockConfirmTitle(name)}
          description={PRIVACY_TEXTS.blockConfirm}
          confirmLabel={PRIVACY_TEXTS.block}
          onConfirm={block}
        />
      ) : null}
      {reporting && report ? (
        <Suspense fallback={null}>
          <ReportDialog
            target={report}
            open={reporting}
            onOpenChange={setReporting}
            onReported={onReported}
            block={(memberDb) => blockMember(memberDb, me, member)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export default MemberMenu;
