import { describe, expect, it } from 'vitest';
import { QUEUED_TEXTS, savedToast } from './queued-words';

describe('savedToast', () => {
  const done = {
    type: 'success' as const,
    title: 'Post Created!',
    description: 'Shared',
    duration: 3000,
  };

  it('keeps the usual words when the write is on its way', () => {
    expect(savedToast(done, false)).toBe(done);
  });

  it('says the write is saved and waits when it waits, keeping the duration', () => {
    expect(savedToast(done, true)).toEqual({
      type: 'success',
      title: "Saved — it will be shared when you're back online",
      duration: 3000,
    });
    expect(savedToast(done, true, 'sent').title).toBe(QUEUED_TEXTS.sent);
    expect(savedToast(done, true).description).toBeUndefined();
  });
});
