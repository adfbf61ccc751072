// Fixed catalogues: the one copy every screen and the server use. No zod here.
import { SCHOOL_NAME } from './constants';

// ─── Schools and programs ─────────────────────────────────────────────────────────────────
const ARTS_SCHOOL = `${SCHOOL_NAME} School of the Arts`;

export interface School {
  readonly name: string;
  readonly programs: readonly string[];
}

export const SCHOOLS: readonly School[] = [
  {
    name: ARTS_SCHOOL,
    programs: [
      'Film and Television',
      'Photography & Imaging',
      'Recorded Music',
      'Game Center',
      'Interactive Media Arts',
      'Dramatic Writing',
      'Acting',
      'Musical Theatre',
      'Design for Stage and Film',
      'Dance',
      'Art & Public Policy',
    ],
  },
  {
    name: 'Steinhardt School',
    programs: [
      'Music Technology',
      'Music Business',
      'Music Theory and Composition',
      'Screen Scoring',
      'Jazz Studies',
      'Instrumental Performance',
      'Vocal Performance',
      'Music Education',
      'Dance Education',
      'Educational Theatre',
      'Drama Therapy',
      'Studio Art',
      'Art Education',
      'Costume Studies',
      'Media, Culture, and Communication',
    ],
  },
  {
    name: 'ITP',
    programs: [
      'Interactive Telecommunications',
      'Interactive Media Arts',
      'Interactive Media Arts Low-Residency',
    ],
  },
  {
    name: 'Gallatin School',
    programs: [
      'Individualized Study',
      'Individualized Study (Graduate)',
      'Creative Writing',
      'Arts and Social Change',
      'Performance and Media',
    ],
  },
  {
    name: 'Clive Davis Institute of Recorded Music',
    programs: [
      'Recorded Music',
      'Music Production',
      'Songwriting',
      'Music Business and Entrepreneurship',
      'Audio Engineering',
    ],
  },
];

export const SCHOOL_NAMES: readonly string[] = SCHOOLS.map((s) => s.name);

/** The programs (majors) of a school; empty for an unknown school. */
export function programsOfSchool(school: string | null | undefined): readonly string[] {
  return SCHOOLS.find((s) => s.name === school)?.programs ?? [];
}

/** Every major of every school, deduplicated, in catalogue order. */
export const ALL_MAJORS: readonly string[] = [...new Set(SCHOOLS.flatMap((s) => s.programs))];

// ─── Sign-up programs (exactly 12) ────────────────────────────────────────────────────────
export const SIGNUP_PROGRAMS = [
  'Collaborative Arts',
  'Photography and Imaging',
  'Dance',
  'Game Design',
  'Interactive Media Arts',
  'Drama',
  'Dramatic Writing',
  'Cinema Studies',
  'Film and Television',
  'Recorded Music',
  'Producing',
  'Other',
] as const;
type SignupProgram = (typeof SIGNUP_PROGRAMS)[number];

/** Where a sign-up program sits in the schools' catalogue (issue 30, onboarding). */
export interface ProgramPlacement {
  readonly school: string;
  /** A program (major) of that school, or null where the catalogue has no such major. */
  readonly major: string | null;
}

/**
 * The school and major a sign-up program maps to: every program but "Other" is one of the arts
 * school's; the major only where its catalogue lists the same program (under its own name).
 */
const PROGRAM_PLACEMENTS: Readonly<Record<SignupProgram, ProgramPlacement | null>> = {
  'Collaborative Arts': { school: ARTS_SCHOOL, major: null },
  'Photography and Imaging': { school: ARTS_SCHOOL, major: 'Photography & Imaging' },
  Dance: { school: ARTS_SCHOOL, major: 'Dance' },
  'Game Design': { school: ARTS_SCHOOL, major: 'Game Center' },
  'Interactive Media Arts': { school: ARTS_SCHOOL, major: 'Interactive Media Arts' },
  Drama: { school: ARTS_SCHOOL, major: null },
  'Dramatic Writing': { school: ARTS_SCHOOL, major: 'Dramatic Writing' },
  'Cinema Studies': { school: ARTS_SCHOOL, major: null },
  'Film and Television': { school: ARTS_SCHOOL, major: 'Film and Television' },
  'Recorded Music': { school: ARTS_SCHOOL, major: 'Recorded Music' },
  Producing: { school: ARTS_SCHOOL, major: null },
  Other: null,
};

/** The school and major a member's sign-up program gives their profile; null for "Other". */
export function placementOfProgram(program: string | null | undefined): ProgramPlacement | null {
  if (!program || !Object.hasOwn(PROGRAM_PLACEMENTS, program)) return null;
  return PROGRAM_PLACEMENTS[program as SignupProgram];
}

// ─── Skills (the shared skill catalogue, used by profiles, discover and jobs) ─────────────
export const SKILLS: readonly string[] = [
  // Film and video
  'Cinematography',
  'Directing',
  'Editing',
  'Screenwriting',
  'Producing',
  'Camera Operation',
  'Gaffing',
  'Lighting',
  'Grip',
  'Color Grading',
  'VFX',
  'Motion Graphics',
  'Animation',
  '3D Modeling',
  'Documentary',
  'Production Design',
  'Art Direction',
  'Costume Design',
  'Makeup & Hair',
  'Script Supervision',
  'Casting',
  'Storyboarding',
  // Sound and music
  'Sound Design',
  'Sound Recording',
  'Mixing',
  'Mastering',
  'Music Production',
  'Music Composition',
  'Film Scoring',
  'Songwriting',
  'Audio Engineering',
  'Foley',
  'Vocals',
  'DJing',
  // Performance
  'Acting',
  'Voice Acting',
  'Improv',
  'Musical Theatre',
  'Singing',
  'Dance',
  'Choreography',
  'Ballet',
  'Contemporary',
  'Hip Hop',
  'Movement Direction',
  'Stage Management',
  // Writing
  'Playwriting',
  'Dramatic Writing',
  'Creative Writing',
  // Design and interactive
  'Photography',
  'Graphic Design',
  'Illustration',
  'UI/UX Design',
  'Web Development',
  'Creative Coding',
  'Game Design',
  'Game Development',
  'Virtual Reality',
  'Physical Computing',
  'Projection Mapping',
  'Set Design',
  // Business
  'Marketing',
  'Social Media',
  'Event Planning',
  'Arts Administration',
];

// ─── Project tags (about 21) ──────────────────────────────────────────────────────────────
export const PROJECT_TAGS: readonly string[] = [
  'Cinematography',
  'Directing',
  'Editing',
  'Sound Design',
  'Color Grading',
  'VFX',
  'Documentary',
  'Short Film',
  'Thesis Film',
  'Feature Film',
  'Music Video',
  'Commercial',
  'Animation',
  'Screenwriting',
  'Producing',
  'Music',
  'Theatre',
  'Dance',
  'Photography',
  'Game',
  'Installation',
];

// ─── Post tags (exactly 24) ───────────────────────────────────────────────────────────────
export const POST_TAGS = [
  'Cinematography',
  'Editing',
  'Sound Design',
  'Lighting',
  'Production Design',
  'Directing',
  'Writing',
  'Acting',
  'Photography',
  'Animation',
  'VFX',
  'Motion Graphics',
  'UI/UX Design',
  'Game Design',
  'Music Production',
  'Dance',
  'Choreography',
  'Ballet',
  'Contemporary',
  'Jazz Dance',
  'Hip Hop',
  'Modern Dance',
  'Musical Theatre',
  'Movement Direction',
] as const;

// ─── Portfolio tags: two predefined lists, merged without duplicates ──────────────────────
const PORTFOLIO_DISCIPLINE_TAGS: readonly string[] = [
  'Cinematography',
  'Directing',
  'Editing',
  'Sound Design',
  'Music Production',
  'Acting',
  'Dance',
  'Choreography',
  'Photography',
  'Animation',
  'VFX',
  'Screenwriting',
  'Production Design',
  'Game Design',
  'Illustration',
  'Graphic Design',
];

const PORTFOLIO_FORMAT_TAGS: readonly string[] = [
  'Short Film',
  'Feature Film',
  'Documentary',
  'Music Video',
  'Commercial',
  'Thesis Film',
  'Web Series',
  'Reel',
  'Album',
  'Single',
  'Live Performance',
  'Theatre',
  'Installation',
  'Interactive',
  'Game',
  'Photography',
  'Animation',
];

/** Merge tag lists keeping the first spelling of each tag (case-insensitive). */
export function mergeTagLists(...lists: readonly (readonly string[])[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const list of lists) {
    for (const tag of list) {
      const key = tag.trim().toLowerCase();
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      out.push(tag.trim());
    }
  }
  return out;
}

export const PORTFOLIO_TAGS: readonly string[] = mergeTagLists(
  PORTFOLIO_DISCIPLINE_TAGS,
  PORTFOLIO_FORMAT_TAGS,
);

/** Case-insensitive type-to-filter that hides already chosen items. */
export function filterOptions(
  options: readonly string[],
  typed: string,
  chosen: readonly string[] = [],
): string[] {
  const needle = typed.trim().toLowerCase();
  const taken = new Set(chosen.map((c) => c.toLowerCase()));
  return options.filter(
    (o) => !taken.has(o.toLowerCase()) && (needle === '' || o.toLowerCase().includes(needle)),
  );
}

// ─── Years ────────────────────────────────────────────────────────────────────────────────
export const SIGNUP_GRADUATION_YEAR_MIN = 2025;
export const SIGNUP_GRADUATION_YEAR_MAX = 2032;
export const SIGNUP_GRADUATION_YEARS: readonly number[] = range(
  SIGNUP_GRADUATION_YEAR_MIN,
  SIGNUP_GRADUATION_YEAR_MAX,
);
/** Admin graduation years: 2025 to 2032 (same as sign-up). */
export const ADMIN_GRADUATION_YEARS = SIGNUP_GRADUATION_YEARS;

/** Discover and profile lists: 10 years ending 4 years after the current year, ascending. */
export function discoverGraduationYears(now: Date = new Date()): number[] {
  const last = now.getFullYear() + 4;
  return range(last - 9, last);
}

export const COURSE_SEMESTERS_ADD = [
  'Fall 2024',
  'Spring 2025',
  'Fall 2025',
  'Spring 2026',
] as const;
export const COURSE_SEMESTERS_EDIT = ['Fall', 'Spring', 'Summer', 'Winter'] as const;
export const COURSE_SEMESTERS_ADMIN = COURSE_SEMESTERS_EDIT;
export const COURSE_YEARS_ADD: readonly number[] = range(2024, 2027);
export const COURSE_YEARS_EDIT: readonly number[] = range(2021, 2025);
export const COURSE_YEARS_ADMIN: readonly number[] = [2025, 2024, 2023, 2022, 2021];
export { DEFAULT_COURSE_SEMESTER, DEFAULT_COURSE_YEAR } from './constants';

// ─── Enumerations ─────────────────────────────────────────────────────────────────────────
export const POST_TYPES = ['post', 'showcase', 'update'] as const;
export type PostType = (typeof POST_TYPES)[number];

export const PAYMENT_TYPES = ['paid', 'unpaid', 'credit'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const DEFAULT_PAYMENT_TYPE: PaymentType = 'unpaid';
/** Paid filter of /jobs: All Jobs, Paid Only (paid), Unpaid/Credit (unpaid or credit). */
export const JOB_PAID_FILTERS = ['all', 'paid', 'unpaid-credit'] as const;
export type JobPaidFilter = (typeof JOB_PAID_FILTERS)[number];
/** targetSchool value meaning every school (sent as absent). */
export const TARGET_SCHOOL_ALL = 'all';

export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const CONNECTION_STATUSES = ['pending', 'accepted', 'blocked'] as const;
export const CONNECTION_ROLES = ['requester', 'recipient'] as const;

export const NOTIFICATION_TYPES = [
  'job_application',
  'job_match',
  'connection_request',
  'message',
  'skill_endorsement',
  'profile_view',
  'classmate_joined',
  'job_milestone',
  'like',
  'comment',
  'mention',
  // Moderation (issue 28 §4; ADR 025): a reporter told of the decision, a member warned by an admin.
  'report_resolved',
  'moderation_warning',
  // Event RSVPs (#34): the organiser told who is going (grouped), members going reminded.
  'event_rsvp',
  'event_reminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A member's answer to an event (#34). */
export const RSVP_STATUSES = ['going', 'interested'] as const;

/** Kinds of uploaded file, inferred from the MIME type. */
export const UPLOAD_MEDIA_KINDS = ['image', 'video', 'audio', 'document'] as const;
export type UploadMediaKind = (typeof UPLOAD_MEDIA_KINDS)[number];

/** Portfolio media types ("other" appears on one screen of the earlier version). */
export const MEDIA_TYPES = [
  'image',
  'video',
  'audio',
  'document',
  'youtube',
  'vimeo',
  'other',
] as const;

/**
 * Who may see a field of a member's profile (privacy per field, ADR 024): every member, the
 * member's accepted connections, or only the member (admins always see everything).
 */
export const FIELD_AUDIENCES = ['members', 'connections', 'private'] as const;
export type FieldAudience = (typeof FIELD_AUDIENCES)[number];
/** The fields a member chooses an audience for, and their defaults. */
const PRIVATE_FIELDS = ['email', 'phone', 'courses'] as const;
export type PrivateField = (typeof PRIVATE_FIELDS)[number];
export const FIELD_AUDIENCE_DEFAULTS: Readonly<Record<PrivateField, FieldAudience>> = {
  email: 'members',
  phone: 'connections',
  courses: 'members',
};

export const AUTH_PROVIDERS = ['password', 'google'] as const;

export const ANALYTICS_ACTIONS = ['page_view', 'click', 'search', 'filter', 'job_click'] as const;
/** Methods the client records; the admin view also reports "keyboard". */
export const HIGHLIGHT_METHODS = ['mouse', 'touch', 'keyboard'] as const;
export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;

export const VIDEO_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

// ─── Accepted uploads ─────────────────────────────────────────────────────────────────────
export const ACCEPTED_MIME_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  video: ['video/mp4', 'video/quicktime', 'video/webm'],
  audio: [
    'audio/mpeg',
    'audio/mp3',
    'audio/wav',
    'audio/x-wav',
    'audio/wave',
    'audio/mp4',
    'audio/x-m4a',
    'audio/m4a',
    'audio/aac',
    'audio/x-aac',
  ],
  document: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
} as const satisfies Record<UploadMediaKind, readonly string[]>;

export const ACCEPTED_EXTENSIONS = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  video: ['mp4', 'mov', 'webm'],
  audio: ['mp3', 'wav', 'm4a', 'aac'],
  document: ['pdf', 'doc', 'docx'],
} as const satisfies Record<UploadMediaKind, readonly string[]>;

/** Every accepted MIME type for POST /api/upload. */
export const ALL_ACCEPTED_MIME_TYPES: readonly string[] = Object.values(ACCEPTED_MIME_TYPES).flat();
/** Profile photos: images only. */
export const PROFILE_PHOTO_MIME_TYPES: readonly string[] = ACCEPTED_MIME_TYPES.image;
/** Value for an <input type="file" accept> attribute. */
export const UPLOAD_ACCEPT_ATTRIBUTE = [
  ...ALL_ACCEPTED_MIME_TYPES,
  ...Object.values(ACCEPTED_EXTENSIONS)
    .flat()
    .map((e) => `.${e}`),
].join(',');

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let y = from; y <= to; y++) out.push(y);
  return out;
}

// Reports and moderation (issue 28 §4; ADR 025).
/**
 * What a member can report. A new kind (a comment, a message) is one line here and one line in
 * the server's item registry (sync-server/src/features/reports/report-items.ts).
 */
export const REPORT_ITEM_KINDS = [
  'post',
  'job',
  'event',
  'member',
  'comment',
  'message',
  'conversation',
] as const;
export type ReportItemKind = (typeof REPORT_ITEM_KINDS)[number];

/** Why: the value stored, and the words the dialog and the queue show. */
export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'hate', label: 'Hate' },
  { value: 'impersonation', label: 'Impersonation' },
  { value: 'scam', label: 'Scam or fraudulent job' },
  { value: 'sexual_or_violent', label: 'Sexual or violent content' },
  { value: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];
export const REPORT_REASON_VALUES = REPORT_REASONS.map((r) => r.value) as [
  ReportReason,
  ...ReportReason[],
];
export function reportReasonLabel(reason: string): string {
  return REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;
}

/** An admin's decision on the reports of an item. */
export const REPORT_DECISIONS = [
  { value: 'dismiss', label: 'Dismissed' },
  { value: 'remove', label: 'Content removed' },
  { value: 'warn', label: 'Member warned' },
  { value: 'suspend', label: 'Member suspended' },
] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number]['value'];
export const REPORT_DECISION_VALUES = REPORT_DECISIONS.map((d) => d.value) as [
  ReportDecision,
  ...ReportDecision[],
];

/** What an audit entry records (every admin action; ADR 025), with the words the log shows. */
export const AUDIT_ACTIONS = {
  'post.update': 'Edited a post',
  'post.delete': 'Deleted a post',
  'comment.delete': 'Deleted a comment',
  'job.update': 'Edited a job',
  'job.delete': 'Deleted a job',
  'event.update': 'Edited an event',
  'event.delete': 'Deleted an event',
  'member.update': "Edited a member's profile",
  'member.suspend': 'Suspended a member',
  'member.unsuspend': 'Unsuspended a member',
  'course.create': "Added a member's course",
  'course.update': "Edited a member's course",
  'course.delete': "Removed a member's course",
  'photos.migrate': 'Ran the profile photo migration',
  'report.dismiss': 'Dismissed reports',
  'report.remove': 'Removed reported content',
  'report.warn': 'Warned a member',
  'report.suspend': 'Suspended a reported member',
  'report.read_excerpt': 'Read the excerpt of a reported conversation',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_VALUES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];
