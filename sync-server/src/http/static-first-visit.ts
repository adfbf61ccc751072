// What a first visit gets from the static handler (docs/decisions/008-first-visit.md): the
// build's prerendered page for a visitor's navigation, and the Vary header of a negotiated file.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PRERENDERED_PAGES, prerenderedPageFor } from '@greenroom/shared-model/prerendered-pages';
import type { Context } from 'hono';
import type { HonoEnv } from './context';

const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json)|image\/svg\+xml)/;

/** The prerendered file (relative to root) for this navigation, if the build made one. */
export function prerenderedPagePath(root: string, c: Context<HonoEnv>): string | null {
  const url = new URL(c.req.url);
  const id = prerenderedPageFor(url.pathname, url.searchParams);
  if (!id) return null;
  const file = PRERENDERED_PAGES[id].file;
  return existsSync(join(root, file)) ? file : null;
}

/**
 * Caches must key a text file on Accept-Encoding (the build made compressed copies of it), and
 * a navigation also on Cookie (a visitor gets a prerendered page, a member the shell).
 */
export function setVary(res: Response, { navigation }: { navigation: boolean }): void {
  const type = res.headers.get('content-type') ?? '';
  const vary = new Set(
    (res.headers.get('vary') ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  );
  if (COMPRESSIBLE.test(type)) vary.add('Accept-Encoding');
  if (navigation) vary.add('Cookie');
  if (vary.size > 0) res.headers.set('Vary', [...vary].join(', '));
}
