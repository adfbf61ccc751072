import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { useNavigate } from '@tanstack/react-router';
import { refreshCurrentUser, setSignedIn } from '../current-user-store';

/** After a successful login or sign-up: adopt the member and go home (the full shell). */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return async (user: CurrentUser | null) => {
    if (user) setSignedIn(user);
    else await refreshCurrentUser();
    await navigate({ to: '/', replace: true });
  };
}
