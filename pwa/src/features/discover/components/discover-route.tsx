// /discover with its filters in the address, each honoured only when valid; an address with
// values that are not is replaced by its valid part.
import {
  type DiscoverFilters,
  discoverQuery,
  validDiscoverFilters,
} from '@greenroom/shared-model/helpers/discover-filters';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo } from 'react';
import { useTrackedFilters } from '../../analytics/use-tracked-filters';
import { DiscoverPage } from './discover-page';

const sameFilters = (raw: Record<string, unknown>, valid: DiscoverFilters) =>
  Object.keys(raw).length === Object.keys(valid).length &&
  Object.entries(discoverQuery(valid)).every(([key, value]) => String(raw[key]) === value);

export function DiscoverRoute() {
  const search = useSearch({ from: '/discover' }) as Record<string, unknown>;
  const key = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the search.
  const filters = useMemo(() => validDiscoverFilters(search), [key]);
  const navigate = useNavigate({ from: '/discover' });
  const onChange = useCallback(
    (next: DiscoverFilters) =>
      void navigate({ search: next as Record<string, unknown>, replace: true }),
    [navigate],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the search.
  useEffect(() => {
    if (!sameFilters(search, filters)) onChange(filters);
  }, [key, filters, onChange]);
  useTrackedFilters('discover', 'users', filters as Record<string, unknown>);
  return <DiscoverPage filters={filters} onChange={onChange} />;
}
