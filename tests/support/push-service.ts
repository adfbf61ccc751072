// A web push service on loopback for tests: it hands out subscriptions (real P-256 keys and auth
// secrets, as a browser would), receives pushes, checks the VAPID signature (RFC 8292) and
// decrypts the aes128gcm body (RFC 8188, RFC 8291), so a test reads what a service worker would
// get. Each subscription can be told how to answer (410 gone, 429 busy…).
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  subscription: string;
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID JWT's claims (its signature checked against the `k` key). */
  vapid: { aud: string; sub: string; exp: number };
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** HKDF-Expand for one block (≤ 32 bytes). */
const expand = (prk: Buffer, info: Buffer, length: number) =>
  hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);

function decrypt(body: Buffer, clientKeys: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }) {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = clientKeys.ecdh.computeSecret(serverPublic);
  const clientPublic = clientKeys.ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), clientPublic, serverPublic]);
  const ikm = expand(hmac(clientKeys.auth, shared), keyInfo, 32);
  const prk = hmac(salt, ikm);
  const cek = expand(prk, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = expand(prk, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

function checkVapid(header: string | undefined) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [head, claims, signature] = match[1]!.split('.');
  const key = Buffer.from(match[2]!, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: key.subarray(1, 33).toString('base64url'),
      y: key.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!ok) throw new Error('bad VAPID signature');
  return JSON.parse(Buffer.from(claims!, 'base64url').toString()) as ReceivedPush['vapid'];
}

export class PushService {
  readonly received: ReceivedPush[] = [];
  /** The answer per subscription id (default 201). */
  readonly answers = new Map<string, { status: number; headers?: Record<string, string> }>();
  private readonly keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  private server!: Server;
  private origin = '';

  /** Awaited before each answer when set: a test holds the push service's reply. */
  beforeAnswer: (() => Promise<void>) | null = null;

  /** Count only (no VAPID check, no decryption): for the throughput bench. */
  countOnly = false;
  count = 0;

  static async start(options: { countOnly?: boolean } = {}): Promise<PushService> {
    const service = new PushService();
    service.countOnly = options.countOnly === true;
    service.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        await service.beforeAnswer?.();
        const id = req.url?.split('/').pop() ?? '';
        service.count++;
        if (service.countOnly) return void res.writeHead(201).end();
        const keys = service.keys.get(id);
        const answer = service.answers.get(id) ?? { status: 201 };
        try {
          if (!keys) throw new Error('unknown subscription');
          const vapid = checkVapid(req.headers.authorization);
          if (answer.status < 300) {
            service.received.push({
              subscription: id,
              payload: JSON.parse(decrypt(Buffer.concat(chunks), keys)),
              ttl: Number(req.headers.ttl),
              urgency: req.headers.urgency as string | undefined,
              topic: req.headers.topic as string | undefined,
              vapid,
            });
          }
          res.writeHead(answer.status, answer.headers).end();
        } catch (error) {
          res.writeHead(400).end(String(error));
        }
      });
    });
    await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
    service.origin = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
    return service;
  }

  /** A new browser subscription on this service. */
  subscribe(): TestSubscription & { id: string } {
    const id = randomBytes(8).toString('hex');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.keys.set(id, { ecdh, auth });
    return {
      id,
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  for(id: string): ReceivedPush[] {
    return this.received.filter((r) => r.subscription === id);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
