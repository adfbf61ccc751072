// Reports and the audit log (issue 28 §4; ADR 025; migration 0018).
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { users } from './users';

/** One message of a report's excerpt (a reported message or conversation). */
export interface ReportExcerptRow {
  id: string;
  senderId: string;
  content: string;
  /** The attachment's address when it had one (absent in excerpts kept before attachments). */
  attachmentUrl?: string | null;
  createdAt: string;
  deleted: boolean;
}

/**
 * One member's report of one item (a post, job, event or member: `item_kind`, `item_id`). Open
 * until an admin decides on the item's open reports; then `resolution`, `resolved_by` and
 * `resolved_at` say how. A member reports an item once (unique).
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    itemKind: text('item_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member the item belongs to when it was reported (its author, or the member). */
    memberId: uuid('member_id'),
    reason: text('reason').notNull(),
    note: text('note'),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolution: text('resolution'),
    resolvedBy: uuid('resolved_by'),
    resolvedAt: timestamptz('resolved_at'),
    resolutionReason: text('resolution_reason'),
    /**
     * A reported message or conversation: the reported message and the few before it as the
     * reporter saw them, kept at the report (admins read nothing else of a private conversation;
     * each read is audited; ADR 045).
     */
    excerpt: jsonb('excerpt').$type<ReportExcerptRow[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reports_item_reporter_uq').on(t.itemKind, t.itemId, t.reporterId),
    index('reports_open_item_idx').on(t.itemKind, t.itemId).where(sql`${t.status} = 'open'`),
    index('reports_reporter_idx').on(t.reporterId, t.itemKind),
    index('reports_resolved_idx').on(t.resolvedAt),
    check('reports_status_ck', sql`${t.status} in ('open', 'resolved')`),
  ],
);
export type ReportRow = typeof reports.$inferSelect;

/**
 * Every admin action, written in the action's own transaction. Append-only: no route changes it
 * and a trigger refuses UPDATE, DELETE and TRUNCATE. Ids without foreign keys, so that removing
 * an account never rewrites history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    adminId: uuid('admin_id').notNull(),
    action: text('action').notNull(),
    memberId: uuid('member_id'),
    itemKind: text('item_kind'),
    itemId: uuid('item_id'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_admin_idx').on(t.adminId, t.createdAt),
    index('audit_log_member_idx').on(t.memberId, t.createdAt),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
