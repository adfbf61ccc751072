// The authorization matrix (ASVS 5.0 V8): every route the app registers × every role, against
// the expected statuses in authorization-matrix.md. A route without a row fails, and so does a
// row for a route that no longer exists. A later feature adds its rows there, and a call in
// support/matrix-calls.ts when its route needs a body.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  createMatrixActors,
  type MatrixActors,
  ROLES,
  UNVERIFIED_ROLE,
} from './support/matrix-actors';
import { MATRIX_CALLS } from './support/matrix-calls';
import { parseMatrix, parseUnverified } from './support/matrix-table';

const markdown = readFileSync(new URL('./authorization-matrix.md', import.meta.url), 'utf8');
const matrix = parseMatrix(markdown);
const unverifiedRows = [...parseUnverified(markdown).keys()];
/** Every role of a cell: the main table's, then the unverified account's. */
const ALL_ROLES = [...ROLES, UNVERIFIED_ROLE] as const;

let t: TestApp;
let roles: MatrixActors;

beforeAll(async () => {
  // Its owner creates a target post, job or event for every row × role (bulk seeding; the write
  // limits have their own tests in rate-limits/).
  t = await createTestApp({ env: { MEMBER_WRITE_LIMITS: 'off' } });
  roles = await createMatrixActors(t);
});
afterAll(async () => {
  await t?.close();
});

/**
 * `METHOD /path` of every route handler in the app. Middleware and catch-alls (`app.use`,
 * `app.all('/api/*')`, the static files) are registered as ALL or on wildcard paths.
 */
function registeredRoutes(app: TestApp['app']): string[] {
  const routes = app.routes
    .filter((r) => r.method !== 'ALL' && !r.path.endsWith('*'))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)].sort();
}

const rows = matrix.map((r) => r.route);
const routesWithoutRow = (app: TestApp['app']) =>
  registeredRoutes(app).filter((r) => !rows.includes(r));

describe('authorization matrix', () => {
  it('has exactly one row for every route the app registers', () => {
    const routes = registeredRoutes(t.app);
    const duplicates = rows.filter((r, i) => rows.indexOf(r) !== i);
    expect(duplicates, 'duplicate rows').toEqual([]);
    expect(routesWithoutRow(t.app), 'routes without a row in authorization-matrix.md').toEqual([]);
    const stale = rows.filter((r) => !routes.includes(r));
    expect(stale, 'rows for routes the app does not register').toEqual([]);
  });

  it('has an unverified-account row for every route (ADR 023)', () => {
    const routes = registeredRoutes(t.app);
    expect(
      routes.filter((r) => !unverifiedRows.includes(r)),
      'routes without a row in the unverified table of authorization-matrix.md',
    ).toEqual([]);
    expect(
      unverifiedRows.filter((r) => !routes.includes(r)),
      'unverified rows for routes the app does not register',
    ).toEqual([]);
  });

  it('notices a route added without a row', async () => {
    const grown = await createTestApp({
      database: t.database,
      extraRoutes: (app) => {
        app.post('/api/matrix-probe/:id', (c) => c.json({ ok: true }));
      },
    });
    expect(routesWithoutRow(grown.app)).toEqual(['POST /api/matrix-probe/:id']);
  });

  it('answers every route × role with the expected status', async () => {
    const mismatches: string[] = [];
    for (const row of matrix) {
      const [method = '', template = ''] = row.route.split(' ');
      for (const role of ALL_ROLES) {
        const targetId = row.target ? await roles.createTarget(row.target) : undefined;
        const path = targetId ? template.replace(':id', targetId) : template;
        const caller = role === 'anon' ? undefined : roles.actors[role];
        const call =
          MATRIX_CALLS[row.route]?.({ path, targetId, caller, owner: roles.actors.owner }) ?? {};
        const headers = new Headers(call.headers);
        const cookie = await roles.sessionCookie(role);
        if (cookie) headers.set('cookie', cookie);
        if (call.body !== undefined) headers.set('content-type', 'application/json');
        const res = await t.request(call.path ?? path, {
          method,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          redirect: 'manual',
        });
        if (Number.isNaN(row.expected[role])) continue; // no row: the test above fails
        if (res.status !== row.expected[role]) {
          const reply = (await res.text()).slice(0, 120);
          mismatches.push(
            `${row.route} as ${role}: expected ${row.expected[role]}, got ${res.status} ${reply}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Nine roles × every route, each cell a fresh session and target: minutes on a busy machine.
  }, 300_000);
});
