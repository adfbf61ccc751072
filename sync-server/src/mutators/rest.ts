// The REST route of each mutator: the spec's own call (method and path from shared-model),
// answered by the same function the sync push calls. The request's transaction, Origin check
// and session come from the pipeline in app.ts.
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { HonoEnv } from '../http/context';
import { ApiError, jsonError } from '../http/errors';
import { withRouteInput } from '../http/route-input';
import { markOpenToUnverified } from '../http/verified-gate';
import type { AppServices } from '../services';
import { executeMutator } from './execute';
import type { MutatorRegistry } from './registry';

async function jsonOf(c: Context<HonoEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, SERVER_TEXTS.invalidJson);
  }
}

export function mountMutators(
  app: Hono<HonoEnv>,
  services: AppServices,
  registry: MutatorRegistry,
): void {
  for (const mutator of registry) {
    const def = mutator.def;
    const handler = async (c: Context<HonoEnv>) => {
      const actor = c.var.user;
      if (!actor || !c.var.session) return jsonError(c, 401, SERVER_TEXTS.notSignedIn);
      const result = await executeMutator(mutator, {
        db: c.var.db,
        actor,
        body: def.body ? await jsonOf(c) : undefined,
        params: c.req.param() as Record<string, string>,
        env: services.env,
        afterCommit: c.var.afterCommit,
      });
      if (result.retryAfterSeconds !== undefined) {
        c.header('Retry-After', String(result.retryAfterSeconds));
      }
      const status = result.status as ContentfulStatusCode;
      return result.body === undefined ? c.body(null, status) : c.json(result.body, status);
    };
    const route = withRouteInput(handler, def.body ? { json: def.body } : {});
    // The pipeline's gate lets an unverified account through only to mutators open to it;
    // executeMutator checks the same access for REST and push alike.
    app.on(
      def.method,
      def.pattern,
      mutator.access === 'account' ? markOpenToUnverified(route) : route,
    );
  }
}
