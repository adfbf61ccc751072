// The server's truth (read straight from PostgreSQL) and the differences between it and a replica.
import type { MemberDb } from '@greenroom/pwa/client-core/local-db/member-db';
import { FEED_WINDOW_ITEMS } from '@greenroom/shared-model/constants';
import type postgres from 'postgres';

interface ServerPost {
  id: string;
  authorId: string;
  content: string;
  type: string;
  skills: string[];
  imageUrl: string | null;
  createdAt: Date;
}

/** Profile fields a member edits (PUT /api/users/profile) and every replica shows. */
const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'school',
  'major',
  'program',
  'graduationYear',
  'bio',
  'skills',
  'website',
] as const;
type ServerProfile = { id: string } & Record<(typeof PROFILE_FIELDS)[number], unknown>;

/** Author fields embedded in every post (`author: UserSummary`). */
const AUTHOR_FIELDS = ['firstName', 'lastName', 'school', 'major', 'graduationYear'] as const;

export interface ServerState {
  posts: Map<string, ServerPost>;
  profiles: Map<string, ServerProfile>;
}

export async function readServerState(sql: postgres.Sql): Promise<ServerState> {
  const posts = await sql<ServerPost[]>`
    select id, author_id as "authorId", content, type, skills, image_url as "imageUrl",
           created_at as "createdAt"
    from posts`;
  const users = await sql<ServerProfile[]>`
    select id, first_name as "firstName", last_name as "lastName", school, major, program,
           graduation_year as "graduationYear", bio, skills, website
    from users`;
  return {
    posts: new Map(posts.map((p) => [p.id, { ...p, skills: [...p.skills] }])),
    profiles: new Map(users.map((u) => [u.id, { ...u, skills: [...(u.skills as string[])] }])),
  };
}

/**
 * Differences between a settled replica and the server. Posts: when the server holds more than
 * the feed window, the replica must hold the newest window (ties at the boundary either way).
 * Profiles: every profile the replica holds, field by field. Nothing may be left pending.
 */
export async function diffReplica(
  label: string,
  db: MemberDb,
  server: ServerState,
  options: { profileIds?: readonly string[]; checkAuthors?: boolean } = {},
): Promise<string[]> {
  const diffs: string[] = [];
  const outbox = await db.outbox.count();
  if (outbox > 0) diffs.push(`${label}: ${outbox} outbox entries left`);
  const rows = await db.posts.toArray();
  const local = new Map(rows.map((r) => [r.id, r]));
  for (const row of rows) {
    if (row.pending !== undefined) diffs.push(`${label}: post ${row.id} still pending`);
    const truth = server.posts.get(row.id);
    if (!truth) {
      diffs.push(`${label}: post ${row.id} (${JSON.stringify(row.content)}) not on the server`);
      continue;
    }
    const mismatched: string[] = [];
    if (row.content !== truth.content) mismatched.push('content');
    if (row.authorId !== truth.authorId) mismatched.push('authorId');
    if (row.type !== truth.type) mismatched.push('type');
    if (!sameJson(row.skills, truth.skills)) mismatched.push('skills');
    if ((row.imageUrl ?? null) !== truth.imageUrl) mismatched.push('imageUrl');
    if (Math.abs(Date.parse(row.createdAt) - truth.createdAt.getTime()) > 1) {
      mismatched.push('createdAt');
    }
    if (options.checkAuthors !== false) {
      const author = server.profiles.get(truth.authorId);
      for (const field of AUTHOR_FIELDS) {
        if (author && !sameJson(row.author?.[field], author[field])) {
          mismatched.push(`author.${field}`);
        }
      }
    }
    if (mismatched.length > 0) {
      const detail = mismatched
        .map((f) => `${f}: ${JSON.stringify(pick(row, f))} ≠ ${JSON.stringify(pick(truth, f))}`)
        .join('; ');
      diffs.push(`${label}: post ${row.id} differs (${detail})`);
    }
  }
  // Which server posts the replica must hold.
  const all = [...server.posts.values()];
  let required = all;
  if (all.length > FEED_WINDOW_ITEMS) {
    if (rows.length !== FEED_WINDOW_ITEMS) {
      diffs.push(`${label}: holds ${rows.length} posts, the window is ${FEED_WINDOW_ITEMS}`);
    }
    const oldestKept = Math.min(...rows.map((r) => Date.parse(r.createdAt)));
    required = all.filter((p) => p.createdAt.getTime() > oldestKept + 1);
  }
  for (const post of required) {
    if (!local.has(post.id)) {
      diffs.push(`${label}: missing server post ${post.id} (${JSON.stringify(post.content)})`);
    }
  }
  const profileIds = options.profileIds ?? (await db.users.toCollection().primaryKeys());
  for (const id of profileIds) {
    const row = await db.users.get(id);
    const truth = server.profiles.get(id);
    if (!row) {
      diffs.push(`${label}: profile ${id} missing`);
      continue;
    }
    if (!truth) {
      diffs.push(`${label}: profile ${id} not on the server`);
      continue;
    }
    if (row.pending !== undefined) diffs.push(`${label}: profile ${id} still pending`);
    for (const field of PROFILE_FIELDS) {
      if (!sameJson(row[field] ?? null, truth[field] ?? null)) {
        diffs.push(
          `${label}: profile ${id}.${field} ${JSON.stringify(row[field])} ≠ ${JSON.stringify(truth[field])}`,
        );
      }
    }
  }
  return diffs;
}

/** Posts whose embedded author differs from the author's current profile (by field). */
export async function staleAuthors(db: MemberDb, server: ServerState): Promise<string[]> {
  const stale: string[] = [];
  for (const row of await db.posts.toArray()) {
    const author = server.profiles.get(row.authorId);
    if (!author) continue;
    const fields = AUTHOR_FIELDS.filter((f) => !sameJson(row.author?.[f], author[f]));
    if (fields.length > 0) stale.push(`post ${row.id}: author ${fields.join(', ')}`);
  }
  return stale;
}

function pick(value: unknown, path: string): unknown {
  let v = value as Record<string, unknown> | undefined;
  for (const key of path.split('.')) v = v?.[key] as Record<string, unknown> | undefined;
  return v;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
