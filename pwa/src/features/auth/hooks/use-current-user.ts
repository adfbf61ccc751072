import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { useSyncExternalStore } from 'react';
import { type AuthState, getAuthState, subscribeAuthState } from '../current-user-store';

/** The auth state: loading, signed-in (with `user`), signed-out or unreachable. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribeAuthState, getAuthState, getAuthState);
}

/** The signed-in member, or null while loading or when signed out. */
function useCurrentUser(): CurrentUser | null {
  const state = useAuthState();
  return state.status === 'signed-in' ? state.user : null;
}

/** The signed-in member; for components that only render inside the signed-in shell. */
export function useSignedInUser(): CurrentUser {
  const user = useCurrentUser();
  if (!user) throw new Error('useSignedInUser outside the signed-in shell');
  return user;
}
