import { PRODUCT_NAME } from '@greenroom/shared-model/constants';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { Link } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { whenIdle } from '../../../client-core/scheduling';
import { lazy } from '../../../ui/lazy';
import { Logo } from '../../../ui/logo';
import { NotificationBellSlot } from '../../notifications/components/notification-bell-slot';
import { InstallAppButton } from '../../pwa-install/components/install-app-button';
import { SyncStatusSlot } from '../../sync-status/components/sync-status-slot';
import { AccountButton } from './account-button';
import { MainNav } from './main-nav';

// The menu (ark Menu + floating-ui, ~20 KB gzip) loads once the page is idle, and is mounted at
// the first press of its button: a closed menu's state machine would cost a render of its own.
const loadProfileMenu = () => import('./profile-menu');
const ProfileMenu = lazy(() => loadProfileMenu().then((m) => ({ default: m.ProfileMenu })));

export function AppHeader({ user }: { user: CurrentUser }) {
  // The first press mounts the menu, open (as soon as its code is there, if it is not yet).
  const [openRequested, setOpenRequested] = useState(false);
  useEffect(() => whenIdle(() => void loadProfileMenu()), []);
  const placeholder = (
    <AccountButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setOpenRequested(true)}
    />
  );
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
          gap: { base: '3', md: '4', lg: '8' },
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
          {openRequested ? (
            <Suspense fallback={placeholder}>
              <ProfileMenu user={user} defaultOpen />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      </div>
    </header>
  );
}
