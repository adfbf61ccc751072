// The left side card of the home page (spec part 2 §2 "Home sidebar", part 1 "Side card"): the
// member, Quick Actions, and Your Skills (the first six, or an invitation to add some). It reads
// only the signed-in member, so it paints with the shell.
import { SIDE_CARD_MAX_SKILLS } from '@greenroom/shared-model/constants';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { css } from '../../../../styled-system/css';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { buttonClass } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { useSignedInUser } from '../../auth/hooks/use-current-user';

export function ProfileSideCard() {
  const user = useSignedInUser();
  const actionsId = useId();
  const skillsId = useId();
  const skills = user.skills.slice(0, SIDE_CARD_MAX_SKILLS);
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <Card.Root>
        <div
          aria-hidden="true"
          className={css({ h: '14', bgGradient: 'brand', borderTopRadius: 'xl' })}
        />
        <Card.Body className={css({ alignItems: 'center', textAlign: 'center', pt: '0' })}>
          <Avatar
            user={user}
            size="lg"
            className={css({ mt: '-8', borderWidth: '3px', borderColor: 'bg.surface' })}
          />
          <p className={css({ fontWeight: '700' })}>
            {`${user.firstName} ${user.lastName}`.trim()}
          </p>
          {user.major ? (
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{user.major}</p>
          ) : null}
        </Card.Body>
      </Card.Root>
      <Card.Root aria-labelledby={actionsId}>
        <Card.Header>
          <Card.Title id={actionsId} className={css({ fontSize: 'md' })}>
            Quick Actions
          </Card.Title>
        </Card.Header>
        <Card.Body className={css({ display: 'grid', gap: '2' })}>
          <Link to="/profile" className={buttonClass({ variant: 'outline', size: 'sm' })}>
            Update Profile
          </Link>
          <Link to="/jobs" className={buttonClass({ variant: 'outline', size: 'sm' })}>
            Find Jobs
          </Link>
          <Link to="/discover" className={buttonClass({ variant: 'outline', size: 'sm' })}>
            Find Collaborators
          </Link>
        </Card.Body>
      </Card.Root>
      <Card.Root aria-labelledby={skillsId}>
        <Card.Header>
          <Card.Title id={skillsId} className={css({ fontSize: 'md' })}>
            Your Skills
          </Card.Title>
        </Card.Header>
        <Card.Body>
          {skills.length > 0 ? (
            <ul
              aria-label="Your skills"
              className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}
            >
              {skills.map((skill) => (
                <li key={skill}>
                  <Badge>{skill}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>No skills added yet</p>
              <Link
                to="/profile"
                className={css({ color: 'accent.text', fontWeight: '600', fontSize: 'sm' })}
              >
                + Add Skills
              </Link>
            </div>
          )}
        </Card.Body>
      </Card.Root>
    </div>
  );
}
