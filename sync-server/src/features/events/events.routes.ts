// The event reads: GET /api/events and GET /api/events/{id} (spec part 2 §7; decisions.md
// "Content and lists"). The writes are mutators (events.mutators.ts).
import { IdParam } from '@greenroom/shared-model/schemas/common';
import { EventListQuery } from '@greenroom/shared-model/schemas/events';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import { validateQuery } from '../../http/validate';
import { idOf } from '../../mutators/path-id';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { isBlockedBetween } from '../privacy/blocks.repo';
import { hiddenItemIds, viewerOf, withoutHidden } from '../reports/visibility';
import { findEventWithAuthor, listEvents } from './events.repo';
import { toEvent } from './events.serialize';

export function eventsRoutes(services: AppServices) {
  const { env } = services;
  const app = new Hono<HonoEnv>();

  app.get('/', requireUser, validateQuery(EventListQuery), async (c) => {
    const q = c.req.valid('query');
    const rows = await withoutHidden(
      c.var.db,
      'event',
      await listEvents(c.var.db, {
        before: q.before ? new Date(q.before) : undefined,
        authorId: q.authorId,
        limit: q.limit,
        viewerId: c.var.user!.id,
        hideMuted: q.authorId === undefined,
      }),
      (r) => r.event,
      viewerOf(c.var.user!, env),
    );
    return c.json(rows.map((r) => toEvent(r.event, r.author, env)));
  });

  app.get('/:id', declareInput({ param: IdParam }), requireUser, async (c) => {
    const id = idOf(c.req.param('id'));
    const found = id ? await findEventWithAuthor(c.var.db, id) : undefined;
    const hidden = found
      ? await hiddenItemIds(c.var.db, 'event', [found.event], viewerOf(c.var.user!, env))
      : undefined;
    if (
      !found ||
      hidden?.size ||
      (await isBlockedBetween(c.var.db, c.var.user!.id, found.event.authorId))
    ) {
      return jsonError(c, 404, SERVER_TEXTS.eventNotFound);
    }
    return c.json(toEvent(found.event, found.author, env));
  });

  return app;
}
