// Profile views (spec part 2 §2 sidebar, §3, §7 "Sidebar"; decisions.md "Privacy").
import { z } from 'zod';
import { RECENT_VIEWERS_FETCH_LIMIT } from '../constants';
import { Timestamp } from './common';
import { UserSummary } from './users';

/** A recent viewer of a profile. */
export const RecentViewer = z.object({
  viewer: UserSummary,
  viewedAt: Timestamp,
});
export type RecentViewer = z.infer<typeof RecentViewer>;

/** GET /api/profile-views/stats/{userId}. recentViews items are viewer records (or, from the
 *  earlier version, bare users). A member who hides views gets `hidden: true` and no viewers. */
export const ProfileViewStats = z.object({
  weeklyViews: z.number().int().nonnegative(),
  totalViews: z.number().int().nonnegative().optional(),
  hidden: z.boolean().optional(),
  recentViews: z.array(z.union([RecentViewer, UserSummary])),
});
export type ProfileViewStats = z.infer<typeof ProfileViewStats>;

/** GET /api/profile-views/recent/{userId}?limit=50 */
export const RecentViewsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(RECENT_VIEWERS_FETCH_LIMIT)
    .default(RECENT_VIEWERS_FETCH_LIMIT)
    .catch(RECENT_VIEWERS_FETCH_LIMIT),
});
export type RecentViewsQuery = z.infer<typeof RecentViewsQuery>;

export const RecentViewsReply = z.array(RecentViewer);
export type RecentViewsReply = z.infer<typeof RecentViewsReply>;
