// LiveHub without sockets or a database: fake sockets, a fake LISTEN.
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { type AppHooks, createHooks } from '../hooks';
import { silentLogger } from '../logger';
import { CHANGES_CHANNEL, EVENTS_CHANNEL, KILL_CHANNEL } from './channels';
import { CLOSE_POLICY, CLOSE_SESSION_ENDED, LiveHub, MAX_STRIKES } from './hub';

class FakeSocket extends EventEmitter {
  readyState = 1;
  bufferedAmount = 0;
  sent: Buffer[] = [];
  pings = 0;
  terminated = false;
  closedWith: number | null = null;
  send(data: Buffer, opts: { binary: boolean; compress: boolean }) {
    // A text frame, never deflated, of the very Buffer the hub serialised.
    expect(opts).toEqual({ binary: false, compress: false });
    expect(Buffer.isBuffer(data)).toBe(true);
    this.sent.push(data);
  }
  ping() {
    this.pings++;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 2;
  }
  texts() {
    return this.sent.map((b) => b.toString());
  }
}

function setup(relayTyping?: (userId: string, conversationId: string) => Promise<void>) {
  const listeners = new Map<string, (payload: string) => void>();
  const notified: string[] = [];
  const hooks: AppHooks = createHooks();
  const hub = new LiveHub({
    relayTyping,
    database: {
      db: {
        execute: async (q: unknown) => {
          notified.push(JSON.stringify(q));
          return [];
        },
      } as never,
      listen: async (channel, fn) => {
        listeners.set(channel, fn);
        return async () => {
          listeners.delete(channel);
        };
      },
    },
    hooks,
    logger: silentLogger,
    heartbeatMs: 1000,
  });
  const notify = (channel: string, payload: string) => listeners.get(channel)!(payload);
  const socket = (userId: string, sessionId: string, expiresAt = Date.now() + 86_400_000) => {
    const ws = new FakeSocket();
    const peer = hub.add(ws as unknown as WebSocket, userId, sessionId, expiresAt);
    return { ws, peer };
  };
  return { hub, hooks, notify, socket, listeners, notified };
}

afterEach(() => {
  vi.useRealTimers();
});

/** Let the hub's setImmediate run (ours is queued after it). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('LiveHub', () => {
  it('coalesces pokes: one per socket per turn of the event loop, the same frame for everyone', async () => {
    const { hub, notify, socket } = setup();
    await hub.start();
    const a = socket('u1', 's1');
    const b = socket('u2', 's2');
    const c = socket('u3', 's3');
    notify(CHANGES_CHANNEL, 'u1');
    notify(CHANGES_CHANNEL, 'u1');
    notify(CHANGES_CHANNEL, '*');
    notify(CHANGES_CHANNEL, 'u2');
    expect(a.ws.sent).toHaveLength(0);
    await nextTurn();
    for (const s of [a, b, c]) expect(s.ws.texts()).toEqual(['{"type":"poke"}']);
    expect(a.ws.sent[0]).toBe(b.ws.sent[0]); // serialised once
    notify(CHANGES_CHANNEL, 'u2');
    notify(CHANGES_CHANNEL, 'nobody-here');
    await nextTurn();
    expect(a.ws.sent).toHaveLength(1);
    expect(b.ws.sent).toHaveLength(2);
    expect(b.ws.sent[1]).toBe(b.ws.sent[0]);
    await hub.stop();
  });

  it('skips sockets whose send buffer is backed up, and closed ones', async () => {
    const { hub, socket } = setup();
    const slow = socket('u1', 's1');
    const closing = socket('u1', 's2');
    const fine = socket('u1', 's3');
    slow.ws.bufferedAmount = 10 * 1024 * 1024;
    closing.ws.readyState = 2;
    hub.poke('*');
    await nextTurn();
    expect(slow.ws.sent).toHaveLength(0);
    expect(closing.ws.sent).toHaveLength(0);
    expect(fine.ws.sent).toHaveLength(1);
  });

  it('drops pending pokes on stop, and forgets removed sockets', async () => {
    const { hub, socket } = setup();
    await hub.start();
    const a = socket('u1', 's1');
    const b = socket('u2', 's2');
    hub.remove(b.peer);
    hub.remove(b.peer); // twice: no harm
    expect(hub.size).toBe(1);
    hub.poke('*');
    await nextTurn();
    expect(a.ws.sent).toHaveLength(1);
    expect(b.ws.sent).toHaveLength(0);
    hub.poke('u1');
    await hub.stop();
    await nextTurn();
    expect(a.ws.sent).toHaveLength(1);
    expect(hub.size).toBe(0);
  });

  it('sends events to the member, closes on kill by session or member', async () => {
    const { hub, notify, socket } = setup();
    await hub.start();
    const a1 = socket('u1', 's1');
    const a2 = socket('u1', 's2');
    const b = socket('u2', 's3');
    notify(EVENTS_CHANNEL, JSON.stringify({ userId: 'u1', message: { type: 'notification' } }));
    expect(a1.ws.texts()).toEqual(['{"type":"notification"}']);
    expect(a2.ws.texts()).toEqual(['{"type":"notification"}']);
    expect(b.ws.sent).toHaveLength(0);
    notify(EVENTS_CHANNEL, 'not json'); // logged, ignored
    notify(KILL_CHANNEL, JSON.stringify({ sessionId: 's1' }));
    expect(a1.ws.closedWith).toBe(CLOSE_SESSION_ENDED);
    expect(a2.ws.closedWith).toBeNull();
    notify(KILL_CHANNEL, JSON.stringify({ userId: 'u1' }));
    expect(a2.ws.closedWith).toBe(CLOSE_SESSION_ENDED);
    expect(b.ws.closedWith).toBeNull();
    expect(hub.countOf('u1')).toBe(0);
    expect(hub.size).toBe(1);
    await hub.stop();
  });

  it('makes the session hooks publish greenroom_kill (and keeps the previous hooks)', async () => {
    const { hub, hooks, notified } = setup();
    const previous = vi.fn();
    hooks.closeSocketsOfSession = previous;
    await hub.start();
    await hooks.closeSocketsOfSession('s9');
    await hooks.closeSocketsOfUser('u9');
    expect(previous).toHaveBeenCalledWith('s9');
    expect(notified.join('\n')).toContain('greenroom_kill');
    expect(notified.join('\n')).toContain('s9');
    expect(notified.join('\n')).toContain('u9');
    await hub.stop();
    expect(hooks.closeSocketsOfSession).toBe(previous);
  });

  it('pings every beat and terminates a peer that did not answer', async () => {
    vi.useFakeTimers();
    const { hub, socket } = setup();
    await hub.start();
    const live = socket('u1', 's1');
    const dead = socket('u2', 's2');
    const expired = socket('u3', 's3', Date.now() + 1500);
    vi.advanceTimersByTime(1000);
    expect(live.ws.pings).toBe(1);
    expect(dead.ws.pings).toBe(1);
    live.ws.emit('pong');
    vi.advanceTimersByTime(1000);
    expect(live.ws.terminated).toBe(false);
    expect(live.ws.pings).toBe(2);
    expect(dead.ws.terminated).toBe(true);
    expect(expired.ws.closedWith).toBe(CLOSE_SESSION_ENDED);
    expect(hub.size).toBe(1);
    await hub.stop();
  });

  it('adopts a socket: replaces the adapter listeners with its own', () => {
    const { hub, socket } = setup();
    const { ws, peer } = socket('u1', 's1');
    const adapter = vi.fn();
    ws.on('message', adapter);
    ws.on('close', adapter);
    hub.adopt(peer);
    ws.emit('message', Buffer.from('{"type":"ping"}'), false);
    expect(ws.texts()).toEqual(['{"type":"pong"}']);
    ws.emit('error', new Error('frame too big')); // handled, not thrown
    ws.emit('close', 1009);
    expect(adapter).not.toHaveBeenCalled();
    expect(hub.size).toBe(0);
  });

  it('answers ping, ignores auth and junk, closes after repeated invalid messages', () => {
    const { hub, socket } = setup();
    const { ws, peer } = socket('u1', 's1');
    hub.receive(peer, JSON.stringify({ type: 'auth', userId: 'someone-else' }));
    hub.receive(peer, JSON.stringify({ type: 'ping' }));
    expect(ws.texts()).toEqual(['{"type":"pong"}']);
    expect(hub.countOf('u1')).toBe(1);
    for (let i = 0; i < MAX_STRIKES - 1; i++) hub.receive(peer, '{');
    expect(ws.closedWith).toBeNull();
    hub.receive(peer, new ArrayBuffer(4));
    expect(ws.closedWith).toBe(CLOSE_POLICY);
  });

  it('relays typing at most once per member and conversation per interval, never from an unverified socket', async () => {
    vi.useFakeTimers();
    const relayed: string[] = [];
    const { hub, socket } = setup(async (userId, conversationId) => {
      relayed.push(`${userId}:${conversationId}`);
    });
    const conv = '0e1f4c4e-5a55-4b55-9a55-000000000001';
    const other = '0e1f4c4e-5a55-4b55-9a55-000000000002';
    const { peer } = socket('ada', 's1');
    const typing = (c: string) => JSON.stringify({ type: 'typing', conversationId: c });
    hub.receive(peer, typing(conv));
    hub.receive(peer, typing(conv));
    hub.receive(peer, typing(other));
    expect(relayed).toEqual([`ada:${conv}`, `ada:${other}`]);
    vi.advanceTimersByTime(3000);
    hub.receive(peer, typing(conv));
    expect(relayed).toHaveLength(3);
    const ws = new FakeSocket();
    const unverified = hub.add(ws as unknown as WebSocket, 'eve', 's2', Date.now() + 60_000, false);
    hub.receive(unverified, typing(conv));
    expect(relayed).toHaveLength(3);
    // Not a conversation id: invalid, a strike.
    hub.receive(peer, JSON.stringify({ type: 'typing', conversationId: 'nope' }));
    expect(peer.strikes).toBe(1);
  });
});
