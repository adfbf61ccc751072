import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { type AuthMode, AuthPage } from '../features/auth/components/auth-page';
import { useAuthState } from '../features/auth/hooks/use-current-user';
import { safeReturnPath } from '../features/auth/return-path';
import { LoadingScreen } from '../ui/loading-screen';

// Only members see it here: a visitor's /auth does not download the home page.
const HomePage = lazy(() =>
  import('../features/home/components/home-page').then((m) => ({ default: m.HomePage })),
);

/** `next`: the screen to return to once signed in (a shared link's, issue 35). */
type AuthSearch = { mode?: AuthMode; error?: string; token?: string; next?: string };
const MODES: readonly AuthMode[] = ['login', 'signup', 'forgot', 'reset'];

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    mode: MODES.find((m) => m === search.mode),
    token: typeof search.token === 'string' && search.token ? search.token : undefined,
    // The router parses values as JSON (?error=1 arrives as a number).
    error: search.error === undefined || search.error === null ? undefined : String(search.error),
    next: safeReturnPath(search.next),
  }),
  component: AuthRoute,
});

/** Visitors sign in or up here; for members /auth is the home screen (spec part 1 §2). */
function AuthRoute() {
  const auth = useAuthState();
  const { mode, error, token } = Route.useSearch();
  if (auth.status === 'signed-in') {
    return (
      <Suspense fallback={<LoadingScreen fullScreen={false} />}>
        <HomePage />
      </Suspense>
    );
  }
  return <AuthPage mode={mode ?? 'login'} error={error} token={token} />;
}
