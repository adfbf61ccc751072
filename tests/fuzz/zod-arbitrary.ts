// fast-check arbitraries from zod 4 schemas (zod-fast-check speaks zod 3 only), read through
// zod's own definitions (`schema._zod.def`). `valid` values mostly pass the schema (refinements
// aside); with `hostile` every node may instead be a hostile value (hostile.ts), so that wrong
// types, NUL and huge strings reach every field, not only the top of the body.
import fc from 'fast-check';
import type { z } from 'zod';
import { hostileValue } from './hostile';

export interface ArbitraryOptions {
  /** Replace any node by a hostile value now and then. */
  hostile: boolean;
}

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: Check } }[];
  pattern?: RegExp;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);
const isOptional = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional' ||
  (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'defaulted';

function lengthBounds(def: Def, fallbackMax: number): { minLength: number; maxLength: number } {
  let minLength = 0;
  let maxLength = fallbackMax;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length' && c.minimum !== undefined) minLength = c.minimum;
    if (c.check === 'max_length' && c.maximum !== undefined) maxLength = c.maximum;
  }
  return {
    minLength,
    maxLength: Math.max(minLength, Math.min(maxLength, minLength + fallbackMax)),
  };
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  switch (def.format) {
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'datetime':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'email':
      return fc.stringMatching(/^[a-z][a-z0-9.]{0,10}$/).map((local) => `${local}@nyu.edu`);
    case 'url':
      return fc.webUrl();
  }
  const regex = checksOf(def).find((c) => c.check === 'string_format' && c.pattern)?.pattern;
  if (regex) return fc.stringMatching(regex);
  const { minLength, maxLength } = lengthBounds(def, 40);
  return fc.string({ minLength, maxLength });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e6;
  let max = 1e6;
  let integer = false;
  for (const c of checksOf(def)) {
    if (c.check === 'number_format') integer = c.format !== 'float32' && c.format !== 'float64';
    if (c.check === 'greater_than') min = Number(c.value) + (c.inclusive ? 0 : integer ? 1 : 1e-6);
    if (c.check === 'less_than') max = Number(c.value) - (c.inclusive ? 0 : integer ? 1 : 1e-6);
  }
  if (min > max) return fc.constant(min);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values a schema names as its examples (`.meta({ examples })`): formats a generator cannot guess. */
function examplesOf(schema: z.ZodType): unknown[] {
  const meta = (schema as unknown as { meta?: () => { examples?: unknown } | undefined }).meta?.();
  return Array.isArray(meta?.examples) ? meta.examples : [];
}

function validArbitrary(schema: z.ZodType, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const examples = examplesOf(schema);
  const generated = generatedArbitrary(schema, options);
  return examples.length > 0
    ? fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...examples) },
        { weight: 1, arbitrary: generated },
      )
    : generated;
}

function generatedArbitrary(schema: z.ZodType, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const of = (inner: z.ZodType) => arbitraryFor(inner, options);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
      return fc.option(of(def.innerType!), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(of(def.innerType!), { nil: null, freq: 3 });
    case 'readonly':
    case 'nonoptional':
      return of(def.innerType!);
    case 'pipe':
      return of(def.in!);
    case 'lazy':
      return of(def.getter!());
    case 'union':
      return fc.oneof(...(def.options ?? []).map(of));
    case 'intersection':
      return fc
        .tuple(of(def.left!), of(def.right!))
        .map(([a, b]) => (isRecord(a) && isRecord(b) ? { ...a, ...b } : a));
    case 'array': {
      const { minLength, maxLength } = lengthBounds(def, 5);
      return fc.array(of(def.element!), { minLength, maxLength });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(of));
    case 'record':
      return fc.dictionary(
        // JSON keys are strings; a key schema's odd values (objects, symbols) become a plain one.
        of(def.keyType!).map((k) =>
          typeof k === 'string' || typeof k === 'number' || typeof k === 'boolean'
            ? String(k)
            : 'key',
        ),
        of(def.valueType!),
        { maxKeys: 4 },
      );
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      const record = Object.fromEntries(keys.map((k) => [k, of(shape[k]!)]));
      return fc.record(record, { requiredKeys: keys.filter((k) => !isOptional(shape[k]!)) });
    }
    default:
      // unknown, any, transform (a pipe's output side), custom: any JSON at all.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Drops the optional keys of an object that fail their refinements (a URL field holding random
 * text), so that a generated body more often gets past validation to the code behind it.
 */
export function withoutFailingOptionalKeys(schema: z.ZodType, value: unknown): unknown {
  const shape = defOf(schema).shape;
  if (!shape || !isRecord(value)) return value;
  let kept = value;
  // Object-level rules run only once the fields pass, so a second round may name another key.
  for (let round = 0; round < 3; round++) {
    const result = schema.safeParse(kept);
    if (result.success) return kept;
    const next = { ...kept };
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && key in next && shape[key] && isOptional(shape[key])) {
        delete next[key];
      }
    }
    if (Object.keys(next).length === Object.keys(kept).length) return kept;
    kept = next;
  }
  return kept;
}

/** Values for `schema`: valid ones, with hostile nodes mixed in when `options.hostile`. */
export function arbitraryFor(schema: z.ZodType, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, options);
  return options.hostile
    ? fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: hostileValue })
    : valid;
}
