// "Ana is typing…" (#33, ADR 045) over the live channel: nothing stored, nothing queued offline.
// `useTypingMembers` lists who typed in this conversation within TYPING_EXPIRES_MS;
// `useTypingSignal` sends my own typing frame at most once per TYPING_SEND_INTERVAL_MS.
import { TYPING_EXPIRES_MS, TYPING_SEND_INTERVAL_MS } from '@greenroom/shared-model/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSync } from '../../../sync/sync-context';

/**
 * The ids of the other members typing now in this conversation (oldest first); the line goes
 * as soon as their message arrives (`lastSenderId` / `lastMessageId` of the newest message).
 */
export function useTypingMembers(
  conversationId: string,
  me: string,
  lastMessage: { id: string; senderId: string } | undefined,
): string[] {
  const ws = useSync()?.engine?.ws ?? null;
  const [typing, setTyping] = useState<ReadonlyMap<string, number>>(new Map());
  const lastId = lastMessage?.id;
  const lastSender = lastMessage?.senderId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message (its id) clears its sender
  useEffect(() => {
    if (!lastSender) return;
    setTyping((old) => {
      if (!old.has(lastSender)) return old;
      const next = new Map(old);
      next.delete(lastSender);
      return next;
    });
  }, [lastId, lastSender]);
  useEffect(() => {
    if (!ws) return;
    setTyping(new Map());
    const timers = new Map<string, number>();
    const off = ws.on('typing', (message) => {
      if (message.conversationId !== conversationId || message.userId === me) return;
      const userId = message.userId;
      window.clearTimeout(timers.get(userId));
      timers.set(
        userId,
        window.setTimeout(() => {
          timers.delete(userId);
          setTyping((old) => {
            const next = new Map(old);
            next.delete(userId);
            return next;
          });
        }, TYPING_EXPIRES_MS),
      );
      setTyping((old) => (old.has(userId) ? old : new Map(old).set(userId, Date.now())));
    });
    return () => {
      off();
      for (const t of timers.values()) window.clearTimeout(t);
    };
  }, [ws, conversationId, me]);
  return [...typing.keys()];
}

/** Call on each keystroke in the box: one frame at most every TYPING_SEND_INTERVAL_MS. */
export function useTypingSignal(conversationId: string): () => void {
  const ws = useSync()?.engine?.ws ?? null;
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (!ws || now - last.current < TYPING_SEND_INTERVAL_MS) return;
    if (ws.send({ type: 'typing', conversationId })) last.current = now;
  }, [ws, conversationId]);
}
