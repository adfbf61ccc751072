// The descriptors (shared-model/src/entities.ts) against what the database and the server hold:
// the change-log triggers of migrations 0001/0002 and the pull registry's entries. Adding or
// changing a descriptor without its migration or server entry fails here.
import { randomUUID } from 'node:crypto';
import { descriptorOf, REPLICATED_ENTITIES } from '@greenroom/shared-model/entities';
import { replicaRowProblem } from '@greenroom/shared-model/schemas/replica-rows';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { ENTITY_REGISTRY } from './entities';
import { descriptorColumns, ENTITY_SQL_TABLES } from './entity-tables';
import { pull } from './pull';

/** The trigger function that implements each custom audience rule. */
const CUSTOM_RULE_FUNCTIONS = {
  applicantAndJobAuthor: 'greenroom_log_application_change',
  conversationMembers: 'greenroom_log_conversation_change',
};
/** The arguments of a custom rule's trigger: none, or the entity, its key and conversation column. */
function customArgs(
  entity: string,
  rule: keyof typeof CUSTOM_RULE_FUNCTIONS,
  key: string,
): string[] {
  if (rule === 'applicantAndJobAuthor') return [];
  return [entity, key, entity === 'conversation' ? 'id' : 'conversation_id'];
}
/** AFTER INSERT OR UPDATE OR DELETE … FOR EACH ROW (pg_trigger.tgtype bits ROW|INSERT|DELETE|UPDATE). */
const ROW_CHANGE_TYPE = 1 | 4 | 8 | 16;

let t: TestApp;
let ada: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp({ firstName: 'Ada' });
});
afterAll(async () => {
  await t?.close();
});

interface TriggerRow extends Record<string, unknown> {
  table: string;
  fn: string;
  type: number;
  args: string;
}

async function changeLogTriggers(): Promise<
  Map<string, { fn: string; type: number; args: string[] }>
> {
  const rows = await queryRows<TriggerRow>(
    t.db,
    sql`select c.relname as table, p.proname as fn, t.tgtype::int as type,
               encode(t.tgargs, 'hex') as args
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and p.proname in ('greenroom_log_change',
          ${CUSTOM_RULE_FUNCTIONS.applicantAndJobAuthor}, ${CUSTOM_RULE_FUNCTIONS.conversationMembers})`,
  );
  const byTable = new Map<string, { fn: string; type: number; args: string[] }>();
  for (const row of rows) {
    expect(byTable.has(row.table), `one change-log trigger on ${row.table}`).toBe(false);
    const args = Buffer.from(row.args, 'hex').toString('utf8').split('\0').slice(0, -1);
    byTable.set(row.table, { fn: row.fn, type: Number(row.type), args });
  }
  return byTable;
}

describe('entity descriptors', () => {
  it('match the change-log trigger of every replicated table', async () => {
    const triggers = await changeLogTriggers();
    const expected = new Map(
      REPLICATED_ENTITIES.map((entity) => {
        const d = descriptorOf(entity);
        const columns = descriptorColumns(entity);
        const trigger =
          d.audience.kind === 'custom'
            ? {
                fn: CUSTOM_RULE_FUNCTIONS[d.audience.rule],
                args: customArgs(entity, d.audience.rule, columns.key),
              }
            : { fn: 'greenroom_log_change', args: [entity, columns.key, ...columns.audience] };
        return [getTableName(ENTITY_SQL_TABLES[entity]), { ...trigger, type: ROW_CHANGE_TYPE }];
      }),
    );
    expect(Object.fromEntries(triggers)).toEqual(Object.fromEntries(expected));
  });

  it('match the entities the author-copies trigger re-logs', async () => {
    const [fn] = await queryRows<{ src: string }>(
      t.db,
      sql`select prosrc as src from pg_proc where proname = 'greenroom_log_author_copies'`,
    );
    const logged = [
      ...fn!.src.matchAll(
        /SELECT '(\w+)', (\w+)\.(\w+), 'put', NULL::uuid FROM (\w+) \2 WHERE \2\.(\w+) = NEW\.id/g,
      ),
    ].map(([, entity, , key, table, via]) => ({ entity, key, table, via }));
    const embedding = REPLICATED_ENTITIES.flatMap((entity) =>
      descriptorColumns(entity)
        .embeds.filter((embed) => embed.entity === 'user')
        .map((embed) => ({
          entity,
          key: descriptorColumns(entity).key,
          table: getTableName(ENTITY_SQL_TABLES[entity]),
          via: embed.via,
        })),
    );
    expect(logged).toEqual(embedding);
    // Embedded copies are re-logged with audience NULL: only public entities may embed.
    for (const { entity } of embedding) expect(descriptorOf(entity).audience.kind).toBe('public');
  });

  it("serve rows that match each served entity's descriptor and reply schema", async () => {
    const me = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, ada.user.id) });
    const adaPost = randomUUID();
    await t.db.execute(
      sql`insert into posts (id, author_id, content) values (${adaPost}::uuid, ${ada.user.id}::uuid, 'hi')`,
    );
    await t.db.execute(
      sql`insert into post_likes (post_id, user_id) values (${adaPost}::uuid, ${ada.user.id}::uuid)`,
    );
    const adaEvent = randomUUID();
    const adaItem = randomUUID();
    await t.db.execute(
      sql`insert into post_comments (post_id, post_author_id, author_id, content) values (${adaPost}::uuid, ${ada.user.id}::uuid, ${ada.user.id}::uuid, 'Thanks all')`,
    );
    await t.db.execute(
      sql`insert into events (id, author_id, title, description, event_date) values (${adaEvent}::uuid, ${ada.user.id}::uuid, 'Screening', 'Ten films', now())`,
    );
    await t.db.execute(
      sql`insert into event_rsvps (event_id, user_id, status) values (${adaEvent}::uuid, ${ada.user.id}::uuid, 'going')`,
    );
    await t.db.execute(
      sql`insert into courses (user_id, course_code, course_name) values (${ada.user.id}::uuid, 'FMTV-UT 1040', 'Sight & Sound')`,
    );
    const other = await t.signUp({ firstName: 'Otto' });
    await t.db.execute(
      sql`insert into skill_endorsements (id, user_id, skill, endorser_id) values (${randomUUID()}::uuid, ${ada.user.id}::uuid, 'Editing', ${other.user.id}::uuid)`,
    );
    await t.db.execute(
      sql`insert into connections (requester_id, addressee_id) values (${ada.user.id}::uuid, ${other.user.id}::uuid)`,
    );
    await t.db.execute(
      sql`insert into portfolio_items (id, user_id, title, media_url, media_type) values (${adaItem}::uuid, ${ada.user.id}::uuid, 'Reel', 'https://youtu.be/dQw4w9WgXcQ', 'youtube')`,
    );
    await t.db.execute(
      sql`insert into portfolio_item_likes (item_id, user_id) values (${adaItem}::uuid, ${ada.user.id}::uuid)`,
    );
    await t.db.execute(
      sql`insert into notifications (user_id, type, title, message) values (${ada.user.id}::uuid, 'profile_view', 'Profile View', 'Otto viewed your profile')`,
    );
    // Ada's job with Otto's application, and Otto's job that Ada saved and applied to.
    const [adaJob, ottoJob, adaApp, ottoApp] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    await t.db.execute(
      sql`insert into jobs (id, author_id, title, description) values (${adaJob}::uuid, ${ada.user.id}::uuid, 'Gaffer', 'Two days'), (${ottoJob}::uuid, ${other.user.id}::uuid, 'Editor', 'A week')`,
    );
    await t.db.execute(
      sql`insert into applications (id, job_id, applicant_id) values (${ottoApp}::uuid, ${adaJob}::uuid, ${other.user.id}::uuid), (${adaApp}::uuid, ${ottoJob}::uuid, ${ada.user.id}::uuid)`,
    );
    await t.db.execute(
      sql`insert into saved_jobs (user_id, job_id) values (${ada.user.id}::uuid, ${ottoJob}::uuid)`,
    );
    await t.db.execute(
      sql`insert into collaborations (job_id, application_id, job_title, author_id, applicant_id, worked_at) values (${adaJob}::uuid, ${ottoApp}::uuid, 'Gaffer', ${ada.user.id}::uuid, ${other.user.id}::uuid, now())`,
    );
    // A conversation of Ada and Otto with a message each way.
    const chat = randomUUID();
    await t.db.execute(
      sql`insert into conversations (id, created_by, pair_key) values (${chat}::uuid, ${ada.user.id}::uuid, ${chat})`,
    );
    await t.db.execute(
      sql`insert into conversation_members (conversation_id, user_id, status) values (${chat}::uuid, ${ada.user.id}::uuid, 'active'), (${chat}::uuid, ${other.user.id}::uuid, 'request')`,
    );
    await t.db.execute(
      sql`insert into messages (conversation_id, sender_id, content) values (${chat}::uuid, ${ada.user.id}::uuid, 'Free on Friday?'), (${chat}::uuid, ${other.user.id}::uuid, 'Yes')`,
    );
    // Ada blocks Bea (whose rows then leave Ada's replica) and mutes Otto (whose rows stay).
    const bea = await t.signUp({ firstName: 'Bea' });
    await t.db.execute(
      sql`insert into blocks (user_id, blocked_id) values (${ada.user.id}::uuid, ${bea.user.id}::uuid)`,
    );
    await t.db.execute(
      sql`insert into mutes (user_id, muted_id) values (${ada.user.id}::uuid, ${other.user.id}::uuid)`,
    );
    const outcome = await pull(t.db, { me: me!, clientId: randomUUID(), cursor: null, env: t.env });
    if (!outcome.ok) throw new Error('pull refused');
    const ids = (entity: string) =>
      outcome.reply.changes
        .filter((c) => c.entity === entity)
        .map((c) => c.id)
        .sort();
    expect(ids('application')).toEqual([adaApp, ottoApp].sort());
    expect(ids('job')).toEqual(expect.arrayContaining([adaJob, ottoJob]));
    // The applicant's profile comes with the snapshot (the applicants page works offline).
    expect(ids('user')).toContain(other.user.id);
    expect(ids('user')).not.toContain(bea.user.id);
    expect(ids('block')).toEqual([bea.user.id]);
    expect(ids('mute')).toEqual([other.user.id]);
    expect(ids('conversation')).toEqual([chat]);
    expect(ids('conversationMember')).toHaveLength(2);
    expect(ids('message')).toHaveLength(2);
    const served = new Set(ENTITY_REGISTRY.map((def) => def.entity));
    expect(new Set(outcome.reply.changes.map((c) => c.entity))).toEqual(served);
    for (const change of outcome.reply.changes) {
      if (change.op !== 'put') continue;
      const row = change.row as Record<string, unknown>;
      expect(row[descriptorOf(change.entity).key], `${change.entity} key`).toBe(change.id);
      expect(replicaRowProblem(change.entity, row), `${change.entity} ${change.id}`).toBeNull();
    }
  });
});
