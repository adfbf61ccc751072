import {
  type DiscoverFilters,
  validDiscoverFilters,
} from '@greenroom/shared-model/helpers/discover-filters';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { DiscoverPage } from '../features/discover/components/discover-page';

const sameFilters = (a: Record<string, unknown>, b: DiscoverFilters) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(b).every(([key, value]) => a[key] === value);

// Filters live in the address (q, skill, gradYear, school, major), each honoured only when valid;
// an address with values that are not is replaced by the valid part.
export const Route = createFileRoute('/discover')({
  validateSearch: (raw: Record<string, unknown>): DiscoverFilters => validDiscoverFilters(raw),
  beforeLoad: ({ location }) => {
    const raw = location.search as Record<string, unknown>;
    const valid = validDiscoverFilters(raw);
    if (!sameFilters(raw, valid)) throw redirect({ to: '/discover', search: valid, replace: true });
  },
  component: DiscoverRoute,
});

function DiscoverRoute() {
  // The router merges the raw address into the validated search: validate what is read too.
  const search = Route.useSearch();
  const key = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the search.
  const filters = useMemo(() => validDiscoverFilters(search), [key]);
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (next: DiscoverFilters) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <DiscoverPage filters={filters} onChange={onChange} />;
}
