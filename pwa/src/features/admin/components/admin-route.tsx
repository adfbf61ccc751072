import { getRouteApi } from '@tanstack/react-router';
import { AdminPage } from './admin-page';

const route = getRouteApi('/admin');

export function AdminRoute() {
  const { tab = 'analytics' } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <AdminPage
      tab={tab}
      onTab={(next) =>
        void navigate({ search: next === 'analytics' ? {} : { tab: next }, replace: true })
      }
    />
  );
}
