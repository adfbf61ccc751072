// Load generator for the /ws benchmarks, run as its OWN process so that client work does not
// distort the server: opens N authenticated sockets (raw TCP after a real HTTP upgrade: no frame
// parsing beyond the first byte, so receiving costs as little as possible), then on command arms
// and reports when the last socket received a text frame. Bounded: it exits when its parent goes
// away or after `maxLifetimeMs`.
//   node --import tsx tests/bench/ws-loadgen.ts   (IPC commands below)
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

export type LoadgenCommand =
  | { type: 'connect'; url: string; cookies: string[]; count: number; concurrency: number }
  | { type: 'arm'; id: number; timeoutMs: number }
  | { type: 'close' };

export type LoadgenReply =
  | { type: 'connected'; open: number; failed: number; errors: string[]; ms: number }
  | { type: 'armed'; id: number }
  | {
      type: 'received';
      id: number;
      count: number;
      firstAt: number;
      lastAt: number;
      /** Half, and 99 %, of the sockets had the frame at these times. */
      p50At: number;
      p99At: number;
      /** Size of the first chunk of the first frame (≈ the frame on loopback). */
      bytes: number;
    }
  | { type: 'closed' };

const now = () => performance.timeOrigin + performance.now();
const sockets: Socket[] = [];
let armed: {
  id: number;
  count: number;
  firstAt: number;
  lastAt: number;
  got: Set<Socket>;
  times: number[];
  bytes: number;
  timer: NodeJS.Timeout;
} | null = null;

function send(reply: LoadgenReply): void {
  process.send?.(reply);
}

function finishArm(): void {
  if (!armed) return;
  clearTimeout(armed.timer);
  const { id, firstAt, lastAt, got, times, bytes } = armed;
  armed = null;
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] ?? 0;
  send({
    type: 'received',
    id,
    count: got.size,
    firstAt,
    lastAt,
    p50At: at(0.5),
    p99At: at(0.99),
    bytes,
  });
}

function onData(socket: Socket, chunk: Buffer): void {
  const opcode = (chunk[0] ?? 0) & 0x0f;
  if (opcode === 0x9) {
    // ping → pong with the same payload (masked with a zero key, as a client must mask)
    const len = (chunk[1] ?? 0) & 0x7f;
    const payload = chunk.subarray(2, 2 + len);
    socket.write(Buffer.concat([Buffer.from([0x8a, 0x80 | len, 0, 0, 0, 0]), payload]));
    return;
  }
  if (opcode !== 0x1 || !armed || armed.got.has(socket)) return;
  const at = now();
  armed.got.add(socket);
  armed.times.push(at);
  if (armed.got.size === 1) {
    armed.firstAt = at;
    armed.bytes = chunk.byteLength;
  }
  armed.lastAt = at;
  if (armed.got.size >= armed.count) finishArm();
}

function openOne(url: URL, cookie: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: url.hostname,
      port: url.port,
      path: '/ws',
      agent: false,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        Cookie: cookie,
        Origin: url.origin,
      },
    });
    req.setTimeout(30_000, () => req.destroy(new Error('upgrade timed out')));
    req.on('upgrade', (_res, socket) => {
      socket.setNoDelay(true);
      socket.on('data', (chunk: Buffer) => onData(socket, chunk));
      socket.on('error', () => {});
      resolve(socket);
    });
    req.on('response', (res) => {
      res.resume();
      reject(new Error(`upgrade refused: ${res.statusCode}`));
    });
    req.on('error', reject);
    req.end();
  });
}

async function connect(cmd: Extract<LoadgenCommand, { type: 'connect' }>): Promise<void> {
  const started = now();
  const url = new URL(cmd.url);
  let next = 0;
  let failed = 0;
  const errors = new Set<string>();
  async function worker(): Promise<void> {
    while (next < cmd.count) {
      const i = next++;
      try {
        sockets.push(await openOne(url, cmd.cookies[i % cmd.cookies.length]!));
      } catch (error) {
        failed++;
        errors.add(error instanceof Error ? error.message : String(error));
      }
    }
  }
  await Promise.all(Array.from({ length: cmd.concurrency }, worker));
  send({
    type: 'connected',
    open: sockets.length,
    failed,
    errors: [...errors].slice(0, 5),
    ms: now() - started,
  });
}

process.on('message', (cmd: LoadgenCommand) => {
  if (cmd.type === 'connect') void connect(cmd);
  else if (cmd.type === 'arm') {
    const timer = setTimeout(finishArm, cmd.timeoutMs);
    armed = {
      id: cmd.id,
      count: sockets.length,
      firstAt: 0,
      lastAt: 0,
      got: new Set(),
      times: [],
      bytes: 0,
      timer,
    };
    send({ type: 'armed', id: cmd.id });
  } else if (cmd.type === 'close') {
    for (const s of sockets.splice(0)) s.destroy();
    send({ type: 'closed' });
    setTimeout(() => process.exit(0), 50);
  }
});
process.on('disconnect', () => process.exit(0));
setTimeout(() => process.exit(2), Number(process.env.LOADGEN_MAX_LIFETIME_MS ?? 300_000)).unref();
