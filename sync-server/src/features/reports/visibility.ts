// Who sees a reported item (issue 28 §4; ADR 025), one rule for every read: the pull and its
// snapshot (sync/entities.ts `visibility`), the live frames (live/live-changes.ts asks
// `viewersWithOwnView` who must get their own copy) and the REST reads (`hiddenItemIds`).
//  - A member never sees again what they reported.
//  - An item with REPORT_HIDE_THRESHOLD open reports is hidden from everyone but its author and
//    admins until an admin decides.
import type { ReportItemKind } from '@greenroom/shared-model/catalogues';
import { REPORT_HIDE_THRESHOLD } from '@greenroom/shared-model/constants';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type AppDb, queryRows } from '../../db/client';
import { reports } from '../../db/schema/moderation';
import { type UserRow, users } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { isEffectiveAdmin } from '../users/users.serialize';

export interface Viewer {
  id: string;
  isAdmin: boolean;
}

export function viewerOf(me: UserRow, env: AppEnv): Viewer {
  return { id: me.id, isAdmin: me.email ? isEffectiveAdmin(me, env) : false };
}

/** Items of `kind` with enough open reports to be held (a subquery of their ids). */
function heldIds(kind: ReportItemKind): SQL {
  return sql`(select ${reports.itemId} from ${reports}
    where ${reports.itemKind} = ${kind} and ${reports.status} = 'open'
    group by ${reports.itemId} having count(*) >= ${REPORT_HIDE_THRESHOLD})`;
}

/** The filter on an item table: rows of `kind` the viewer may see. */
export function reportVisibilitySql(
  kind: ReportItemKind,
  id: PgColumn,
  authorId: PgColumn,
  viewer: Viewer,
): SQL {
  const notReportedByMe = sql`${id} not in (select ${reports.itemId} from ${reports}
    where ${reports.itemKind} = ${kind} and ${reports.reporterId} = ${viewer.id})`;
  if (viewer.isAdmin) return notReportedByMe;
  return and(notReportedByMe, sql`(${authorId} = ${viewer.id} or ${id} not in ${heldIds(kind)})`)!;
}

/** Which of these items (id and author) the viewer may not see: for REST reads. */
export async function hiddenItemIds(
  db: AppDb,
  kind: ReportItemKind,
  items: readonly { id: string; authorId: string }[],
  viewer: Viewer,
): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const ids = items.map((i) => i.id);
  const rows = await db
    .select({ itemId: reports.itemId, reporterId: reports.reporterId, status: reports.status })
    .from(reports)
    .where(and(sql`${reports.itemKind} = ${kind}`, inArray(reports.itemId, ids)));
  const hidden = new Set<string>();
  const open = new Map<string, number>();
  for (const r of rows) {
    if (r.reporterId === viewer.id) hidden.add(r.itemId);
    if (r.status === 'open') open.set(r.itemId, (open.get(r.itemId) ?? 0) + 1);
  }
  if (!viewer.isAdmin) {
    for (const item of items) {
      if (item.authorId !== viewer.id && (open.get(item.id) ?? 0) >= REPORT_HIDE_THRESHOLD) {
        hidden.add(item.id);
      }
    }
  }
  return hidden;
}

/** The REST list without what the viewer may not see. */
export async function withoutHidden<T>(
  db: AppDb,
  kind: ReportItemKind,
  rows: readonly T[],
  item: (row: T) => { id: string; authorId: string },
  viewer: Viewer,
): Promise<T[]> {
  const hidden = await hiddenItemIds(db, kind, rows.map(item), viewer);
  return hidden.size === 0 ? [...rows] : rows.filter((r) => !hidden.has(item(r).id));
}

/**
 * Members who see some of these items differently from a member with no part in them (the live
 * frame is built for such a member): their reporters, and, for held items, their authors and the
 * admins. Each gets a frame of their own.
 */
export async function viewersWithOwnView(
  db: AppDb,
  items: readonly { kind: ReportItemKind; id: string }[],
  env: AppEnv,
): Promise<Set<string>> {
  const viewers = new Set<string>();
  if (items.length === 0) return viewers;
  const values = sql.join(
    items.map((i) => sql`(${i.kind}, ${i.id}::uuid)`),
    sql`, `,
  );
  const rows = await queryRows<{ reporter_id: string; member_id: string | null; held: boolean }>(
    db,
    sql`select r.reporter_id::text, r.member_id::text,
               (select count(*) from reports o where o.item_kind = r.item_kind
                 and o.item_id = r.item_id and o.status = 'open') >= ${REPORT_HIDE_THRESHOLD} as held
        from reports r where (r.item_kind, r.item_id) in (${values})`,
  );
  let anyHeld = false;
  for (const r of rows) {
    viewers.add(r.reporter_id);
    if (r.held) {
      anyHeld = true;
      if (r.member_id) viewers.add(r.member_id);
    }
  }
  if (anyHeld) {
    const admins = await db
      .select({
        id: users.id,
        email: users.email,
        isAdmin: users.isAdmin,
        isVerified: users.isVerified,
      })
      .from(users)
      .where(sql`${users.isAdmin} or lower(${users.email}) = lower(${env.PRIMARY_ADMIN_EMAIL})`);
    for (const a of admins) if (isEffectiveAdmin(a, env)) viewers.add(a.id);
  }
  return viewers;
}
