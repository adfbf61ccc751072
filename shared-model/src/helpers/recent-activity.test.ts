import { describe, expect, it } from 'vitest';
import { recentActivity } from './recent-activity';

const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();

describe('recentActivity', () => {
  it('merges every kind newest first, keeps the latest 10 and cuts descriptions at 100', () => {
    const posts = Array.from({ length: 8 }, (_, i) => ({
      id: `p${i}`,
      content: i === 7 ? 'x'.repeat(150) : `post ${i}`,
      createdAt: at(i * 2),
    }));
    const jobs = [{ id: 'j', title: 'Gaffer', description: 'Night shoot', createdAt: at(15) }];
    const events = [{ id: 'e', title: 'Screening', description: 'Thesis films', createdAt: at(1) }];
    const applications = [
      { id: 'a', status: 'pending', createdAt: at(13), job: { title: 'Boom op' } },
    ];
    const items = recentActivity({ posts, jobs, events, applications });
    expect(items).toHaveLength(10);
    expect(items.map((i) => i.id)).toEqual([
      'j',
      'p7',
      'a',
      'p6',
      'p5',
      'p4',
      'p3',
      'p2',
      'p1',
      'e',
    ]);
    expect(items[1]!.description).toBe(`${'x'.repeat(100)}...`);
    expect(items[2]!.title).toBe('Applied to Boom op');
  });
});
