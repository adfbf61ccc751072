// What another app shared into Greenroom (Web Share Target, ADR 048). The service worker keeps
// the form on this device, in a cache of its own (never the network, so it works offline), and
// the home screen takes it once to open "Create a Post". One share at a time: a new one replaces
// the last. It is the device member's, or nobody's when it came signed out; sign-out deletes it.
// Shared by the page and the service worker; framework-free.

import { SHARE_FIELDS } from './share-target-form';

const CACHE = 'greenroom-shared-in';
const META = '/shared-in/meta';
const FILE = '/shared-in/file';
const NAME_HEADER = 'x-file-name';

interface SharedIn {
  title: string;
  text: string;
  url: string;
  /** A post holds one file: the first one shared. */
  file: File | null;
}

interface Meta {
  memberId: string | null;
  title: string;
  text: string;
  url: string;
  hasFile: boolean;
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, 5000) : '';
};

/** Keeps a share-target form for `memberId` (null: nobody signed in), replacing any earlier. */
export async function keepSharedIn(form: FormData, memberId: string | null): Promise<void> {
  const file = form
    .getAll(SHARE_FIELDS.files)
    .find((f): f is File => typeof f !== 'string' && f.size > 0);
  await caches.delete(CACHE);
  const cache = await caches.open(CACHE);
  if (file) {
    await cache.put(
      FILE,
      new Response(file, {
        headers: {
          'content-type': file.type || 'application/octet-stream',
          [NAME_HEADER]: encodeURIComponent(file.name),
        },
      }),
    );
  }
  const meta: Meta = {
    memberId,
    title: field(form, SHARE_FIELDS.title),
    text: field(form, SHARE_FIELDS.text),
    url: field(form, SHARE_FIELDS.url),
    hasFile: Boolean(file),
  };
  await cache.put(META, Response.json(meta));
}

/** The share kept for `memberId` (or for nobody), deleted as it is read; null when none. */
export async function takeSharedIn(memberId: string): Promise<SharedIn | null> {
  if (typeof caches === 'undefined' || !(await caches.has(CACHE))) return null;
  const cache = await caches.open(CACHE);
  try {
    const meta = (await (await cache.match(META))?.json()) as Meta | undefined;
    if (!meta || (meta.memberId !== null && meta.memberId !== memberId)) return null;
    const stored = meta.hasFile ? await cache.match(FILE) : undefined;
    const file = stored
      ? new File(
          [await stored.blob()],
          decodeURIComponent(stored.headers.get(NAME_HEADER) ?? 'shared'),
          { type: stored.headers.get('content-type') ?? '' },
        )
      : null;
    return { title: meta.title, text: meta.text, url: meta.url, file };
  } finally {
    await caches.delete(CACHE);
  }
}

/** At sign-out: nothing shared stays for the next person. */
export async function clearSharedIn(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(CACHE);
}

/** A post's text from what was shared: title, text and link, each once. */
export function sharedPostContent({ title, text, url }: Omit<SharedIn, 'file'>): string {
  const parts = [title, text, url].filter(Boolean);
  // A part another one already holds (the link inside the text, say) is left out.
  const kept = parts.filter(
    (p, i) => !parts.some((q, j) => j !== i && q.includes(p) && (q !== p || j < i)),
  );
  return kept.join('\n\n');
}
