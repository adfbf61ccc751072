// GET /api/s3-proxy/legacy?url=… (spec part 1 §7; decisions.md): media of the earlier version's
// object storage, fetched only from LEGACY_MEDIA_HOSTS over https on the default port. The host's
// addresses are resolved and checked first, and the connection goes to the checked address (no
// second lookup a DNS answer could change); redirects are followed only to allowed hosts, checked
// the same way. Nothing of the member's request (cookies, headers) is forwarded.
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable, Transform } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '@greenroom/shared-model/constants';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { isPublicAddress } from './public-address';

/** Test-only loosening (a peer on loopback over http); production never sets it. */
export interface LegacyProxyOptions {
  allowLoopbackHttp?: boolean;
}

const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 15_000;
const PASSED_TYPES = /^(image|video|audio)\/[a-z0-9.+-]+$|^application\/pdf$/i;

const LegacyQuery = z.object({ url: z.string().max(2048) });

class Refused extends Error {}

interface Target {
  url: URL;
  address: string;
  family: number;
}

export function legacyProxyRoutes(services: AppServices, options: LegacyProxyOptions = {}) {
  const allowed = new Set(services.env.LEGACY_MEDIA_HOSTS.map((h) => h.toLowerCase()));
  const app = new Hono<HonoEnv>();

  async function check(raw: string): Promise<Target> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Refused();
    }
    const loopbackHttp = options.allowLoopbackHttp === true && url.protocol === 'http:';
    if (url.protocol !== 'https:' && !loopbackHttp) throw new Refused();
    if (url.username || url.password) throw new Refused();
    if (url.port !== '' && !loopbackHttp) throw new Refused();
    const host = url.hostname.toLowerCase();
    if (!allowed.has(host)) throw new Refused();
    const answers = await lookup(host, { all: true }).catch(() => {
      throw new Refused();
    });
    const usable = answers.filter(
      (a) => isPublicAddress(a.address) || (loopbackHttp && isLoopback(a.address)),
    );
    // Every answer must be usable: a mixed answer is how rebinding tricks start.
    if (usable.length === 0 || usable.length !== answers.length) throw new Refused();
    return { url, address: usable[0]!.address, family: usable[0]!.family };
  }

  function fetchOnce(target: Target): Promise<IncomingMessage> {
    const pinned: LookupFunction = (_host, opts, callback) => {
      if ((opts as { all?: boolean }).all) {
        (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
          { address: target.address, family: target.family },
        ]);
      } else callback(null, target.address, target.family);
    };
    const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(target.url, {
        method: 'GET',
        lookup: pinned,
        timeout: TIMEOUT_MS,
        headers: { accept: '*/*' },
      });
      req.on('response', resolve);
      req.on('timeout', () => req.destroy(new Error('legacy media timed out')));
      req.on('error', reject);
      req.end();
    });
  }

  app.get('/api/s3-proxy/legacy', declareInput({ query: LegacyQuery }), requireUser, async (c) => {
    const raw = c.req.query('url') ?? '';
    let response: IncomingMessage | undefined;
    try {
      let target = await check(raw);
      for (let hop = 0; ; hop++) {
        response = await fetchOnce(target);
        const status = response.statusCode ?? 502;
        if (status < 300 || status >= 400) break;
        response.resume();
        const location = response.headers.location;
        if (!location || hop >= MAX_REDIRECTS) throw new Refused();
        target = await check(new URL(location, target.url).toString());
      }
    } catch (error) {
      if (error instanceof Refused) return jsonError(c, 400, SERVER_TEXTS.legacyHostNotAllowed);
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

function isLoopback(address: string): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/** Fails the stream beyond `max` bytes (a server that lied about its length). */
function capped(source: IncomingMessage, max: number): Readable {
  let seen = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > max ? new Error('legacy media larger than the limit') : null, chunk);
    },
  });
  source.on('error', (error) => limit.destroy(error));
  return source.pipe(limit);
}
