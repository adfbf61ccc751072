// What a search in my messages found (#33): conversations by name, then messages by their words,
// each opening its conversation. From the device, so the same offline.
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import { MESSAGE_TEXTS } from '@greenroom/shared-model/message-texts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css, cx } from '../../../../styled-system/css';
import type { ConversationSummary } from '../hooks/use-conversations';
import { type MessageHit, useMessageSearch } from '../hooks/use-message-search';
import { rowLink } from './row-link';

const list = css({ display: 'grid', gap: '1', listStyle: 'none' });
const subheading = css({ fontWeight: '700', fontSize: 'lg' });

export function MessageSearchResults({
  me,
  query,
  conversationRow,
}: {
  me: string;
  query: string;
  conversationRow: (summary: ConversationSummary) => ReactNode;
}) {
  const found = useMessageSearch(me, query);
  if (!found) return null;
  const nothing = found.conversations.length === 0 && found.messages.length === 0;
  return (
    <section
      aria-label={MESSAGE_TEXTS.searchResults}
      className={css({ display: 'grid', gap: '4' })}
    >
      {nothing ? (
        <p className={css({ fontWeight: '600', py: '4', textAlign: 'center' })}>
          {MESSAGE_TEXTS.searchNothing(query.trim())}
        </p>
      ) : null}
      {found.conversations.length > 0 ? (
        <section
          aria-labelledby="found-conversations"
          className={css({ display: 'grid', gap: '2' })}
        >
          <h2 id="found-conversations" className={subheading}>
            {MESSAGE_TEXTS.searchConversations}
          </h2>
          <ul className={list}>{found.conversations.map(conversationRow)}</ul>
        </section>
      ) : null}
      {found.messages.length > 0 ? (
        <section aria-labelledby="found-messages" className={css({ display: 'grid', gap: '2' })}>
          <h2 id="found-messages" className={subheading}>
            {MESSAGE_TEXTS.searchMessages}
          </h2>
          <ul className={list}>
            {found.messages.map((hit) => (
              <MessageHitRow key={hit.message.id} hit={hit} />
            ))}
          </ul>
        </section>
      ) : null}
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{MESSAGE_TEXTS.searchScope}</p>
    </section>
  );
}

function MessageHitRow({ hit }: { hit: MessageHit }) {
  const { before, match, after } = hit.excerpt;
  return (
    <li>
      <Link
        to="/messages/$conversationId"
        params={{ conversationId: hit.conversation.id }}
        className={cx(rowLink, css({ gap: '0.5' }))}
      >
        <span
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            gap: '3',
            minW: '0',
          })}
        >
          <span
            className={css({
              fontWeight: '600',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            })}
          >
            {hit.title}
          </span>
          <span className={css({ color: 'fg.muted', fontSize: 'xs', flexShrink: 0 })}>
            {formatRelativeTime(hit.message.createdAt)}
          </span>
        </span>
        <span className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
          {`${hit.sender ? `${hit.sender}: ` : ''}${before}`}
          <mark
            className={css({
              bg: 'accent.muted',
              color: 'fg.default',
              fontWeight: '600',
              rounded: 'sm',
            })}
          >
            {match}
          </mark>
          {after}
        </span>
      </Link>
    </li>
  );
}
