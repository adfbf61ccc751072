// Extension points for features built by other modules (e-mail verification, /ws). Every hook
// runs after the triggering transaction has committed; failures are logged, never surfaced.
import type { UserRow } from './db/schema/users';

interface SignedUpInfo {
  /**
   * Origin for links in e-mails: PUBLIC_URL, else the request's when its host is allowed
   * (ALLOWED_HOSTS), else null — then no link may be built.
   */
  origin: string | null;
}

export interface AppHooks {
  /** A member signed up with a password (the e-mail-verification module sends its e-mail). */
  onSignedUp(user: UserRow, info: SignedUpInfo): void | Promise<void>;
  /** Close the live sockets opened with this session (logout, other sessions on password change). */
  closeSocketsOfSession(sessionId: string): void | Promise<void>;
  /** Close every live socket of this member (suspension). */
  closeSocketsOfUser(userId: string): void | Promise<void>;
}

const noopHooks: AppHooks = {
  onSignedUp() {},
  closeSocketsOfSession() {},
  closeSocketsOfUser() {},
};

/**
 * The hooks object lives for the app's lifetime and is mutable, so a module created after the
 * app (e.g. the /ws hub in main.ts) can plug in: `services.hooks.closeSocketsOfUser = ...`.
 */
export function createHooks(partial: Partial<AppHooks> = {}): AppHooks {
  return { ...noopHooks, ...partial };
}
