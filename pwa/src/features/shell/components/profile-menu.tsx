import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { Link } from '@tanstack/react-router';
import { css } from '../../../../styled-system/css';
import { DownloadIcon, LogOutIcon, SettingsIcon, UserIcon } from '../../../ui/icons';
import * as Menu from '../../../ui/menu';
import { signOut } from '../../auth/current-user-store';
import { useInstallPrompt } from '../../pwa-install/install-state';
import { AccountButton } from './account-button';

/** The account menu: avatar trigger with Profile, Settings and Sign Out. */
export function ProfileMenu({ user, defaultOpen }: { user: CurrentUser; defaultOpen?: boolean }) {
  const install = useInstallPrompt();
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      onSelect={(d) => {
        if (d.value === 'sign-out') void signOut();
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
              <Link to={'/settings' as '/'}>
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
  );
}
