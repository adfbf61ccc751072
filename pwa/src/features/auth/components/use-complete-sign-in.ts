import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { refreshCurrentUser, setSignedIn } from '../current-user-store';
import { safeReturnPath } from '../return-path';

/**
 * After a successful login or sign-up: adopt the member and go home (the full shell), or back to
 * the screen a shared link opened (?next=, issue 35).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const search: { next?: unknown } = useSearch({ strict: false });
  const next = safeReturnPath(search.next);
  return async (user: CurrentUser | null) => {
    if (user) setSignedIn(user);
    else await refreshCurrentUser();
    if (next) await navigate({ href: next, replace: true });
    else await navigate({ to: '/', replace: true });
  };
}
