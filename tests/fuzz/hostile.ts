// Values a hostile or broken client sends: NUL and other control characters, odd Unicode (lone
// surrogates, bidi overrides, astral characters), SQL and path strings, huge and deep values,
// numbers at the edge of what JSON and PostgreSQL hold, and plain wrong types.
import fc from 'fast-check';

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil',
  '\uFEFF',
  '𝔊𝔯𝔢𝔢𝔫🎬👩🏽‍🎤',
  'e\u0301\u0301\u0301',
  "'; drop table users; --",
  "' or '1'='1",
  '"\\',
  '$1',
  '%',
  '%00',
  '%zz',
  '%2e%2e%2f',
  '../../../../etc/passwd',
  '..',
  '/api/sync/push',
  '//evil.example/x',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '9'.repeat(40),
  '0000-01-01T00:00:00Z',
  '275760-09-13T00:00:00Z',
  '2024-02-30T00:00:00Z',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-000000000000',
  // Push endpoints a subscription must not reach (issue 29 finding 5): another port, too long.
  'https://1.1.1.1:25/push/1',
  'https://push.example:8443/x',
  `https://push.example/${'p'.repeat(1100)}`,
  // Dates the highlight analytics take (finding 8), and near misses.
  '2026-10-27',
  '2026-13-45',
] as const;

const HOSTILE_NUMBERS = [
  0,
  -1,
  -0,
  0.5,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MIN_VALUE,
] as const;

/** `[[[…]]]` `levels` deep (deeper than any body may be). */
function nested(levels: number): unknown {
  let v: unknown = 'deep';
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

const hugeString = fc.constantFrom('x'.repeat(70_000), '\u0000'.repeat(1000), '🎬'.repeat(20_000));

/** An object `keys` wide of `size`-character strings: analytics metadata's flood (finding 1). */
function wide(keys: number, size: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, 'x'.repeat(size)]));
}

/** Values just past the bounds of free-form JSON fields (entries, depth, bytes). */
const overBounds = fc.constantFrom(wide(31, 1), wide(4, 1000), wide(200, 200), {
  a: { b: { c: { d: 1 } } },
});

/** One hostile string. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`) },
  { weight: 1, arbitrary: hugeString },
);

/** One hostile value of any JSON type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(nested(80), nested(2000)) },
  { weight: 1, arbitrary: overBounds },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 4 }) },
);
