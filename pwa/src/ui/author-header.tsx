// The top of a feed card: the author's avatar and name (links to their profile), when it was
// posted, and the card's badges and menu on the right.
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { Avatar } from './avatar';

export function AuthorHeader({
  author,
  createdAt,
  now,
  nameId,
  children,
}: {
  author: UserSummary;
  createdAt: string;
  now: number;
  /** Set when the card is labelled by its author's name. */
  nameId?: string;
  /** Badges and the owner's menu. */
  children?: ReactNode;
}) {
  const name = `${author.firstName} ${author.lastName}`.trim();
  return (
    <header className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
      <Link to="/profile/$userId" params={{ userId: author.id }} aria-label={name} tabIndex={-1}>
        <Avatar user={author} size="md" decorative />
      </Link>
      <div className={css({ minW: '0', flex: '1' })}>
        <Link
          id={nameId}
          to="/profile/$userId"
          params={{ userId: author.id }}
          className={css({
            fontWeight: '600',
            lineClamp: '1',
            _hover: { textDecoration: 'underline' },
          })}
        >
          {name}
        </Link>
        <time
          dateTime={createdAt}
          title={new Date(createdAt).toLocaleString()}
          className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}
        >
          {formatRelativeTime(createdAt, Math.max(now, Date.parse(createdAt)))}
        </time>
      </div>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '1.5',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          flexShrink: '0',
        })}
      >
        {children}
      </div>
    </header>
  );
}

/** The frame every feed card shares. */
export const feedCard = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  boxShadow: 'sm',
  p: { base: '4', md: '5' },
});
