// /messages/{conversationId} (#33): the messages grouped by day, "Seen" under my last message the
// others have read, a request's Accept / Delete request, Mute and Leave group, and the box
// "Write a message" with Attach (message-composer.tsx). A message waits as "Sending…" (also one
// whose file waits for the network); refused, it says "Not sent" with Retry. A photo shows inline,
// a video or sound in its player, a file as a download link (message-attachment.tsx). Older
// messages than the replica holds are read from the server on request.
//
// Opening paints the newest FIRST_SCREENFUL messages first (scrolled to the newest), and the
// others the device holds (up to 200) in a transition after that paint, the view kept where it
// was from the end of the page: rendering all 200 at once held an open over its 100 ms (ADR 045).
import { MESSAGES_WINDOW_PER_CONVERSATION } from '@greenroom/shared-model/constants';
import { MESSAGE_TEXTS } from '@greenroom/shared-model/message-texts';
import type { Message, MessagesPage } from '@greenroom/shared-model/schemas/messages';
import { Link, useNavigate } from '@tanstack/react-router';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { afterNextPaint } from '../../../client-core/scheduling';
import { useMemberDb } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LoadingScreen } from '../../../ui/loading-screen';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import {
  acceptMessageRequest,
  declineMessageRequest,
  deleteMessage,
  discardFailedMessage,
  leaveConversation,
  markConversationRead,
  muteConversation,
  retryMessage,
} from '../actions/message-actions';
import {
  type OpenConversation,
  type ShownMessage,
  unreadOf,
  useConversation,
} from '../hooks/use-conversations';
import { useTypingMembers } from '../hooks/use-typing';
import { ConversationMenu, MessageMenu } from './conversation-menus';
import { byDay, dayLabel } from './day-label';
import { conversationTitle, memberName } from './member-names';
import { MessageAttachment } from './message-attachment';
import { MessageComposer } from './message-composer';
import { QueuedMessages } from './queued-messages';

/**
 * The newest messages painted first when a conversation opens: a tall screen's worth and a little
 * to scroll up; the older ones the device holds follow after that paint.
 */
const FIRST_SCREENFUL = 30;

const page = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '4',
  maxW: '48rem',
  mx: 'auto',
});

export function ConversationPage({ conversationId }: { conversationId: string }) {
  const me = useSignedInUser();
  const open = useConversation(conversationId, me.id);
  if (open === undefined) return <LoadingScreen message="Loading messages..." />;
  if (
    open === null ||
    open.mine.status === 'left' ||
    open.mine.status === 'declined' ||
    open.mine.status === 'hidden'
  ) {
    return (
      <div className={page}>
        <h1 className={css({ textStyle: 'heading', fontSize: '2xl' })}>{MESSAGE_TEXTS.notFound}</h1>
        <Link to="/messages" className={css({ color: 'accent.text' })}>
          Back to Messages
        </Link>
      </div>
    );
  }
  return <Conversation open={open} me={me.id} />;
}

function Conversation({ open, me }: { open: OpenConversation; me: string }) {
  const db = useMemberDb();
  const navigate = useNavigate();
  const { conversation, mine, others, messages } = open;
  const title = conversationTitle(conversation.name, others);
  const unread = unreadOf(messages, mine);
  const [leaving, setLeaving] = useState(false);

  // Reading the conversation marks it read (not a request: its sender sees nothing until I accept).
  useEffect(() => {
    if (!db || unread === 0 || document.visibilityState !== 'visible') return;
    void markConversationRead(db, mine);
  }, [db, unread, mine]);

  const end = useRef<HTMLDivElement>(null);
  const count = messages.length;
  // Before the paint, so that the first frame shows the newest message, not the oldest shown.
  useLayoutEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  // The newest screenful first; the rest after that paint, inserted above without moving the
  // view: the distance from the view to the end of the page (kept up to date by scrolling until
  // then) is the same once they are in, so a view at the bottom stays at the bottom.
  const [whole, setWhole] = useState(false);
  const fromEnd = useRef<number | null>(null);
  useEffect(() => {
    if (whole) return;
    const measure = () => {
      fromEnd.current = document.documentElement.scrollHeight - window.scrollY;
    };
    window.addEventListener('scroll', measure, { passive: true });
    const cancel = afterNextPaint(() => {
      measure();
      startTransition(() => setWhole(true));
    });
    return () => {
      cancel();
      window.removeEventListener('scroll', measure);
    };
  }, [whole]);
  useLayoutEffect(() => {
    if (!whole || fromEnd.current === null) return;
    window.scrollTo({ top: document.documentElement.scrollHeight - fromEnd.current });
    fromEnd.current = null;
  }, [whole]);
  const shown = whole ? messages : messages.slice(-FIRST_SCREENFUL);

  const requestFrom =
    mine.status === 'request'
      ? (others.find((o) => o.userId === conversation.createdBy) ?? others[0])
      : undefined;
  const waitingFor = others.filter((o) => o.status === 'request');
  const typingIds = useTypingMembers(conversation.id, me, messages.at(-1));
  const typingNames = typingIds
    .map((id) => others.find((o) => o.userId === id))
    .filter((o) => o !== undefined)
    .map(memberName);

  return (
    <div className={page}>
      <header className={css({ display: 'grid', gap: '2' })}>
        <Link to="/messages" className={css({ color: 'accent.text', fontSize: 'sm', minH: '6' })}>
          Back to Messages
        </Link>
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '2',
            flexWrap: 'wrap',
          })}
        >
          <h1
            className={css({
              textStyle: 'heading',
              fontSize: 'xl',
              minW: '0',
              overflowWrap: 'anywhere',
            })}
          >
            {title}
          </h1>
          <div
            className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}
          >
            {mine.status === 'active' ? (
              <Button
                variant="outline"
                size="sm"
                disabled={!db}
                aria-pressed={mine.muted}
                onClick={() => db && void muteConversation(db, mine, !mine.muted)}
              >
                {mine.muted ? MESSAGE_TEXTS.unmute : MESSAGE_TEXTS.mute}
              </Button>
            ) : null}
            {mine.status === 'active' && conversation.isGroup ? (
              <Button variant="outline" size="sm" disabled={!db} onClick={() => setLeaving(true)}>
                {MESSAGE_TEXTS.leave}
              </Button>
            ) : null}
            <ConversationMenu
              conversationId={conversation.id}
              isGroup={conversation.isGroup}
              createdBy={conversation.createdBy}
              mine={mine}
              others={others}
              me={me}
              onDeleted={() => void navigate({ to: '/messages' })}
            />
          </div>
        </div>
        <p className={css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' })}>
          {others.map((o, i) => (
            <span key={o.id}>
              {i > 0 ? ', ' : ''}
              {o.user ? (
                <Link
                  to="/profile/$userId"
                  params={{ userId: o.userId }}
                  className={css({
                    color: 'accent.text',
                    display: 'inline-flex',
                    alignItems: 'center',
                    minH: '6',
                  })}
                >
                  {memberName(o)}
                </Link>
              ) : (
                memberName(o)
              )}
              {o.status === 'left' ? ' (left)' : ''}
            </span>
          ))}
        </p>
      </header>

      {requestFrom ? (
        <section
          aria-label="Message request"
          className={css({ display: 'grid', gap: '3', p: '4', rounded: 'lg', bg: 'bg.muted' })}
        >
          <p>
            <strong>{memberName(requestFrom)}</strong> {MESSAGE_TEXTS.requestHint}
          </p>
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <Button disabled={!db} onClick={() => db && void acceptMessageRequest(db, mine)}>
              {MESSAGE_TEXTS.accept}
            </Button>
            <Button
              variant="outline"
              disabled={!db}
              onClick={async () => {
                if (!db) return;
                await declineMessageRequest(db, mine);
                await navigate({ to: '/messages' });
              }}
            >
              {MESSAGE_TEXTS.declineRequest}
            </Button>
          </div>
        </section>
      ) : null}

      <OlderMessages conversationId={conversation.id} me={me} shown={messages} />

      <section aria-label="Messages" className={css({ display: 'grid', gap: '3' })}>
        {messages.length === 0 ? (
          <p className={css({ color: 'fg.muted', textAlign: 'center', py: '6' })}>
            {MESSAGE_TEXTS.conversationEmpty}
          </p>
        ) : null}
        {byDay(shown).map((group) => (
          <div key={group.day} className={css({ display: 'grid', gap: '2' })}>
            <h2
              className={css({
                justifySelf: 'center',
                fontSize: 'xs',
                fontWeight: '600',
                color: 'fg.muted',
              })}
            >
              {dayLabel(group.items[0]!.createdAt)}
            </h2>
            <ul className={css({ display: 'grid', gap: '2', listStyle: 'none' })}>
              {group.items.map((m) => (
                <MessageItem
                  key={m.id}
                  message={m}
                  me={me}
                  open={open}
                  seen={seenUnder(open, me) === m.id}
                />
              ))}
            </ul>
          </div>
        ))}
        <QueuedMessages conversationId={conversation.id} />
        <div ref={end} />
      </section>

      {/* Polite: said once when it appears, not at each renewal. */}
      <p
        aria-live="polite"
        className={css({ color: 'fg.muted', fontSize: 'sm', fontStyle: 'italic', minH: '5' })}
      >
        {typingNames.length > 0 ? MESSAGE_TEXTS.typing(typingNames) : ''}
      </p>

      {waitingFor.length > 0 && !conversation.isGroup ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {MESSAGE_TEXTS.requestSentHint}
        </p>
      ) : null}
      {mine.status === 'active' ? (
        <MessageComposer conversationId={conversation.id} me={me} />
      ) : null}

      {leaving ? (
        <ConfirmDialog
          open={leaving}
          onOpenChange={setLeaving}
          title={`${MESSAGE_TEXTS.leave}?`}
          description="The conversation leaves your devices. Others keep it."
          confirmLabel={MESSAGE_TEXTS.leave}
          onConfirm={async () => {
            if (!db) return;
            await leaveConversation(db, mine);
            await navigate({ to: '/messages' });
          }}
        />
      ) : null}
    </div>
  );
}

/** My newest message that another member has read up to: "Seen" goes under it. */
function seenUnder(open: OpenConversation, me: string): string | undefined {
  const marks = open.others
    .filter((o) => o.status === 'active' && o.lastReadAt)
    .map((o) => o.lastReadAt!);
  if (marks.length === 0) return undefined;
  const latest = marks.sort().at(-1)!;
  const mineRead = open.messages.filter(
    (m) => m.senderId === me && !m.pending && !m.failed && m.createdAt <= latest,
  );
  const newestMine = open.messages.filter((m) => m.senderId === me).at(-1);
  const last = mineRead.at(-1);
  return last && last.id === newestMine?.id ? last.id : undefined;
}

function MessageItem({
  message,
  me,
  open,
  seen,
}: {
  message: ShownMessage;
  me: string;
  open: OpenConversation;
  seen: boolean;
}) {
  const db = useMemberDb();
  const [deleting, setDeleting] = useState(false);
  const mine = message.senderId === me;
  const sender = open.others.find((o) => o.userId === message.senderId);
  const shownAttachment = message.deletedAt ? null : (message.attachment ?? null);
  const time = new Date(message.createdAt).toLocaleTimeString(undefined, {
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <li
      className={css({
        display: 'grid',
        gap: '1',
        justifyItems: mine ? 'end' : 'start',
      })}
    >
      {open.conversation.isGroup && !mine ? (
        <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {sender ? memberName(sender) : MESSAGE_TEXTS.deletedMember}
        </span>
      ) : null}
      <div
        className={css({
          maxW: '85%',
          px: '3',
          py: '2',
          rounded: 'xl',
          display: 'grid',
          gap: '2',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bg: mine ? 'accent.default' : 'bg.muted',
          color: mine ? 'accent.fg' : 'fg.default',
          '&[data-attachment-only]': { p: '0', bg: 'transparent' },
          '&[data-deleted]': {
            bg: 'transparent',
            color: 'fg.muted',
            fontStyle: 'italic',
            borderWidth: '1px',
            borderColor: 'border.default',
          },
        })}
        data-deleted={message.deletedAt ? '' : undefined}
        data-attachment-only={shownAttachment && !message.content ? '' : undefined}
      >
        {shownAttachment ? <MessageAttachment attachment={shownAttachment} mine={mine} /> : null}
        {message.deletedAt ? MESSAGE_TEXTS.deleted : message.content || null}
      </div>
      <div
        className={css({
          display: 'flex',
          gap: '2',
          alignItems: 'center',
          fontSize: 'xs',
          color: 'fg.muted',
        })}
      >
        <span>{time}</span>
        {message.failed ? (
          <>
            <span role="status" className={css({ color: 'danger.fg', fontWeight: '600' })}>
              {MESSAGE_TEXTS.failed}
            </span>
            <Button
              size="xs"
              variant="outline"
              disabled={!db}
              onClick={() => db && void retryMessage(db, me, message)}
            >
              {MESSAGE_TEXTS.retry}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              disabled={!db}
              onClick={() => db && void discardFailedMessage(db, message.id)}
            >
              {MESSAGE_TEXTS.delete}
            </Button>
          </>
        ) : message.pending && mine ? (
          <span>{MESSAGE_TEXTS.sending}</span>
        ) : mine && !message.deletedAt ? (
          <Button
            size="xs"
            variant="ghost"
            aria-label={`${MESSAGE_TEXTS.delete} message`}
            onClick={() => setDeleting(true)}
          >
            {MESSAGE_TEXTS.delete}
          </Button>
        ) : !mine && !message.deletedAt ? (
          <MessageMenu messageId={message.id} sender={sender} me={me} />
        ) : null}
        {seen ? <span>{MESSAGE_TEXTS.seen}</span> : null}
      </div>
      {deleting ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={MESSAGE_TEXTS.deleteConfirm}
          description={MESSAGE_TEXTS.deleteConfirmHint}
          confirmLabel={MESSAGE_TEXTS.delete}
          onConfirm={async () => {
            if (db) await deleteMessage(db, message);
          }}
        />
      ) : null}
    </li>
  );
}

/** "Older messages": pages the server reads beyond the replica's newest messages. */
function OlderMessages({
  conversationId,
  me,
  shown,
}: {
  conversationId: string;
  me: string;
  shown: readonly Message[];
}) {
  const [older, setOlder] = useState<Message[]>([]);
  const [more, setMore] = useState(shown.length >= MESSAGES_WINDOW_PER_CONVERSATION);
  const [error, setError] = useState<string | null>(null);
  if (!more && older.length === 0) return null;
  const oldest = older[0]?.createdAt ?? shown[0]?.createdAt;
  return (
    <section
      aria-label={MESSAGE_TEXTS.olderMessages}
      className={css({ display: 'grid', gap: '2' })}
    >
      {more ? (
        <Button
          variant="outline"
          size="sm"
          className={css({ justifySelf: 'center' })}
          onClick={async () => {
            try {
              const query = oldest ? `?before=${encodeURIComponent(oldest)}` : '';
              const res = await fetch(`/api/conversations/${conversationId}/messages${query}`, {
                credentials: 'include',
              });
              if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
              const page = (await res.json()) as MessagesPage;
              setOlder((list) => [...page.messages.slice().reverse(), ...list]);
              setMore(page.more);
              setError(null);
            } catch (e) {
              setError(e instanceof Error ? e.message : String(e));
            }
          }}
        >
          {MESSAGE_TEXTS.olderMessages}
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
      <ul className={css({ display: 'grid', gap: '2', listStyle: 'none' })}>
        {older.map((m) => (
          <li
            key={m.id}
            className={css({ justifySelf: m.senderId === me ? 'end' : 'start', color: 'fg.muted' })}
          >
            {m.deletedAt ? MESSAGE_TEXTS.deleted : m.content}
            {!m.deletedAt && m.attachment ? (
              <MessageAttachment attachment={m.attachment} mine={m.senderId === me} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
