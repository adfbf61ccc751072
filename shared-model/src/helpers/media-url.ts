// Media address handling (spec part 1 §7): our own addresses are used as they are; legacy
// object-storage https addresses go through the server's legacy proxy. `isMediaAddress` is the
// one rule for what may be stored and loaded as media, on the client and on the server.
import { isVideoUrl } from './video-url';

const S3_PROXY_PREFIX = '/api/s3-proxy/';
export const UPLOADS_PREFIX = '/uploads/';
const LEGACY_PROXY_PATH = '/api/s3-proxy/legacy';

/** Hosts of object storage the earlier version used (server config LEGACY_MEDIA_HOSTS adds more). */
const LEGACY_STORAGE_HOST_PATTERNS: readonly RegExp[] = [
  /(^|\.)s3([.-][a-z0-9-]+)*\.amazonaws\.com$/,
  /\.digitaloceanspaces\.com$/,
  /^storage\.googleapis\.com$/,
  /\.r2\.cloudflarestorage\.com$/,
  /\.r2\.dev$/,
  /\.blob\.core\.windows\.net$/,
  /\.backblazeb2\.com$/,
  /\.wasabisys\.com$/,
];

function httpsHost(address: string): string | null {
  const m = /^https:\/\/([^/?#\s@]+)(?:[/?#]|$)/i.exec(address);
  return m?.[1] ? m[1].toLowerCase().replace(/:\d+$/, '') : null;
}

/** Whether an https address points at legacy object storage (built-in patterns or extra hosts). */
export function isLegacyStorageUrl(address: string, extraHosts: readonly string[] = []): boolean {
  const host = httpsHost(address.trim());
  if (!host) return false;
  if (extraHosts.some((h) => h.toLowerCase() === host)) return true;
  return LEGACY_STORAGE_HOST_PATTERNS.some((p) => p.test(host));
}

export function legacyProxyUrl(address: string): string {
  return `${LEGACY_PROXY_PATH}?url=${encodeURIComponent(address)}`;
}

/** The original address of a `/api/s3-proxy/legacy?url=…` address, or null. */
export function legacyUrlFromProxy(address: string): string | null {
  if (!address.startsWith(`${LEGACY_PROXY_PATH}?`)) return null;
  const m = /[?&]url=([^&#]*)/.exec(address);
  if (!m?.[1]) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return null;
  }
}

/** Printable ASCII that needs no escaping in a URL; no backslash, space, quote or angle bracket. */
const URL_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]+$/;
/** A `.` or `..` segment, also percent-encoded, or an encoded slash or backslash. */
const UNSAFE_PATH_PART = /(^|\/)(\.|%2e){1,2}(\/|$)|%2f|%5c/i;

/**
 * One of our own paths: /uploads/… or /api/s3-proxy/… (the legacy proxy form included), with no
 * dot segments and nothing a browser could read as another host (`/\\evil.example/x.png`).
 */
function isOwnMediaPath(address: string): boolean {
  if (!address.startsWith(UPLOADS_PREFIX) && !address.startsWith(S3_PROXY_PREFIX)) return false;
  if (!URL_CHARACTERS.test(address)) return false;
  const path = address.split(/[?#]/, 1)[0] ?? '';
  return !UNSAFE_PATH_PART.test(path);
}

/**
 * Whether an address may be stored and loaded as media: one of our own paths, or a form the spec
 * rewrites — a legacy object-storage https address (loaded through the legacy proxy) or a
 * YouTube / Vimeo https link (loaded as thumbnails).
 */
export function isMediaAddress(address: string, extraLegacyHosts: readonly string[] = []): boolean {
  const value = address.trim();
  if (isOwnMediaPath(value)) return true;
  if (!value.startsWith('https://') || !URL_CHARACTERS.test(value)) return false;
  return isLegacyStorageUrl(value, extraLegacyHosts) || isVideoUrl(value);
}

/**
 * The address to load a stored media address from: /api/s3-proxy/… and /uploads/… as they are,
 * legacy object-storage https addresses through the legacy proxy, video links unchanged.
 * Empty input, and anything `isMediaAddress` refuses, gives null.
 */
export function resolveMediaUrl(
  address: string | null | undefined,
  extraLegacyHosts: readonly string[] = [],
): string | null {
  const value = (address ?? '').trim();
  if (value === '' || !isMediaAddress(value, extraLegacyHosts)) return null;
  if (isOwnMediaPath(value)) return value;
  if (isLegacyStorageUrl(value, extraLegacyHosts)) return legacyProxyUrl(value);
  return value;
}

/** Append a cache-busting timestamp (after a profile photo upload). */
export function withCacheBuster(address: string, now: number = Date.now()): string {
  const [beforeHash = '', hash] = address.split('#', 2);
  const sep = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${sep}t=${now}${hash === undefined ? '' : `#${hash}`}`;
}
