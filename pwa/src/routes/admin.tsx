import { createFileRoute } from '@tanstack/react-router';
import { validateAdminSearch } from '../features/admin/admin-tabs';
import { AdminRoute } from '../features/admin/components/admin-route';

// The admin dashboard; the open tab lives in the address (?tab=users).
export const Route = createFileRoute('/admin')({
  validateSearch: validateAdminSearch,
  component: AdminRoute,
});
