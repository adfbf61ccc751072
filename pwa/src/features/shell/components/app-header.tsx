import { PRODUCT_NAME } from '@greenroom/shared-model/constants';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { useWhenIdle } from '../../../client-core/use-when-idle';
import { Logo } from '../../../ui/logo';
import { NotificationBellSlot } from '../../notifications/components/notification-bell-slot';
import { InstallAppButton } from '../../pwa-install/components/install-app-button';
import { SyncStatusSlot } from '../../sync-status/components/sync-status-slot';
import { AccountButton } from './account-button';
import { MainNav } from './main-nav';

// The menu (ark Menu + floating-ui, ~20 KB gzip) loads right after the first paint.
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));

export function AppHeader({ user }: { user: CurrentUser }) {
  // A click before the menu has loaded opens it as soon as it has.
  const [openRequested, setOpenRequested] = useState(false);
  // The menu's code comes once the page is idle, or at once when the button is pressed first.
  const menuCode = useWhenIdle();
  return (
    <header
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: 'header',
        // Opaque, with no backdrop blur: a blur is drawn again on every frame the page moves
        // under it (about 5 ms a frame where the compositor draws in software).
        bg: 'bg.canvas',
        borderBottomWidth: '1px',
        borderColor: 'border.subtle',
      })}
    >
      <div
        className={css({
          maxW: 'content',
          mx: 'auto',
          h: { base: '14', md: 'header' },
          px: { base: '4', md: '6' },
          display: 'flex',
          alignItems: 'center',
          gap: { base: '3', md: '8' },
        })}
      >
        <Link to="/" aria-label={`${PRODUCT_NAME} home`} className={css({ borderRadius: 'md' })}>
          <Logo size={30} />
        </Link>
        <MainNav isAdmin={user.isAdmin} />
        <div className={css({ ms: 'auto', display: 'flex', alignItems: 'center', gap: '2' })}>
          <SyncStatusSlot />
          <NotificationBellSlot />
          <InstallAppButton />
          {menuCode || openRequested ? (
            <Suspense
              fallback={<AccountButton user={user} onClick={() => setOpenRequested(true)} />}
            >
              <ProfileMenu user={user} defaultOpen={openRequested} />
            </Suspense>
          ) : (
            <AccountButton user={user} onClick={() => setOpenRequested(true)} />
          )}
        </div>
      </div>
    </header>
  );
}
