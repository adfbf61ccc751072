// Request validation with the shared zod schemas. A failure answers 400 with the first issue's
// message (the spec's texts live in the schemas) and the full list of issues.
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { withRouteInput } from './route-input';

type Target = keyof ValidationTargets;

function hook(
  result: { success: boolean; error?: { issues: readonly z.core.$ZodIssue[] } },
  c: { json: (b: unknown, s: 400) => Response },
) {
  if (!result.success) {
    const issues = result.error?.issues ?? [];
    return c.json({ message: issues[0]?.message ?? SERVER_TEXTS.invalidRequest, issues }, 400);
  }
  return undefined;
}

function validate<S extends z.ZodType, T extends Target>(target: T, schema: S) {
  const middleware = zValidator(target, schema, hook);
  return target === 'json' || target === 'query' || target === 'param'
    ? withRouteInput(middleware, { [target]: schema })
    : middleware;
}

/** `validateJson(SignupBody)` then `c.req.valid('json')` in the handler. */
export const validateJson = <S extends z.ZodType>(schema: S) => validate('json', schema);
export const validateQuery = <S extends z.ZodType>(schema: S) => validate('query', schema);
