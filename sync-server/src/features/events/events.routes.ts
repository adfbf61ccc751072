// The event reads: GET /api/events and GET /api/events/{id} (spec part 2 §7; decisions.md
// "Content and lists") and who answered, GET /api/events/{id}/rsvps. The writes are mutators
// (events.mutators.ts, event-rsvps.mutators.ts).

import { EVENT_RSVPS_MAX } from '@greenroom/shared-model/constants';
import { IdParam } from '@greenroom/shared-model/schemas/common';
import { EventListQuery, type EventRsvps } from '@greenroom/shared-model/schemas/events';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import { validateQuery } from '../../http/validate';
import { idOf } from '../../mutators/path-id';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { viewerOf, withoutHidden } from '../reports/visibility';
import { isEffectiveAdmin, toUserSummary } from '../users/users.serialize';
import { answeredBy } from './event-rsvps.repo';
import { findEventFor, listEvents } from './events.repo';
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
    const found = id ? await findEventFor(c.var.db, id, viewerOf(c.var.user!, env)) : undefined;
    if (!found) return jsonError(c, 404, SERVER_TEXTS.eventNotFound);
    return c.json(toEvent(found.event, found.author, env));
  });

  // Who answered (the event page): who is going for every member, who is interested too for the
  // organiser (and admins); members a block stands between with the reader are left out.
  app.get('/:id/rsvps', declareInput({ param: IdParam }), requireUser, async (c) => {
    const id = idOf(c.req.param('id'));
    const me = c.var.user!;
    const found = id ? await findEventFor(c.var.db, id, viewerOf(me, env)) : undefined;
    if (!found) return jsonError(c, 404, SERVER_TEXTS.eventNotFound);
    const organiser = found.event.authorId === me.id || isEffectiveAdmin(me, env);
    const [going, interested] = await Promise.all([
      answeredBy(c.var.db, found.event.id, 'going', me.id, EVENT_RSVPS_MAX),
      organiser ? answeredBy(c.var.db, found.event.id, 'interested', me.id, EVENT_RSVPS_MAX) : null,
    ]);
    const reply: EventRsvps = {
      going: going.map((u) => toUserSummary(u, env)),
      interested: interested?.map((u) => toUserSummary(u, env)) ?? null,
      goingCount: found.event.goingCount,
      interestedCount: found.event.interestedCount,
    };
    return c.json(reply);
  });

  return app;
}
