// Member e-mail domains (decisions.md: sign-up and Google sign-in accept only these).
import { DEFAULT_MEMBER_EMAIL_DOMAINS } from '../constants';

/** The domain part of an address, lower-cased ('' when there is none). */
export function emailDomain(email: string | null | undefined): string {
  const value = (email ?? '').trim().toLowerCase();
  const at = value.lastIndexOf('@');
  return at < 1 ? '' : value.slice(at + 1);
}

/** Whether the address belongs to one of the member domains (exact domain match). */
export function isMemberEmail(
  email: string | null | undefined,
  domains: readonly string[] = DEFAULT_MEMBER_EMAIL_DOMAINS,
): boolean {
  const domain = emailDomain(email);
  if (domain === '') return false;
  return domains.some((d) => d.trim().toLowerCase().replace(/^@/, '') === domain);
}
