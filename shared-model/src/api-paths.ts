// Path builders for every call, so that the client and the server agree. No zod here.

export type QueryValue = string | number | boolean | null | undefined | readonly string[];

const enc = encodeURIComponent;

/** "?a=1&b=x%20y" from the defined, non-empty values (arrays become comma lists); '' if none. */
export function toQueryString(params: Readonly<Record<string, QueryValue>>): string {
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (raw === undefined || raw === null) continue;
    const value = Array.isArray(raw) ? raw.join(',') : String(raw);
    if (value === '') continue;
    parts.push(`${enc(key)}=${enc(value)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function withQuery(path: string, params: Readonly<Record<string, QueryValue>>): string {
  return `${path}${toQueryString(params)}`;
}

/** The member search of /discover, mirrored in its address (spec part 1 §2). */
export type MemberSearch = {
  q?: string;
  skill?: string;
  gradYear?: string | number;
  school?: string;
  major?: string;
};

export const apiPaths = {
  auth: {
    user: '/api/auth/user',
    login: '/api/auth/login',
    signup: '/api/auth/signup',
    /** Browser navigation, not fetch. */
    google: '/api/auth/google',
    googleCallback: '/api/auth/google/callback',
    logout: '/api/auth/logout',
    changePassword: '/api/auth/change-password',
    changeEmail: '/api/auth/change-email',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
    verifyEmail: '/api/auth/verify-email',
    resendVerification: '/api/auth/resend-verification',
  },
  users: {
    byId: (id: string) => `/api/users/${enc(id)}`,
    search: (q: MemberSearch = {}) => withQuery('/api/users/search', q),
    profile: '/api/users/profile',
    suggestions: '/api/users/suggestions',
    trendingSkills: '/api/users/trending-skills',
    endorsements: (id: string) => `/api/users/${enc(id)}/endorsements`,
  },
  settings: {
    privacy: '/api/privacy/profile-views',
    emailPreferences: '/api/user/email-preferences',
  },
  profilePhoto: {
    upload: '/api/profile-photo/simple-upload',
  },
  feed: {
    page: (q: { before?: string; limit?: number } = {}) => withQuery('/api/feed', q),
  },
  upload: '/api/upload',
  /** The member's storage use and quota (issue 29). */
  storageUsage: '/api/storage/usage',
  /** The member's videos whose streaming rendition is being made, with its progress (ADR 046). */
  storageProcessing: '/api/storage/processing',
  media: {
    legacyProxy: (url: string) => withQuery('/api/s3-proxy/legacy', { url }),
  },
  connections: {
    list: '/api/connections',
    create: '/api/connections',
    byId: (connectionId: string) => `/api/connections/${enc(connectionId)}`,
    status: (userId: string) => `/api/connections/status/${enc(userId)}`,
    count: (userId: string) => `/api/connections/count/${enc(userId)}`,
    ofUser: (userId: string) => `/api/connections/user/${enc(userId)}`,
    recommended: '/api/connections/recommended',
  },
  portfolio: {
    ofUser: (userId: string) => `/api/portfolio/${enc(userId)}`,
    create: '/api/portfolio',
    byId: (id: string) => `/api/portfolio/${enc(id)}`,
    reorder: '/api/portfolio/reorder',
  },
  courses: {
    ofUser: (userId: string) => `/api/courses/${enc(userId)}`,
    classmates: (userId: string) => `/api/courses/${enc(userId)}/classmates`,
    create: '/api/courses',
    byId: (courseId: string) => `/api/courses/${enc(courseId)}`,
  },
  jobs: {
    list: (q: { authorId?: string } = {}) => withQuery('/api/jobs', q),
    create: '/api/jobs',
    byId: (id: string) => `/api/jobs/${enc(id)}`,
    /** The query of helpers/job-filters.ts `jobSearchQuery`. */
    search: (q: Readonly<Record<string, string>> = {}) => withQuery('/api/jobs/search', q),
    save: (id: string) => `/api/jobs/${enc(id)}/save`,
    apply: (jobId: string) => `/api/jobs/${enc(jobId)}/apply`,
    /** My application to this job. */
    application: (id: string) => `/api/jobs/${enc(id)}/application`,
    viewCounts: (jobIds: readonly string[]) => withQuery('/api/jobs/view-counts', { jobIds }),
  },
  savedJobs: '/api/saved-jobs',
  collaborations: {
    ofUser: (userId: string) => `/api/collaborations/user/${enc(userId)}`,
    confirm: (id: string) => `/api/collaborations/${enc(id)}/confirm`,
    byId: (id: string) => `/api/collaborations/${enc(id)}`,
  },
  applications: {
    mine: '/api/applications',
    byId: (id: string) => `/api/applications/${enc(id)}`,
    ofJob: (jobId: string) => `/api/applications/job/${enc(jobId)}`,
    /** Applications to my jobs. */
    toMyJobs: '/api/job-applications',
  },
  posts: {
    /** Newest first; `before` = createdAt of the last post shown (ISO), `limit` ≤ 100. */
    list: (q: { authorId?: string; before?: string; limit?: number } = {}) =>
      withQuery('/api/posts', q),
    create: '/api/posts',
    byId: (id: string) => `/api/posts/${enc(id)}`,
    like: (id: string) => `/api/posts/${enc(id)}/like`,
    likers: (id: string) => `/api/posts/${enc(id)}/likes`,
    viewCounts: (postIds: readonly string[]) => withQuery('/api/posts/view-counts', { postIds }),
  },
  comments: {
    ofPost: (postId: string) => `/api/posts/${enc(postId)}/comments`,
    byId: (id: string) => `/api/comments/${enc(id)}`,
  },
  events: {
    list: (q: { authorId?: string } = {}) => withQuery('/api/events', q),
    create: '/api/events',
    byId: (id: string) => `/api/events/${enc(id)}`,
    rsvp: (id: string) => `/api/events/${enc(id)}/rsvp`,
    rsvps: (id: string) => `/api/events/${enc(id)}/rsvps`,
    viewCounts: (eventIds: readonly string[]) => withQuery('/api/events/view-counts', { eventIds }),
  },
  notifications: {
    list: '/api/notifications',
    count: '/api/notifications/count',
    read: (id: string) => `/api/notifications/${enc(id)}/read`,
    byId: (id: string) => `/api/notifications/${enc(id)}`,
    markAllRead: '/api/notifications/mark-all-read',
  },
  profileViews: {
    stats: (userId: string) => `/api/profile-views/stats/${enc(userId)}`,
    recent: (userId: string, limit = 50) =>
      withQuery(`/api/profile-views/recent/${enc(userId)}`, { limit }),
  },
  pushSubscriptions: {
    create: '/api/push-subscriptions',
    remove: '/api/push-subscriptions',
    vapidPublicKey: '/api/push-subscriptions/vapid-public-key',
  },
  analytics: {
    userAction: '/api/analytics/user-action',
    batch: '/api/analytics/batch',
    contentView: '/api/analytics/content-view',
    featureUsage: '/api/analytics/feature-usage',
    textHighlight: '/api/analytics/text-highlight',
    error: '/api/analytics/error',
  },
  admin: {
    stats: '/api/admin/stats',
    onlineUsers: '/api/admin/online-users',
    onlineUsersCount: '/api/admin/online-users/count',
    usersToday: '/api/admin/users-today',
    // Admins edit and delete jobs and events through /api/jobs/{id} and /api/events/{id}.
    posts: '/api/admin/posts',
    post: (id: string) => `/api/admin/posts/${enc(id)}`,
    users: (q: { q?: string } = {}) => withQuery('/api/admin/users', q),
    user: (userId: string) => `/api/admin/users/${enc(userId)}`,
    suspend: (userId: string) => `/api/admin/users/${enc(userId)}/suspend`,
    unsuspend: (userId: string) => `/api/admin/users/${enc(userId)}/unsuspend`,
    userCourses: (userId: string) => `/api/admin/users/${enc(userId)}/courses`,
    course: (id: string) => `/api/admin/courses/${enc(id)}`,
    jobApplications: (jobId: string) => `/api/admin/job-applications/${enc(jobId)}`,
    migrateProfilePhotos: '/api/admin/migrate-profile-photos',
    // Reports and the audit log (issue 28 §4; ADR 025).
    reports: (q: { status?: 'open' | 'resolved' } = {}) => withQuery('/api/admin/reports', q),
    reportsCount: '/api/admin/reports/count',
    resolveReports: '/api/admin/reports/resolve',
    reportExcerpt: (q: { itemKind: 'message' | 'conversation'; itemId: string }) =>
      withQuery('/api/admin/reports/excerpt', q),
    auditLog: (q: { adminId?: string; memberId?: string } = {}) =>
      withQuery('/api/admin/audit-log', q),
    analytics: {
      overview: '/api/admin/analytics/overview',
      popularContent: '/api/admin/analytics/popular-content',
      pageViews: '/api/admin/analytics/page-views',
      jobDetails: '/api/admin/analytics/job-details',
      mostViewedProfile: '/api/admin/analytics/most-viewed-profile',
      userActivity: (timeFrame: number) =>
        withQuery('/api/admin/analytics/user-activity', { timeFrame }),
      searchTrends: (timeFrame: number) =>
        withQuery('/api/admin/analytics/search-trends', { timeFrame }),
      skillFilters: (timeFrame: number) =>
        withQuery('/api/admin/analytics/skill-filters', { timeFrame }),
      jobEngagement: (timeFrame: number) =>
        withQuery('/api/admin/analytics/job-engagement', { timeFrame }),
      postInteractions: (timeFrame: number) =>
        withQuery('/api/admin/analytics/post-interactions', { timeFrame }),
      collaboration: (timeFrame: number) =>
        withQuery('/api/admin/analytics/collaboration', { timeFrame }),
      highlighting: {
        overview: (range: DateRange) =>
          withQuery('/api/admin/analytics/text-highlighting/overview', { ...range }),
        methods: (range: DateRange) =>
          withQuery('/api/admin/analytics/text-highlighting/methods', { ...range }),
        topPosts: (range: DateRange) =>
          withQuery('/api/admin/analytics/text-highlighting/top-posts', { ...range }),
        snippets: (range: DateRange, limit = 10) =>
          withQuery('/api/admin/analytics/text-highlighting/snippets', { ...range, limit }),
        unique: (range: DateRange, limit = 15) =>
          withQuery('/api/admin/analytics/text-highlighting/unique', { ...range, limit }),
      },
    },
  },
  sync: {
    push: '/api/sync/push',
    pull: '/api/sync/pull',
  },
  ws: '/ws',
} as const;

export interface DateRange {
  startDate?: string;
  endDate?: string;
}

/** Screens of the PWA (spec part 1 §2, part 2 §2). */
export const appPaths = {
  home: '/',
  auth: (mode?: 'login' | 'signup') => withQuery('/auth', { mode }),
  authError: (code: string) => withQuery('/auth', { error: code }),
  profile: (userId?: string) => (userId ? `/profile/${enc(userId)}` : '/profile'),
  jobs: '/jobs',
  job: (jobId: string) => `/jobs/${enc(jobId)}`,
  post: (postId: string) => `/posts/${enc(postId)}`,
  event: (id: string) => `/events/${enc(id)}`,
  application: (applicationId: string) => `/applications/${enc(applicationId)}`,
  applicants: '/applicants',
  connections: (userId: string) => `/connections/${enc(userId)}`,
  discover: (q: MemberSearch = {}) => withQuery('/discover', q),
  settings: '/settings',
  admin: '/admin',
} as const;
