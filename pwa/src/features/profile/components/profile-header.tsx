import { fullName } from '@greenroom/shared-model/helpers/text';
import type { User } from '@greenroom/shared-model/schemas/users';
import { PROFILE_TEXTS } from '@greenroom/shared-model/texts';
import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { Avatar } from '../../../ui/avatar';
import { buttonClass } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { MailIcon } from '../../../ui/icons';

const LINKS = [
  { field: 'portfolioUrl', label: 'Portfolio' },
  { field: 'website', label: 'Website' },
  { field: 'instagramUrl', label: 'Instagram' },
  { field: 'linkedinUrl', label: 'LinkedIn' },
  { field: 'twitterUrl', label: 'Twitter' },
  { field: 'youtubeUrl', label: 'YouTube' },
  { field: 'imdbUrl', label: 'IMDb' },
] as const satisfies readonly { field: keyof User; label: string }[];

/** Photo, name, school and major, class year, phone, bio, links; the owner's or visitor's actions. */
export function ProfileHeader({
  user,
  isOwner,
  actions,
  visitorActions,
  connections,
}: {
  user: User;
  isOwner: boolean;
  /** The owner's Edit Profile (and photo) controls. */
  actions?: ReactNode;
  /** A visitor's controls beside Email (the connection button). */
  visitorActions?: ReactNode;
  /** The connection count link. */
  connections?: ReactNode;
}) {
  const name = fullName(user.firstName, user.lastName);
  const studies =
    user.school && user.major
      ? `${user.major} · ${user.school}`
      : (user.major ?? user.school ?? PROFILE_TEXTS.defaultStudentLabel);
  const links = LINKS.flatMap((l) => {
    const href = user[l.field];
    return typeof href === 'string' && href ? [{ ...l, href }] : [];
  });
  return (
    <Card.Root aria-labelledby="profile-name">
      <div
        aria-hidden="true"
        className={css({ h: { base: '20', md: '28' }, bgGradient: 'brand' })}
      />
      <Card.Body className={css({ pt: '0', gap: '4' })}>
        <div
          className={css({
            display: 'flex',
            flexDirection: { base: 'column', sm: 'row' },
            alignItems: 'flex-start',
            gap: { base: '2', sm: '4' },
          })}
        >
          {/* Only the photo reaches up into the banner: the name and studies sit below it, on the
              card's own background, whatever their length (#30). */}
          <Avatar
            user={user}
            size="xl"
            decorative
            className={css({
              mt: '-12',
              flexShrink: '0',
              borderWidth: '4px',
              borderColor: 'bg.surface',
              boxShadow: 'md',
            })}
          />
          <div className={css({ flex: '1', minW: '0', pt: { base: '0', sm: '3' } })}>
            <h1
              id="profile-name"
              className={css({
                textStyle: 'heading',
                fontSize: { base: '2xl', md: '3xl' },
                overflowWrap: 'anywhere',
              })}
            >
              {name}
            </h1>
            <p className={css({ color: 'fg.muted' })}>{studies}</p>
            {user.graduationYear ? (
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                Class of {user.graduationYear}
              </p>
            ) : null}
            {connections}
          </div>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '2',
              pt: { base: '0', sm: '3' },
            })}
          >
            {isOwner ? (
              actions
            ) : (
              <>
                {/* The member may keep their address from this viewer (ADR 024). */}
                {user.email ? (
                  <a className={buttonClass({ variant: 'outline' })} href={`mailto:${user.email}`}>
                    <MailIcon aria-hidden="true" />
                    Email
                  </a>
                ) : null}
                {visitorActions}
              </>
            )}
          </div>
        </div>
        {user.bio ? <p className={css({ whiteSpace: 'pre-line' })}>{user.bio}</p> : null}
        {user.phoneNumber ? (
          <p className={css({ fontSize: 'sm' })}>
            <span className={css({ color: 'fg.muted' })}>Phone: </span>
            <a href={`tel:${user.phoneNumber}`}>{user.phoneNumber}</a>
          </p>
        ) : null}
        {links.length > 0 ? (
          <ul
            aria-label="Links"
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}
          >
            {links.map((l) => (
              <li key={l.field}>
                <a
                  className={buttonClass({ variant: 'subtle', size: 'sm' })}
                  href={l.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
