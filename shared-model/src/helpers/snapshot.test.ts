import { describe, expect, it } from 'vitest';
import { covers, followsOn, isVisibleIn } from './snapshot';

const snap = (xmin: number, xmax: number, xip: number[] = []) => ({
  xmin: String(xmin),
  xmax: String(xmax),
  xip: xip.map(String),
});

describe('isVisibleIn', () => {
  it('sees what finished before the snapshot, not what ran or came later', () => {
    const s = snap(10, 20, [12, 15]);
    expect(isVisibleIn('9', s)).toBe(true);
    expect(isVisibleIn('11', s)).toBe(true);
    expect(isVisibleIn('12', s)).toBe(false);
    expect(isVisibleIn('20', s)).toBe(false);
    expect(isVisibleIn('25', s)).toBe(false);
  });
});

describe('covers', () => {
  it('is true for a later snapshot, false for an earlier or a concurrent one', () => {
    const earlier = snap(10, 20, [12, 15]);
    expect(covers(snap(15, 25, [15]), earlier)).toBe(true);
    expect(covers(snap(21, 21), earlier)).toBe(true);
    expect(covers(earlier, earlier)).toBe(true);
    // 13 finished before `earlier` but is running in the other: that one is older.
    expect(covers(snap(13, 22, [13]), earlier)).toBe(false);
    expect(covers(snap(5, 18), earlier)).toBe(false);
  });
});

describe('followsOn', () => {
  const position = { watermark: '10', snapshot: snap(10, 20, [12]), required: [] };
  it('needs every change from the replica watermark on, and a snapshot at least as new', () => {
    expect(followsOn(position, { from: '10', snapshot: snap(21, 21) })).toBe(true);
    expect(followsOn(position, { from: '8', snapshot: snap(21, 21) })).toBe(true);
    expect(followsOn(position, { from: '11', snapshot: snap(21, 21) })).toBe(false);
    expect(followsOn(position, { from: '10', snapshot: snap(9, 19) })).toBe(false);
  });
  it('needs the transactions of acknowledged pushes', () => {
    const pushed = { ...position, required: ['22'] };
    expect(followsOn(pushed, { from: '10', snapshot: snap(21, 23, [22]) })).toBe(false);
    expect(followsOn(pushed, { from: '10', snapshot: snap(23, 23) })).toBe(true);
  });
  it('never applies on a replica that has not pulled yet', () => {
    expect(
      followsOn(
        { watermark: undefined, snapshot: undefined, required: [] },
        {
          from: '1',
          snapshot: snap(2, 2),
        },
      ),
    ).toBe(false);
  });
});
