// Avatar fallback: initials on a colour chosen by hashing the user id (spec part 1 §2).

const AVATAR_FALLBACK_INITIALS = 'UN';

/** Ten colours, each with a contrast ratio of at least 4.5:1 against white text. */
export const AVATAR_COLORS = [
  '#B91C1C',
  '#C2410C',
  '#A16207',
  '#15803D',
  '#0F766E',
  '#0369A1',
  '#1D4ED8',
  '#6D28D9',
  '#A21CAF',
  '#BE185D',
] as const;

function firstLetter(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  const first = trimmed.length > 0 ? trimmed.codePointAt(0) : undefined;
  return first === undefined ? '' : String.fromCodePoint(first);
}

/** First letters of first and last name, upper-cased; "UN" when both are missing. */
export function avatarInitials(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const initials = `${firstLetter(firstName)}${firstLetter(lastName)}`.toUpperCase();
  return initials === '' ? AVATAR_FALLBACK_INITIALS : initials;
}

/** FNV-1a 32-bit hash: stable across runtimes and sessions. */
export function stableHash(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function avatarColorIndex(userId: string | null | undefined): number {
  return stableHash(userId ?? '') % AVATAR_COLORS.length;
}

export function avatarColor(userId: string | null | undefined): string {
  return AVATAR_COLORS[avatarColorIndex(userId)] ?? AVATAR_COLORS[0];
}
