// The home sidebar on a phone (#30): recommended members and trending skills as one compact strip
// among the feed's first cards (the side columns show from lg up only). Each row scrolls sideways;
// the strip is left out while both are empty.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import {
  RECOMMENDED_CONNECTIONS_POLL_MS,
  RECOMMENDED_CONNECTIONS_SHOWN,
} from '@greenroom/shared-model/constants';
import type { RecommendedConnectionsReply } from '@greenroom/shared-model/schemas/connections';
import type { TrendingSkillsReply } from '@greenroom/shared-model/schemas/users';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { css } from '../../../../../styled-system/css';
import { useCachedRead } from '../../../../sync/use-cached-read';
import { feedCard } from '../../../../ui/author-header';
import { Avatar } from '../../../../ui/avatar';

export default function HomeStrip() {
  const people = useCachedRead<RecommendedConnectionsReply>(
    apiPaths.connections.recommended,
    RECOMMENDED_CONNECTIONS_POLL_MS,
  );
  const skills = useCachedRead<TrendingSkillsReply>(apiPaths.users.trendingSkills);
  const peopleId = useId();
  const skillsId = useId();
  const shownPeople =
    people.status === 'ok' ? people.value.slice(0, RECOMMENDED_CONNECTIONS_SHOWN) : [];
  const shownSkills = skills.status === 'ok' ? skills.value : [];
  if (shownPeople.length === 0 && shownSkills.length === 0) return null;
  return (
    <aside
      aria-label="Around the community"
      className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}
    >
      {shownPeople.length > 0 ? (
        <section aria-labelledby={peopleId} className={feedCard}>
          <h2 id={peopleId} className={heading}>
            Recommended Connections
          </h2>
          <ul className={row}>
            {shownPeople.map((user) => (
              <li key={user.id} className={css({ flex: '0 0 auto', scrollSnapAlign: 'start' })}>
                <Link to="/profile/$userId" params={{ userId: user.id }} className={person}>
                  <Avatar user={user} size="md" decorative />
                  <span className={css({ lineClamp: '2', overflowWrap: 'anywhere' })}>
                    {`${user.firstName} ${user.lastName}`.trim()}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {shownSkills.length > 0 ? (
        <section aria-labelledby={skillsId} className={feedCard}>
          <h2 id={skillsId} className={heading}>
            Trending Skills
          </h2>
          <ol className={row}>
            {shownSkills.map((t) => (
              <li key={t.skill} className={css({ flex: '0 0 auto', scrollSnapAlign: 'start' })}>
                <Link to="/discover" search={{ skill: t.skill } as never} className={skill}>
                  {t.skill}
                  <span className={css({ color: 'fg.muted', fontWeight: '400' })}>
                    {t.count === 1 ? '1 user' : `${t.count} users`}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </aside>
  );
}

const heading = css({ fontSize: 'md', fontWeight: '700', mb: '3' });

const row = css({
  display: 'flex',
  gap: '2',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  listStyle: 'none',
  p: '1',
  m: '-1',
});

const person = css({
  display: 'grid',
  justifyItems: 'center',
  gap: '1.5',
  w: '28',
  p: '2',
  borderRadius: 'lg',
  fontSize: 'sm',
  fontWeight: '600',
  textAlign: 'center',
  _hover: { bg: 'bg.muted' },
});

const skill = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '4',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'accent.subtle',
  color: 'accent.text',
  fontSize: 'sm',
  fontWeight: '600',
  whiteSpace: 'nowrap',
  _hover: { bg: 'accent.muted' },
});
