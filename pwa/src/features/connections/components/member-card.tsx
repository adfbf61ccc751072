import { studyLine } from '@greenroom/shared-model/helpers/text';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { Avatar } from '../../../ui/avatar';
import * as Card from '../../../ui/card';

/** A member in a grid of connections: photo, name (to their profile), major and class year. */
export function MemberCard({ user, actions }: { user: UserSummary; actions?: ReactNode }) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Card.Root>
      {/* The actions wrap under the name when the row is too narrow for both (#30). */}
      <Card.Body
        className={css({ flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}
      >
        <Avatar user={user} size="md" decorative />
        <div className={css({ flex: '1 1 9rem', minW: '0' })}>
          <Link
            to="/profile/$userId"
            params={{ userId: user.id }}
            className={css({
              fontWeight: '600',
              lineClamp: '2',
              overflowWrap: 'anywhere',
              _hover: { textDecoration: 'underline' },
            })}
          >
            {name}
          </Link>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', lineClamp: '1' })}>
            {studyLine({ major: user.major, graduationYear: user.graduationYear })}
          </p>
        </div>
        {actions}
      </Card.Body>
    </Card.Root>
  );
}
