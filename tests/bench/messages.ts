// messages.fresh_device_pull: a fresh device of a member in 20 conversations (300 messages each)
// on a server where 1,000 other members are each in 20 conversations: the snapshot's time, pages
// and size (the newest 200 messages per conversation, ADR 045). Seeded by SQL (the change log's
// triggers still run), then pulled by the PWA's own pull code into fake-indexeddb.
import { randomBytes } from 'node:crypto';
import type { FetchLike } from '@greenroom/pwa/client-core/sync/transport';
import type postgres from 'postgres';
import type { Member } from '../sync/support/member-http';
import { createReplica } from '../sync/support/replica';
import { figure, info, median } from './figures';
import { timedPull } from './timed-pull';

const CROWD = 1000;
/** Each crowd member talks with the next 10 and the previous 10: 20 conversations each. */
const NEIGHBOURS = 10;
const CROWD_MESSAGES = 5;
const MINE = 20;
const MY_MESSAGES = 300;
const RUNS = 5;

async function seed(sql: postgres.Sql, reader: Member): Promise<void> {
  const tag = randomBytes(4).toString('hex');
  const started = Date.now();
  const crowd = await sql<{ id: string }[]>`
    insert into users (email, is_verified, first_name, last_name, program, graduation_year)
    select 'crew' || g || '.' || ${tag} || '@nyu.edu', true, 'Crew' || g, 'Member',
           'Film and Television', 2027
    from generate_series(1, ${CROWD}) as g
    returning id`;
  const ids = crowd.map((u) => u.id);
  const pairs: [string, string][] = [];
  for (let i = 0; i < ids.length; i++) {
    for (let k = 1; k <= NEIGHBOURS; k++) pairs.push([ids[i]!, ids[(i + k) % ids.length]!]);
  }
  for (let i = 0; i < MINE; i++) pairs.push([reader.user.id, ids[i]!]);
  const a = pairs.map((p) => p[0]);
  const b = pairs.map((p) => p[1]);
  await sql`
    with pairs as (
      select * from unnest(${a}::uuid[], ${b}::uuid[]) with ordinality as p(a, b, n)
    ), made as (
      insert into conversations (created_by, pair_key, last_message_at)
      select a, least(a::text, b::text) || ':' || greatest(a::text, b::text), now()
      from pairs
      returning id, pair_key
    )
    insert into conversation_members (conversation_id, user_id, status)
    select made.id, m.user_id, 'active'
    from made, lateral unnest(string_to_array(made.pair_key, ':')::uuid[]) as m(user_id)`;
  await sql`
    insert into messages (conversation_id, sender_id, content, created_at)
    select c.id, (string_to_array(c.pair_key, ':')::uuid[])[1 + g % 2],
           'Call time moved to ' || g || ' past seven, bring the second lens.',
           now() - make_interval(secs => g)
    from conversations c
    cross join lateral generate_series(1,
      case when c.pair_key like '%' || ${reader.user.id} || '%' then ${MY_MESSAGES}::int
           else ${CROWD_MESSAGES}::int end) as g`;
  const [row] = await sql<{ count: string }[]>`select count(*) from messages`;
  info(
    `messages: seeded ${pairs.length} conversations and ${row?.count} messages in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

/** Counts the bytes of the pull replies: as sent (content-length, compressed) and as JSON. */
function byteCounter() {
  const bytes = { sent: 0, json: 0 };
  const wrap =
    (inner: FetchLike): FetchLike =>
    async (input, init) => {
      const res = await inner(input, init);
      if (!input.endsWith('/api/sync/pull')) return res;
      const body = await res.arrayBuffer();
      bytes.json += body.byteLength;
      bytes.sent += Number(res.headers.get('content-length') ?? body.byteLength);
      return new Response(body, { status: res.status, headers: res.headers });
    };
  return { bytes, wrap };
}

export async function benchMessagePull(
  baseUrl: string,
  sql: postgres.Sql,
  reader: Member,
): Promise<void> {
  await seed(sql, reader);
  const times: number[] = [];
  let last = { pages: 0, changes: 0, sent: 0, json: 0, messages: 0, conversations: 0 };
  for (let run = 0; run < RUNS; run++) {
    const counter = byteCounter();
    const r = createReplica({ baseUrl, member: reader, wrapFetch: counter.wrap });
    const { ms, pages, changes } = await timedPull(r);
    times.push(ms);
    last = {
      pages,
      changes,
      ...counter.bytes,
      messages: await r.db.messages.count(),
      conversations: await r.db.conversations.count(),
    };
    r.close();
  }
  figure(
    'messages.fresh_device_pull',
    median(times),
    'ms',
    1000,
    `the budget of sync.initial_snapshot; a member in ${last.conversations} conversations of ${MY_MESSAGES} messages among ${CROWD} members in 20 each: ` +
      `${last.messages} messages kept (200 per conversation), ${last.changes} changes in ${last.pages} pages, ` +
      `${Math.round(last.sent / 1024)} KB sent (${Math.round(last.json / 1024)} KB of JSON); runs ${times.map(Math.round).join('/')}`,
  );
}
