// /admin, 'Admin Dashboard' (spec part 2 §2): for admins only — everyone else sees Access Denied
// and the server answers 403 to their calls anyway. The stat cards, then eight tabs, each loaded
// when first opened.
import { ADMIN_TEXTS } from '@greenroom/shared-model/admin-texts';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { OpenReportsCountReply } from '@greenroom/shared-model/schemas/reports';
import { type ComponentType, lazy, Suspense } from 'react';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { LoadingLine } from '../../../ui/status-lines';
import * as Tabs from '../../../ui/tabs';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { ADMIN_TABS, type AdminTab } from '../admin-tabs';
import { useAdminRead } from '../hooks/use-admin-read';
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
  reports: () => import('./reports-tab'),
  audit: () => import('./audit-log-tab'),
};

/** How often the Reports tab's count is asked again. */
const REPORTS_COUNT_POLL_MS = 30_000;

const panels = new Map(ADMIN_TABS.map((t) => [t.value, lazy(LOADERS[t.value])]));

export function AdminPage({ tab, onTab }: { tab: AdminTab; onTab: (tab: AdminTab) => void }) {
  const me = useSignedInUser();
  if (!me.isAdmin) {
    return <AccessDenied />;
  }
  return <Dashboard tab={tab} onTab={onTab} />;
}

function AccessDenied() {
  return (
    <div role="alert" className={css({ maxW: '40rem', mx: 'auto', py: '12', textAlign: 'center' })}>
      <h1 className={css({ textStyle: 'heading', fontSize: '2xl' })}>
        {ADMIN_TEXTS.accessDeniedTitle}
      </h1>
      <p className={css({ color: 'fg.muted', mt: '2' })}>{ADMIN_TEXTS.accessDenied}</p>
    </div>
  );
}

function Dashboard({ tab, onTab }: { tab: AdminTab; onTab: (tab: AdminTab) => void }) {
  // Open reports put the Reports tab first, with their count (issue 28 §4).
  const count = useAdminRead<OpenReportsCountReply>(
    apiPaths.admin.reportsCount,
    REPORTS_COUNT_POLL_MS,
  );
  const open = count.value?.open ?? 0;
  const tabs =
    open > 0 ? [...ADMIN_TABS].sort((a) => (a.value === 'reports' ? -1 : 0)) : ADMIN_TABS;
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
        <Tabs.List className={css({ overflowX: 'auto' })}>
          {tabs.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              onPointerEnter={() => void LOADERS[t.value]()}
            >
              {t.label}
              {t.value === 'reports' && open > 0 ? (
                <>
                  <Badge tone="danger" className={css({ ml: '1.5' })}>
                    {open}
                  </Badge>
                  <VisuallyHidden> open</VisuallyHidden>
                </>
              ) : null}
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
