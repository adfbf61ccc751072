import { WS_CLOSE_SERVICE_RESTART, WS_RESTART_JITTER_MS } from '@greenroom/shared-model/constants';
import { describe, expect, it, vi } from 'vitest';
import { createFakeClock } from '../testing/fake-clock';
import { fakeSocketFactory } from '../testing/fake-socket';
import { createWsClient, wsUrl } from './ws-client';

function setup() {
  const sockets = fakeSocketFactory();
  const clock = createFakeClock();
  const log = vi.fn();
  const client = createWsClient({
    url: 'ws://app.test/ws',
    userId: 'u1',
    factory: sockets.factory,
    clock,
    random: () => 0.5,
    log,
  });
  return { sockets, clock, client, log };
}

describe('wsUrl', () => {
  it('follows the page protocol', () => {
    expect(wsUrl({ protocol: 'https:', host: 'greenroom.test' })).toBe('wss://greenroom.test/ws');
    expect(wsUrl({ protocol: 'http:', host: 'localhost:4173' })).toBe('ws://localhost:4173/ws');
  });
});

describe('ws client', () => {
  it('sends auth on open and pings every 25 s', async () => {
    const { sockets, clock, client } = setup();
    client.start();
    const socket = sockets.last()!;
    expect(socket.url).toBe('ws://app.test/ws');
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', userId: 'u1' }]);
    expect(client.isConnected()).toBe(true);
    await clock.advance(24_999);
    expect(socket.sent).toHaveLength(1);
    await clock.advance(1);
    await clock.advance(25_000);
    expect(socket.sent.slice(1)).toEqual([{ type: 'ping' }, { type: 'ping' }]);
  });

  it('dispatches poke, notification and profile view messages to subscribers', () => {
    const { sockets, client, log } = setup();
    const pokes = vi.fn();
    const notifications = vi.fn();
    const views = vi.fn();
    client.on('poke', pokes);
    client.on('notification', notifications);
    const off = client.on('profile_view_notification', views);
    client.start();
    const socket = sockets.last()!;
    socket.open();
    socket.receive({ type: 'poke' });
    socket.receive({ type: 'notification' });
    const view = {
      type: 'profile_view_notification',
      data: { viewer: { firstName: 'A', lastName: 'B' } },
    };
    socket.receive(view);
    off();
    socket.receive(view);
    socket.receive({ type: 'message' });
    socket.receive({ type: 'pong' });
    expect(pokes).toHaveBeenCalledTimes(1);
    expect(notifications).toHaveBeenCalledTimes(1);
    expect(views).toHaveBeenCalledExactlyOnceWith(view);
    expect(log).not.toHaveBeenCalled();

    socket.receive('not json');
    socket.receive({ kind: 'typeless' });
    socket.receive({ type: 'mystery' });
    expect(log).toHaveBeenCalledTimes(3);
  });

  it('reconnects with backoff and reports reconnects', async () => {
    const { sockets, clock, client } = setup();
    const opens = vi.fn();
    const closes = vi.fn();
    client.onOpen(opens);
    client.onClose(closes);
    client.start();
    sockets.last()!.open();
    expect(opens).toHaveBeenLastCalledWith({ reconnect: false });

    sockets.last()!.drop();
    expect(closes).toHaveBeenCalledTimes(1);
    expect(client.isConnected()).toBe(false);
    expect(sockets.sockets).toHaveLength(1);
    await clock.advance(500); // attempt 0: 0.5 × 1 s
    expect(sockets.sockets).toHaveLength(2);
    sockets.last()!.drop(); // refused
    await clock.advance(999);
    expect(sockets.sockets).toHaveLength(2);
    await clock.advance(1); // attempt 1: 0.5 × 2 s
    expect(sockets.sockets).toHaveLength(3);
    sockets.last()!.open();
    expect(opens).toHaveBeenLastCalledWith({ reconnect: true });
    expect(sockets.last()!.sent).toEqual([{ type: 'auth', userId: 'u1' }]);
  });

  it('leaves a restarting server (1012) at once, after a jitter below WS_RESTART_JITTER_MS', async () => {
    const { sockets, clock, client } = setup();
    client.start();
    sockets.last()!.open();
    // Two failed attempts first: the backoff has grown to 0.5 × 4 s.
    sockets.last()!.drop();
    await clock.advance(500);
    sockets.last()!.drop();
    await clock.advance(1000);
    sockets.last()!.open();
    expect(sockets.sockets).toHaveLength(3);

    sockets.last()!.drop(WS_CLOSE_SERVICE_RESTART);
    await clock.advance(WS_RESTART_JITTER_MS / 2 - 1); // random 0.5 × 500 ms
    expect(sockets.sockets).toHaveLength(3);
    await clock.advance(1);
    expect(sockets.sockets).toHaveLength(4);
    // The backoff starts again from the first attempt.
    sockets.last()!.drop();
    await clock.advance(500);
    expect(sockets.sockets).toHaveLength(5);
  });

  it('stops for good: closes the socket and schedules nothing', async () => {
    const { sockets, clock, client } = setup();
    client.start();
    sockets.last()!.open();
    client.stop();
    expect(sockets.last()!.closedByClient).toBe(true);
    expect(clock.pendingTimers()).toEqual([]);
    await clock.advance(60_000);
    expect(sockets.sockets).toHaveLength(1);
  });
});
