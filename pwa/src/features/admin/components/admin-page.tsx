// /admin, 'Admin Dashboard' (spec part 2 §2): for admins only — everyone else sees Access Denied
// and the server answers 403 to their calls anyway. The stat cards, then eight tabs, each loaded
// when first opened.
import { ADMIN_TEXTS } from '@greenroom/shared-model/admin-texts';
import { type ComponentType, lazy, Suspense } from 'react';
import { css } from '../../../../styled-system/css';
import { LoadingLine } from '../../../ui/status-lines';
import * as Tabs from '../../../ui/tabs';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { ADMIN_TABS, type AdminTab } from '../admin-tabs';
import { StatCards } from './stat-cards';
import { TabErrorBoundary } from './tab-error-boundary';

type TabModule = Promise<{ default: ComponentType }>;

const LOADERS: Record<AdminTab, () => TabModule> = {
  analytics: () => import('./analytics-tab'),
  engagement: () => import('./engagement-tab'),
  live: () => import('./live-users-tab'),
  'jobs-analytics': () => import('./job-analytics-tab'),
  posts: () => import('./posts-tab'),
  jobs: () => import('./jobs-tab'),
  events: () => import('./events-tab'),
  users: () => import('./users-tab'),
};

const panels = new Map(ADMIN_TABS.map((t) => [t.value, lazy(LOADERS[t.value])]));

export function AdminPage({ tab, onTab }: { tab: AdminTab; onTab: (tab: AdminTab) => void }) {
  const me = useSignedInUser();
  if (!me.isAdmin) {
    return (
      <div
        role="alert"
        className={css({ maxW: '40rem', mx: 'auto', py: '12', textAlign: 'center' })}
      >
        <h1 className={css({ textStyle: 'heading', fontSize: '2xl' })}>
          {ADMIN_TEXTS.accessDeniedTitle}
        </h1>
        <p className={css({ color: 'fg.muted', mt: '2' })}>{ADMIN_TEXTS.accessDenied}</p>
      </div>
    );
  }
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: '5',
        maxW: '80rem',
        mx: 'auto',
        w: 'full',
      })}
    >
      <header>
        <h1 className={css({ textStyle: 'heading', fontSize: { base: '2xl', md: '3xl' } })}>
          {ADMIN_TEXTS.title}
        </h1>
        <p className={css({ color: 'fg.muted' })}>
          Monitor how Greenroom is used and keep it a good place: content, members and analytics.
        </p>
      </header>
      <StatCards />
      <Tabs.Root
        lazyMount
        unmountOnExit
        value={tab}
        onValueChange={(d) => onTab(d.value as AdminTab)}
      >
        <Tabs.List>
          {ADMIN_TABS.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              onPointerEnter={() => void LOADERS[t.value]()}
            >
              {t.label}
            </Tabs.Trigger>
          ))}
          <Tabs.Indicator />
        </Tabs.List>
        {ADMIN_TABS.map((t) => {
          const Panel = panels.get(t.value)!;
          return (
            <Tabs.Content key={t.value} value={t.value} className={css({ pt: '4' })}>
              <TabErrorBoundary>
                <Suspense fallback={<LoadingLine text="Loading..." />}>
                  <Panel />
                </Suspense>
              </TabErrorBoundary>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}
