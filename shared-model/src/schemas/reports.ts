// Reports and the moderation queue, and the audit log (issue 28 §4; ADR 025). A member reports an
// item once (createReport); an admin decides on all the open reports of an item at once
// (resolveReports). Both are mutators; the queue and the audit log are admin reads.
import { z } from 'zod';
import {
  AUDIT_ACTION_VALUES,
  REPORT_DECISION_VALUES,
  REPORT_ITEM_KINDS,
  REPORT_REASON_VALUES,
} from '../catalogues';
import { REPORT_NOTE_MAX_LENGTH } from '../constants';
import { REPORT_TEXTS } from '../report-texts';
import { Id, optionalText, Timestamp } from './common';
import { mutation } from './mutation-def';
import { UserSummary } from './users';

const ReportItemKindSchema = z.enum(REPORT_ITEM_KINDS, {
  message: REPORT_TEXTS.kindInvalid,
});
const ReportReasonSchema = z.enum(REPORT_REASON_VALUES, {
  message: REPORT_TEXTS.reasonRequired,
});
const ReportDecisionSchema = z.enum(REPORT_DECISION_VALUES, {
  message: REPORT_TEXTS.decisionInvalid,
});

/** POST /api/reports */
const CreateReportBody = z.object({
  itemKind: ReportItemKindSchema,
  itemId: Id,
  reason: ReportReasonSchema,
  note: optionalText(REPORT_NOTE_MAX_LENGTH).optional(),
});

/** The reporter's own report (the reply of POST /api/reports). */
export const MyReport = z.object({
  id: Id,
  itemKind: ReportItemKindSchema,
  itemId: Id,
  reason: ReportReasonSchema,
  note: z.string().nullable(),
  createdAt: Timestamp,
});
export type MyReport = z.infer<typeof MyReport>;

/** POST /api/admin/reports/resolve: one decision on every open report of an item. */
const ResolveReportsBody = z.object({
  itemKind: ReportItemKindSchema,
  itemId: Id,
  decision: ReportDecisionSchema,
  /** Told to the member when warned; kept in the audit log. */
  reason: optionalText(REPORT_NOTE_MAX_LENGTH).optional(),
});

/** GET /api/admin/reports?status=open|resolved */
export const AdminReportsQuery = z.object({
  status: z.enum(['open', 'resolved']).optional(),
});

/** The reported item as the queue shows it; null fields when it is gone. */
const ReportedItem = z.object({
  kind: ReportItemKindSchema,
  id: Id,
  /** False once the item was deleted (by its author or an admin). */
  exists: z.boolean(),
  /** The member the item belongs to (the member themself for a profile). */
  member: UserSummary.nullable(),
  /** A title (job, event) or null. */
  title: z.string().nullable(),
  /** The text: a post's content, a job's or event's description, a profile's bio. */
  text: z.string().nullable(),
  createdAt: Timestamp.nullable(),
});

/** The reports of one item, grouped: open, or decided together. */
export const ReportCase = z.object({
  item: ReportedItem,
  status: z.enum(['open', 'resolved']),
  reporterCount: z.number().int().nonnegative(),
  reasons: z.array(z.object({ reason: ReportReasonSchema, count: z.number().int() })),
  notes: z.array(z.object({ reason: ReportReasonSchema, note: z.string(), createdAt: Timestamp })),
  firstReportedAt: Timestamp,
  lastReportedAt: Timestamp,
  /** Hidden from the feed for everyone but its author and admins (enough open reports). */
  hidden: z.boolean(),
  resolution: z
    .object({
      decision: ReportDecisionSchema,
      by: UserSummary.nullable(),
      at: Timestamp,
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type ReportCase = z.infer<typeof ReportCase>;

/** GET /api/admin/reports/count */
export const OpenReportsCountReply = z.object({ open: z.number().int().nonnegative() });
export type OpenReportsCountReply = z.infer<typeof OpenReportsCountReply>;

/** GET /api/admin/reports/excerpt?itemKind=&itemId= (a reported message or conversation). */
export const ReportExcerptQuery = z.object({
  itemKind: z.enum(['message', 'conversation'], { message: REPORT_TEXTS.kindInvalid }),
  itemId: Id,
});

/**
 * The messages kept with a report of a message or a conversation: the reported one and the few
 * before it, oldest first. Each read is written to the audit log (ADR 045).
 */
export const ReportExcerpt = z.object({
  messages: z.array(
    z.object({
      id: Id,
      sender: UserSummary.nullable(),
      content: z.string(),
      /** The message's attachment, as it was when reported. */
      attachmentUrl: z.string().nullable().optional(),
      createdAt: Timestamp,
      deleted: z.boolean(),
      /** The message reported (none for a conversation). */
      reported: z.boolean(),
    }),
  ),
});
export type ReportExcerpt = z.infer<typeof ReportExcerpt>;

/** GET /api/admin/audit-log?adminId=&memberId= */
export const AuditLogQuery = z.object({
  adminId: Id.optional(),
  memberId: Id.optional(),
});

export const AuditEntry = z.object({
  id: Id,
  createdAt: Timestamp,
  action: z.enum(AUDIT_ACTION_VALUES),
  admin: UserSummary.nullable(),
  member: UserSummary.nullable(),
  itemKind: z.string().nullable(),
  itemId: Id.nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** The writes of reports (see mutations.ts). */
export const ReportMutations = {
  createReport: mutation('POST', '/api/reports', CreateReportBody),
  resolveReports: mutation('POST', '/api/admin/reports/resolve', ResolveReportsBody),
};
