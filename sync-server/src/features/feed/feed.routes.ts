// GET /api/feed?before=&limit= (decisions.md "Content and lists"): posts, jobs and events merged
// newest first, a page at a time; the PWA reads it for what lies beyond its replica's window.
import { mergeFeed } from '@greenroom/shared-model/helpers/feed';
import { FeedPageQuery, type FeedPageReply } from '@greenroom/shared-model/schemas/feed';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { validateQuery } from '../../http/validate';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { listEvents } from '../events/events.repo';
import { toEvent } from '../events/events.serialize';
import { listJobsBefore } from '../jobs/jobs.repo';
import { toJob } from '../jobs/jobs.serialize';
import { listPosts } from '../posts/posts.repo';
import { toPost } from '../posts/posts.serialize';
import { viewerOf, withoutHidden } from '../reports/visibility';

export function feedRoutes(services: AppServices) {
  const { env } = services;
  const app = new Hono<HonoEnv>();

  app.get('/', requireUser, validateQuery(FeedPageQuery), async (c) => {
    const { limit, ...q } = c.req.valid('query');
    const before = q.before ? new Date(q.before) : undefined;
    const me = c.var.user!.id;
    // One more than a page of each kind tells whether older items exist.
    const take = limit + 1;
    // The member's feed: nothing of a member a block stands between, or whom they muted, and no
    // reported item the caller may not see (reports/visibility.ts).
    const mine = { viewerId: me, hideMuted: true };
    const viewer = viewerOf(c.var.user!, env);
    const db = c.var.db;
    const posts = await withoutHidden(
      db,
      'post',
      await listPosts(db, { before, limit: take, ...mine }),
      (r) => r.post,
      viewer,
    );
    const jobs = await withoutHidden(
      db,
      'job',
      await listJobsBefore(db, me, before, take),
      (r) => r.job,
      viewer,
    );
    const events = await withoutHidden(
      db,
      'event',
      await listEvents(db, { before, limit: take, ...mine }),
      (r) => r.event,
      viewer,
    );
    const merged = mergeFeed({
      posts: posts.map((r) => toPost(r.post, r.author, env)),
      jobs: jobs.map((r) => toJob(r.job, r.author, env, r.marks)),
      events: events.map((r) => toEvent(r.event, r.author, env)),
    });
    const reply: FeedPageReply = { items: merged.slice(0, limit), more: merged.length > limit };
    return c.json(reply);
  });

  return app;
}
