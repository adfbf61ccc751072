import {
  type DiscoverFilters,
  validDiscoverFilters,
} from '@greenroom/shared-model/helpers/discover-filters';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { DiscoverPage } from '../features/discover/components/discover-page';

// Filters live in the address (q, skill, gradYear, school, major), each honoured only when valid.
export const Route = createFileRoute('/discover')({
  validateSearch: (raw: Record<string, unknown>): DiscoverFilters => validDiscoverFilters(raw),
  component: DiscoverRoute,
});

function DiscoverRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (next: DiscoverFilters) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <DiscoverPage filters={filters} onChange={onChange} />;
}
