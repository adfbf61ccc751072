import { DISCOVER_CARD_MAX_SKILLS } from '@greenroom/shared-model/constants';
import { studyLine } from '@greenroom/shared-model/helpers/text';
import { collaborationCountText } from '@greenroom/shared-model/job-texts';
import type { User, UserSearchResult } from '@greenroom/shared-model/schemas/users';
import { Link } from '@tanstack/react-router';
import { css } from '../../../../styled-system/css';
import { Avatar } from '../../../ui/avatar';
import { buttonClass } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { MailIcon } from '../../../ui/icons';
import { ConnectionButton } from '../../connections/components/connection-button';

/** A result of /discover: bio, the first 4 skills and "+N more", portfolio, Email, connect. */
export function UserCard({
  user,
  onSkill,
}: {
  /** Search results carry their confirmed "worked together" count; profiles on the device do not. */
  user: User & Partial<Pick<UserSearchResult, 'collaborationCount'>>;
  onSkill: (skill: string) => void;
}) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  const shown = user.skills.slice(0, DISCOVER_CARD_MAX_SKILLS);
  const more = user.skills.length - shown.length;
  return (
    <Card.Root className={css({ h: 'full' })}>
      <Card.Body className={css({ gap: '3', h: 'full' })}>
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
          <Avatar user={user} size="lg" decorative />
          <div className={css({ minW: '0' })}>
            <h2 className={css({ fontWeight: '700', lineClamp: '1' })}>
              <Link
                to="/profile/$userId"
                params={{ userId: user.id }}
                className={css({
                  // As tall as its line: a 24px target at least.
                  display: 'inline-block',
                  overflowWrap: 'anywhere',
                  _hover: { textDecoration: 'underline' },
                })}
              >
                {name}
              </Link>
            </h2>
            <p className={css({ fontSize: 'sm', color: 'fg.muted', lineClamp: '2' })}>
              {studyLine(user)}
            </p>
            {user.collaborationCount ? (
              <p className={css({ fontSize: 'xs', color: 'accent.text', fontWeight: '600' })}>
                {collaborationCountText(user.collaborationCount)}
              </p>
            ) : null}
          </div>
        </div>
        {user.bio ? <p className={css({ fontSize: 'sm', lineClamp: '3' })}>{user.bio}</p> : null}
        {shown.length > 0 ? (
          <ul
            aria-label={`Skills of ${name}`}
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none' })}
          >
            {shown.map((skill) => (
              <li key={skill}>
                <button
                  type="button"
                  className={buttonClass({ variant: 'subtle', size: 'xs' })}
                  aria-label={`Filter by ${skill}`}
                  onClick={() => onSkill(skill)}
                >
                  {skill}
                </button>
              </li>
            ))}
            {more > 0 ? (
              <li className={css({ fontSize: 'xs', color: 'fg.muted', alignSelf: 'center' })}>
                +{more} more
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: 'auto' })}>
          {user.portfolioUrl ? (
            <a
              className={buttonClass({ variant: 'outline', size: 'sm' })}
              href={user.portfolioUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Portfolio of ${name}`}
            >
              Portfolio
            </a>
          ) : null}
          {user.email ? (
            <a
              className={buttonClass({ variant: 'outline', size: 'sm' })}
              href={`mailto:${user.email}`}
              aria-label={`Email ${name}`}
            >
              <MailIcon aria-hidden="true" />
              Email
            </a>
          ) : null}
          <ConnectionButton userId={user.id} size="sm" />
        </div>
      </Card.Body>
    </Card.Root>
  );
}
