// /jobs with its tab and filters in the address, each honoured only when valid; an address with
// values that are not is replaced by its valid part.
import {
  type JobFilters,
  type JobTab,
  jobSearchQuery,
  validJobFilters,
  validJobTab,
} from '@greenroom/shared-model/helpers/job-filters';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo } from 'react';
import { useTrackedFilters } from '../../analytics/use-tracked-filters';
import { JobsPage } from './jobs-page';

function addressOf(tab: JobTab, filters: JobFilters): Record<string, string> {
  return { ...(tab === 'browse' ? {} : { tab }), ...jobSearchQuery(filters) };
}

export function JobsRoute() {
  const search = useSearch({ from: '/jobs' }) as Record<string, unknown>;
  const key = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the search.
  const { tab, filters } = useMemo(
    () => ({ tab: validJobTab(search.tab), filters: validJobFilters(search) }),
    [key],
  );
  const navigate = useNavigate({ from: '/jobs' });
  const go = useCallback(
    (nextTab: JobTab, next: JobFilters) =>
      void navigate({ search: addressOf(nextTab, next), replace: true }),
    [navigate],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the search.
  useEffect(() => {
    const valid = addressOf(tab, filters);
    const same =
      Object.keys(search).length === Object.keys(valid).length &&
      Object.entries(valid).every(([k, v]) => String(search[k]) === v);
    if (!same) go(tab, filters);
  }, [key, tab, filters, go]);
  useTrackedFilters('jobs', 'jobs', filters as Record<string, unknown>);
  return (
    <JobsPage
      tab={tab}
      filters={filters}
      onTab={(next) => go(next, filters)}
      onFilters={(next) => go(tab, next)}
    />
  );
}
