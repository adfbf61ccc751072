// Searches and filters of a list screen, recorded as the member changes them (the search after
// its debounce, more than 2 characters; each filter value newly chosen). The first filters of a
// visit (from the address) count too.
import { useEffect, useRef } from 'react';
import { trackFilter, trackSearch } from '../../client-core/analytics/track';

type Filters = { q?: string } & Record<string, unknown>;

const FILTER_TYPES: Record<string, string> = {
  skill: 'skill',
  skills: 'skill',
  school: 'school',
  major: 'major',
  gradYear: 'year',
  paid: 'payment',
};

const valuesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]).map(String);

export function useTrackedFilters(page: string, searchType: 'users' | 'jobs', filters: Filters) {
  const previous = useRef<Filters>({});
  const key = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filters.
  useEffect(() => {
    const before = previous.current;
    previous.current = filters;
    if (filters.q && filters.q !== before.q) trackSearch(page, filters.q, searchType);
    for (const [name, filterType] of Object.entries(FILTER_TYPES)) {
      const had = new Set(valuesOf(before[name]));
      for (const value of valuesOf(filters[name])) {
        if (!had.has(value)) trackFilter(page, filterType, value);
      }
    }
  }, [key, page, searchType]);
}
