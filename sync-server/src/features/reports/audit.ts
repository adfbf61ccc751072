// The audit log (issue 28 §4; ADR 025): every admin action, written in the action's own
// transaction. Mutators get `audit` in their context (mutators/define.ts): an admin-only mutator
// that answers < 400 without recording an entry throws, so its write rolls back; shared mutators
// that admins may run on others' content (a post, a job, an event) record with `onBehalfOf`. The
// table is append-only (migration 0018: a trigger refuses UPDATE, DELETE and TRUNCATE).
import type { AuditAction, ReportItemKind } from '@greenroom/shared-model/catalogues';
import type { AppDb } from '../../db/client';
import { auditLog } from '../../db/schema/moderation';

export interface AuditInput {
  action: AuditAction;
  /** The member the action was about (the author of a post, the member suspended...). */
  memberId?: string | null;
  itemKind?: ReportItemKind | 'course' | null;
  itemId?: string | null;
  reason?: string | null;
  /** What changed, in a few words (field names of an edit, counts of a migration). */
  details?: Record<string, unknown>;
}

export async function recordAudit(
  db: AppDb,
  adminId: string,
  entry: AuditInput,
  now: Date = new Date(),
): Promise<void> {
  await db.insert(auditLog).values({
    adminId,
    action: entry.action,
    memberId: entry.memberId ?? null,
    itemKind: entry.itemKind ?? null,
    itemId: entry.itemId ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? {},
    createdAt: now,
  });
}

/** What a mutator's `audit` is: record, or record only when acting on another member's item. */
export interface Audit {
  (entry: AuditInput): Promise<void>;
  /** Records when the actor is not `ownerId` (only admins may act on others' items). */
  onBehalfOf(ownerId: string, entry: AuditInput): Promise<void>;
  /** Entries recorded so far in this call. */
  readonly count: number;
}

export function auditFor(db: AppDb, actorId: string, now: Date): Audit {
  let count = 0;
  const audit = async (entry: AuditInput) => {
    await recordAudit(db, actorId, entry, now);
    count++;
  };
  const onBehalfOf = async (ownerId: string, entry: AuditInput) => {
    if (ownerId !== actorId) await audit({ memberId: ownerId, ...entry });
  };
  // A getter (Object.assign would copy its first value).
  return Object.defineProperties(audit, {
    onBehalfOf: { value: onBehalfOf },
    count: { get: () => count },
  }) as Audit;
}
