// push.*: web pushes per second from the server's push transport (aes128gcm encryption and the
// VAPID signature included) to a push service on loopback, 32 at a time, in this one process.

import { createECDH } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createPushTransport } from '@greenroom/sync-server/features/notifications/push/push-transport';
import { PushService } from '../support/push-service';
import { figureAtLeast, info } from './figures';

const PUSHES = Number(process.env.BENCH_PUSHES ?? 6000);
const CONCURRENCY = 32;

export async function benchPush(): Promise<void> {
  const service = await PushService.start({ countOnly: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
  const transport = createPushTransport(
    { ...keys, subject: 'mailto:bench@nyu.edu' },
    { allowLoopbackHttp: true },
  );
  const subs = Array.from({ length: 200 }, () => {
    const s = service.subscribe();
    return { endpoint: s.endpoint, ...s.keys };
  });
  const payload = JSON.stringify({
    title: 'New Connection Request',
    body: 'Ada Lovelace wants to connect with you',
    url: '/profile/00000000-0000-4000-8000-000000000000',
    tag: 'connection_request:bench',
    badge: 3,
  });
  try {
    let next = 0;
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < PUSHES) {
          const sub = subs[next++ % subs.length]!;
          const outcome = await transport.send(sub, payload, { ttl: 60, urgency: 'normal' });
          if (outcome.kind !== 'sent') failed++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    info(`${PUSHES} pushes, ${failed} failed, received ${service.count}`);
    figureAtLeast(
      'push.per_second',
      PUSHES / seconds,
      '/s',
      1500,
      'one process, encryption included',
    );
  } finally {
    transport.close();
    await service.close();
  }
}
