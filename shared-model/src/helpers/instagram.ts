// Instagram is edited as a username and stored as a full profile URL (spec part 1 §3, §5).

const USERNAME = /^[A-Za-z0-9._]{1,30}$/;
const PROFILE_URL =
  /^(?:https?:\/\/)?(?:(?:www|m)\.)?(?:instagram\.com|instagr\.am)\/([A-Za-z0-9._]{1,30})\/?(?:[?#].*)?$/i;

const INSTAGRAM_BASE_URL = 'https://www.instagram.com/';
export const INSTAGRAM_INVALID_MESSAGE = 'Please enter a valid Instagram username or profile URL';

/**
 * The username in a username ("@name" or "name") or a profile URL.
 * '' for empty input, null when the input is neither.
 */
export function parseInstagramUsername(input: string | null | undefined): string | null {
  const value = (input ?? '').trim();
  if (value === '') return '';
  const fromUrl = PROFILE_URL.exec(value);
  if (fromUrl?.[1]) return fromUrl[1];
  const name = value.replace(/^@+/, '');
  return USERNAME.test(name) ? name : null;
}

/** The full profile URL to store: '' for empty input, null when the input is not valid. */
export function instagramUrlFromInput(input: string | null | undefined): string | null {
  const name = parseInstagramUsername(input);
  if (name === null) return null;
  return name === '' ? '' : `${INSTAGRAM_BASE_URL}${name}`;
}

/** The username to show in the edit field for a stored value (URL or legacy username). */
export function instagramUsernameFromUrl(stored: string | null | undefined): string {
  return parseInstagramUsername(stored) ?? '';
}
