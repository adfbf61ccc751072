// The home page's right column (spec part 2 §2 "Home sidebar").
import { css } from '../../../../../styled-system/css';
import { ProfileViewsCard } from './profile-views-card';
import { HomeRecentActivityCard } from './recent-activity-card';
import { RecommendedConnectionsCard } from './recommended-connections-card';
import { TrendingSkillsCard } from './trending-skills-card';

export function HomeSidebar() {
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <TrendingSkillsCard />
      <RecommendedConnectionsCard />
      <ProfileViewsCard />
      <HomeRecentActivityCard />
    </div>
  );
}
