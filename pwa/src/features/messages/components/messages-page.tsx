// /messages (#33): conversations newest first — the other members, the last message, the unread
// count — and the Requests of members who are not connections, apart; a search in my messages.
// From the replica, offline.
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import { queryWords } from '@greenroom/shared-model/helpers/text-search';
import { MESSAGE_TEXTS } from '@greenroom/shared-model/message-texts';
import { messageSummary } from '@greenroom/shared-model/rows/messages';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { Avatar } from '../../../ui/avatar';
import { LoadingScreen } from '../../../ui/loading-screen';
import { SearchBox } from '../../../ui/search-box';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { type ConversationSummary, useConversationList } from '../hooks/use-conversations';
import { conversationTitle, memberName } from './member-names';
import { MessageSearchResults } from './message-search-results';
import { NewMessageDialog } from './new-message-dialog';
import { rowLink } from './row-link';

const list = css({ display: 'grid', gap: '1', listStyle: 'none' });

export function MessagesPage() {
  const me = useSignedInUser();
  const lists = useConversationList(me.id);
  const [query, setQuery] = useState('');
  const searching = queryWords(query).length > 0;
  const row = (s: ConversationSummary) => (
    <ConversationRow key={s.conversation.id} summary={s} me={me.id} />
  );
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: '5',
        maxW: '48rem',
        mx: 'auto',
      })}
    >
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <h1 className={css({ textStyle: 'heading', fontSize: '2xl' })}>{MESSAGE_TEXTS.heading}</h1>
        <NewMessageDialog />
      </div>
      <SearchBox
        label={MESSAGE_TEXTS.searchLabel}
        placeholder={MESSAGE_TEXTS.searchPlaceholder}
        value={query}
        onSearch={setQuery}
      />
      {searching ? (
        <MessageSearchResults me={me.id} query={query} conversationRow={row} />
      ) : lists === undefined ? (
        <LoadingScreen message="Loading messages..." />
      ) : (
        <>
          {lists.requests.length > 0 ? (
            <section
              aria-labelledby="message-requests"
              className={css({ display: 'grid', gap: '2' })}
            >
              <h2 id="message-requests" className={css({ fontWeight: '700', fontSize: 'lg' })}>
                {MESSAGE_TEXTS.requests} ({lists.requests.length})
              </h2>
              <ul className={list}>{lists.requests.map(row)}</ul>
            </section>
          ) : null}
          <section aria-label="Conversations" className={css({ display: 'grid', gap: '2' })}>
            {lists.conversations.length === 0 ? (
              <div className={css({ display: 'grid', gap: '1', py: '6', textAlign: 'center' })}>
                <p className={css({ fontWeight: '600' })}>{MESSAGE_TEXTS.empty}</p>
                <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                  {MESSAGE_TEXTS.emptyHint}
                </p>
              </div>
            ) : (
              <ul className={list}>{lists.conversations.map(row)}</ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function ConversationRow({ summary, me }: { summary: ConversationSummary; me: string }) {
  const { conversation, others, last, unread, mine } = summary;
  const title = conversationTitle(conversation.name, others);
  const first = others.find((m) => m.user) ?? others[0];
  const preview = !last
    ? MESSAGE_TEXTS.conversationEmpty
    : last.deletedAt
      ? MESSAGE_TEXTS.deleted
      : `${last.senderId === me ? 'You: ' : conversation.isGroup ? `${senderName(summary, last.senderId)}: ` : ''}${messageSummary(last)}`;
  return (
    <li>
      <Link
        to="/messages/$conversationId"
        params={{ conversationId: conversation.id }}
        className={cx(
          rowLink,
          css({ gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', gap: '3' }),
        )}
      >
        {first?.user ? (
          <Avatar user={first.user} size="md" decorative />
        ) : (
          <span
            aria-hidden="true"
            className={css({ w: '10', h: '10', rounded: 'full', bg: 'bg.muted' })}
          />
        )}
        <span className={css({ display: 'grid', minW: '0' })}>
          <span
            className={css({
              fontWeight: unread > 0 ? '700' : '600',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            })}
          >
            {title}
            {mine.muted ? (
              <span className={css({ color: 'fg.muted', fontWeight: '400', fontSize: 'sm' })}>
                {` · ${MESSAGE_TEXTS.muted}`}
              </span>
            ) : null}
          </span>
          <span
            className={css({
              color: unread > 0 ? 'fg.default' : 'fg.muted',
              fontSize: 'sm',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            })}
          >
            {preview}
          </span>
        </span>
        <span className={css({ display: 'grid', justifyItems: 'end', gap: '1' })}>
          <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>
            {formatRelativeTime(last?.createdAt ?? conversation.lastMessageAt)}
          </span>
          {unread > 0 ? (
            <span
              className={css({
                minW: '6',
                h: '6',
                px: '1.5',
                rounded: 'full',
                bg: 'accent.default',
                color: 'accent.fg',
                fontSize: 'xs',
                fontWeight: '700',
                display: 'grid',
                placeItems: 'center',
              })}
            >
              <span aria-hidden="true">{unread}</span>
              <VisuallyHidden>{MESSAGE_TEXTS.unread(unread)}</VisuallyHidden>
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

function senderName(summary: ConversationSummary, senderId: string): string {
  const m = summary.others.find((o) => o.userId === senderId);
  return m ? memberName(m) : MESSAGE_TEXTS.deletedMember;
}
