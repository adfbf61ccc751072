// Usage analytics: client writes (spec part 2 §7 "Client usage analytics") and the admin
// analytics reads (§7 "Admin", §3 "Other analytics shapes").
import { z } from 'zod';
import { ANALYTICS_ACTIONS, DEVICE_TYPES, HIGHLIGHT_METHODS } from '../catalogues';
import {
  ADMIN_DEFAULT_TIME_FRAME,
  ANALYTICS_BATCH_MAX_EVENTS,
  ANALYTICS_METADATA_MAX_BYTES,
  ANALYTICS_METADATA_MAX_DEPTH,
  ANALYTICS_METADATA_MAX_ENTRIES,
  ERROR_REPORT_DETAIL_MAX_BYTES,
  HIGHLIGHT_MAX_CHARS,
  HIGHLIGHT_MIN_CHARS,
  URL_MAX_LENGTH,
} from '../constants';
import { nestsDeeperThan } from '../helpers/json-depth';
import { Timestamp, text } from './common';
import { UserSummary } from './users';

const Text = (max: number) => text().max(max);

/** Entries (object keys and array items, at every level) of a JSON value; stops past `max`. */
function entriesOver(value: unknown, max: number): boolean {
  let entries = 0;
  const stack: unknown[] = [value];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (next === null || typeof next !== 'object') continue;
    const children = Array.isArray(next) ? next : Object.values(next);
    entries += children.length;
    if (entries > max) return true;
    stack.push(...children);
  }
  return false;
}

/** Bytes of `value`'s JSON in UTF-8 (a surrogate pair's halves count 2 each: 4). */
function utf8Bytes(value: unknown): number {
  const json = JSON.stringify(value) ?? '';
  let bytes = 0;
  for (let i = 0; i < json.length; i++) {
    const code = json.charCodeAt(i);
    bytes += code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? 2 : 3;
  }
  return bytes;
}

/**
 * Free-form analytics detail, bounded (issue 29 finding 1): at most `maxEntries` keys and items,
 * `maxDepth` levels, `maxBytes` of JSON, so an event costs the database a few kilobytes at most.
 */
function withinBounds(what: string, maxBytes: number, maxEntries: number, maxDepth: number) {
  return (value: unknown, ctx: z.RefinementCtx) => {
    const fail = (message: string) =>
      ctx.addIssue({ code: 'custom', message: `${what}: ${message}` });
    if (nestsDeeperThan(value, maxDepth)) fail(`nested more than ${maxDepth} levels deep`);
    else if (entriesOver(value, maxEntries)) fail(`more than ${maxEntries} entries`);
    else if (utf8Bytes(value) > maxBytes) fail(`larger than ${maxBytes} bytes`);
  };
}

const Metadata = z
  .record(text(), z.unknown())
  .superRefine(
    withinBounds(
      'Metadata',
      ANALYTICS_METADATA_MAX_BYTES,
      ANALYTICS_METADATA_MAX_ENTRIES,
      ANALYTICS_METADATA_MAX_DEPTH,
    ),
  )
  .nullable()
  .optional();
const errorDetail = (what: string) =>
  z
    .unknown()
    .superRefine(
      withinBounds(
        what,
        ERROR_REPORT_DETAIL_MAX_BYTES,
        ANALYTICS_METADATA_MAX_ENTRIES * 10,
        ANALYTICS_METADATA_MAX_DEPTH * 3,
      ),
    )
    .optional();
const Count = z.number().int().nonnegative();
const NonNegative = z.number().nonnegative();

// ─── Client writes (replies: {ok: true}; errors are swallowed by the client) ──────────────

/** POST /api/analytics/user-action */
export const UserActionBody = z.object({
  action: z.enum(ANALYTICS_ACTIONS),
  page: Text(URL_MAX_LENGTH),
  targetType: Text(100).nullable().optional(),
  targetId: Text(200).nullable().optional(),
  metadata: Metadata,
});
export type UserActionBody = z.infer<typeof UserActionBody>;

/** POST /api/analytics/batch */
export const AnalyticsBatchBody = z.object({
  events: z.array(UserActionBody).min(1).max(ANALYTICS_BATCH_MAX_EVENTS),
});
export type AnalyticsBatchBody = z.infer<typeof AnalyticsBatchBody>;

const CONTENT_TYPES = ['post', 'job', 'event', 'profile'] as const;
const ContentTypeSchema = z.enum(CONTENT_TYPES);

/** POST /api/analytics/content-view */
export const ContentViewBody = z.object({
  contentType: ContentTypeSchema,
  contentId: Text(200).min(1),
  isUnique: z.boolean().optional(),
  viewDuration: NonNegative.optional(),
  scrollDepth: z.number().min(0).max(100).optional(),
  metadata: Metadata,
});
export type ContentViewBody = z.infer<typeof ContentViewBody>;

/** POST /api/analytics/feature-usage */
export const FeatureUsageBody = z.object({
  feature: Text(200).min(1),
  success: z.boolean(),
  errorMessage: Text(2000).nullable().optional(),
  timeTaken: NonNegative.nullable().optional(),
});
export type FeatureUsageBody = z.infer<typeof FeatureUsageBody>;

/** POST /api/analytics/text-highlight (selections of 8 to 1000 characters). */
export const TextHighlightBody = z.object({
  postId: Text(200).min(1),
  selectionLength: z.number().int().min(HIGHLIGHT_MIN_CHARS).max(HIGHLIGHT_MAX_CHARS),
  /** SHA-256 of the lower-cased text, hex. */
  snippetHash: text().regex(/^[0-9a-fA-F]{64}$/),
  selectedText: text().min(HIGHLIGHT_MIN_CHARS).max(HIGHLIGHT_MAX_CHARS),
  startOffset: Count,
  endOffset: Count,
  method: z.enum(HIGHLIGHT_METHODS),
  viewportWidth: Count,
  viewportHeight: Count,
  deviceType: z.enum(DEVICE_TYPES),
});
export type TextHighlightBody = z.infer<typeof TextHighlightBody>;

/** POST /api/analytics/error: query/mutation failures and uncaught render errors. */
export const ErrorReportBody = z.object({
  type: z.enum(['query_error', 'mutation_error', 'render_error']).optional(),
  error: Text(4000).optional(),
  message: Text(4000).optional(),
  stack: Text(20_000).optional(),
  componentStack: Text(20_000).optional(),
  queryKey: errorDetail('queryKey'),
  variables: errorDetail('variables'),
  timestamp: Text(100),
  url: Text(URL_MAX_LENGTH),
  userAgent: Text(1000).optional(),
});
export type ErrorReportBody = z.infer<typeof ErrorReportBody>;

// ─── Admin reads ──────────────────────────────────────────────────────────────────────────

/** ?timeFrame={days} of user-activity, search-trends, skill-filters, job-engagement,
 *  post-interactions (1, 7, 14, 30, 90; default 7). */
export const TimeFrameQuery = z.object({
  timeFrame: z.coerce
    .number()
    .int()
    .min(1)
    .max(366)
    .default(ADMIN_DEFAULT_TIME_FRAME)
    .catch(ADMIN_DEFAULT_TIME_FRAME),
});
export type TimeFrameQuery = z.infer<typeof TimeFrameQuery>;

/**
 * A day (`2026-10-27`, the whole UTC day) or a moment (`2026-10-27T10:00:00Z`, an offset, or none:
 * UTC). The spec names startDate and endDate without a format (issue 29 finding 8).
 */
export const DateOrTimestamp = z.union([
  z.iso.date(),
  Timestamp,
  z.iso.datetime({ local: true }).refine((v) => !Number.isNaN(Date.parse(`${v}Z`))),
]);
export type DateOrTimestamp = z.infer<typeof DateOrTimestamp>;

const DAY_MS = 24 * 60 * 60 * 1000;
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
const hasZone = (v: string) => /(?:[zZ]|[+-]\d{2}(?::?\d{2})?)$/.test(v);

/** The first moment a startDate names (a day: its midnight, UTC). */
export function rangeStart(value: DateOrTimestamp): Date {
  return new Date(isDay(value) || hasZone(value) ? value : `${value}Z`);
}

/** The moment an endDate ends the range before (exclusive; a day: the next midnight, UTC). */
export function rangeEnd(value: DateOrTimestamp): Date {
  return isDay(value) ? new Date(Date.parse(value) + DAY_MS) : rangeStart(value);
}

/** ?startDate&endDate[&limit] of the text-highlighting reads. */
export const DateRangeQuery = z.object({
  startDate: DateOrTimestamp.optional(),
  endDate: DateOrTimestamp.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type DateRangeQuery = z.infer<typeof DateRangeQuery>;

/** GET /api/admin/analytics/overview */
export const AnalyticsOverview = z.object({
  totalContent: Count,
  totalPosts: Count,
  totalJobs: Count,
  totalPageViews: Count,
  totalContentViews: Count,
  postViews: Count,
  jobViews: Count,
  profileViews: Count,
});
export type AnalyticsOverview = z.infer<typeof AnalyticsOverview>;

const PopularItem = z.object({ contentId: z.string(), title: z.string().nullable(), views: Count });
/** GET /api/admin/analytics/popular-content */
export const PopularContent = z.object({
  posts: z.array(PopularItem),
  jobs: z.array(PopularItem),
  profiles: z.array(z.object({ contentId: z.string(), name: z.string(), views: Count })),
});
export type PopularContent = z.infer<typeof PopularContent>;

/** GET /api/admin/analytics/page-views */
export const PageViews = z.object({
  pages: z.array(z.object({ page: z.string(), title: z.string().nullable(), views: Count })),
});
export type PageViews = z.infer<typeof PageViews>;

/** GET /api/admin/analytics/job-details */
export const JobDetail = z.object({
  jobId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  postedDate: Timestamp,
  views: Count,
  clicks: Count,
  applications: Count,
});
export type JobDetail = z.infer<typeof JobDetail>;
export const JobDetailsReply = z.array(JobDetail);
export type JobDetailsReply = z.infer<typeof JobDetailsReply>;

/** GET /api/admin/analytics/most-viewed-profile */
export const MostViewedProfilesReply = z.array(z.object({ user: UserSummary, totalViews: Count }));
export type MostViewedProfilesReply = z.infer<typeof MostViewedProfilesReply>;

/** GET /api/admin/analytics/user-activity?timeFrame= */
export const UserActivity = z.object({
  dailyActiveUsers: z.array(z.object({ date: z.string(), users: Count })),
  /** Distinct members active on any of those days (the days' counts added up would count a
   *  member once per day). */
  activeInPeriod: Count,
  monthlyActiveUsers: z.array(z.object({ month: z.string(), users: Count })),
});
export type UserActivity = z.infer<typeof UserActivity>;

/** GET /api/admin/analytics/search-trends?timeFrame= */
export const SearchTrends = z.object({
  searchQueries: z.array(z.object({ query: z.string(), searchType: z.string(), count: Count })),
  searchTypes: z.array(z.object({ searchType: z.string(), count: Count })),
});
export type SearchTrends = z.infer<typeof SearchTrends>;

/** GET /api/admin/analytics/skill-filters?timeFrame= */
export const SkillFiltersReply = z.array(z.object({ skillFilter: z.string(), count: Count }));
export type SkillFiltersReply = z.infer<typeof SkillFiltersReply>;

/** GET /api/admin/analytics/job-engagement?timeFrame= */
export const JobEngagement = z.object({
  engagementTypes: z.array(z.object({ clickType: z.string(), count: Count })),
  topJobs: z.array(
    z.object({ jobId: z.string(), jobTitle: z.string().nullable(), totalEngagement: Count }),
  ),
});
export type JobEngagement = z.infer<typeof JobEngagement>;

/** GET /api/admin/analytics/post-interactions?timeFrame= (durations in seconds). */
export const PostInteractions = z.object({
  totalInteractions: Count,
  averageViewDuration: NonNegative,
  topPosts: z.array(
    z.object({ contentId: z.string(), totalViews: Count, avgViewDuration: NonNegative }),
  ),
});
export type PostInteractions = z.infer<typeof PostInteractions>;

/** GET /api/admin/analytics/text-highlighting/overview */
export const HighlightOverview = z.object({
  totalHighlights: Count,
  activeHighlighters: Count,
  avgSelectionLength: NonNegative,
  /** Percent: highlights per post view. */
  highlightRate: NonNegative,
});
export type HighlightOverview = z.infer<typeof HighlightOverview>;

/** GET /api/admin/analytics/text-highlighting/methods */
export const HighlightMethodsReply = z.array(
  z.object({ method: z.string(), percentage: z.number().min(0).max(100) }),
);
export type HighlightMethodsReply = z.infer<typeof HighlightMethodsReply>;

/** GET /api/admin/analytics/text-highlighting/top-posts */
export const TopHighlightedPostsReply = z.array(
  z.object({
    postId: z.string(),
    postTitle: z.string().nullable(),
    uniqueUsers: Count,
    highlights: Count,
  }),
);
export type TopHighlightedPostsReply = z.infer<typeof TopHighlightedPostsReply>;

/** GET /api/admin/analytics/text-highlighting/snippets (limit 10) and /unique (limit 15). */
const HighlightSnippet = z.object({
  contentType: z.string(),
  contentIds: z.array(z.string()),
  selectedText: z.string(),
  uniqueUsers: Count,
  count: Count,
  lastHighlighted: Timestamp,
  methods: z.array(z.string()),
});
export const HighlightSnippetsReply = z.array(HighlightSnippet);
export type HighlightSnippetsReply = z.infer<typeof HighlightSnippetsReply>;

/** GET /api/admin/analytics/collaboration?timeFrame= (beyond the spec): gigs posted in the time
 * frame, their applications, the gigs filled (≥ 1 accepted application), the median hours from
 * posting to the first acceptance (null when none was filled), and accepted applications whose
 * applicant's class year or major differs from the author's. */
export const CollaborationStats = z.object({
  gigsPosted: Count,
  applications: Count,
  gigsFilled: Count,
  medianHoursToFill: NonNegative.nullable(),
  crossYearCollaborations: Count,
  crossMajorCollaborations: Count,
});
export type CollaborationStats = z.infer<typeof CollaborationStats>;
