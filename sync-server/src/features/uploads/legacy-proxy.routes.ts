// GET /api/s3-proxy/legacy?url=… (spec part 1 §7; decisions.md): media of the earlier version's
// object storage, fetched safely (legacy-fetch.ts) and passed on with a checked content type.
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '@greenroom/shared-model/constants';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import {
  capped,
  createLegacyFetcher,
  type LegacyFetchOptions,
  LegacyRefused,
} from './legacy-fetch';

export type LegacyProxyOptions = LegacyFetchOptions;

const PASSED_TYPES = /^(image|video|audio)\/[a-z0-9.+-]+$|^application\/pdf$/i;

const LegacyQuery = z.object({ url: z.string().max(2048) });

export function legacyProxyRoutes(services: AppServices, options: LegacyProxyOptions = {}) {
  const { fetchLegacy } = createLegacyFetcher(services.env.LEGACY_MEDIA_HOSTS, options);
  const app = new Hono<HonoEnv>();

  app.get('/api/s3-proxy/legacy', declareInput({ query: LegacyQuery }), requireUser, async (c) => {
    const raw = c.req.query('url') ?? '';
    let response: IncomingMessage;
    try {
      response = await fetchLegacy(raw);
    } catch (error) {
      if (error instanceof LegacyRefused)
        return jsonError(c, 400, SERVER_TEXTS.legacyHostNotAllowed);
      return jsonError(c, 502, 'The media could not be fetched');
    }
    const status = response.statusCode ?? 502;
    if (status !== 200) {
      response.resume();
      return jsonError(c, status === 404 ? 404 : 502, 'The media could not be fetched');
    }
    const length = Number(response.headers['content-length'] ?? '');
    if (Number.isFinite(length) && length > UPLOAD_MAX_BYTES) {
      response.destroy();
      return jsonError(c, 413, SERVER_TEXTS.fileTooLarge);
    }
    const type = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const headers: Record<string, string> = {
      'Content-Type': PASSED_TYPES.test(type) ? type : 'application/octet-stream',
      'Cache-Control': 'private, max-age=86400',
    };
    if (!PASSED_TYPES.test(type) || type === 'application/pdf') {
      headers['Content-Disposition'] = 'attachment';
    }
    if (Number.isFinite(length)) headers['Content-Length'] = String(length);
    return c.body(
      Readable.toWeb(capped(response, UPLOAD_MAX_BYTES)) as ReadableStream,
      200,
      headers,
    );
  });

  return app;
}
