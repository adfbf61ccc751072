// The live channel `/ws`: pokes and notifications in, `auth` and `ping` out. Reconnects with
// backoff; a server that is restarting (close code 1012) is left at once, after a short random
// wait. The session cookie authenticates the upgrade, `auth` is sent only for compatibility.
import {
  WS_CLOSE_SERVICE_RESTART,
  WS_PATH,
  WS_RESTART_JITTER_MS,
} from '@greenroom/shared-model/constants';
import type { ClientMessage, ServerMessage } from '@greenroom/shared-model/schemas/ws';
import { type Clock, type Random, systemClock, type TimerHandle } from '../clock';
import { backoffDelay } from '../outbox/policy';

/** The message types this client dispatches (shapes in shared-model `schemas/ws.ts`). */
type WsInboundType = 'poke' | 'notification' | 'profile_view_notification' | 'typing';
/**
 * Checked for a string `type` only: the zod parser of schemas/ws.ts would pull zod into the
 * shell bundle. Handlers read fields defensively.
 */
export type WsInbound<T extends WsInboundType = WsInboundType> = Extract<
  ServerMessage,
  { type: T }
>;

export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}
export type WebSocketFactory = (url: string) => WebSocketLike;

const OPEN = 1;
/** Below the server's heartbeat (WS_HEARTBEAT_MS) so an idle socket is never taken for dead. */
const WS_PING_INTERVAL_MS = 25_000;
const RECONNECT_FLOOR_MS = 250;

export interface WsClientOptions {
  url: string;
  userId: string;
  factory?: WebSocketFactory;
  clock?: Clock;
  random?: Random;
  pingIntervalMs?: number;
  log?: (message: string, detail?: unknown) => void;
}

export interface WsClient {
  start(): void;
  stop(): void;
  on<T extends WsInboundType>(type: T, handler: (message: WsInbound<T>) => void): () => void;
  /** Fires on every open; `reconnect` is false only for the first one. */
  onOpen(handler: (info: { reconnect: boolean }) => void): () => void;
  /** Fires on every close, with the close code (4001: the server ended the session). */
  onClose(handler: (code: number | undefined) => void): () => void;
  isConnected(): boolean;
  /** Send an ephemeral message (e.g. `typing`); false when the socket is not open (dropped). */
  send(message: ClientMessage): boolean;
}

/** `ws://host/ws` or `wss://host/ws`, by the page's (or worker's) protocol. */
export function wsUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}`;
}

const defaultFactory: WebSocketFactory = (url) =>
  new globalThis.WebSocket(url) as unknown as WebSocketLike;

export function createWsClient(options: WsClientOptions): WsClient {
  const factory = options.factory ?? defaultFactory;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const pingIntervalMs = options.pingIntervalMs ?? WS_PING_INTERVAL_MS;
  const log = options.log ?? (() => {});

  const handlers = new Map<string, Set<(message: WsInbound) => void>>();
  const openHandlers = new Set<(info: { reconnect: boolean }) => void>();
  const closeHandlers = new Set<(code: number | undefined) => void>();
  let socket: WebSocketLike | null = null;
  let running = false;
  let opened = 0;
  let attempt = 0;
  let reconnectTimer: TimerHandle | null = null;
  let pingTimer: TimerHandle | null = null;

  function connect(): void {
    if (!running) return;
    let ws: WebSocketLike;
    try {
      ws = factory(options.url);
    } catch (error) {
      log('ws connect failed', error);
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      attempt = 0;
      send(ws, { type: 'auth', userId: options.userId });
      schedulePing(ws);
      const reconnect = opened++ > 0;
      for (const handler of openHandlers) handler({ reconnect });
    };
    ws.onmessage = (event) => {
      if (socket === ws) dispatch(event.data);
    };
    ws.onerror = (event) => log('ws error', event);
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      stopPing();
      const code = (event as { code?: number } | undefined)?.code;
      for (const handler of closeHandlers) handler(code);
      if (code === WS_CLOSE_SERVICE_RESTART) {
        // The process is stopping, not failing: another one takes the socket now.
        attempt = 0;
        scheduleReconnect(Math.floor(random() * WS_RESTART_JITTER_MS));
      } else {
        scheduleReconnect();
      }
    };
  }

  /** `delayMs` unset: the backoff of the next attempt. */
  function scheduleReconnect(delayMs?: number): void {
    if (!running || reconnectTimer !== null) return;
    const delay = delayMs ?? Math.max(RECONNECT_FLOOR_MS, backoffDelay(attempt++, random));
    reconnectTimer = clock.setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
  }

  function schedulePing(ws: WebSocketLike): void {
    stopPing();
    pingTimer = clock.setTimeout(() => {
      pingTimer = null;
      if (socket !== ws || ws.readyState !== OPEN) return;
      send(ws, { type: 'ping' });
      schedulePing(ws);
    }, pingIntervalMs);
  }

  function stopPing(): void {
    if (pingTimer !== null) clock.clearTimeout(pingTimer);
    pingTimer = null;
  }

  function send(ws: WebSocketLike, message: ClientMessage): void {
    try {
      ws.send(JSON.stringify(message));
    } catch (error) {
      log('ws send failed', error);
    }
  }

  function dispatch(data: unknown): void {
    let message: unknown;
    try {
      message = JSON.parse(typeof data === 'string' ? data : String(data));
    } catch (error) {
      log('ws message is not JSON', error);
      return;
    }
    const type = (message as { type?: unknown } | null)?.type;
    if (typeof type !== 'string') {
      log('ws message without type', message);
      return;
    }
    const subscribers = handlers.get(type);
    // `typing` has listeners only while a conversation is open: not unknown otherwise.
    if (subscribers) {
      for (const handler of subscribers) handler(message as WsInbound);
    } else if (type !== 'message' && type !== 'pong' && type !== 'typing') {
      log(`ws message of unknown type ${type}`);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      connect();
    },
    stop() {
      running = false;
      if (reconnectTimer !== null) clock.clearTimeout(reconnectTimer);
      reconnectTimer = null;
      stopPing();
      const ws = socket;
      socket = null;
      if (ws) {
        try {
          ws.close(1000, 'client stop');
        } catch {
          // already closed
        }
      }
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      const h = handler as (message: WsInbound) => void;
      set.add(h);
      return () => set.delete(h);
    },
    onOpen(handler) {
      openHandlers.add(handler);
      return () => openHandlers.delete(handler);
    },
    onClose(handler) {
      closeHandlers.add(handler);
      return () => closeHandlers.delete(handler);
    },
    isConnected: () => socket !== null && socket.readyState === OPEN,
    send(message) {
      const ws = socket;
      if (!ws || ws.readyState !== OPEN) return false;
      send(ws, message);
      return true;
    },
  };
}
