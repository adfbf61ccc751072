// POST /api/sync/push and POST /api/sync/pull (ARCHITECTURE.md, ADR 003 and 004).
import {
  IDEMPOTENCY_KEY_HEADER,
  PROTOCOL_UNSUPPORTED_CODE,
  PROTOCOL_UNSUPPORTED_STATUS,
  PROTOCOL_VERSION,
} from '@greenroom/shared-model/constants';
import { PullBody, PushBody } from '@greenroom/shared-model/schemas/sync';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { validateJson } from '../../http/validate';
import { openToUnverified } from '../../http/verified-gate';
import { type MutatorRegistry, SERVER_MUTATORS } from '../../mutators/registry';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import type { EntityDefinition } from './entities';
import { pull } from './pull';
import { processPush } from './push';

export interface SyncRoutesOptions {
  /** The entity registry (default: ENTITY_REGISTRY). */
  entities?: readonly EntityDefinition[];
  /** The mutators push may run (default: SERVER_MUTATORS). */
  mutators?: MutatorRegistry;
}

export function syncRoutes(services: AppServices, options: SyncRoutesOptions = {}) {
  const app = new Hono<HonoEnv>();

  // Open to accounts whose e-mail is not verified: each pushed mutator checks its own access,
  // and the pull gives such an account its own rows only (ADR 023).
  app.post('/push', openToUnverified(), requireUser, validateJson(PushBody), async (c) => {
    const body = c.req.valid('json');
    if (body.protocolVersion !== PROTOCOL_VERSION) {
      return protocolUnsupported(c);
    }
    const outcome = await processPush(
      {
        env: services.env,
        logger: services.logger,
        db: c.var.db,
        user: c.var.user,
        mutators: options.mutators ?? SERVER_MUTATORS,
      },
      body,
    );
    if (!outcome.ok) return jsonError(c, 403, SERVER_TEXTS.clientIdTaken);
    return c.json(outcome.reply);
  });

  app.post('/pull', openToUnverified(), requireUser, validateJson(PullBody), async (c) => {
    const body = c.req.valid('json');
    if (body.protocolVersion !== PROTOCOL_VERSION) {
      return protocolUnsupported(c);
    }
    const db = c.var.db;
    // One consistent snapshot for the watermark, lastMutationId and every row. Only possible as
    // the transaction's first statement; an Idempotency-Key (pointless on a pull) already wrote,
    // and READ COMMITTED is still correct because the watermark is read first.
    if (!c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim()) {
      await db.execute(sql`set transaction isolation level repeatable read`);
    }
    const outcome = await pull(
      db,
      { me: c.var.user, clientId: body.clientId, cursor: body.cursor, env: services.env },
      { entities: options.entities },
    );
    if (!outcome.ok) return jsonError(c, 403, SERVER_TEXTS.clientIdTaken);
    return c.json(outcome.reply);
  });

  return app;
}

/** The client speaks a protocol this server does not: it must update, not retry. */
function protocolUnsupported(c: Context): Response {
  return jsonError(c, PROTOCOL_UNSUPPORTED_STATUS, SERVER_TEXTS.protocolVersionUnsupported, {
    code: PROTOCOL_UNSUPPORTED_CODE,
  });
}
