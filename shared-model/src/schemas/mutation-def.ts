// The shape of one write of the outbox: method, path pattern and body schema. Each feature's
// schema file lists its writes with `mutation()`; mutations.ts gathers them by name. No zod
// values here: the PWA imports this beside one feature's schemas only.
import type { z } from 'zod';
import type { MutationMethod } from './sync';

export interface MutationDef<Body extends z.ZodType | null = z.ZodType | null> {
  readonly method: MutationMethod;
  /** Path pattern with :params, e.g. /api/posts/:id */
  readonly pattern: string;
  /** Body schema, or null for calls without a body. */
  readonly body: Body;
}

export function mutation<Body extends z.ZodType | null = null>(
  method: MutationMethod,
  pattern: string,
  body: Body = null as Body,
): MutationDef<Body> {
  return { method, pattern, body };
}

/** The parsed body of a mutation's definition (undefined for calls without a body). */
export type BodyOf<D extends MutationDef> = D['body'] extends z.ZodType
  ? z.output<D['body']>
  : undefined;
/** What a caller may pass before parsing (defaults and trimming still to come). */
export type InputOf<D extends MutationDef> = D['body'] extends z.ZodType
  ? z.input<D['body']>
  : undefined;

/** The params of `path` when it matches `pattern` (`/api/posts/:id`), else null. */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      if (g === '') return null;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

/** The path of a mutation with its params filled in (each one percent-encoded). */
export function mutationPath(
  route: Pick<MutationDef, 'pattern'>,
  params: Readonly<Record<string, string>> = {},
): string {
  return route.pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.pattern}: missing :${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * The first of `items` whose definition matches the call (method, then path pattern), with its
 * params; null for anything else, a query string or a fragment included. `items` must list
 * literal paths before the `:param` paths that would also match them.
 */
export function matchCall<T>(
  items: readonly T[],
  defOf: (item: T) => MutationDef,
  method: string,
  path: string,
): { item: T; params: Record<string, string> } | null {
  if (path.includes('?') || path.includes('#')) return null;
  for (const item of items) {
    const def = defOf(item);
    if (def.method !== method) continue;
    const params = matchPattern(def.pattern, path);
    if (params) return { item, params };
  }
  return null;
}
