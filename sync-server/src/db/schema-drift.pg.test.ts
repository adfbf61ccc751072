// The TypeScript schema (src/db/schema/) and the migrations (drizzle/) describe one database.
// Two databases are built side by side: one by the real migrations, one by the DDL drizzle-kit
// derives from the TypeScript schema (its programmatic API: generateDrizzleJson +
// generateMigration from an empty schema). PostgreSQL's own catalog of each — tables, columns
// with type, default, not-null and generated expression, every constraint (primary key, foreign
// key with its actions, unique, check) and every index, each by name, as PostgreSQL prints it —
// must be the same, but for the objects below that only the SQL migrations declare.
// And `db:generate` stays truthful: drizzle-kit's latest snapshot is the TypeScript schema, and
// the journal applies every migration file, in order (ADR 030).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor, randomSuffix } from '../../../tests/support/pg-env';
import {
  createTestDatabase,
  dropDatabase,
  type TestDatabase,
} from '../../../tests/support/test-db';
import { migrationsFolder } from '../paths';
import { type AppDb, type Database, openDatabase, queryRows } from './client';
import * as schema from './schema/index';

/**
 * What lives only in raw SQL migrations, on purpose. Functions and triggers are not compared at
 * all: drizzle's schema cannot declare them (entity-descriptors.pg.test.ts checks the change-log
 * triggers against the entity descriptors). Every other object is declared in TypeScript but these.
 */
const ONLY_IN_MIGRATIONS: readonly string[] = [
  // The search columns (migrations 0005, 0007): generated, read only in raw SQL. Declared in
  // TypeScript, every `select().from(users)` and `from(jobs)` would fetch them; users.search_doc
  // also calls the SQL function greenroom_join_words.
  "column jobs.search_text text generated as lower(((((title || ' '::text) || COALESCE(location, ''::text)) || ' '::text) || description))",
  `column users.search_doc tsvector generated as (((setweight(to_tsvector('simple'::regconfig, ((COALESCE(first_name, ''::text) || ' '::text) || COALESCE(last_name, ''::text))), 'A'::"char") || setweight(to_tsvector('simple'::regconfig, greenroom_join_words(skills)), 'B'::"char")) || setweight(to_tsvector('simple'::regconfig, ((COALESCE(school, ''::text) || ' '::text) || COALESCE(major, ''::text))), 'C'::"char")) || setweight(to_tsvector('simple'::regconfig, COALESCE(bio, ''::text)), 'D'::"char"))`,
  // Their indexes: trigram and full text over the columns above.
  'index jobs.jobs_search_text_trgm_idx CREATE INDEX jobs_search_text_trgm_idx ON public.jobs USING gin (search_text gin_trgm_ops)',
  'index users.users_search_doc_idx CREATE INDEX users_search_doc_idx ON public.users USING gin (search_doc)',
  // The media janitor's lookups (migration 0015): expression indexes over the SQL function
  // greenroom_media_key, which only the migration defines.
  'index portfolio_items.portfolio_items_media_key_idx CREATE INDEX portfolio_items_media_key_idx ON public.portfolio_items USING btree (greenroom_media_key(media_url)) WHERE (greenroom_media_key(media_url) IS NOT NULL)',
  'index posts.posts_media_key_idx CREATE INDEX posts_media_key_idx ON public.posts USING btree (greenroom_media_key(image_url)) WHERE (greenroom_media_key(image_url) IS NOT NULL)',
  'index users.users_media_key_idx CREATE INDEX users_media_key_idx ON public.users USING btree (greenroom_media_key(profile_image_url)) WHERE (greenroom_media_key(profile_image_url) IS NOT NULL)',
  'index messages.messages_media_key_idx CREATE INDEX messages_media_key_idx ON public.messages USING btree (greenroom_media_key(attachment_url)) WHERE (greenroom_media_key(attachment_url) IS NOT NULL)',
];

let migrated: TestDatabase;
let declared: { database: Database; close(): Promise<void> };

beforeAll(async () => {
  [migrated, declared] = await Promise.all([createTestDatabase(), createEmptyDatabase()]);
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
  for (const statement of statements) await declared.database.db.execute(sql.raw(statement));
});
afterAll(async () => {
  await Promise.all([migrated?.close(), declared?.close()]);
});

describe('the TypeScript schema and the migrated database', () => {
  it('declare the same tables, columns, constraints and indexes', async () => {
    const [fromMigrations, fromTypeScript] = await Promise.all([
      describeDatabase(migrated.db),
      describeDatabase(declared.database.db),
    ]);
    const inMigrations = new Set(fromMigrations);
    const inTypeScript = new Set(fromTypeScript);
    expect({
      missingFromMigrations: fromTypeScript.filter((line) => !inMigrations.has(line)),
      missingFromTypeScript: fromMigrations.filter(
        (line) => !inTypeScript.has(line) && !ONLY_IN_MIGRATIONS.includes(line),
      ),
    }).toEqual({ missingFromMigrations: [], missingFromTypeScript: [] });
  });

  it('leaves no entry of the allowlist unused', async () => {
    const lines = new Set(await describeDatabase(migrated.db));
    expect(ONLY_IN_MIGRATIONS.filter((line) => !lines.has(line))).toEqual([]);
  });
});

describe("drizzle-kit's migration folder", () => {
  it('ends with a snapshot of the TypeScript schema, so db:generate on an unchanged schema writes nothing', () => {
    const meta = join(migrationsFolder, 'meta');
    const latest = readdirSync(meta)
      .filter((file) => file.endsWith('_snapshot.json'))
      .sort()
      .at(-1);
    const { id, prevId, _meta, ...snapshot } = JSON.parse(
      readFileSync(join(meta, `${latest}`), 'utf8'),
    );
    const {
      id: _id,
      prevId: _prevId,
      _meta: _m,
      ...current
    } = generateDrizzleJson(schema) as Record<string, unknown>;
    // A change of src/db/schema/ comes with its migration: `pnpm --filter @greenroom/sync-server
    // db:generate --name <what>` writes both the SQL and this snapshot (ARCHITECTURE.md).
    expect(snapshot, `${latest} is not the TypeScript schema`).toEqual(
      JSON.parse(JSON.stringify(current)),
    );
  });

  it('journals every SQL file once, in order, each later than the one before', () => {
    const journal = JSON.parse(
      readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { idx: number; tag: string; when: number }[];
    };
    const files = readdirSync(migrationsFolder)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => file.slice(0, -'.sql'.length))
      .sort();
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
    for (const [i, entry] of journal.entries.entries()) {
      expect(entry.tag.startsWith(String(entry.idx).padStart(4, '0'))).toBe(true);
      // drizzle's migrator applies only migrations whose `when` is later than the last applied
      // one's: an earlier `when` (drizzle-kit writes the clock's) would be skipped on every existing
      // database without a word. Set it past the previous entry's.
      const previous = journal.entries[i - 1];
      if (previous) expect(entry.when, `${entry.tag}: when`).toBeGreaterThan(previous.when);
    }
  });
});

/** One line per object of the public schema, sorted; PostgreSQL normalises each definition. */
async function describeDatabase(db: AppDb): Promise<string[]> {
  const [columns, constraints, indexes, enums] = await Promise.all([
    queryRows<{ line: string }>(
      db,
      sql`select format('column %s.%s %s%s%s%s', c.relname, a.attname,
                 format_type(a.atttypid, a.atttypmod),
                 case when a.attnotnull then ' not null' else '' end,
                 case when a.attgenerated = 's' then ' generated as ' || pg_get_expr(d.adbin, d.adrelid)
                      when d.adbin is not null then ' default ' || pg_get_expr(d.adbin, d.adrelid)
                      else '' end,
                 case when a.attidentity <> '' then ' identity ' || a.attidentity::text else '' end) as line
          from pg_attribute a
          join pg_class c on c.oid = a.attrelid and c.relkind in ('r', 'p')
          join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
          left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
          where a.attnum > 0 and not a.attisdropped`,
    ),
    queryRows<{ line: string }>(
      db,
      sql`select format('constraint %s.%s %s', c.relname, k.conname, pg_get_constraintdef(k.oid)) as line
          from pg_constraint k
          join pg_class c on c.oid = k.conrelid
          join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'`,
    ),
    queryRows<{ line: string }>(
      db,
      sql`select format('index %s.%s %s', tablename, indexname, indexdef) as line
          from pg_indexes where schemaname = 'public'`,
    ),
    queryRows<{ line: string }>(
      db,
      sql`select format('enum %s (%s)', t.typname, string_agg(e.enumlabel, ', ' order by e.enumsortorder)) as line
          from pg_type t
          join pg_enum e on e.enumtypid = t.oid
          join pg_namespace n on n.oid = t.typnamespace and n.nspname = 'public'
          group by t.typname`,
    ),
  ]);
  const tables = new Set(columns.map(({ line }) => `table ${line.split(' ')[1]?.split('.')[0]}`));
  return [
    ...tables,
    ...[columns, constraints, indexes, enums].flat().map(({ line }) => line),
  ].sort();
}

/** An empty database on the engine of this run, with the extensions the migrations create. */
async function createEmptyDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  if (inject('testDatabaseEngine') === 'pglite') {
    const database = await openDatabase({
      databaseUrl: 'memory://',
      dataDir: '',
      migrate: false,
    });
    await database.db.execute(sql`create extension if not exists pg_trgm`);
    return { database, close: () => database.close() };
  }
  const adminUrl = inject('pgAdminUrl');
  // The test databases' pattern, so that a dead run's leftover is dropped (pg-global-setup.ts).
  const name = `greenroom_t_${inject('pgRunTag')}_${randomSuffix()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({
    databaseUrl: databaseUrlFor(adminUrl, name),
    dataDir: '',
    migrate: false,
    maxConnections: 1,
  });
  await database.db.execute(sql`create extension if not exists pg_trgm`);
  return {
    database,
    async close() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
