// One web push request (RFC 8030/8291/8292): web-push builds the encrypted body and the VAPID
// headers; we send it ourselves over keep-alive agents, to the endpoint's host on port 443 only when
// every DNS answer is a public address (pinned for the connection), so a subscription cannot make
// the server call an internal address or another service. Loopback http is allowed only by a test setting.
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from '../../uploads/public-address';
import type { VapidKeys } from './vapid';
import { loadWebPush } from './web-push-module';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service keeps an undelivered message. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A newer message with the same topic replaces an undelivered older one. */
  topic?: string;
}

export type PushOutcome =
  | { kind: 'sent' }
  /** The subscription is gone for good (404, 410): delete it. */
  | { kind: 'gone' }
  /** A passing failure (429, 5xx, network): try again later. */
  | { kind: 'retry'; retryAfterMs?: number; reason: string }
  /** Refused for a reason of ours (400, 401, 403, 413): do not retry, keep the subscription. */
  | { kind: 'failed'; reason: string };

const TIMEOUT_MS = 10_000;
const isLoopback = (address: string) => address === '::1' || address.startsWith('127.');

export interface PushTransportOptions {
  /** Tests only: allow http endpoints on loopback (a local push service). */
  allowLoopbackHttp?: boolean;
}

export function createPushTransport(vapid: VapidKeys, options: PushTransportOptions = {}) {
  const agents = {
    http: new HttpAgent({ keepAlive: true, maxSockets: 32 }),
    https: new HttpsAgent({ keepAlive: true, maxSockets: 32 }),
  };

  // A VAPID JWT per push service, signed once and reused for 11 of its 12 hours: signing
  // (ES256) per push would cost more than the encryption.
  const signed = new Map<string, { header: string; until: number }>();
  function authorization(webpush: Awaited<ReturnType<typeof loadWebPush>>, audience: string) {
    const hit = signed.get(audience);
    if (hit && hit.until > Date.now()) return hit.header;
    const expiration = Math.floor(Date.now() / 1000) + 12 * 3600;
    const header = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiration,
    ).Authorization;
    signed.set(audience, { header, until: Date.now() + 11 * 3600_000 });
    return header;
  }

  /** Checked addresses per push service host, for a minute (not a DNS query per push). */
  const resolved = new Map<string, { address: LookupAddress | null; until: number }>();
  async function resolve(url: URL): Promise<LookupAddress | null> {
    const key = `${url.protocol}//${url.hostname}`;
    const hit = resolved.get(key);
    if (hit && hit.until > Date.now()) return hit.address;
    const address = await check(url);
    resolved.set(key, { address, until: Date.now() + 60_000 });
    return address;
  }

  /** The endpoint's address, or null when it may not be called. */
  async function check(url: URL): Promise<LookupAddress | null> {
    const loopbackHttp = options.allowLoopbackHttp === true && url.protocol === 'http:';
    if (url.protocol !== 'https:' && !loopbackHttp) return null;
    // Push services listen on 443: any other port would let a subscription aim our requests at
    // a service of an attacker's choosing (SMTP on 25, say). URL drops an explicit :443.
    if (url.protocol === 'https:' && url.port !== '') return null;
    if (url.username || url.password) return null;
    const answers = await lookup(url.hostname, { all: true }).catch(() => []);
    const usable = answers.filter(
      (a) => isPublicAddress(a.address) || (loopbackHttp && isLoopback(a.address)),
    );
    return usable.length > 0 && usable.length === answers.length ? usable[0]! : null;
  }

  async function send(
    target: PushTarget,
    payload: string,
    opts: PushOptions,
  ): Promise<PushOutcome> {
    let url: URL;
    try {
      url = new URL(target.endpoint);
    } catch {
      return { kind: 'gone' };
    }
    const address = await resolve(url);
    if (!address) return { kind: 'gone' };
    const webpush = await loadWebPush();
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        TTL: opts.ttl,
        urgency: opts.urgency,
        ...(opts.topic ? { topic: opts.topic } : {}),
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = {
      ...(details.headers as Record<string, string>),
      Authorization: authorization(webpush, url.origin),
    };
    const pinned: LookupFunction = (_host, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all) {
        (callback as (e: null, a: LookupAddress[]) => void)(null, [address]);
      } else callback(null, address.address, address.family);
    };
    const https = url.protocol === 'https:';
    // A kept-alive connection the push service closed while idle fails at once, before any
    // reply (ECONNRESET, "socket hang up"): that request is sent again once, on a new connection
    // (seen as a flaky test under load: a 410 read as a retry, the gone subscription kept).
    const attempt = (isRetry: boolean) =>
      new Promise<PushOutcome>((done) => {
        const req = (https ? httpsRequest : httpRequest)(url, {
          method: 'POST',
          headers,
          agent: https ? agents.https : agents.http,
          lookup: pinned,
          timeout: TIMEOUT_MS,
        });
        req.on('response', (res) => {
          res.resume();
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) return done({ kind: 'sent' });
          if (status === 404 || status === 410) return done({ kind: 'gone' });
          if (status === 429 || status >= 500) {
            const seconds = Number(res.headers['retry-after']);
            return done({
              kind: 'retry',
              reason: `push service answered ${status}`,
              ...(Number.isFinite(seconds) && seconds > 0 ? { retryAfterMs: seconds * 1000 } : {}),
            });
          }
          done({ kind: 'failed', reason: `push service answered ${status}` });
        });
        req.on('timeout', () => req.destroy(new Error('push timed out')));
        req.on('error', (error) => {
          const code = (error as NodeJS.ErrnoException).code;
          if (req.reusedSocket && !isRetry && (code === 'ECONNRESET' || code === 'EPIPE')) {
            void attempt(true).then(done);
            return;
          }
          done({ kind: 'retry', reason: error.message });
        });
        req.end(details.body);
      });
    return attempt(false);
  }

  return {
    send,
    /** Whether a subscription's endpoint may be called at all (https, every address public). */
    async accepts(endpoint: string): Promise<boolean> {
      try {
        return (await resolve(new URL(endpoint))) !== null;
      } catch {
        return false;
      }
    },
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

export type PushTransport = ReturnType<typeof createPushTransport>;
