import { describe, expect, it } from 'vitest';
import {
  findReplica,
  forgetReplicaMarks,
  markReplicaBuilt,
  noteWritesWaiting,
} from './replica-loss';

function marks() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('findReplica', () => {
  it('a replica that holds a completed pull is intact, whatever the marks say', () => {
    const m = marks();
    markReplicaBuilt(m, 'ada');
    noteWritesWaiting(m, 'ada', 3);
    expect(findReplica(m, 'ada', true)).toEqual({ kind: 'intact' });
    expect(m.map.get('greenroom:writes-waiting:ada')).toBe('3');
  });

  it('an empty replica never built on this device is a first sync', () => {
    expect(findReplica(marks(), 'ada', false)).toEqual({ kind: 'first' });
  });

  it('an empty replica built here before was deleted: its waiting writes are told once', () => {
    const m = marks();
    markReplicaBuilt(m, 'ada');
    noteWritesWaiting(m, 'ada', 2);
    expect(findReplica(m, 'ada', false)).toEqual({ kind: 'lost', lostWrites: 2 });
    expect(findReplica(m, 'ada', false)).toEqual({ kind: 'lost', lostWrites: 0 });
  });

  it('nothing waiting leaves no mark; marks are per member and forgotten on removal', () => {
    const m = marks();
    markReplicaBuilt(m, 'ada');
    noteWritesWaiting(m, 'ada', 2);
    noteWritesWaiting(m, 'ada', 0);
    expect(m.map.has('greenroom:writes-waiting:ada')).toBe(false);
    expect(findReplica(m, 'bob', false)).toEqual({ kind: 'first' });
    forgetReplicaMarks(m, 'ada');
    expect(findReplica(m, 'ada', false)).toEqual({ kind: 'first' });
  });

  it('storage that throws or holds nonsense tells nothing', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    markReplicaBuilt(broken, 'ada');
    expect(findReplica(broken, 'ada', false)).toEqual({ kind: 'first' });
    const m = marks();
    markReplicaBuilt(m, 'ada');
    m.setItem('greenroom:writes-waiting:ada', 'many');
    expect(findReplica(m, 'ada', false)).toEqual({ kind: 'lost', lostWrites: 0 });
  });
});
