// Generated requests for one endpoint: params, query and body from the schemas it declares,
// valid, at the boundary and hostile, sent as a member, an admin or nobody.
import type { RouteInput } from '@greenroom/sync-server/http/route-input';
import fc from 'fast-check';
import type { z } from 'zod';
import { type Endpoint, paramNames } from './endpoints';
import { hostileString, hostileValue } from './hostile';
import { arbitraryFor, withoutFailingOptionalKeys } from './zod-arbitrary';

export type Caller = 'nobody' | 'member' | 'admin';

export interface FuzzRequest {
  caller: Caller;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Header values must be Latin-1 (fetch refuses anything else before it is sent). */
const HOSTILE_HEADER_VALUES = ['', ' ', 'x'.repeat(5000), "'; drop table users; --", '%00', '../'];

/** `arbitrary` one time in ten, else undefined. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
}

/** Every UTF-8 byte of `text` as %XX (lone surrogates become U+FFFD). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

/** A path segment: a row that exists, any uuid, or something hostile (encoded or not). */
export function segment(knownIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostileString.map((s) => percentEncoded(s.slice(0, 300))) },
    { weight: 1, arbitrary: fc.constantFrom('%zz', '%', '..', '%2F', '%00', 'a%2Fb') },
  );
}

function queryString(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  const fromSchema = schema
    ? arbitraryFor(schema, { hostile: true })
    : fc.constant<unknown>(undefined);
  const extra = fc.dictionary(hostileString, hostileString, { maxKeys: 2 });
  return fc.tuple(fromSchema, sometimes(extra)).map(([value, more]) => {
    const params = new URLSearchParams();
    const add = (k: string, v: unknown) => {
      if (v === undefined) return;
      if (Array.isArray(v)) for (const item of v) add(k, item);
      else params.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
    };
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) add(k, v);
    }
    for (const [k, v] of Object.entries(more ?? {})) add(k, v);
    const text = params.toString();
    return text ? `?${text}` : '';
  });
}

const RAW_BODIES = [
  '{',
  '[]',
  'null',
  '"text"',
  '1e999',
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true}}',
  '['.repeat(100_000),
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
];

function bodyText(schema: z.ZodType | undefined): fc.Arbitrary<string | undefined> {
  const junk = fc.oneof(
    fc.constantFrom(...RAW_BODIES),
    hostileValue.map((v) => JSON.stringify(v)),
  );
  if (!schema) return fc.option(junk, { freq: 3, nil: undefined });
  const fromSchema = arbitraryFor(schema, { hostile: true }).map((v) =>
    JSON.stringify(withoutFailingOptionalKeys(schema, v)),
  );
  return fc.oneof({ weight: 8, arbitrary: fromSchema }, { weight: 1, arbitrary: junk });
}

const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/json; charset=utf-16',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/vnd.api+json',
      '',
    ),
  },
);

export function requestArbitrary(
  endpoint: Endpoint,
  knownIds: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  const input: RouteInput = endpoint.input ?? {};
  const names = paramNames(endpoint.path);
  const unsafe = UNSAFE.has(endpoint.method);
  return fc
    .record({
      caller: fc.constantFrom<Caller>('nobody', 'member', 'member', 'admin'),
      params: fc.tuple(...names.map(() => segment(knownIds))),
      query: queryString(input.query),
      body: unsafe || input.json ? bodyText(input.json) : fc.constant(undefined),
      contentType,
      foreignOrigin: sometimes(fc.constantFrom('https://evil.example', 'null')),
      idempotencyKey: sometimes(fc.oneof(fc.uuid(), fc.constantFrom(...HOSTILE_HEADER_VALUES))),
    })
    .map(({ caller, params, query, body, contentType, foreignOrigin, idempotencyKey }) => {
      let path = endpoint.path;
      names.forEach((name, i) => {
        path = path.replace(`:${name}`, params[i] ?? '');
      });
      const headers: Record<string, string> = {};
      if (body !== undefined && contentType) headers['content-type'] = contentType;
      if (foreignOrigin) headers.origin = foreignOrigin;
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
      return { caller, method: endpoint.method, path: path + query, headers, body };
    });
}
