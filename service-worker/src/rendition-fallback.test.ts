import { afterEach, describe, expect, it, vi } from 'vitest';
import { renditionFallback } from './rendition-fallback';

const ORIGIN = 'https://greenroom.test';
const hex = 'cd'.repeat(16);

/** A member's media cache holding these paths (each answered with its own path as body). */
function cacheHolding(paths: string[]) {
  const urls = paths.map((p) => `${ORIGIN}${p}`);
  vi.stubGlobal('caches', {
    open: async () => ({
      keys: async () => urls.map((u) => new Request(u)),
      match: async (path: string) => {
        const url = new URL(path, ORIGIN).href;
        return urls.includes(url) ? new Response(path) : undefined;
      },
    }),
  });
}

async function answer(path: string) {
  const plugin = renditionFallback('greenroom-media-x');
  const request = new Request(`${ORIGIN}${path}`);
  const reply = await plugin.handlerDidError?.({
    request,
    error: new Error('offline'),
    state: {},
  } as never);
  return reply ? await reply.text() : undefined;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('renditionFallback', () => {
  it('answers a rendition it does not hold with the widest copy of the same image it does', async () => {
    cacheHolding([
      `/uploads/${hex}.w320.webp`,
      `/uploads/${hex}.w640.webp`,
      `/uploads/${'ef'.repeat(16)}.w1280.webp`,
    ]);
    expect(await answer(`/uploads/${hex}.w1280.webp`)).toBe(`/uploads/${hex}.w640.webp`);
  });

  it('prefers the original when it holds it', async () => {
    cacheHolding([`/uploads/${hex}.w320.webp`, `/uploads/${hex}.jpg`]);
    expect(await answer(`/uploads/${hex}.w640.webp`)).toBe(`/uploads/${hex}.jpg`);
  });

  it('gives nothing for another image or another address', async () => {
    cacheHolding([`/uploads/${'ef'.repeat(16)}.w640.webp`]);
    expect(await answer(`/uploads/${hex}.w640.webp`)).toBeUndefined();
    expect(await answer('/api/auth/user')).toBeUndefined();
  });
});
