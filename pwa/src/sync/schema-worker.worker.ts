// The page's zod work, off the main thread: building the shared schemas takes about 100 ms on a
// phone, a task long enough to stall the first taps after start. The worker loads them all with
// its first message (pulled rows, at the first sync), so writes made offline later find them.
import { disableZodJit } from '@greenroom/shared-model/zod-jitless';
import { firstErrorMessage } from '../client-core/form-errors';
import { prepareWith } from '../client-core/outbox/write-preparer';
import type { SchemaReply, SchemaRequest } from './schema-worker';

disableZodJit();
// Loaded after the line above: the schemas decide on JIT as they are built.
const model = import('./schema-worker-model');
const prepare = model.then(({ MUTATIONS }) => prepareWith(MUTATIONS));
// A chunk that did not come (the network went before the service worker held it) ends this
// worker: reported to the page as the Worker's `error`, which fails what waits, refuses nothing,
// and starts a new worker with the next request.
prepare.catch((error: unknown) => reportError(error));

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<SchemaRequest>) => void) | null;
  postMessage(reply: SchemaReply): void;
};

async function answer(request: SchemaRequest): Promise<SchemaReply> {
  if (request.kind === 'rows') {
    const { replicaRowProblem } = await model;
    const reasons = request.rows.map(({ entity, row }) => replicaRowProblem(entity, row));
    return { id: request.id, kind: 'rows', reasons };
  }
  const prepareWrite = await prepare;
  try {
    const write = await prepareWrite(request.name, request.params, request.body);
    return { id: request.id, kind: 'write', write };
  } catch (error) {
    const message = firstErrorMessage(error) ?? String(error);
    const found = (error as { issues?: unknown }).issues;
    if (!Array.isArray(found)) return { id: request.id, kind: 'refused', message };
    // What the page's forms read of a zod issue (client-core/form-errors.ts), and nothing that
    // might not survive the trip.
    const issues = (found as { code?: unknown; path?: unknown[]; message?: unknown }[]).map(
      (issue) => ({
        code: String(issue.code),
        path: (issue.path ?? []).map((key) => (typeof key === 'number' ? key : String(key))),
        message: String(issue.message),
      }),
    );
    return { id: request.id, kind: 'refused', message, issues };
  }
}

scope.onmessage = ({ data }) => {
  // Without the schemas there is no answer: the page hears the error reported above.
  answer(data).then(
    (reply) => scope.postMessage(reply),
    () => undefined,
  );
};
