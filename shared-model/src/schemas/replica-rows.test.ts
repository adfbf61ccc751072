import { describe, expect, it } from 'vitest';
import { replicaRowProblem } from './replica-rows';

describe('replicaRowProblem', () => {
  it('accepts a saved mark keyed by job and names the first wrong field otherwise', () => {
    const mark = {
      jobId: '3b241101-e2bb-4255-8caf-4136c566a962',
      userId: '7d444840-9dc0-11d1-b245-5ffdce74fad2',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(replicaRowProblem('savedJob', mark)).toBeNull();
    expect(replicaRowProblem('savedJob', { ...mark, jobId: 7 })).toMatch(/^jobId: /);
    expect(replicaRowProblem('post', null)).toMatch(/^\(row\): /);
  });
});
