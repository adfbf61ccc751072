import { APP_LOADING_TEXT } from '@greenroom/shared-model/constants';
import {
  createRootRoute,
  type ErrorComponentProps,
  Outlet,
  useRouterState,
} from '@tanstack/react-router';
import { useAuthState } from '../features/auth/hooks/use-current-user';
import { ErrorScreen } from '../features/errors/components/error-screen';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { UpdatePrompt } from '../features/pwa-install/components/update-prompt';
import { AppShell } from '../features/shell/components/app-shell';
import { SyncProvider } from '../sync/components/sync-provider';
import { LoadingScreen } from '../ui/loading-screen';
import { ToastArea } from '../ui/toast';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
});

export function RootError({ error, reset, info }: ErrorComponentProps) {
  return <ErrorScreen error={error} reset={reset} componentStack={info?.componentStack} />;
}

/**
 * Visitors see the landing page on every address but /auth; members get the shell with the
 * matched route (or the 404 page) and the toast area. Nothing renders until we know which
 * (spec part 1 §2).
 */
function RootLayout() {
  const auth = useAuthState();
  // The rendered matches, not the address: while a visitor's link to /auth loads, the address is
  // already /auth but the outlet still holds the home route, which is for members only.
  const atAuth = useRouterState({ select: (s) => s.matches.some((m) => m.routeId === '/auth') });
  let content: React.ReactNode;
  if (auth.status === 'loading') {
    content = <LoadingScreen message={APP_LOADING_TEXT} />;
  } else if (auth.status === 'signed-in') {
    content = (
      // A new engine once the account is verified: its first pull replaces the own-rows-only
      // replica with the member's full snapshot, and /ws reconnects as a verified member.
      <SyncProvider
        key={`${auth.user.id}:${auth.user.isVerified ? 'verified' : 'unverified'}`}
        userId={auth.user.id}
      >
        <AppShell user={auth.user}>
          <Outlet />
        </AppShell>
        <ToastArea />
      </SyncProvider>
    );
  } else {
    content = atAuth ? <Outlet /> : <LandingPage />;
  }
  return (
    <>
      {content}
      <UpdatePrompt />
    </>
  );
}
