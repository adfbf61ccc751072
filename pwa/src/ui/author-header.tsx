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
  badges,
  children,
}: {
  author: UserSummary;
  createdAt: string;
  now: number;
  /** Set when the card is labelled by its author's name. */
  nameId?: string;
  /** The card's kind, payment and pending badges: beside the name from sm up, under it on a
   *  phone, so that they never squeeze the name (#30). */
  badges?: ReactNode;
  /** The owner's menu or actions, top right. */
  children?: ReactNode;
}) {
  const name = `${author.firstName} ${author.lastName}`.trim();
  return (
    // The card's own width (not the screen's) decides whether the badges fit beside the name.
    <div className={css({ containerType: 'inline-size' })}>
      <header className={header}>
        <Link
          to="/profile/$userId"
          params={{ userId: author.id }}
          aria-label={name}
          tabIndex={-1}
          className={css({ gridArea: 'avatar' })}
        >
          <Avatar user={author} size="md" decorative />
        </Link>
        <div className={css({ gridArea: 'who', minW: '0' })}>
          <Link
            id={nameId}
            to="/profile/$userId"
            params={{ userId: author.id }}
            className={css({
              fontWeight: '600',
              lineClamp: '2',
              overflowWrap: 'anywhere',
              _hover: { textDecoration: 'underline' },
            })}
          >
            {name}
          </Link>
          <time
            dateTime={createdAt}
            title={new Date(createdAt).toLocaleString()}
            className={css({
              display: 'block',
              fontSize: 'sm',
              color: 'fg.muted',
              whiteSpace: 'nowrap',
            })}
          >
            {formatRelativeTime(createdAt, Math.max(now, Date.parse(createdAt)))}
          </time>
        </div>
        {badges ? (
          <div
            className={css({
              gridArea: 'badges',
              display: 'flex',
              alignItems: 'center',
              gap: '1.5',
              flexWrap: 'wrap',
              justifyContent: 'flex-start',
              '@container (min-width: 30rem)': { justifyContent: 'flex-end' },
            })}
          >
            {badges}
          </div>
        ) : null}
        {children ? (
          <div
            className={css({
              gridArea: 'menu',
              display: 'flex',
              alignItems: 'center',
              gap: '1.5',
              alignSelf: 'start',
            })}
          >
            {children}
          </div>
        ) : null}
      </header>
    </div>
  );
}

const header = css({
  display: 'grid',
  alignItems: 'center',
  columnGap: '3',
  rowGap: '1.5',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"avatar who menu" ". badges badges"',
  '@container (min-width: 30rem)': {
    gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
    gridTemplateAreas: '"avatar who badges menu"',
  },
});

/** The frame every feed card shares. */
export const feedCard = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  boxShadow: 'sm',
  p: { base: '4', md: '5' },
});
