// How the outbox turns a named write into its call: the definition's method and path, and the
// body its schema parsed (or the schema's issues, thrown). On the page this runs in the schema
// worker (pwa/src/sync/schema-worker.ts), so zod and the schemas never load on the main thread;
// the service worker, which cannot start workers, and node tests prepare in-process.
import { MUTATION_PATH_MAX } from '@greenroom/shared-model/constants';
import type { MutationDef } from '@greenroom/shared-model/schemas/mutation-def';
import { mutationPath } from '@greenroom/shared-model/schemas/mutation-def';
import type { MutationName, Mutations } from '@greenroom/shared-model/schemas/mutations';
import type { MutationMethod } from '@greenroom/shared-model/schemas/sync';
import { VALIDATION_TEXTS } from '@greenroom/shared-model/texts';

export interface PreparedWrite {
  method: MutationMethod;
  path: string;
  /** The parsed body (undefined for calls without one). */
  body: unknown;
}

export type WritePreparer = (
  name: MutationName,
  params: Readonly<Record<string, string>> | undefined,
  body: unknown,
) => Promise<PreparedWrite>;

let preparer: WritePreparer | undefined;

export function setWritePreparer(next: WritePreparer): void {
  preparer = next;
}

export function prepareWrite(
  name: MutationName,
  params: Readonly<Record<string, string>> | undefined,
  body: unknown,
): Promise<PreparedWrite> {
  if (!preparer) return Promise.reject(new Error('No write preparer: call setWritePreparer first'));
  return preparer(name, params, body);
}

/**
 * The write itself was refused (its body no longer passes its schema), not the means of checking
 * it (a worker whose script did not load): only a refusal is final.
 */
export function isRefusedWrite(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return 'issues' in error || (error as { refused?: unknown }).refused === true;
}

/**
 * Prepares with the definitions at hand (all of them, or the few a service worker writes); an
 * invalid body throws the schema's error.
 */
export function prepareWith(mutations: Partial<Mutations>): WritePreparer {
  return async (name, params, body) => {
    const def: MutationDef | undefined = mutations[name];
    if (!def) throw new Error(`${name} cannot be written from here`);
    const path = mutationPath(def, params);
    // The server refuses a whole push that holds a longer path: queued, it would hold up every
    // write behind it.
    if (path.length > MUTATION_PATH_MAX) throw new Error(VALIDATION_TEXTS.tooLongToSend);
    return { method: def.method, path, body: def.body ? def.body.parse(body) : undefined };
  };
}
