// A profile's recent viewers as the sidebar lists them (spec part 2 §2 "Profile Views").
import type { RecentViewer } from '../schemas/profile-views';
import type { UserSummary } from '../schemas/users';

/** Normalise a recentViews item (a viewer record, or a bare user from the earlier version). */
export function toRecentViewer(item: RecentViewer | UserSummary): {
  viewer: UserSummary;
  viewedAt: string | null;
} {
  return 'viewer' in item ? item : { viewer: item, viewedAt: null };
}
