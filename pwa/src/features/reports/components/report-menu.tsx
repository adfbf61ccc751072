// "Report" in the menu of another member's post, job, event or profile (issue 28 §4; ADR 025).
// The dialog's code loads at the first opening.
import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { REPORT_TEXTS } from '@greenroom/shared-model/report-texts';
import { Suspense, useState } from 'react';
import { MoreIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { lazy } from '../../../ui/lazy';
import * as Menu from '../../../ui/menu';
import { SHARE_VALUE, ShareMenuItem } from '../../../ui/share-menu-item';
import type { ReportTarget } from './report-dialog';

const ReportDialog = lazy(() => import('./report-dialog'));

export function ReportMenu({
  target,
  label,
  onReported,
  onShare,
}: {
  target: ReportTarget;
  /** The trigger's accessible name, e.g. "Post options". */
  label: string;
  onReported?: () => void;
  /** "Share" first (issue 35). */
  onShare?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Menu.Root
        onSelect={(d) => {
          if (d.value === 'report') setOpen(true);
          if (d.value === SHARE_VALUE) onShare?.();
        }}
      >
        <ArkMenu.Trigger asChild>
          <Button size="xs" variant="ghost" aria-label={label}>
            <MoreIcon aria-hidden="true" />
          </Button>
        </ArkMenu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {onShare ? <ShareMenuItem /> : null}
              <Menu.Item value="report">
                <FlagIcon />
                {REPORT_TEXTS.reportAction}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog
            target={target}
            open={open}
            onOpenChange={setOpen}
            onReported={onReported}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function FlagIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 22V4" />
      <path d="M4 4h13l-2 4 2 4H4" />
    </svg>
  );
}
