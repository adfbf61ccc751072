// GET and HEAD /uploads/{key}: stored media for signed-in members (a members-only network),
// with its type, nosniff (set for every reply), byte ranges for video seeking, and documents as
// downloads. Caching (ADR 022): `private, no-store`, so the browser's HTTP cache keeps nothing a
// signed-out browser (or the next person at a shared computer) could be served; repeat views come
// from the service worker's cache of the member signed in, which sign-out deletes.
import { Readable } from 'node:stream';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import { verifiedGate } from '../../http/verified-gate';
import type { AppServices } from '../../services';
import { isMediaKey } from '../../storage/media-key';
import type { ByteRange } from '../../storage/media-storage';
import { sessionLoader } from '../auth/session';

const MediaKeyParam = z.object({ key: z.string().max(64) });

const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

/** One `bytes=a-b` range (`a-`, `-n` too); null when absent, 'invalid' when unusable. */
function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'invalid';
    return { start: Math.max(0, size - suffix) };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? undefined : Number(m[2]);
  if (end !== undefined && end < start) return 'invalid';
  if (start >= size) return 'invalid';
  return end === undefined ? { start } : { start, end };
}

export function mountMedia(app: Hono<HonoEnv>, services: AppServices): void {
  const { storage } = services;
  // Members' files are for verified members (ADR 023).
  app.use('/uploads/*', sessionLoader(services), verifiedGate());
  app.on(['GET', 'HEAD'], '/uploads/:key', declareInput({ param: MediaKeyParam }), async (c) => {
    if (!c.var.user) return jsonError(c, 401, SERVER_TEXTS.notSignedIn);
    const key = c.req.param('key');
    if (!isMediaKey(key)) return jsonError(c, 404, SERVER_TEXTS.notFound);
    const found = await storage.head(key);
    if (!found) return jsonError(c, 404, SERVER_TEXTS.notFound);
    const range = parseRange(c.req.header('range'), found.size);
    const headers: Record<string, string> = {
      'Content-Type': found.contentType,
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'private, no-store',
    };
    if (DOCUMENT_TYPES.has(found.contentType)) headers['Content-Disposition'] = 'attachment';
    if (range === 'invalid') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${found.size}` });
    }
    if (c.req.method === 'HEAD') {
      headers['Content-Length'] = String(found.size);
      return c.body(null, 200, headers);
    }
    const object = await storage.get(key, range ?? undefined);
    if (!object) return jsonError(c, 404, SERVER_TEXTS.notFound);
    const length = object.range ? object.range.end - object.range.start + 1 : object.size;
    headers['Content-Length'] = String(length);
    if (object.range) {
      headers['Content-Range'] = `bytes ${object.range.start}-${object.range.end}/${object.size}`;
    }
    const status = object.range ? 206 : 200;
    return c.body(Readable.toWeb(object.body) as ReadableStream, status, headers);
  });
}
