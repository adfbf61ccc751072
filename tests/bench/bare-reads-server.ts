// The yardstick of `server-reads.ts`: a bare node:http server doing what GET /api/posts?limit=50
// does — the session by its cookie, the newest 50 posts with their authors without blocked and
// muted members, the viewer's reports over them — with postgres.js (DATABASE_URL) or PGlite
// (DATA_DIR) and hand-written SQL, and nothing else: no framework, no ORM, no middleware.
// The reply has the same fields as the app's (sync-server/src/features/posts/posts.serialize.ts).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SESSION_COOKIE_NAME } from '@greenroom/shared-model/constants';
import postgres from 'postgres';

type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

async function openQuery(): Promise<Query> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const sql = postgres(url, { max: 10 });
    return (text, params) => sql.unsafe(text, params as never[]) as never;
  }
  const db = await PGlite.create(join(process.env.DATA_DIR ?? '', 'pglite'), {
    extensions: { pg_trgm },
  });
  return async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows;
}

const SESSION = `select u.id, u.is_admin from sessions s join users u on u.id = s.user_id
  where s.id = $1 and s.expires_at > now() and not u.is_suspended`;

const POSTS = `select p.id as post_id, p.content as post_content, p.image_url as post_image_url,
    p.type as post_type, p.skills as post_skills,
    p.created_at as post_created_at, p.updated_at as post_updated_at, u.*
  from posts p join users u on u.id = p.author_id
  where not exists (select 1 from blocks b
      where (b.user_id = $1 and b.blocked_id = p.author_id)
         or (b.blocked_id = $1 and b.user_id = p.author_id))
    and not exists (select 1 from mutes m where m.user_id = $1 and m.muted_id = p.author_id)
  order by p.created_at desc, p.id desc limit $2`;

const REPORTS = `select item_id, reporter_id, status from reports
  where item_kind = 'post' and item_id = any($1::uuid[])`;

function sessionOf(cookie: string | undefined): string | null {
  const token = cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE_NAME}=`))
    ?.slice(SESSION_COOKIE_NAME.length + 1);
  return token ? createHash('sha256').update(token).digest('hex') : null;
}

/** The author's columns but the private ones, camelCased: about the app's public User. */
const PRIVATE = new Set(['password_hash', 'email', 'phone', 'google_sub']);
function authorOf(row: Record<string, unknown>): Record<string, unknown> {
  const author: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (PRIVATE.has(key) || key.startsWith('post_')) continue;
    author[key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] =
      value instanceof Date ? value.toISOString() : value;
  }
  return author;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

const query = await openQuery();
const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://bare');
    if (url.pathname !== '/api/posts') {
      res.writeHead(404).end();
      return;
    }
    const sessionId = sessionOf(req.headers.cookie);
    const [viewer] = sessionId ? await query(SESSION, [sessionId]) : [];
    if (!viewer) {
      res.writeHead(401).end();
      return;
    }
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 20), 100);
    const rows = await query(POSTS, [viewer.id, limit]);
    const reports = await query(REPORTS, [rows.map((r) => r.post_id)]);
    const hidden = new Set(
      reports.filter((r) => r.reporter_id === viewer.id).map((r) => String(r.item_id)),
    );
    const body = rows
      .filter((r) => !hidden.has(String(r.post_id)))
      .map((r) => ({
        id: r.post_id,
        content: r.post_content,
        imageUrl: r.post_image_url,
        type: r.post_type,
        skills: r.post_skills,
        author: authorOf(r),
        authorId: r.id,
        createdAt: iso(r.post_created_at),
        updatedAt: iso(r.post_updated_at),
      }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
