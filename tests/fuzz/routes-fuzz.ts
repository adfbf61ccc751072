// Every route registered in the app, fuzzed: generated params, queries and bodies (valid,
// boundary and hostile) as nobody, a member and the admin. Never a 5xx, never a hang, and a
// refusal (4xx) changes nothing. A route that declares no input fails the suite. The routes are
// dealt into parts, one test file each (routes-1.test.ts, …), so that vitest's workers share them.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Callers } from './callers';
import { changes, dataState, tableNames } from './data-state';
import { type Endpoint, registeredEndpoints } from './endpoints';
import { createFuzzFixture } from './fixture';
import { Outcomes, within } from './outcomes';
import { type FuzzRequest, requestArbitrary } from './requests';
import { FUZZ_RUNS, FUZZ_SEED, type Part, partOf, REQUEST_TIMEOUT_MS } from './settings';

// Enumerated from an app built like the one under test (the database is not touched).
const endpoints = await (async () => {
  const probe = await createTestApp();
  const found = registeredEndpoints(probe.app);
  await probe.close();
  return found;
})();

/** Declares the fuzz tests of one part of the registered routes. */
export function fuzzRoutes(part: Part): void {
  let t: TestApp;
  let callers: Callers;
  let tables: string[];
  let knownIds: string[] = [];
  const outcomes = new Outcomes();

  beforeAll(async () => {
    ({ t, callers, knownIds } = await createFuzzFixture());
    tables = await tableNames(t.db);
  });

  afterAll(async () => {
    console.log(`${outcomes.format('routes fuzzed')}\n  (seed ${FUZZ_SEED}, ${FUZZ_RUNS} runs)`);
    await t?.close();
  });

  async function send(request: FuzzRequest): Promise<number> {
    const cookie = callers.cookie(request.caller);
    const headers = { ...request.headers, ...(cookie ? { cookie } : {}) };
    const res = await t.request(request.path, {
      method: request.method,
      headers,
      body: request.body,
    });
    await res.arrayBuffer();
    return res.status;
  }

  const name = (e: Endpoint) => `${e.method} ${e.path}`;

  if (part.index === 1)
    describe('the registered routes', () => {
      it('are found, and every one declares what it reads', () => {
        expect(endpoints.length).toBeGreaterThan(10);
        expect(endpoints.filter((e) => e.input === undefined).map(name)).toEqual([]);
      });
    });

  describe.each(partOf(endpoints, part).map((e) => [name(e), e] as const))(
    '%s',
    (label, endpoint) => {
      it(`never answers 5xx or hangs; a 4xx changes nothing (${FUZZ_RUNS} inputs)`, async () => {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(endpoint, knownIds), async (request) => {
            const before = await dataState(t.db, tables);
            const status = await within(REQUEST_TIMEOUT_MS, label, send(request));
            outcomes.record(label, status);
            expect(status, `${request.method} ${request.path}`).toBeLessThan(500);
            if (status >= 400) {
              const after = await dataState(t.db, tables);
              // A refusal under an Idempotency-Key is stored, so that the same call gets it again.
              if (request.headers['idempotency-key'] !== undefined) {
                expect(after.idempotency_keys! - before.idempotency_keys!).toBeLessThanOrEqual(1);
                after.idempotency_keys = before.idempotency_keys!;
              }
              expect(changes(before, after)).toEqual([]);
            }
            if (status < 400 && request.caller !== 'nobody') await callers.refresh(request.caller);
          }),
          { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
        );
      });
    },
  );
}
