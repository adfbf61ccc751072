// The page's one schema worker (schema-worker.worker.ts): it validates pulled rows for the sync
// engine (client-core/sync/replica-row-check.ts) and prepares writes for the outbox
// (client-core/outbox/write-preparer.ts), so neither zod nor the schemas load on the main thread.
// It starts with the first request and lives as long as the page; if it fails (its script or its
// schemas chunk could not load), the requests waiting fail unchecked (a write is kept, never
// refused) and the next request starts a new one.
import type { PreparedWrite, WritePreparer } from '../client-core/outbox/write-preparer';
import type { RowToValidate, RowValidator } from '../client-core/sync/replica-row-check';

export type SchemaRequest =
  | { id: number; kind: 'rows'; rows: readonly RowToValidate[] }
  | {
      id: number;
      kind: 'write';
      name: Parameters<WritePreparer>[0];
      params: Readonly<Record<string, string>> | undefined;
      body: unknown;
    };

export type SchemaReply =
  | { id: number; kind: 'rows'; reasons: (string | null)[] }
  | { id: number; kind: 'write'; write: PreparedWrite }
  | { id: number; kind: 'refused'; message: string; issues?: unknown[] };

type Request = SchemaRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface Waiting {
  resolve(reply: SchemaReply): void;
  reject(error: Error): void;
}

export interface SchemaWorker {
  validateRows: RowValidator;
  prepareWrite: WritePreparer;
  close(): void;
}

export function createSchemaWorker(): SchemaWorker {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  const failAll = (error: Error) => {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };

  const start = (): Worker => {
    const started = new Worker(new URL('./schema-worker.worker.ts', import.meta.url), {
      type: 'module',
      name: 'schemas',
    });
    started.onmessage = ({ data }: MessageEvent<SchemaReply>) => {
      waiting.get(data.id)?.resolve(data);
      waiting.delete(data.id);
    };
    started.onerror = (event) => {
      event.preventDefault();
      started.terminate();
      if (worker === started) worker = null;
      failAll(
        new Error(`The schema worker stopped: ${event.message || 'its script did not load'}`),
      );
    };
    return started;
  };

  const ask = (request: Request): Promise<SchemaReply> => {
    worker ??= start();
    const id = nextId++;
    const target = worker;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      target.postMessage({ ...request, id } as SchemaRequest);
    });
  };

  return {
    async validateRows(rows) {
      const reply = await ask({ kind: 'rows', rows });
      if (reply.kind === 'rows') return reply.reasons;
      throw new Error(reply.kind === 'refused' ? reply.message : 'Unexpected reply to rows');
    },
    async prepareWrite(name, params, body) {
      const reply = await ask({ kind: 'write', name, params, body });
      if (reply.kind === 'write') return reply.write;
      if (reply.kind === 'refused') {
        throw Object.assign(new Error(reply.message), {
          refused: true,
          ...(reply.issues ? { issues: reply.issues } : {}),
        });
      }
      throw new Error('The schema worker answered a write with rows');
    },
    close() {
      worker?.terminate();
      worker = null;
      failAll(new Error('The schema worker was closed'));
    },
  };
}

let pageWorker: SchemaWorker | undefined;

/** The page's schema worker, started with its first request. */
export function schemaWorker(): SchemaWorker {
  pageWorker ??= createSchemaWorker();
  return pageWorker;
}
