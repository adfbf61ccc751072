import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { useSync } from '../../../sync/sync-context';
import { SYNC_TEXTS, unsentChangesOnSignOut } from '../../../sync/texts';
import { Button } from '../../../ui/button';
import * as Dialog from '../../../ui/dialog';
import { DownloadIcon, LogOutIcon, SettingsIcon, UserIcon } from '../../../ui/icons';
import * as Menu from '../../../ui/menu';
import { signOut } from '../../auth/current-user-store';
import { useInstallPrompt } from '../../pwa-install/install-state';
import { AccountButton } from './account-button';

/**
 * Sign Out, minding the member's queue (research/reliability.md B7): with writes queued, one
 * last flush first; if some are still queued, ask. A queue left unsent keeps the member's
 * database as it is, to be sent the next time they sign in here; otherwise it leaves the device
 * with the sign-out (sync/leave-device.ts).
 */
function useSignOut() {
  const sync = useSync();
  const [unsent, setUnsent] = useState<number | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const busy = useRef(false);

  const leave = async () => {
    setSigningOut(true);
    await signOut();
  };

  const request = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      // Resolves at once with 0 when nothing is queued.
      const left = sync ? await sync.flushBeforeSignOut().catch(() => 0) : 0;
      if (left > 0) setUnsent(left);
      else await leave();
    } finally {
      busy.current = false;
    }
  };

  return { request, leave, unsent, signingOut, stay: () => setUnsent(null) };
}

/** The account menu: avatar trigger with Profile, Settings and Sign Out. */
export function ProfileMenu({ user, defaultOpen }: { user: CurrentUser; defaultOpen?: boolean }) {
  const install = useInstallPrompt();
  const signOutFlow = useSignOut();
  return (
    <>
      <Menu.Root
        defaultOpen={defaultOpen}
        onSelect={(d) => {
          if (d.value === 'sign-out') void signOutFlow.request();
          if (d.value === 'install') void install.prompt?.();
        }}
      >
        <ArkMenu.Trigger asChild>
          <AccountButton user={user} />
        </ArkMenu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <div className={css({ px: '2.5', pt: '2', pb: '2.5' })}>
                <p className={css({ fontWeight: '700', fontSize: 'sm', lineClamp: '1' })}>
                  {user.firstName} {user.lastName}
                </p>
                <p className={css({ fontSize: 'xs', color: 'fg.muted', lineClamp: '1' })}>
                  {user.email}
                </p>
              </div>
              <Menu.Separator />
              <Menu.Item value="profile" asChild>
                <Link to={'/profile' as '/'}>
                  <UserIcon />
                  Profile
                </Link>
              </Menu.Item>
              <Menu.Item value="settings" asChild>
                <Link to="/settings">
                  <SettingsIcon />
                  Settings
                </Link>
              </Menu.Item>
              {install.prompt ? (
                <Menu.Item value="install">
                  <DownloadIcon />
                  Install app
                </Menu.Item>
              ) : null}
              <Menu.Separator />
              <Menu.Item value="sign-out">
                <LogOutIcon />
                Sign Out
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Dialog.Root
        open={signOutFlow.unsent !== null}
        onOpenChange={(d) => {
          if (!d.open && !signOutFlow.signingOut) signOutFlow.stay();
        }}
        role="alertdialog"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{SYNC_TEXTS.signOutTitle}</Dialog.Title>
                <Dialog.Description>
                  {unsentChangesOnSignOut(signOutFlow.unsent ?? 0)}
                </Dialog.Description>
              </Dialog.Header>
              <Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <Button variant="outline" disabled={signOutFlow.signingOut}>
                    {SYNC_TEXTS.staySignedIn}
                  </Button>
                </Dialog.CloseTrigger>
                <Button
                  variant="danger"
                  loading={signOutFlow.signingOut}
                  onClick={() => void signOutFlow.leave()}
                >
                  {SYNC_TEXTS.signOutAnyway}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
