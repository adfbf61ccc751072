// The moderation queue and the audit log (issue 28 §4; ADR 025): admin reads, 401 signed out,
// 403 for everyone else. GET /api/admin/reports?status=open|resolved (reports grouped by item,
// with the item), GET /api/admin/reports/count (open items, for the tab's badge),
// GET /api/admin/audit-log?adminId=&memberId=.
import type { ReportItemKind } from '@greenroom/shared-model/catalogues';
import { AUDIT_LOG_PAGE_SIZE, REPORT_HIDE_THRESHOLD } from '@greenroom/shared-model/constants';
import { REPORT_TEXTS } from '@greenroom/shared-model/report-texts';
import {
  AdminReportsQuery,
  type AuditEntry,
  AuditLogQuery,
  type ReportCase,
  type ReportExcerpt,
  ReportExcerptQuery,
} from '@greenroom/shared-model/schemas/reports';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDb } from '../../db/client';
import { auditLog, type ReportRow, reports } from '../../db/schema/moderation';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import { validateQuery } from '../../http/validate';
import type { AppServices } from '../../services';
import { requireAdmin } from '../auth/session';
import { findUsersByIds } from '../users/users.repo';
import { toUserSummary } from '../users/users.serialize';
import { recordAudit } from './audit';
import { type ItemFacts, REPORT_ITEMS } from './report-items';

/** Resolved cases listed (newest decisions first). */
const RESOLVED_LIMIT = 100;

async function usersById(db: AppDb, ids: Iterable<string | null>) {
  const wanted = new Set([...ids].filter((id): id is string => !!id));
  return new Map((await findUsersByIds(db, wanted)).map((u) => [u.id, u]));
}

async function itemsOf(db: AppDb, rows: readonly ReportRow[]) {
  const byKind = new Map<ReportItemKind, Set<string>>();
  for (const r of rows) {
    const kind = r.itemKind as ReportItemKind;
    if (!REPORT_ITEMS[kind]) continue;
    byKind.set(kind, (byKind.get(kind) ?? new Set()).add(r.itemId));
  }
  const items = new Map<string, ItemFacts>();
  for (const [kind, ids] of byKind) {
    for (const item of await REPORT_ITEMS[kind].describe(db, [...ids])) {
      items.set(`${kind}:${item.id}`, item);
    }
  }
  return items;
}

/** Reports grouped into cases: the open reports of an item, or those decided together. */
function caseKey(r: ReportRow): string {
  return r.status === 'open'
    ? `open:${r.itemKind}:${r.itemId}`
    : `done:${r.itemKind}:${r.itemId}:${r.resolvedAt?.toISOString()}:${r.resolvedBy}`;
}

async function toCases(db: AppDb, rows: readonly ReportRow[], env: AppEnv): Promise<ReportCase[]> {
  const items = await itemsOf(db, rows);
  const people = await usersById(db, [
    ...rows.map((r) => r.memberId),
    ...rows.map((r) => r.resolvedBy),
  ]);
  const summary = (u: UserRow | undefined) => (u ? toUserSummary(u, env, 'admin') : null);
  const groups = new Map<string, ReportRow[]>();
  for (const r of rows) groups.set(caseKey(r), [...(groups.get(caseKey(r)) ?? []), r]);
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const kind = first.itemKind as ReportItemKind;
    const item = items.get(`${kind}:${first.itemId}`);
    const reasons = new Map<string, number>();
    for (const r of group) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
    const times = group.map((r) => r.createdAt.getTime());
    const open = first.status === 'open';
    return {
      item: {
        kind,
        id: first.itemId,
        exists: !!item,
        // The member named at the report (a conversation's: the reported member).
        member: summary(people.get(first.memberId ?? item?.memberId ?? '')),
        title: item?.title ?? null,
        text: item?.text ?? null,
        createdAt: item ? item.createdAt.toISOString() : null,
      },
      status: open ? 'open' : 'resolved',
      reporterCount: group.length,
      reasons: [...reasons].map(([reason, count]) => ({
        reason: reason as ReportCase['reasons'][number]['reason'],
        count,
      })),
      notes: group
        .filter((r) => r.note)
        .map((r) => ({
          reason: r.reason as ReportCase['reasons'][number]['reason'],
          note: r.note!,
          createdAt: r.createdAt.toISOString(),
        })),
      firstReportedAt: new Date(Math.min(...times)).toISOString(),
      lastReportedAt: new Date(Math.max(...times)).toISOString(),
      hidden: open && group.length >= REPORT_HIDE_THRESHOLD,
      resolution: open
        ? null
        : {
            decision: first.resolution as NonNullable<ReportCase['resolution']>['decision'],
            by: summary(people.get(first.resolvedBy ?? '')),
            at: first.resolvedAt!.toISOString(),
            reason: first.resolutionReason,
          },
    };
  });
}

export function moderationRoutes(services: AppServices) {
  const { env } = services;
  const app = new Hono<HonoEnv>();
  const admin = requireAdmin(services);

  app.get('/reports', admin, validateQuery(AdminReportsQuery), async (c) => {
    const status = c.req.valid('query').status ?? 'open';
    const db = c.var.db;
    const rows =
      status === 'open'
        ? await db
            .select()
            .from(reports)
            .where(eq(reports.status, 'open'))
            .orderBy(desc(reports.createdAt))
        : await db
            .select()
            .from(reports)
            .where(
              inArray(
                sql`(${reports.itemKind}, ${reports.itemId}, ${reports.resolvedAt})`,
                sql`(select item_kind, item_id, resolved_at from reports where resolved_at is not null
                     group by item_kind, item_id, resolved_at
                     order by resolved_at desc limit ${RESOLVED_LIMIT})`,
              ),
            )
            .orderBy(desc(reports.resolvedAt));
    const cases = await toCases(db, rows, env);
    // Open: the most reported first, then the newest.
    if (status === 'open') {
      cases.sort(
        (a, b) =>
          b.reporterCount - a.reporterCount || b.lastReportedAt.localeCompare(a.lastReportedAt),
      );
    }
    return c.json(cases);
  });

  app.get('/reports/count', admin, declareInput(), async (c) => {
    const [row] = await c.var.db
      .select({ n: sql<number>`count(distinct (${reports.itemKind}, ${reports.itemId}))::int` })
      .from(reports)
      .where(eq(reports.status, 'open'));
    return c.json({ open: row?.n ?? 0 });
  });

  // The excerpt of a reported message or conversation: the only part of a private conversation
  // an admin reads, and each read is in the audit log (ADR 045).
  app.get('/reports/excerpt', admin, validateQuery(ReportExcerptQuery), async (c) => {
    const { itemKind, itemId } = c.req.valid('query');
    const db = c.var.db;
    const [report] = await db
      .select()
      .from(reports)
      .where(and(eq(reports.itemKind, itemKind), eq(reports.itemId, itemId)))
      .orderBy(desc(reports.createdAt))
      .limit(1);
    if (!report?.excerpt) return jsonError(c, 404, REPORT_TEXTS.noExcerpt);
    await recordAudit(db, c.var.user!.id, {
      action: 'report.read_excerpt',
      memberId: report.memberId,
      itemKind,
      itemId,
      details: { messages: report.excerpt.length },
    });
    const people = await usersById(
      db,
      report.excerpt.map((m) => m.senderId),
    );
    const reply: ReportExcerpt = {
      messages: report.excerpt.map((m) => {
        const u = people.get(m.senderId);
        return {
          id: m.id,
          sender: u ? toUserSummary(u, env, 'admin') : null,
          content: m.content,
          attachmentUrl: m.attachmentUrl ?? null,
          createdAt: m.createdAt,
          deleted: m.deleted,
          reported: itemKind === 'message' && m.id === itemId,
        };
      }),
    };
    return c.json(reply);
  });

  app.get('/audit-log', admin, validateQuery(AuditLogQuery), async (c) => {
    const { adminId, memberId } = c.req.valid('query');
    const db = c.var.db;
    const rows = await db
      .select()
      .from(auditLog)
      .where(
        and(
          adminId ? eq(auditLog.adminId, adminId) : undefined,
          memberId ? eq(auditLog.memberId, memberId) : undefined,
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_LOG_PAGE_SIZE);
    const people = await usersById(db, [
      ...rows.map((r) => r.adminId),
      ...rows.map((r) => r.memberId),
    ]);
    const summary = (id: string | null) => {
      const u = id ? people.get(id) : undefined;
      return u ? toUserSummary(u, env, 'admin') : null;
    };
    return c.json(
      rows.map(
        (r): AuditEntry => ({
          id: r.id,
          createdAt: r.createdAt.toISOString(),
          action: r.action as AuditEntry['action'],
          admin: summary(r.adminId),
          member: summary(r.memberId),
          itemKind: r.itemKind,
          itemId: r.itemId,
          reason: r.reason,
          details: r.details,
        }),
      ),
    );
  });

  return app;
}
