// The generator reaches past validation: most of its `valid` values (with failing optional
// fields dropped) pass the body schema of every registered mutator, otherwise the fuzz suite
// would only test refusals.
import { SERVER_MUTATORS } from '@greenroom/sync-server/mutators/registry';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { arbitraryFor, withoutFailingOptionalKeys } from './zod-arbitrary';

const bodies: [string, z.ZodType][] = SERVER_MUTATORS.flatMap((m) =>
  m.def.body ? [[m.name, m.def.body] as [string, z.ZodType]] : [],
);

describe('arbitraryFor', () => {
  it.each(bodies)('%s: most valid values parse', (_, schema) => {
    const valid = arbitraryFor(schema, { hostile: false }).map((v) =>
      withoutFailingOptionalKeys(schema, v),
    );
    const samples = fc.sample(valid, { numRuns: 200, seed: 7 });
    const passed = samples.filter((v) => schema.safeParse(v).success).length;
    expect(passed / samples.length).toBeGreaterThan(0.5);
  });

  it('hostile values reach nested fields', () => {
    const schema = SERVER_MUTATORS.find((m) => m.name === 'updateProfile')!.def.body!;
    const samples = fc.sample(arbitraryFor(schema, { hostile: true }), { numRuns: 300, seed: 7 });
    const withNul = samples.filter((v) => JSON.stringify(v)?.includes('\\u0000'));
    expect(withNul.length).toBeGreaterThan(10);
  });
});
