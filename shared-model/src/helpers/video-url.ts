// YouTube and Vimeo links (spec part 1 §5, §7). Regex-based: this package has no URL global.

type VideoProvider = 'youtube' | 'vimeo';
export interface VideoRef {
  readonly provider: VideoProvider;
  readonly id: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTU_BE_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const ADDRESS = /^(?:https?:\/\/)?([^/?#\s]+)(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i;
const YOUTUBE_PATH = /^\/(?:embed|shorts|v|e|live)\/([A-Za-z0-9_-]{11})\/?$/;

interface Address {
  host: string;
  path: string;
  query: string;
}

function splitAddress(input: string): Address | null {
  const m = ADDRESS.exec(input.trim());
  if (!m?.[1]) return null;
  const host = m[1].toLowerCase().replace(/:\d+$/, '');
  return { host, path: m[2] ?? '/', query: m[3] ?? '' };
}

function queryParam(query: string, name: string): string | null {
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq) === name) return pair.slice(eq + 1);
  }
  return null;
}

function youtubeId(a: Address): string | null {
  if (YOUTU_BE_HOSTS.has(a.host)) {
    const id = /^\/([A-Za-z0-9_-]{11})\/?$/.exec(a.path)?.[1];
    return id ?? null;
  }
  if (!YOUTUBE_HOSTS.has(a.host)) return null;
  if (a.path === '/watch' || a.path === '/watch/') {
    const v = queryParam(a.query, 'v');
    return v && YOUTUBE_ID.test(v) ? v : null;
  }
  return YOUTUBE_PATH.exec(a.path)?.[1] ?? null;
}

function vimeoId(a: Address): string | null {
  if (!VIMEO_HOSTS.has(a.host)) return null;
  if (a.host === 'player.vimeo.com') return /^\/video\/(\d+)\/?$/.exec(a.path)?.[1] ?? null;
  const segment = a.path.split('/').find((s) => /^\d+$/.test(s));
  return segment ?? null;
}

/** The provider and id of a YouTube or Vimeo link, or null for anything else. */
export function parseVideoUrl(input: string | null | undefined): VideoRef | null {
  if (!input) return null;
  const a = splitAddress(input);
  if (!a) return null;
  const yt = youtubeId(a);
  if (yt) return { provider: 'youtube', id: yt };
  const vimeo = vimeoId(a);
  if (vimeo) return { provider: 'vimeo', id: vimeo };
  return null;
}

export function isVideoUrl(input: string | null | undefined): boolean {
  return parseVideoUrl(input) !== null;
}

/** The address to put in an <iframe>. */
export function videoEmbedUrl(ref: VideoRef): string {
  return ref.provider === 'youtube'
    ? `https://www.youtube.com/embed/${ref.id}`
    : `https://player.vimeo.com/video/${ref.id}`;
}

/** The canonical watch address (what we store as a portfolio item's mediaUrl). */
export function videoWatchUrl(ref: VideoRef): string {
  return ref.provider === 'youtube'
    ? `https://www.youtube.com/watch?v=${ref.id}`
    : `https://vimeo.com/${ref.id}`;
}

const YOUTUBE_THUMBNAIL_QUALITIES = ['maxresdefault', 'hqdefault', 'mqdefault', 'default'] as const;

/** YouTube thumbnails to try in order: maxres, hq, mq, default. */
export function youtubeThumbnailCandidates(id: string): string[] {
  return YOUTUBE_THUMBNAIL_QUALITIES.map((q) => `https://img.youtube.com/vi/${id}/${q}.jpg`);
}

/** Thumbnails to try for a video link; Vimeo has none without an API call. */
export function videoThumbnailCandidates(ref: VideoRef): string[] {
  return ref.provider === 'youtube' ? youtubeThumbnailCandidates(ref.id) : [];
}
