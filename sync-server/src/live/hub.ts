// LiveHub: the sockets of one process, by member and by session, and the fan-out of
// PostgreSQL notifications to them (ARCHITECTURE.md "Live channel").
//
// - greenroom_changes (audience uuid | '*')  → the LiveChangeFeed reads the committed changes
//   once and sends them in a poke to every socket of their audience (live-changes.ts); without
//   a feed, or when it cannot, a bare {type:'poke'} to that member's sockets or all, coalesced
//   with setImmediate: at most one poke per socket per turn of the event loop;
// - greenroom_events ({userId, message})     → the message to that member's sockets;
// - greenroom_kill ({userId} | {sessionId})   → close those sockets with code 4001.
// Every message is serialised once to a Buffer and that same Buffer is sent to every socket as a
// text frame, uncompressed (no per-socket copy); a socket whose send buffer is backed up is
// skipped (a poke only says "pull"). Heartbeat: a ping every WS_HEARTBEAT_MS; a peer that did not answer the
// previous one is terminated.
import {
  TYPING_RELAY_INTERVAL_MS,
  WS_CLOSE_SESSION_ENDED,
  WS_HEARTBEAT_MS,
  WS_MAX_MESSAGE_BYTES,
} from '@greenroom/shared-model/constants';
import { parseClientMessage, type ServerMessage } from '@greenroom/shared-model/schemas/ws';
import type { WebSocket } from 'ws';
import type { Database } from '../db/client';
import type { AppHooks } from '../hooks';
import { errorData, type Logger } from '../logger';
import {
  CHANGES_CHANNEL,
  EVENTS_CHANNEL,
  type EventPayload,
  KILL_CHANNEL,
  publishKill,
} from './channels';
import type { LiveChangeFeed, LiveSockets } from './live-changes';

/** Close code for a socket whose session ended (logout, password change, suspension). */
export const CLOSE_SESSION_ENDED = WS_CLOSE_SESSION_ENDED;
/** Close code for abuse (invalid messages, flooding): the standard "policy violation". */
export const CLOSE_POLICY = 1008;
/** Invalid messages tolerated per heartbeat window before the socket is closed. */
export const MAX_STRIKES = 5;
/** Messages accepted per heartbeat window (a client pings about twice per window). */
const MAX_MESSAGES_PER_WINDOW = 60;
/** Sockets one member may hold on one process (tabs, devices). */
export const MAX_SOCKETS_PER_MEMBER = 16;
/** A socket with more than this waiting to be sent is skipped by broadcasts. */
const MAX_BUFFERED_BYTES = 256 * 1024;

const OPEN = 1;
const POKE = Buffer.from(JSON.stringify({ type: 'poke' } satisfies ServerMessage));
const PONG = Buffer.from(JSON.stringify({ type: 'pong' } satisfies ServerMessage));
/** ws.send options: a text frame (opcode 1) even though the data is a Buffer; never deflated. */
const TEXT_FRAME = { binary: false, compress: false } as const;

/** Per-socket state: kept to a few fields (the idle budget is ~10 KB per socket in total). */
export class LivePeer {
  alive = true;
  strikes = 0;
  messages = 0;
  constructor(
    readonly ws: WebSocket,
    readonly userId: string,
    readonly sessionId: string,
    /** Session expiry (epoch ms) at upgrade; the heartbeat closes the socket after it. */
    readonly expiresAt: number,
    /**
     * The account's e-mail was verified at upgrade. Otherwise the socket gets no broadcast, only
     * frames of the member's own rows (ADR 023); the app reconnects once verified.
     */
    readonly verified = true,
  ) {}
}

export interface LiveHubDeps {
  database: Pick<Database, 'db' | 'listen'>;
  hooks: AppHooks;
  logger: Logger;
  heartbeatMs?: number;
  /** Reads and sends committed changes; absent = bare pokes (clients pull). */
  changes?: LiveChangeFeed;
  /**
   * Relays "typing" to the other members of the conversation who may see it (on every process);
   * absent = typing frames are ignored.
   */
  relayTyping?: (userId: string, conversationId: string) => Promise<void>;
}

export class LiveHub implements LiveSockets {
  /** Every socket, for broadcasts (one flat pass). */
  readonly #peers = new Set<LivePeer>();
  readonly #byUser = new Map<string, Set<LivePeer>>();
  readonly #bySession = new Map<string, Set<LivePeer>>();
  readonly #deps: LiveHubDeps;
  #pokeAll = false;
  readonly #pokeUsers = new Set<string>();
  #pokeImmediate: NodeJS.Immediate | null = null;
  readonly #flush = (): void => this.#flushPokes();
  #heartbeat: NodeJS.Timeout | null = null;
  #unlisten: Array<() => Promise<void>> = [];
  #restoreHooks: (() => void) | null = null;
  /** When each member last had a typing frame relayed, per conversation ("member:conversation"). */
  readonly #typedAt = new Map<string, number>();

  constructor(deps: LiveHubDeps) {
    this.#deps = deps;
  }

  /** Sockets currently registered. */
  get size(): number {
    return this.#peers.size;
  }

  countOf(userId: string): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  /**
   * LISTEN on the three channels, start the heartbeat, and make the session hooks close sockets
   * on every process (they publish greenroom_kill). Idempotent.
   */
  async start(): Promise<void> {
    if (this.#heartbeat) return;
    const { database, hooks, logger } = this.#deps;
    const guard = (name: string, fn: (payload: string) => void) => (payload: string) => {
      try {
        fn(payload);
      } catch (err) {
        logger.error(`live: bad ${name} notification`, errorData(err));
      }
    };
    const changes = this.#deps.changes;
    await changes?.start(this);
    this.#unlisten = await Promise.all([
      database.listen(
        CHANGES_CHANNEL,
        guard('change', (p) => (changes ? changes.changed(p) : this.poke(p))),
      ),
      database.listen(
        EVENTS_CHANNEL,
        guard('event', (p) => this.#onEvent(p)),
      ),
      database.listen(
        KILL_CHANNEL,
        guard('kill', (p) => this.#onKill(p)),
      ),
    ]);
    const previous = {
      closeSocketsOfSession: hooks.closeSocketsOfSession,
      closeSocketsOfUser: hooks.closeSocketsOfUser,
    };
    hooks.closeSocketsOfSession = async (sessionId) => {
      await previous.closeSocketsOfSession(sessionId);
      await publishKill(database.db, { sessionId });
    };
    hooks.closeSocketsOfUser = async (userId) => {
      await previous.closeSocketsOfUser(userId);
      await publishKill(database.db, { userId });
    };
    this.#restoreHooks = () => Object.assign(hooks, previous);
    this.#heartbeat = setInterval(() => this.#beat(), this.#deps.heartbeatMs ?? WS_HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  /** Stop listening and close every socket (server shutdown). */
  async stop(): Promise<void> {
    this.#deps.changes?.stop();
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
    if (this.#pokeImmediate) clearImmediate(this.#pokeImmediate);
    this.#pokeImmediate = null;
    this.#pokeAll = false;
    this.#pokeUsers.clear();
    this.#restoreHooks?.();
    this.#restoreHooks = null;
    const unlisten = this.#unlisten;
    this.#unlisten = [];
    await Promise.allSettled(unlisten.map((fn) => fn()));
    for (const peer of this.#peers) peer.ws.terminate();
    this.#peers.clear();
    this.#byUser.clear();
    this.#bySession.clear();
  }

  add(
    ws: WebSocket,
    userId: string,
    sessionId: string,
    expiresAt: number,
    verified = true,
  ): LivePeer {
    const peer = new LivePeer(ws, userId, sessionId, expiresAt, verified);
    this.#peers.add(peer);
    addTo(this.#byUser, userId, peer);
    addTo(this.#bySession, sessionId, peer);
    ws.on('pong', () => {
      peer.alive = true;
    });
    return peer;
  }

  /**
   * Listen on the socket directly. @hono/node-server's listeners (registered after onOpen) keep
   * the whole upgrade request alive (Hono context, Request, Response, IncomingMessage: ~8 KB);
   * replacing them leaves only the ws socket and this peer. Until then its events reach us
   * through the route's onMessage/onClose.
   */
  adopt(peer: LivePeer): void {
    const ws = peer.ws;
    if (ws.readyState !== OPEN) return;
    ws.removeAllListeners('message');
    ws.removeAllListeners('close');
    ws.removeAllListeners('error');
    ws.on('message', (data, isBinary) => {
      this.receive(peer, isBinary ? null : String(data));
    });
    ws.on('close', () => this.remove(peer));
    ws.on('error', () => {
      // A protocol error (e.g. a frame over maxPayload): ws closes the socket; 'close' follows.
    });
  }

  remove(peer: LivePeer): void {
    this.#peers.delete(peer);
    removeFrom(this.#byUser, peer.userId, peer);
    removeFrom(this.#bySession, peer.sessionId, peer);
  }

  /** A text frame from the client. Unknown or invalid input is ignored; repeated abuse closes. */
  receive(peer: LivePeer, data: unknown): void {
    peer.alive = true;
    peer.messages++;
    if (peer.messages > MAX_MESSAGES_PER_WINDOW) {
      peer.ws.close(CLOSE_POLICY, 'Too many messages');
      return;
    }
    const text = typeof data === 'string' && data.length <= WS_MAX_MESSAGE_BYTES ? data : null;
    const message = text === null ? null : parseClientMessage(text);
    if (!message) {
      if (++peer.strikes >= MAX_STRIKES) peer.ws.close(CLOSE_POLICY, 'Invalid messages');
      return;
    }
    if (message.type === 'ping') this.#send(peer, PONG);
    if (message.type === 'typing') this.#typing(peer, message.conversationId);
    // `auth` is accepted for compatibility: the socket already belongs to its session's member,
    // and a message naming anyone else changes nothing.
  }

  /**
   * Poke `audience` (a member id, or '*' for everyone) once the current turn of the event loop
   * is done: the notifications that arrive together are coalesced into one poke per socket.
   */
  poke(audience: string): void {
    if (audience === '*') this.#pokeAll = true;
    else if (this.#byUser.has(audience)) this.#pokeUsers.add(audience);
    else return;
    this.#pokeImmediate ??= setImmediate(this.#flush);
  }

  hasMember(userId: string): boolean {
    return this.#byUser.has(userId);
  }

  /**
   * One frame, serialised by the caller, to every socket but those of `except` and those of
   * accounts whose e-mail was not verified (public rows are for verified members only).
   */
  broadcastFrame(frame: Buffer, except: ReadonlySet<string>): void {
    for (const peer of this.#peers) {
      if (peer.verified && !except.has(peer.userId)) this.#send(peer, frame);
    }
  }

  /**
   * One frame to every socket of a member; a frame that holds more than the member's own rows
   * skips sockets opened before the account's e-mail was verified (ADR 023).
   */
  sendFrame(userId: string, frame: Buffer, ownRowsOnly = false): void {
    const peers = this.#byUser.get(userId);
    if (!peers) return;
    for (const peer of peers) if (ownRowsOnly || peer.verified) this.#send(peer, frame);
  }

  /** Send a message to every socket of a member on this process (serialised once). */
  sendToUser(userId: string, message: ServerMessage): void {
    const peers = this.#byUser.get(userId);
    if (!peers) return;
    const frame = Buffer.from(JSON.stringify(message));
    for (const peer of peers) this.#send(peer, frame);
  }

  closeUser(userId: string, code = CLOSE_SESSION_ENDED): void {
    for (const peer of [...(this.#byUser.get(userId) ?? [])]) this.#close(peer, code);
  }

  closeSession(sessionId: string, code = CLOSE_SESSION_ENDED): void {
    for (const peer of [...(this.#bySession.get(sessionId) ?? [])]) this.#close(peer, code);
  }

  #close(peer: LivePeer, code: number): void {
    this.remove(peer);
    peer.ws.close(code, code === CLOSE_SESSION_ENDED ? 'Session ended' : undefined);
  }

  #send(peer: LivePeer, frame: Buffer): void {
    const ws = peer.ws;
    if (ws.readyState !== OPEN || ws.bufferedAmount > MAX_BUFFERED_BYTES) return;
    ws.send(frame, TEXT_FRAME);
  }

  #flushPokes(): void {
    this.#pokeImmediate = null;
    if (this.#pokeAll) {
      for (const peer of this.#peers) this.#send(peer, POKE);
    } else {
      for (const userId of this.#pokeUsers) {
        const peers = this.#byUser.get(userId);
        if (peers) for (const peer of peers) this.#send(peer, POKE);
      }
    }
    this.#pokeAll = false;
    this.#pokeUsers.clear();
  }

  /** At most one relay per member and conversation per TYPING_RELAY_INTERVAL_MS, verified only. */
  #typing(peer: LivePeer, conversationId: string): void {
    const relay = this.#deps.relayTyping;
    if (!relay || !peer.verified) return;
    const key = `${peer.userId}:${conversationId}`;
    const now = Date.now();
    if (now - (this.#typedAt.get(key) ?? 0) < TYPING_RELAY_INTERVAL_MS) return;
    this.#typedAt.set(key, now);
    relay(peer.userId, conversationId).catch((err) => {
      this.#deps.logger.error('live: typing relay failed', errorData(err));
    });
  }

  #onEvent(payload: string): void {
    const event = JSON.parse(payload) as Partial<EventPayload>;
    if (typeof event.userId !== 'string' || typeof event.message?.type !== 'string') return;
    this.sendToUser(event.userId, event.message);
  }

  #onKill(payload: string): void {
    const target = JSON.parse(payload) as { userId?: unknown; sessionId?: unknown };
    if (typeof target.userId === 'string') this.closeUser(target.userId);
    if (typeof target.sessionId === 'string') this.closeSession(target.sessionId);
  }

  #beat(): void {
    const now = Date.now();
    for (const [key, at] of this.#typedAt) {
      if (now - at >= TYPING_RELAY_INTERVAL_MS) this.#typedAt.delete(key);
    }
    for (const peers of this.#byUser.values()) {
      for (const peer of [...peers]) {
        if (now >= peer.expiresAt) {
          this.#close(peer, CLOSE_SESSION_ENDED);
        } else if (!peer.alive) {
          this.remove(peer);
          peer.ws.terminate();
        } else {
          peer.alive = false;
          peer.strikes = 0;
          peer.messages = 0;
          try {
            peer.ws.ping();
          } catch {
            // Closing already: the close event removes it.
          }
        }
      }
    }
  }
}

function addTo(map: Map<string, Set<LivePeer>>, key: string, peer: LivePeer): void {
  const set = map.get(key);
  if (set) set.add(peer);
  else map.set(key, new Set([peer]));
}

function removeFrom(map: Map<string, Set<LivePeer>>, key: string, peer: LivePeer): boolean {
  const set = map.get(key);
  if (!set?.delete(peer)) return false;
  if (set.size === 0) map.delete(key);
  return true;
}
