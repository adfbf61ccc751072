// The admin rule (spec part 1 §6, part 2 §6): flagged isAdmin, or the primary admin e-mail once
// that address is verified — whoever signs up first with it proves nothing until then.
import { DEFAULT_PRIMARY_ADMIN_EMAIL } from '../constants';

export interface AdminCandidate {
  readonly email?: string | null;
  readonly isAdmin?: boolean | null;
  readonly isVerified?: boolean | null;
}

export function isPrimaryAdminEmail(
  email: string | null | undefined,
  primaryAdminEmail: string = DEFAULT_PRIMARY_ADMIN_EMAIL,
): boolean {
  if (!email) return false;
  return email.trim().toLowerCase() === primaryAdminEmail.trim().toLowerCase();
}

export function isAdminUser(
  user: AdminCandidate | null | undefined,
  primaryAdminEmail: string = DEFAULT_PRIMARY_ADMIN_EMAIL,
): boolean {
  if (!user) return false;
  if (user.isAdmin === true) return true;
  return user.isVerified === true && isPrimaryAdminEmail(user.email, primaryAdminEmail);
}
