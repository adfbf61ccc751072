import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { type ReactNode, Suspense, useEffect, useLayoutEffect } from 'react';
import { css } from '../../../../styled-system/css';
import { whenIdle } from '../../../client-core/scheduling';
import { useSyncStatus } from '../../../sync/sync-context';
import { lazy } from '../../../ui/lazy';
import { toast } from '../../../ui/toast';
import { IosInstallHint } from '../../pwa-install/components/ios-install-hint';
import { usePersistMoments } from '../../this-device/use-persist-moments';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { SkipLink } from './skip-link';
import { VerificationBanner } from './verification-banner';

// Loaded only for a replica the browser deleted (ADR 047): a visit never needs it.
const ReplicaRebuild = lazy(() =>
  import('../../../sync/components/replica-rebuild').then((m) => ({ default: m.ReplicaRebuild })),
);
const CheckInboxScreen = lazy(() =>
  import('../../verification/components/check-inbox-screen').then((m) => ({
    default: m.CheckInboxScreen,
  })),
);

/**
 * Routes an account whose e-mail is not verified may open: its own profile and settings (the
 * server refuses it everything else; ADR 023). Every other route shows "Check your inbox".
 */
const OPEN_TO_UNVERIFIED = new Set(['/profile', '/settings']);

/** `?verified=1|0`, where the verification link lands: said once, then taken off the address. */
function useVerifiedNotice() {
  const router = useRouter();
  const verified: unknown = useRouterState({
    select: (s) => (s.location.search as Record<string, unknown>).verified,
  });
  useEffect(() => {
    if (verified === undefined) return;
    const ok = verified === 1 || verified === '1';
    toast(
      ok
        ? { type: 'success', title: SERVER_TEXTS.emailVerified }
        : { type: 'error', title: 'Error', description: SERVER_TEXTS.verificationInvalid },
    );
    const { pathname } = router.state.location;
    void router.navigate({ to: pathname, search: {}, replace: true });
  }, [verified, router]);
}

/** The signed-in frame: header, verification banner, page, and the mobile bottom bar. */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const router = useRouter();
  const openRoute = useRouterState({
    select: (s) => s.matches.some((m) => OPEN_TO_UNVERIFIED.has(m.routeId)),
  });
  useVerifiedNotice();
  const gated = !user.isVerified && !openRoute;
  // Usage analytics start once the page is idle, and stop at sign-out (verified members only:
  // the server takes nothing else from an unverified account).
  useEffect(() => {
    if (!user.isVerified) return;
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
  }, [router, user.isVerified]);
  // Persistent storage is asked for when it matters, not at first load (issue 35).
  usePersistMoments(user.id);
  const { rebuild, lostWrites } = useSyncStatus();
  const rebuilding = rebuild !== null || lostWrites > 0;
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
      {!gated && <VerificationBanner user={user} />}
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
          // Room for the bottom bar, and for a banner pinned above it (banner-space.ts).
          pb: {
            base: 'calc(60px + 2rem + env(safe-area-inset-bottom) + var(--gr-banner-space, 0px))',
            md: 'calc(token(spacing.12) + var(--gr-banner-space, 0px))',
          },
          outline: 'none',
        })}
      >
        {gated ? (
          <Suspense fallback={null}>
            <CheckInboxScreen user={user} />
          </Suspense>
        ) : (
          <>
            {rebuilding && (
              <Suspense fallback={null}>
                <ReplicaRebuild />
              </Suspense>
            )}
            {children}
          </>
        )}
      </main>
      <BottomNav isAdmin={user.isAdmin} />
      <IosInstallHint />
    </div>
  );
}
