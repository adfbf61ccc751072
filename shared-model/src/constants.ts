// Limits and constants of the contract. No zod here: the PWA shell imports this module and
// must not pull zod into its bundle (stack guide §10.6).

// ─── Institution defaults (overridable by server configuration) ───────────────────────────
export const PRODUCT_NAME = 'Greenroom';
export const UNIVERSITY_NAME = 'NYU';
export const SCHOOL_NAME = 'Tisch';
export const DEFAULT_MEMBER_EMAIL_DOMAINS: readonly string[] = ['nyu.edu'];
export const DEFAULT_PRIMARY_ADMIN_EMAIL = 'admin@nyu.edu';
/** "Loading Greenroom..." */
export const APP_LOADING_TEXT = `Loading ${PRODUCT_NAME}...`;
export const DEFAULT_LOADING_TEXT = 'Loading...';

// ─── Input limits every call shares ─────────────────────────────────────────────────────────
/** JSON bodies (and each pushed mutation's body) nest at most this deep. */
export const JSON_MAX_DEPTH = 64;
/** The instants PostgreSQL and JavaScript both hold: years 1 to 9999 (UTC). */
export const TIMESTAMP_MIN_MS = Date.parse('0001-01-01T00:00:00.000Z');
export const TIMESTAMP_MAX_MS = Date.parse('9999-12-31T23:59:59.999Z');

// ─── Accounts and sessions ────────────────────────────────────────────────────────────────
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const SESSION_COOKIE_NAME = 'greenroom_session';
const SESSION_MAX_AGE_DAYS = 30;
export const SESSION_MAX_AGE_MS = SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_SECONDS = SESSION_MAX_AGE_DAYS * 24 * 60 * 60;
/** An account whose e-mail is still not verified after this many days is removed (#28 §1). */
export const UNVERIFIED_ACCOUNT_DAYS = 7;
/** Failed sign-ins per (e-mail, IP): the limit a member typing from their own device meets. */
export const LOGIN_THROTTLE_MAX_FAILURES = 10;
export const LOGIN_THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Per e-mail from any address: a looser ceiling (ASVS: at most 100 failures an hour). */
export const LOGIN_THROTTLE_EMAIL_MAX_FAILURES = 100;
export const LOGIN_THROTTLE_EMAIL_WINDOW_MS = 60 * 60 * 1000;
/** Per IP (IPv6 per /64) across e-mails: one address guessing at many accounts. */
export const LOGIN_THROTTLE_IP_MAX_FAILURES = 30;
export const LOGIN_THROTTLE_IP_WINDOW_MS = 15 * 60 * 1000;

// ─── Text field limits (ours; the spec leaves them open) ──────────────────────────────────
export const BIO_MAX_LENGTH = 2000;
export const PHONE_MAX_LENGTH = 40;
export const URL_MAX_LENGTH = 2048;
export const SHORT_TEXT_MAX_LENGTH = 200;
export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 10_000;
export const POST_CONTENT_MAX_LENGTH = 10_000;
export const COMMENT_MAX_LENGTH = 2000;
export const MESSAGE_MAX_LENGTH = 4000;
/** A message attachment's file name as shown (the name the member's file had). */
export const ATTACHMENT_NAME_MAX_LENGTH = 255;
/** A group conversation holds at most this many members, its starter included (ADR 045). */
export const CONVERSATION_MAX_MEMBERS = 8;
export const CONVERSATION_NAME_MAX_LENGTH = 80;
/** The replica holds the newest this-many messages of each conversation; older ones are read. */
export const MESSAGES_WINDOW_PER_CONVERSATION = 200;
/** A page of older messages (GET /api/conversations/{id}/messages). */
export const MESSAGES_PAGE_SIZE = 50;
/** A message notification and its push show this much of the message. */
export const MESSAGE_PREVIEW_LENGTH = 100;
/** A report of a message or conversation keeps the reported message and this many before it. */
export const REPORT_EXCERPT_BEFORE = 5;
/** "Ana is typing…": a member's device sends at most one typing frame this often... */
export const TYPING_SEND_INTERVAL_MS = 3000;
/** ...the server relays at most one per member and conversation this often... */
export const TYPING_RELAY_INTERVAL_MS = 2500;
/** ...and the line goes away this long after the last one. */
export const TYPING_EXPIRES_MS = 5000;
export const APPLICATION_MESSAGE_MAX_LENGTH = 5000;
export const SKILL_MAX_LENGTH = 60;
export const SKILLS_MAX_COUNT = 100;
/** GET /api/jobs/search answers at most this many jobs (newest first); 100 by default. */
export const JOB_SEARCH_MAX_LIMIT = 200;
export const JOB_SEARCH_DEFAULT_LIMIT = 100;
/** A snapshot holds the newest this-many jobs (plus the member's own, saved and applied ones). */
export const JOBS_WINDOW_ITEMS = 1000;
export const TAG_MAX_LENGTH = 60;
export const TAGS_MAX_COUNT = 50;
export const COURSE_FIELD_MAX_LENGTH = 200;
export const SEARCH_QUERY_MAX_LENGTH = 200;

// ─── Data access (spec part 1 §9, part 2 §9) ──────────────────────────────────────────────
/** Paged lists (GET /api/posts ...): `?limit=` default and cap. */
export const LIST_PAGE_DEFAULT = 50;
export const LIST_PAGE_MAX = 100;
/** GET /api/posts/{id}/likes lists at most this many members (the count says the rest). */
export const POST_LIKERS_MAX = 200;
/** GET /api/events/{id}/rsvps lists at most this many members per answer (the counts say all). */
export const EVENT_RSVPS_MAX = 500;
/** Members going to an event are reminded this long before it starts. */
export const EVENT_REMINDER_BEFORE_MS = 60 * 60 * 1000;
/** A post card shows this many of the newest comments; the post page shows all. */
export const COMMENTS_ON_CARD = 3;
/** The @ list offers at most this many members. */
export const MENTION_SUGGESTIONS_MAX = 6;
/** A screen's GET (spec read policy): retried up to 3 times, the delay doubling from 1 s. */
export const QUERY_MAX_RETRIES = 3;
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;
/** Answers a read is never retried on: the server said no. */
export const QUERY_FINAL_STATUSES: readonly number[] = [401, 403, 404];
/** GET /api/courses/{userId}/classmates: kept 2 minutes, retried twice (spec part 1 §7). */
export const CLASSMATES_CACHE_MS = 2 * 60 * 1000;
export const CLASSMATES_RETRIES = 2;

// ─── Toasts ───────────────────────────────────────────────────────────────────────────────
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_JOB_DURATION_MS = 5000;
export const TOAST_EVENT_DURATION_MS = 5000;
export const TOAST_EVENT_CREATED_DURATION_MS = 5000;
export const TOAST_POST_DURATION_MS = 10_000;
export const PROFILE_VIEW_TOAST_MS = 4000;

// ─── UI ───────────────────────────────────────────────────────────────────────────────────
export const SIDE_CARD_MAX_SKILLS = 6;
export const DISCOVER_CARD_MAX_SKILLS = 4;
export const PROFILE_RECENT_ACTIVITY_ITEMS = 10;
export const PROFILE_ACTIVITY_DESCRIPTION_CHARS = 100;
export const FEED_SKELETON_CARDS = 3;
/** GET /api/feed: items per page by default, and at most. */
export const FEED_PAGE_DEFAULT = 30;
export const FEED_PAGE_MAX = 50;

// ─── Profile and media ────────────────────────────────────────────────────────────────────
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PHOTO_SIZE_PX = 400;
export const PROFILE_PHOTO_JPEG_QUALITY = 0.9;
export const PROFILE_PHOTO_INITIAL_CROP_PERCENT = 90;
export const PROFILE_PHOTO_ASPECT = 1;
export const PROFILE_PHOTO_FIELD = 'profilePhoto';
export const UPLOAD_FIELD = 'file';
export const UPLOAD_MAX_BYTES = 500 * 1024 * 1024;
export const UPLOAD_MAX_MB = 500;
/** Resumable uploads a member may have unfinished at once (issue 29). */
export const TUS_MAX_UNFINISHED = 3;
export const PORTFOLIO_CARD_MAX_TAGS = 3;
export const PORTFOLIO_LOADING_PLACEHOLDERS = 6;
export const PORTFOLIO_DRAG_ACTIVATION_PX = 8;
export const FAKE_PROGRESS_CAP_PERCENT = 85;
export const UPLOAD_PROGRESS_AFTER_UPLOAD = 90;
export const UPLOAD_PROGRESS_AFTER_CREATE = 95;
export const UPLOAD_PROGRESS_DONE = 100;
export const PORTFOLIO_DIALOG_CLOSE_DELAY_MS = 1000;
export const DEFAULT_COURSE_SEMESTER = 'Fall 2025';
export const DEFAULT_COURSE_YEAR = '2025';

// ─── Discover and search ──────────────────────────────────────────────────────────────────
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_ANALYTICS_MIN_CHARS = 2; // fire when input length exceeds this
/** Typed characters accepted by the skill filters: letters, digits, space, + - & / */
export const SKILL_FILTER_ALLOWED_CHARS = /^[A-Za-z0-9 +\-&/]*$/;

// ─── Notifications and live updates ───────────────────────────────────────────────────────
export const NOTIFICATION_COUNT_POLL_MS = 30_000;
export const NOTIFICATION_BADGE_CAP = 9;
export const NOTIFICATION_BADGE_OVERFLOW = '9+';

// ─── Home sidebar ─────────────────────────────────────────────────────────────────────────
export const RECOMMENDED_CONNECTIONS_POLL_MS = 300_000;
export const PROFILE_VIEW_STATS_POLL_MS = 30_000;
export const TRENDING_SKILLS_COUNT = 4;
export const RECOMMENDED_CONNECTIONS_SHOWN = 4;
export const RECENT_VIEWERS_COLLAPSED = 3;
export const RECENT_VIEWERS_FETCH_LIMIT = 50;
export const RECENT_ACTIVITY_ITEMS = 4;
export const RECENT_ACTIVITY_POST_SNIPPET_CHARS = 30;
export const PROFILE_VIEW_DEDUP_WINDOW_MS = 60 * 60 * 1000;

// ─── Video player ─────────────────────────────────────────────────────────────────────────
export const VIDEO_CONTROLS_HIDE_MS = 3000;

// ─── Client analytics ─────────────────────────────────────────────────────────────────────
export const HIGHLIGHT_MIN_CHARS = 8;
export const HIGHLIGHT_MAX_CHARS = 1000;
export const HIGHLIGHT_SAME_POST_THROTTLE_MS = 5000;
export const HIGHLIGHT_SAME_SNIPPET_THROTTLE_MS = 2000;
export const CLICK_THROTTLE_MS = 2000;
export const CLICK_BATCH_FLUSH_MS = 5000;
export const ANALYTICS_BATCH_MAX_EVENTS = 100;
/** Usage events a member may send a minute (ingestion answers 429 beyond). */
export const ANALYTICS_EVENTS_PER_MINUTE = 240;
/** Bounds of one event's `metadata` (and of an error report's queryKey and variables): entries
 * (object keys and array items at every level), levels of nesting, bytes of its JSON. */
export const ANALYTICS_METADATA_MAX_ENTRIES = 30;
export const ANALYTICS_METADATA_MAX_DEPTH = 3;
export const ANALYTICS_METADATA_MAX_BYTES = 2048;
export const ERROR_REPORT_DETAIL_MAX_BYTES = 8192;
/** A whole analytics request (a batch of 100 events fits well below it); 413 beyond. */
export const ANALYTICS_BODY_MAX_BYTES = 512 * 1024;
/** Longest web push endpoint accepted (real ones are a few hundred characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;
/** Push subscriptions (devices) one member keeps; a new one beyond drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;
/** Events kept on a device while they cannot be sent (the oldest go first beyond it). */
export const ANALYTICS_QUEUE_MAX_EVENTS = 500;
/** Error reports a page sends a minute at most (a failing screen must not flood the server). */
export const ERROR_REPORTS_PER_MINUTE = 10;

// ─── Admin ────────────────────────────────────────────────────────────────────────────────
export const ADMIN_ONLINE_USERS_POLL_MS = 10_000;
export const ADMIN_ONLINE_COUNT_POLL_MS = 5000;
export const ADMIN_USERS_TODAY_REFRESH_MS = 24 * 60 * 60 * 1000;
export const ADMIN_TIME_FRAMES = [1, 7, 14, 30, 90] as const;
export const ADMIN_DEFAULT_TIME_FRAME = 7;
/** Daily Active Users select: Last 7, 14, 30, 90 days. */
export const ADMIN_DAU_TIME_FRAMES = [7, 14, 30, 90] as const;
/** Student behaviour select: Last 24 Hours, 7, 30, 90 Days. */
export const ADMIN_BEHAVIOR_TIME_FRAMES = [1, 7, 30, 90] as const;
export const ADMIN_HIGHLIGHT_SNIPPETS_LIMIT = 10;
export const ADMIN_UNIQUE_HIGHLIGHTS_LIMIT = 15;
export const ADMIN_TOP_PAGES = 8;
export const ADMIN_POPULAR_ITEMS = 5;
export const ADMIN_TOP_SEARCH_QUERIES = 8;
export const ADMIN_TOP_SKILLS = 10;
export const ADMIN_MONTHS_SHOWN = 6;
export const ADMIN_MONTHS_FETCHED = 12;
export const ADMIN_CONTENT_BREAKDOWN_ITEMS = 8;
export const ADMIN_TOP_HIGHLIGHTED_POSTS = 5;
export const ADMIN_TOP_ENGAGED_JOBS = 5;
export const ADMIN_TOP_INTERACTION_POSTS = 5;
export const CLICK_RATE_GOOD_THRESHOLD_PERCENT = 5;

// ─── Sync protocol (ARCHITECTURE.md) ──────────────────────────────────────────────────────
export const PROTOCOL_VERSION = 1;
/**
 * A push or pull whose protocolVersion this server does not speak is answered with this status
 * and `{ message, code }`: the app must update (retrying cannot help).
 */
export const PROTOCOL_UNSUPPORTED_STATUS = 426;
export const PROTOCOL_UNSUPPORTED_CODE = 'protocol_version_unsupported';
export const PUSH_BATCH_MAX = 100;
/** The longest path a pushed mutation may have (its params percent-encoded): a longer one is refused before it is queued. */
export const MUTATION_PATH_MAX = 2048;
export const PULL_PAGE_SIZE = 1000;
/** Days the server keeps change_log rows, stored push results and Idempotency-Key replies. */
export const CHANGE_LOG_RETENTION_DAYS = 30;
export const FEED_WINDOW_ITEMS = 500;
export const FEED_WINDOW_DAYS = 60;
export const SYNC_BACKOFF_BASE_MS = 1000;
export const SYNC_BACKOFF_MAX_MS = 30_000;

export const OUTBOX_LOCK_NAME = 'greenroom-outbox';
export const DEVICE_DB_NAME = 'greenroom-device';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

// ─── Live channel /ws ─────────────────────────────────────────────────────────────────────
export const WS_PATH = '/ws';
export const WS_MAX_MESSAGE_BYTES = 16 * 1024;
export const WS_HEARTBEAT_MS = 30_000;
/** The live socket's close code when the server ended the session (sign-out, suspension). */
export const WS_CLOSE_SESSION_ENDED = 4001;
/**
 * The live socket's close code when its server process stops (RFC 6455 "Service Restart"): the
 * client reconnects at once — through the balancer, to another process — after a random wait
 * below WS_RESTART_JITTER_MS, so a process's sockets do not all arrive in the same instant.
 */
export const WS_CLOSE_SERVICE_RESTART = 1012;
export const WS_RESTART_JITTER_MS = 500;

/** Open reports from this many members hide an item for everyone but its author and admins. */
export const REPORT_HIDE_THRESHOLD = 3;
/** A reporter's note, and an admin's reason for a decision. */
export const REPORT_NOTE_MAX_LENGTH = 1000;
/** Entries of the audit log per page. */
export const AUDIT_LOG_PAGE_SIZE = 200;
