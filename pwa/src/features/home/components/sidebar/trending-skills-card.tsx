// Trending Skills (spec part 2 §2 "Home sidebar"): the four skills most members have, each with
// 'N users', linking to /discover filtered by it.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { TrendingSkillsReply } from '@greenroom/shared-model/schemas/users';
import { SIDEBAR_TEXTS } from '@greenroom/shared-model/texts';
import { Link } from '@tanstack/react-router';
import { css } from '../../../../../styled-system/css';
import { useCachedRead } from '../../../../sync/use-cached-read';
import { SidebarCard, sidebarMuted } from './sidebar-card';

export function TrendingSkillsCard() {
  const read = useCachedRead<TrendingSkillsReply>(apiPaths.users.trendingSkills);
  return (
    <SidebarCard title="Trending Skills" busy={read.status === 'loading'}>
      {read.status === 'ok' ? (
        read.value.length === 0 ? (
          <p className={sidebarMuted}>{SIDEBAR_TEXTS.noTrendingSkills}</p>
        ) : (
          <ol className={css({ display: 'grid', gap: '1', listStyle: 'none', p: '0' })}>
            {read.value.map((t) => (
              <li key={t.skill}>
                <Link to="/discover" search={{ skill: t.skill } as never} className={row}>
                  <span className={css({ fontWeight: '600' })}>{t.skill}</span>
                  <span className={sidebarMuted}>
                    {t.count === 1 ? '1 user' : `${t.count} users`}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )
      ) : read.status === 'error' ? (
        <p className={sidebarMuted}>{SIDEBAR_TEXTS.noTrendingSkills}</p>
      ) : null}
    </SidebarCard>
  );
}

const row = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '2',
  px: '2',
  py: '1.5',
  borderRadius: 'md',
  _hover: { bg: 'bg.muted' },
});
