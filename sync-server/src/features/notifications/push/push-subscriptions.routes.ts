// This device's web push subscription (issue 11): the VAPID public key, subscribe (the session's
// member owns it; an endpoint subscribed by another member before moves over), unsubscribe, and
// a test notification. A subscription is a device registration made online, not a replicated
// write, so these are plain routes rather than mutators. A member keeps at most
// PUSH_SUBSCRIPTIONS_PER_MEMBER (a new one drops the oldest); endpoints are https on port 443 to a
// public host (push-transport.ts). These paths open their own transactions (app.ts), so none is
// held during a DNS lookup or while push services answer.

import { PRODUCT_NAME } from '@greenroom/shared-model';
import { PUSH_SUBSCRIPTIONS_PER_MEMBER } from '@greenroom/shared-model/constants';
import { declarativePush } from '@greenroom/shared-model/schemas/push-payload';
import {
  DeletePushSubscriptionBody,
  PushSubscriptionBody,
  type VapidPublicKeyReply,
} from '@greenroom/shared-model/schemas/push-subscriptions';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { pushSubscriptions } from '../../../db/schema/notifications';
import type { HonoEnv } from '../../../http/context';
import { jsonError } from '../../../http/errors';
import { declareInput } from '../../../http/route-input';
import { validateJson } from '../../../http/validate';
import { requireUser } from '../../auth/session';
import type { DeliveryService } from '../delivery-service';

const PUSH_TEXTS = {
  endpointRefused: 'This push service cannot be used',
  testTitle: PRODUCT_NAME,
  testBody: 'Notifications are on for this device.',
} as const;

/** Paths that open their own transactions (app.ts): no DNS lookup or push inside one. */
export const PUSH_SUBSCRIPTION_PATHS = ['/api/push-subscriptions', '/api/push-subscriptions/test'];

export function pushSubscriptionsRoutes(deliveries: DeliveryService) {
  const app = new Hono<HonoEnv>();

  app.get('/vapid-public-key', requireUser, declareInput(), async (c) => {
    const { vapid } = await deliveries.ready();
    return c.json({ publicKey: vapid.publicKey } satisfies VapidPublicKeyReply);
  });

  app.post('/', requireUser, validateJson(PushSubscriptionBody), async (c) => {
    const body = c.req.valid('json');
    const { push } = await deliveries.ready();
    // A DNS lookup: done before any transaction (this path manages its own, app.ts).
    if (!(await push.accepts(body.endpoint))) return jsonError(c, 400, PUSH_TEXTS.endpointRefused);
    const userId = c.var.user!.id;
    const values = {
      userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
    };
    await c.var.db.transaction(async (tx) => {
      // One member's subscribes in turn, so the cap holds under parallel calls.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`push-subscriptions:${userId}`}, 0))`,
      );
      await tx
        .insert(pushSubscriptions)
        .values(values)
        // Subscribed again: it is the newest device again.
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { ...values, createdAt: sql`now()` },
        });
      const kept = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(PUSH_SUBSCRIPTIONS_PER_MEMBER);
      await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    });
    return c.json({ subscribed: true }, 201);
  });

  app.delete('/', requireUser, validateJson(DeletePushSubscriptionBody), async (c) => {
    const { endpoint } = c.req.valid('json');
    const removed = await c.var.db
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, c.var.user!.id)),
      )
      .returning({ id: pushSubscriptions.id });
    return c.json({ removed: removed.length });
  });

  // c.var.db is the pool here (app.ts): no transaction is held while the push services answer.
  app.post('/test', requireUser, declareInput(), async (c) => {
    const { push } = await deliveries.ready();
    const subs = await c.var.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, c.var.user!.id));
    const payload = JSON.stringify(
      declarativePush({
        origin: deliveries.origin,
        path: '/settings',
        title: PUSH_TEXTS.testTitle,
        body: PUSH_TEXTS.testBody,
        tag: 'test',
      }),
    );
    const outcomes = await Promise.all(
      subs.map((s) => push.send(s, payload, { ttl: 300, urgency: 'normal' })),
    );
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome.kind === 'gone') {
        await c.var.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subs[i]!.id));
      }
    }
    return c.json({ sent: outcomes.filter((o) => o.kind === 'sent').length });
  });

  return app;
}
