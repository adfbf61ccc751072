// "Ana is typing…" (#33, ADR 045) over the live channel: nothing stored, nothing queued offline.
// `useTypingMembers` lists who typed in this conversation within TYPING_EXPIRES_MS;
// `useTypingSignal` sends my own typing frames while the box holds text, at most one per
// TYPING_SEND_INTERVAL_MS.
import { TYPING_EXPIRES_MS, TYPING_SEND_INTERVAL_MS } from '@greenroom/shared-model/constants';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { WsClient } from '../../../client-core/sync/ws-client';
import { useSync } from '../../../sync/sync-context';

/**
 * Who is typing where, per live socket, outside any component: a conversation screen that
 * re-mounts (a pull re-reading its rows) keeps the line, and a message clears its sender's line
 * only when it is newer than the last one the screen had seen.
 */
interface TypingStore {
  typing(conversationId: string): readonly string[];
  subscribe(listener: () => void): () => void;
  messageSeen(conversationId: string, messageId: string, senderId: string): void;
}

const stores = new WeakMap<WsClient, TypingStore>();

function typingStoreOf(ws: WsClient): TypingStore {
  const known = stores.get(ws);
  if (known) return known;
  const typers = new Map<string, Map<string, number>>();
  const shown = new Map<string, readonly string[]>();
  const lastSeen = new Map<string, string>();
  const listeners = new Set<() => void>();
  const changed = (conversationId: string) => {
    shown.set(conversationId, [...(typers.get(conversationId)?.keys() ?? [])]);
    for (const listener of listeners) listener();
  };
  const stop = (conversationId: string, userId: string) => {
    const here = typers.get(conversationId);
    if (!here?.has(userId)) return;
    window.clearTimeout(here.get(userId));
    here.delete(userId);
    changed(conversationId);
  };
  ws.on('typing', ({ conversationId, userId }) => {
    const here = typers.get(conversationId) ?? new Map<string, number>();
    typers.set(conversationId, here);
    const fresh = !here.has(userId);
    window.clearTimeout(here.get(userId));
    here.set(
      userId,
      window.setTimeout(() => stop(conversationId, userId), TYPING_EXPIRES_MS),
    );
    if (fresh) changed(conversationId);
  });
  const store: TypingStore = {
    typing: (conversationId) => shown.get(conversationId) ?? NONE,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    messageSeen(conversationId, messageId, senderId) {
      const before = lastSeen.get(conversationId);
      lastSeen.set(conversationId, messageId);
      if (before !== undefined && before !== messageId) stop(conversationId, senderId);
    },
  };
  stores.set(ws, store);
  return store;
}

const NONE: readonly string[] = [];
const noStore = () => () => {};

/**
 * The ids of the other members typing now in this conversation (oldest first); the line goes
 * as soon as their message arrives (`lastMessage`, the newest message on screen).
 */
export function useTypingMembers(
  conversationId: string,
  me: string,
  lastMessage: { id: string; senderId: string } | undefined,
): readonly string[] {
  const ws = useSync()?.engine?.ws ?? null;
  const store = ws ? typingStoreOf(ws) : null;
  const typing = useSyncExternalStore(store?.subscribe ?? noStore, () =>
    store ? store.typing(conversationId) : NONE,
  );
  const lastId = lastMessage?.id;
  const lastSender = lastMessage?.senderId;
  useEffect(() => {
    if (store && lastId && lastSender) store.messageSeen(conversationId, lastId, lastSender);
  }, [store, conversationId, lastId, lastSender]);
  return typing.includes(me) ? typing.filter((id) => id !== me) : typing;
}

/**
 * My typing frames while the box holds text: one at most every TYPING_SEND_INTERVAL_MS, and what
 * is typed within an interval is announced at its end (a paste right after a frame is not lost);
 * an emptied box (sent, or cleared) announces nothing more.
 */
export function useTypingSignal(conversationId: string, text: string): void {
  const ws = useSync()?.engine?.ws ?? null;
  const last = useRef(0);
  const typing = text.trim() !== '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: each keystroke (text) is a reason to announce.
  useEffect(() => {
    if (!ws || !typing) return;
    const send = () => {
      if (ws.send({ type: 'typing', conversationId })) last.current = Date.now();
    };
    const wait = last.current + TYPING_SEND_INTERVAL_MS - Date.now();
    if (wait <= 0) {
      send();
      return;
    }
    const timer = window.setTimeout(send, wait);
    return () => window.clearTimeout(timer);
  }, [ws, conversationId, typing, text]);
}
