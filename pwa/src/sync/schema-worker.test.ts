// The schema worker's page side against its real worker module, run in this realm: a stand-in Worker hands
// each message to the module's onmessage, and the module's postMessage back to the validator.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSchemaWorker } from './schema-worker';

type Handler = ((event: { data: unknown }) => void) | null;
type WorkerScope = { onmessage: Handler; postMessage?: (data: unknown) => void };
const scope = globalThis as unknown as WorkerScope;

const started: StandInWorker[] = [];

class StandInWorker {
  onmessage: Handler = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    started.push(this);
  }
  postMessage(data: unknown) {
    scope.postMessage = (reply) => this.onmessage?.({ data: reply });
    setTimeout(() => scope.onmessage?.({ data }));
  }
  terminate() {
    this.terminated = true;
  }
  fail(message: string) {
    this.onerror?.({ message, preventDefault: () => {} });
  }
}

const mark = {
  jobId: '3b241101-e2bb-4255-8caf-4136c566a962',
  userId: '7d444840-9dc0-11d1-b245-5ffdce74fad2',
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(async () => {
  vi.stubGlobal('Worker', StandInWorker);
  await import('./schema-worker.worker');
});

afterEach(() => {
  started.splice(0);
  vi.unstubAllGlobals();
});

describe('the schema worker', () => {
  it('checks a batch against the entity schemas in its worker, one reason per row', async () => {
    const validator = createSchemaWorker();
    const reasons = await validator.validateRows([
      { entity: 'savedJob', row: mark },
      { entity: 'savedJob', row: { ...mark, jobId: 7 } },
      { entity: 'post', row: { id: 'x' } },
    ]);
    expect(reasons[0]).toBeNull();
    expect(reasons[1]).toMatch(/^jobId: /);
    expect(reasons[2]).toMatch(/^\w+: /);
    expect(started).toHaveLength(1);
    expect(started[0]?.options).toMatchObject({ type: 'module' });
    expect(String(started[0]?.url)).toMatch(/schema-worker\.worker\.ts$/);
    validator.close();
    expect(started[0]?.terminated).toBe(true);
  });

  it('answers batches sent together by their own ids, with one worker', async () => {
    const validator = createSchemaWorker();
    const [good, bad] = await Promise.all([
      validator.validateRows([{ entity: 'savedJob', row: mark }]),
      validator.validateRows([{ entity: 'savedJob', row: { ...mark, userId: null } }]),
    ]);
    expect(good).toEqual([null]);
    expect(bad[0]).toMatch(/^userId: /);
    expect(started).toHaveLength(1);
    validator.close();
  });

  it('refuses the waiting batches when its worker fails, and starts a new one for the next', async () => {
    const validator = createSchemaWorker();
    const waiting = validator.validateRows([{ entity: 'savedJob', row: mark }]);
    started[0]?.fail('Failed to fetch');
    await expect(waiting).rejects.toThrow('The schema worker stopped: Failed to fetch');
    expect(started[0]?.terminated).toBe(true);
    await expect(validator.validateRows([{ entity: 'savedJob', row: mark }])).resolves.toEqual([
      null,
    ]);
    expect(started).toHaveLength(2);
    validator.close();
  });

  it("prepares a write: method, path and the parsed body, or the schema's first message", async () => {
    const worker = createSchemaWorker();
    const id = '3b241101-e2bb-4255-8caf-4136c566a962';
    await expect(worker.prepareWrite('updatePost', { id }, { content: '  hi  ' })).resolves.toEqual(
      {
        method: 'PUT',
        path: `/api/posts/${id}`,
        body: { content: 'hi' },
      },
    );
    const refused = worker.prepareWrite('createPost', undefined, { content: ' ' });
    await expect(refused).rejects.toThrow('Content required');
    await expect(refused).rejects.toMatchObject({
      issues: [{ path: ['content'], message: 'Content required' }],
    });
    worker.close();
  });

  it('refuses no write when its schemas did not load: it reports its error, and the write fails unchecked', async () => {
    const reported: Error[] = [];
    vi.stubGlobal('reportError', (error: Error) => reported.push(error));
    vi.resetModules();
    vi.doMock('./schema-worker-model', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      // A fresh worker module, whose schemas chunk does not come.
      await import('./schema-worker.worker');
      await vi.waitFor(() => expect(reported).toHaveLength(1));
      const worker = createSchemaWorker();
      const write = worker.prepareWrite('createPost', undefined, { content: 'hi' });
      const settled = write.then(
        () => 'answered',
        (error: { refused?: boolean }) => (error.refused ? 'refused' : 'failed'),
      );
      // The stand-in hands the message over on the next turn; no answer comes back.
      await new Promise((turn) => setTimeout(turn, 20));
      started[0]?.fail(String(reported[0]?.message));
      expect(await settled).toBe('failed');
      await expect(write).rejects.toThrow(/^The schema worker stopped: /);
      worker.close();
    } finally {
      vi.doUnmock('./schema-worker-model');
      vi.resetModules();
    }
  });

  it('refuses what is still waiting once closed', async () => {
    const validator = createSchemaWorker();
    const waiting = validator.validateRows([{ entity: 'savedJob', row: mark }]);
    validator.close();
    await expect(waiting).rejects.toThrow('The schema worker was closed');
  });
});
