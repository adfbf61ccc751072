// Fetching from the earlier version's object storage, safely: only LEGACY_MEDIA_HOSTS, over https
// on the default port. The host's addresses are resolved and checked first, and the connection
// goes to the checked address (no second lookup a DNS answer could change); redirects are
// followed only to allowed hosts, checked the same way. Nothing of a member's request is sent.
// Used by the legacy proxy and the admin's profile photo migration.
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { type Readable, Transform } from 'node:stream';
import { isPublicAddress } from './public-address';

/** Test-only loosening (a peer on loopback over http); production never sets it. */
export interface LegacyFetchOptions {
  allowLoopbackHttp?: boolean;
}

const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 15_000;

/** The address is not one we may fetch (host, scheme, port, or where it resolves). */
export class LegacyRefused extends Error {}

interface Target {
  url: URL;
  address: string;
  family: number;
}

export function createLegacyFetcher(hosts: readonly string[], options: LegacyFetchOptions = {}) {
  const allowed = new Set(hosts.map((h) => h.toLowerCase()));

  /** Whether the address names an allowed host (no lookup): a legacy address at all. */
  function isLegacyAddress(raw: string): boolean {
    try {
      return allowed.has(new URL(raw).hostname.toLowerCase());
    } catch {
      return false;
    }
  }

  async function check(raw: string): Promise<Target> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new LegacyRefused();
    }
    const loopbackHttp = options.allowLoopbackHttp === true && url.protocol === 'http:';
    if (url.protocol !== 'https:' && !loopbackHttp) throw new LegacyRefused();
    if (url.username || url.password) throw new LegacyRefused();
    if (url.port !== '' && !loopbackHttp) throw new LegacyRefused();
    const host = url.hostname.toLowerCase();
    if (!allowed.has(host)) throw new LegacyRefused();
    const answers = await lookup(host, { all: true }).catch(() => {
      throw new LegacyRefused();
    });
    const usable = answers.filter(
      (a) => isPublicAddress(a.address) || (loopbackHttp && isLoopback(a.address)),
    );
    // Every answer must be usable: a mixed answer is how rebinding tricks start.
    if (usable.length === 0 || usable.length !== answers.length) throw new LegacyRefused();
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

  /** The final response (after allowed redirects); throws LegacyRefused or a network error. */
  async function fetchLegacy(raw: string): Promise<IncomingMessage> {
    let target = await check(raw);
    for (let hop = 0; ; hop++) {
      const response = await fetchOnce(target);
      const status = response.statusCode ?? 502;
      if (status < 300 || status >= 400) return response;
      response.resume();
      const location = response.headers.location;
      if (!location || hop >= MAX_REDIRECTS) throw new LegacyRefused();
      target = await check(new URL(location, target.url).toString());
    }
  }

  return { isLegacyAddress, fetchLegacy };
}

function isLoopback(address: string): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/** Fails the stream beyond `max` bytes (a server that lied about its length). */
export function capped(source: IncomingMessage, max: number): Readable {
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
