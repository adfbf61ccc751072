import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { css } from '../../../../styled-system/css';
import { whenIdle } from '../../../client-core/when-idle';
import { IosInstallHint } from '../../pwa-install/components/ios-install-hint';
import { requestPersistentStorage } from '../../pwa-install/persist-storage';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { SkipLink } from './skip-link';
import { VerificationBanner } from './verification-banner';

/** The signed-in frame: header, verification banner, page, and the mobile bottom bar. */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const router = useRouter();
  // Usage analytics start once the page is idle, and stop at sign-out.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    const cancel = whenIdle(() => {
      void import('../../analytics/start-tracking')
        .then((m) => {
          if (live) stop = m.startTracking(router);
        })
        .catch(() => {});
    });
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, [router]);
  useEffect(() => {
    requestPersistentStorage();
  }, []);
  // Raises toasts and floating hints above the bottom bar (theme/global-css.ts). Set before the
  // first frame's style pass: set after it, it would restyle the whole page a second time.
  useLayoutEffect(() => {
    document.documentElement.dataset.shell = 'member';
    return () => {
      delete document.documentElement.dataset.shell;
    };
  }, []);
  return (
    <div
      className={css({
        minH: '100dvh',
        display: 'flex',
        flexDirection: 'column',
      })}
    >
      <SkipLink />
      <AppHeader user={user} />
      <VerificationBanner user={user} />
      <main
        id="main"
        tabIndex={-1}
        className={css({
          flex: '1',
          w: 'full',
          maxW: 'content',
          mx: 'auto',
          px: { base: '4', md: '6' },
          pt: { base: '5', md: '8' },
          pb: { base: 'calc(60px + 2rem + env(safe-area-inset-bottom))', md: '12' },
          outline: 'none',
        })}
      >
        {children}
      </main>
      <BottomNav isAdmin={user.isAdmin} />
      <IosInstallHint />
    </div>
  );
}
