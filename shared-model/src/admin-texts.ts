// The admin dashboard's texts (spec part 2 §2, §8, §9), apart from texts.ts so that the shell,
// which every visitor loads, does not carry them.
export const ADMIN_TEXTS = {
  accessDeniedTitle: 'Access Denied',
  accessDenied: "You don't have permission to access the admin dashboard.",
  title: 'Admin Dashboard',
  migrationFailedTitle: 'Migration failed',
  migrationCompletedTitle: 'Migration completed!',
  runMigration: 'Run Migration',
  migrating: 'Migrating...',
  userUpdateFailed: { title: 'Error', description: 'Failed to update user profile' },
  courseRemoveFailed: { title: 'Error', description: 'Failed to remove course' },
  courseUpdateFailed: { title: 'Error', description: 'Failed to update course' },
  postDeleteFailed: { title: 'Error', description: 'Failed to delete post' },
  suspendFailed: { title: 'Error', description: 'Failed to suspend user' },
  unsuspendFailed: { title: 'Error', description: 'Failed to unsuspend user' },
  uniqueHighlightsFailed: 'Failed to fetch unique highlights',
  coursesFailed: 'Failed to fetch courses',
  postUpdated: 'Post updated',
  jobUpdated: 'Job updated',
  jobDeleted: 'Job deleted',
  eventUpdated: 'Event updated',
  eventDeleted: 'Event deleted',
  userUpdated: 'User updated',
  courseAdded: 'Course added',
  courseRemoved: 'Course removed',
  postDeleted: { title: 'Success', description: 'Post deleted successfully!' },
  userSuspended: { title: 'Success', description: 'User suspended' },
  userUnsuspended: { title: 'Success', description: 'User unsuspended' },
  noUsersToday: 'No users visited today yet',
  usersTodayFailed: 'Failed to load users today data',
  noOnlineUsers: 'No users currently online',
  noJobAnalytics: 'No Job Analytics Available',
  noApplications: 'No applications yet',
  loadingApplications: 'Loading applications...',
  highlightsErrorTitle: 'Error loading highlights',
  highlightsErrorDescription: 'Please refresh to try again',
  noUsers: 'No users found',
  untitledPost: 'Untitled Post',
  untitledJob: 'Untitled Job',
  paymentNotSpecified: 'Not specified',
  notAvailable: 'N/A',
  online: 'Online',
  postDeleteConfirm: 'Are you sure you want to delete this post? This action cannot be undone.',
} as const;

/** "Migration completed!" description: migrated N out of M. */
export function migrationCompletedText(migrated: number, total: number): string {
  return `Migrated ${migrated} out of ${total} profile photos`;
}

/** 'No users found matching "{term}"' */
export function noUsersMatching(term: string): string {
  return `No users found matching "${term}"`;
}
