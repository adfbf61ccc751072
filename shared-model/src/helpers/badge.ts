// Badges and "+N" overflow labels.
import { NOTIFICATION_BADGE_CAP, NOTIFICATION_BADGE_OVERFLOW } from '../constants';

/** Unread badge: null for none, the count up to 9, '9+' above 9. */
export function badgeText(count: number, cap = NOTIFICATION_BADGE_CAP): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  if (count > cap) return cap === NOTIFICATION_BADGE_CAP ? NOTIFICATION_BADGE_OVERFLOW : `${cap}+`;
  return String(Math.floor(count));
}

/** "+N" for items beyond the shown ones (portfolio tags: 3 shown), or null. */
export function overflowBadge(total: number, shown: number): string | null {
  return total > shown ? `+${total - shown}` : null;
}

/** "+N more" for skills beyond the shown ones (discover cards: 4 shown), or null. */
export function moreText(total: number, shown: number): string | null {
  return total > shown ? `+${total - shown} more` : null;
}
