// The report writes (issue 28 §4; ADR 025): a member reports an item once (POST /api/reports);
// an admin decides on all the open reports of an item at once (POST /api/admin/reports/resolve):
// Dismiss, Remove content, Warn member, Suspend. The decision, its notifications (the reporters
// told, the member warned) and its audit entry are one transaction.
import type { ReportItemKind } from '@greenroom/shared-model/catalogues';
import { REPORT_HIDE_THRESHOLD } from '@greenroom/shared-model/constants';
import {
  REPORT_KIND_WORDS,
  REPORT_OUTCOME_WORDS,
  REPORT_TEXTS,
} from '@greenroom/shared-model/report-texts';
import type { MyReport } from '@greenroom/shared-model/schemas/reports';
import { PROFILE_TEXTS } from '@greenroom/shared-model/texts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { type ReportRow, reports } from '../../db/schema/moderation';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { maySuspend, suspendMember } from '../admin/admin.mutators';
import { notify, notifyAll } from '../notifications/notify';
import { findUserById } from '../users/users.repo';
import { describeItem, REPORT_ITEMS } from './report-items';

/** Replicated entity of each kind whose rows a report hides (a profile hides nothing). */
const ENTITY_OF_KIND: Record<ReportItemKind, 'post' | 'job' | 'event' | 'comment' | null> = {
  post: 'post',
  job: 'job',
  event: 'event',
  member: null,
  comment: 'comment',
  // A reported message stays in the conversation (it is the reporter's own context).
  message: null,
  conversation: null,
};

/**
 * Tell replicas to read the item again (a `put` change: the pull or live frame re-reads it
 * through the visibility rule, so a viewer who may no longer see it gets a `del`). `audience`
 * null = every member.
 */
async function logItemChange(
  db: AppDb,
  kind: ReportItemKind,
  id: string,
  audience: string | null,
): Promise<void> {
  const entity = ENTITY_OF_KIND[kind];
  if (!entity) return;
  await db.execute(sql`select greenroom_log(${entity}, ${id}::uuid, 'put', ${audience}::uuid)`);
}

async function openReportCount(db: AppDb, kind: ReportItemKind, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .where(and(eq(reports.itemKind, kind), eq(reports.itemId, id), eq(reports.status, 'open')));
  return row?.n ?? 0;
}

function toMyReport(row: ReportRow): MyReport {
  return {
    id: row.id,
    itemKind: row.itemKind as MyReport['itemKind'],
    itemId: row.itemId,
    reason: row.reason as MyReport['reason'],
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

const createReportMutator = defineMutator('createReport', {
  limit: 'reports',
  async run({ db, actor, body, now }) {
    const item = await describeItem(db, body.itemKind, body.itemId);
    if (!item) return refuse(404, REPORT_TEXTS.itemNotFound);
    // A message or conversation: only its members report it, with the excerpt (ADR 045).
    const privateReport = REPORT_ITEMS[body.itemKind].privateReport;
    const kept = privateReport ? await privateReport(db, body.itemId, actor.id) : undefined;
    if (privateReport && !kept) return refuse(404, REPORT_TEXTS.itemNotFound);
    const memberId = kept ? kept.memberId : item.memberId;
    if (memberId === actor.id || (body.itemKind !== 'conversation' && item.memberId === actor.id)) {
      return refuse(403, REPORT_TEXTS.cannotReportOwn);
    }
    const [created] = await db
      .insert(reports)
      .values({
        itemKind: body.itemKind,
        itemId: body.itemId,
        reporterId: actor.id,
        memberId,
        reason: body.reason,
        note: body.note ?? null,
        excerpt: kept?.excerpt ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [reports.itemKind, reports.itemId, reports.reporterId] })
      .returning();
    if (!created) return refuse(409, REPORT_TEXTS.alreadyReported);
    // The reporter's other devices drop it; at the threshold, everyone's replicas re-read it.
    const held = (await openReportCount(db, body.itemKind, body.itemId)) >= REPORT_HIDE_THRESHOLD;
    await logItemChange(db, body.itemKind, body.itemId, held ? null : actor.id);
    return reply(toMyReport(created), 201);
  },
});

const resolveReportsMutator = defineMutator('resolveReports', {
  access: 'admin',
  async run({ db, actor, body, env, now, audit }) {
    const { itemKind: kind, itemId: id, decision } = body;
    const reason = body.reason ?? null;
    const open = await db
      .select()
      .from(reports)
      .where(and(eq(reports.itemKind, kind), eq(reports.itemId, id), eq(reports.status, 'open')))
      .for('update');
    if (open.length === 0) return refuse(404, REPORT_TEXTS.noOpenReports);
    const item = await describeItem(db, kind, id);
    // The member named at the report (a conversation's is the reported member, not its starter).
    const memberId = open[0]!.memberId ?? item?.memberId;
    const member = memberId ? await findUserById(db, memberId) : undefined;
    const what = REPORT_KIND_WORDS[kind];

    switch (decision) {
      case 'dismiss':
        break;
      case 'remove': {
        const remove = REPORT_ITEMS[kind].remove;
        if (!remove) {
          return refuse(
            400,
            kind === 'conversation'
              ? REPORT_TEXTS.cannotRemoveConversation
              : REPORT_TEXTS.cannotRemoveMember,
          );
        }
        if (item) await remove(db, id);
        break;
      }
      case 'warn': {
        if (!reason) return refuse(400, REPORT_TEXTS.warnReasonRequired);
        if (!member || member.deletedAt) return refuse(404, PROFILE_TEXTS.userNotFound);
        // From the admins, not a member: no block or mute silences it.
        await notify(db, {
          recipientId: member.id,
          actorId: null,
          type: 'moderation_warning',
          title: REPORT_TEXTS.warningTitle,
          message: REPORT_TEXTS.warningMessage(what, reason),
          data: { itemKind: kind, itemId: id },
        });
        break;
      }
      case 'suspend': {
        if (!member || member.deletedAt) return refuse(404, PROFILE_TEXTS.userNotFound);
        if (!maySuspend(member, actor, env)) return refuse(403, REPORT_TEXTS.cannotSuspendAdmin);
        await suspendMember(db, member.id, now);
        break;
      }
    }

    await db
      .update(reports)
      .set({
        status: 'resolved',
        resolution: decision,
        resolvedBy: actor.id,
        resolvedAt: now,
        resolutionReason: reason,
      })
      .where(and(eq(reports.itemKind, kind), eq(reports.itemId, id), eq(reports.status, 'open')));
    // Held items come back for everyone but their reporters; a removed one is gone anyway.
    if (item && decision !== 'remove') await logItemChange(db, kind, id, null);
    await notifyAll(
      db,
      open.map((r) => ({
        recipientId: r.reporterId,
        actorId: null,
        type: 'report_resolved' as const,
        title: REPORT_TEXTS.resolvedTitle,
        message: REPORT_TEXTS.resolvedMessage(what, REPORT_OUTCOME_WORDS[decision]),
        data: { itemKind: kind, itemId: id, decision },
      })),
    );
    await audit({
      action: `report.${decision}`,
      memberId: memberId ?? null,
      itemKind: kind,
      itemId: id,
      reason,
      details: { reports: open.length },
    });
    return reply({ resolved: open.length, decision });
  },
});

export const REPORT_MUTATORS = [createReportMutator, resolveReportsMutator];
