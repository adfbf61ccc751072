import { describe, expect, it } from 'vitest';
import { disableZodJit } from './zod-jitless';

describe('disableZodJit', () => {
  it('sets the configuration zod reads, before zod loads', async () => {
    disableZodJit();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Schemas built afterwards still parse (without compiled fast paths).
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
