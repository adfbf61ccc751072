// A push service closes a kept-alive connection while it is idle; the next push on it fails
// before any reply. It is sent again once on a new connection, not taken for a failed push (a
// 410 answer read as a retry kept a gone subscription: notifications.pg.test.ts, under load).
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { createPushTransport } from './push-transport';

const vapid = createECDH('prime256v1');
vapid.generateKeys();
const transport = createPushTransport(
  {
    publicKey: vapid.getPublicKey().toString('base64url'),
    privateKey: vapid.getPrivateKey().toString('base64url'),
    subject: 'mailto:test@nyu.edu',
  },
  { allowLoopbackHttp: true },
);
afterAll(() => transport.close());

it('sends a push again on a new connection when the kept-alive one was closed', async () => {
  let requests = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.once('end', () => {
      requests++;
      // The second request on a connection: as if the service had closed it just before.
      if (requests === 2) return void req.socket.destroy();
      res.writeHead(requests === 3 ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = createECDH('prime256v1');
  client.generateKeys();
  const target = {
    endpoint: `http://127.0.0.1:${port}/push/a`,
    p256dh: client.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  const options = { ttl: 60, urgency: 'normal' as const };
  try {
    expect(await transport.send(target, '{"n":1}', options)).toEqual({ kind: 'sent' });
    expect(await transport.send(target, '{"n":2}', options)).toEqual({ kind: 'gone' });
    expect(requests).toBe(3);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
