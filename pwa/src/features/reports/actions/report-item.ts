// Report an item (issue 28 §4; ADR 025): it leaves the reporter's replica at once (offline too)
// and POST /api/reports waits in the outbox. Nothing is put back on a refusal: a second report
// (409) or a vanished item (404) still means the member does not want to see it, and the server
// keeps it from them (reports/visibility.ts) once the report is recorded.
import type { ReportItemKind, ReportReason } from '@greenroom/shared-model/catalogues';
import type {
  MemberDb,
  OutboxEntry,
  ReplicaTableName,
} from '../../../client-core/local-db/member-db';
import { enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import { deleteOptimistic } from '../../../client-core/outbox/undo';

/** The replica table each kind's rows live in; a profile stays (block hides a member). */
const TABLE_OF_KIND: Record<ReportItemKind, ReplicaTableName | null> = {
  post: 'posts',
  job: 'jobs',
  event: 'events',
  member: null,
  comment: 'comments',
  // A reported message stays in its conversation; a reported conversation too (the member may
  // delete it for themself, or block).
  message: null,
  conversation: null,
};

export interface ReportInput {
  itemKind: ReportItemKind;
  itemId: string;
  reason: ReportReason;
  note?: string | null;
}

export async function reportItem(db: MemberDb, input: ReportInput): Promise<OutboxEntry> {
  const table = TABLE_OF_KIND[input.itemKind];
  const { entry } = await enqueueMutation(db, 'createReport', {
    body: { ...input, note: input.note?.trim() ? input.note : null },
    tables: table ? [table] : [],
    undo: [],
    apply: async (tx) => {
      if (table) await deleteOptimistic(tx, table, input.itemId);
    },
  });
  return entry;
}
