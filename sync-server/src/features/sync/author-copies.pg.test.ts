// Migration author_copies: a change of a member's public profile logs a `put` for each post, job
// and event that embeds it (audience NULL), on PostgreSQL and on PGlite.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase, createTestDatabase } from '../../../../tests/support/test-db';
import { type AppDb, type Database, queryRows } from '../../db/client';

type Logged = {
  entity: string;
  id: string;
  op: string;
  audience: string | null;
};

async function newUser(db: AppDb): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (email, first_name, last_name)
        values (${`m${randomUUID()}@nyu.edu`}, 'Ada', 'Lovelace') returning id::text as id`,
  );
  return row!.id;
}

/** The change_log rows one statement wrote (it runs in a transaction of its own). */
async function loggedBy(db: AppDb, statement: ReturnType<typeof sql>): Promise<Logged[]> {
  return db.transaction(async (tx) => {
    await tx.execute(statement);
    return queryRows<Logged>(
      tx,
      sql`select entity, entity_id::text as id, op, audience::text as audience
          from change_log where txid = pg_current_xact_id() order by seq`,
    );
  });
}

async function checkAuthorCopies(db: AppDb): Promise<void> {
  const author = await newUser(db);
  const other = await newUser(db);
  const [post, job, event, othersPost] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await db.execute(sql`insert into posts (id, author_id, content) values
    (${post}::uuid, ${author}::uuid, 'mine'), (${othersPost}::uuid, ${other}::uuid, 'theirs')`);
  await db.execute(sql`insert into jobs (id, author_id, title, description)
    values (${job}::uuid, ${author}::uuid, 'Gaffer', 'Two days')`);
  await db.execute(sql`insert into events (id, author_id, title, description, event_date)
    values (${event}::uuid, ${author}::uuid, 'Screening', 'Room 1', now())`);

  const renamed = await loggedBy(
    db,
    sql`update users set last_name = 'King', major = 'Dramatic Writing', updated_at = now()
        where id = ${author}::uuid`,
  );
  expect(renamed).toEqual(
    expect.arrayContaining([
      { entity: 'user', id: author, op: 'put', audience: null },
      { entity: 'post', id: post, op: 'put', audience: null },
      { entity: 'job', id: job, op: 'put', audience: null },
      { entity: 'event', id: event, op: 'put', audience: null },
    ]),
  );
  expect(renamed).toHaveLength(4);

  // Settings and bookkeeping are not embedded: only the user row itself is logged.
  const settings = await loggedBy(
    db,
    sql`update users set hide_profile_views = true, email_job_matches = false,
        updated_at = now() + interval '1 second' where id = ${author}::uuid`,
  );
  expect(settings).toEqual([{ entity: 'user', id: author, op: 'put', audience: null }]);

  // Other embedded fields count too (e.g. the picture, verification, skills).
  const picture = await loggedBy(
    db,
    sql`update users set profile_image_url = '/uploads/a.png', is_verified = true,
        skills = array['lighting'] where id = ${author}::uuid`,
  );
  expect(picture.map((r) => r.entity).sort()).toEqual(['event', 'job', 'post', 'user']);
}

describe('author copies on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("logs a put for the member's posts, jobs and events when the public profile changes", async () => {
    await checkAuthorCopies(database.db);
  });
});

describe('author copies on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createPgliteDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("logs a put for the member's posts, jobs and events when the public profile changes", async () => {
    await checkAuthorCopies(database.db);
  });
});
