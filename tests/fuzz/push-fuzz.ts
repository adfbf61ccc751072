// Every registered mutator, fuzzed through POST /api/sync/push: batches of generated calls
// (params and bodies valid, boundary and hostile). Never a 5xx (neither the push nor any
// result), never a hang, every mutation is recorded (the queue never wedges), a batch of
// refusals changes no data, and the same batch again gets the same results (exactly once). An
// envelope the push's schema refuses (generated params can make a path too long) is a 400 that
// changes nothing. The mutators are dealt into parts, one test file each (push-1.test.ts, …).
import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import { PushBody, type PushReply } from '@greenroom/shared-model/schemas/sync';
import type { ServerMutator } from '@greenroom/sync-server/mutators/define';
import { SERVER_MUTATORS } from '@greenroom/sync-server/mutators/registry';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import type { Callers } from './callers';
import { changes, dataState, PUSH_BOOKKEEPING, tableNames } from './data-state';
import { paramNames } from './endpoints';
import { createFuzzFixture } from './fixture';
import { hostileValue } from './hostile';
import { Outcomes, within } from './outcomes';
import { type Caller, segment } from './requests';
import { FUZZ_RUNS, FUZZ_SEED, type Part, partOf, REQUEST_TIMEOUT_MS } from './settings';
import { arbitraryFor, withoutFailingOptionalKeys } from './zod-arbitrary';

/** Declares the fuzz tests of one part of the registered mutators. */
export function fuzzPush(part: Part): void {
  let t: TestApp;
  let callers: Callers;
  let dataTables: string[];
  let knownIds: string[] = [];
  const outcomes = new Outcomes();

  beforeAll(async () => {
    ({ t, callers, knownIds } = await createFuzzFixture());
    dataTables = await tableNames(t.db, PUSH_BOOKKEEPING);
  });

  afterAll(async () => {
    console.log(`${outcomes.format('mutators pushed')}\n  (seed ${FUZZ_SEED}, ${FUZZ_RUNS} runs)`);
    await t?.close();
  });

  /** One generated call of `mutator`, as an outbox entry sends it. */
  function callOf(mutator: ServerMutator) {
    const names = paramNames(mutator.def.pattern);
    const schema = mutator.def.body;
    const body = schema
      ? arbitraryFor(schema, { hostile: true }).map((v) => withoutFailingOptionalKeys(schema, v))
      : fc.option(hostileValue, { freq: 3, nil: undefined });
    return fc
      .record({ params: fc.tuple(...names.map(() => segment(knownIds))), body })
      .map(({ params, body }) => {
        let path = mutator.def.pattern;
        names.forEach((name, i) => {
          path = path.replace(`:${name}`, params[i] ?? '');
        });
        return { method: mutator.def.method, path, body };
      });
  }

  async function push(caller: Caller, body: unknown) {
    const cookie = callers.cookie(caller);
    const res = await t.request('/api/sync/push', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, reply: (await res.json()) as PushReply };
  }

  if (part.index === 1)
    describe('the registered mutators', () => {
      it('are found', () => {
        expect(SERVER_MUTATORS.length).toBeGreaterThan(0);
      });
    });

  describe.each(partOf(SERVER_MUTATORS, part).map((m) => [m.name, m] as const))(
    'push %s',
    (name, mutator) => {
      it(`never 5xx, never wedged, refusals change nothing, replays agree (${FUZZ_RUNS} batches)`, async () => {
        const batch = fc.record({
          caller: fc.constantFrom<Caller>('member', 'member', 'member', 'admin', 'nobody'),
          calls: fc.array(callOf(mutator), { minLength: 1, maxLength: 3 }),
        });
        await fc.assert(
          fc.asyncProperty(batch, async ({ caller, calls }) => {
            const envelope = {
              clientId: randomUUID(),
              protocolVersion: PROTOCOL_VERSION,
              mutations: calls.map((call, i) => ({ id: i + 1, key: randomUUID(), ...call })),
            };
            // An earlier batch may have ended this caller's session (logout, a suspension).
            if (caller !== 'nobody') await callers.refresh(caller);
            const before = await dataState(t.db, dataTables);
            const first = await within(REQUEST_TIMEOUT_MS, name, push(caller, envelope));
            if (caller === 'nobody') {
              expect(first.status).toBe(401);
              expect(changes(before, await dataState(t.db, dataTables))).toEqual([]);
              return;
            }
            // An envelope no outbox sends (a path longer than a push may carry: the preparer
            // refuses such a write before it is queued) is refused whole, and changes nothing.
            if (!PushBody.safeParse(envelope).success) {
              expect(first.status).toBe(400);
              expect(changes(before, await dataState(t.db, dataTables))).toEqual([]);
              return;
            }
            expect(first.status).toBe(200);
            for (const result of first.reply.results) {
              outcomes.record(name, result.status);
              expect(result.status, JSON.stringify(result.body)).toBeLessThan(500);
            }
            expect(first.reply.lastMutationId).toBe(calls.length);
            if (first.reply.results.every((r) => r.status >= 400)) {
              expect(changes(before, await dataState(t.db, dataTables))).toEqual([]);
            }
            const replayed = await within(REQUEST_TIMEOUT_MS, name, push(caller, envelope));
            expect(replayed.reply.results).toEqual(first.reply.results);
          }),
          { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
        );
      });
    },
  );
}
