import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSharedIn, keepSharedIn, sharedPostContent, takeSharedIn } from './shared-in';

/** Cache Storage as far as the share uses it, in memory. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (key: string, res: Response) => void store.set(key, res),
      match: async (key: string) => store.get(key)?.clone(),
    };
  };
  return {
    open,
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
  };
}

function shareForm(fields: Record<string, string>, file?: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.append('media', file);
  return form;
}

describe('shared into Greenroom', () => {
  beforeEach(() => {
    Object.assign(globalThis, { caches: fakeCaches() });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'caches');
  });

  it('gives the file and text back once, to the member it came for', async () => {
    const photo = new File(['png'], 'stage été.png', { type: 'image/png' });
    await keepSharedIn(
      shareForm({ text: ' Opening night ', url: 'https://x.example/a' }, photo),
      'm1',
    );
    const shared = await takeSharedIn('m1');
    // Read once: another member never sees it, nor does the same one twice.
    expect(shared).toMatchObject({ title: '', text: 'Opening night', url: 'https://x.example/a' });
    expect(shared?.file?.name).toBe('stage été.png');
    expect(shared?.file?.type).toBe('image/png');
    expect(await shared?.file?.text()).toBe('png');
    expect(await takeSharedIn('m1')).toBeNull();
    // Another member finds nothing, and the share is gone.
    await keepSharedIn(shareForm({ text: 'Mine' }), 'm1');
    expect(await takeSharedIn('m2')).toBeNull();
    expect(await takeSharedIn('m1')).toBeNull();
  });

  it('keeps a share made signed out for whoever signs in; sign-out deletes it', async () => {
    await keepSharedIn(shareForm({ url: 'https://x.example/b' }), null);
    expect(await takeSharedIn('m3')).toMatchObject({ url: 'https://x.example/b', file: null });
    await keepSharedIn(shareForm({ url: 'https://x.example/c' }), null);
    await clearSharedIn();
    expect(await takeSharedIn('m3')).toBeNull();
  });

  it('writes title, text and link once each', () => {
    expect(
      sharedPostContent({ title: 'Read this', text: 'So good', url: 'https://x.example' }),
    ).toBe('Read this\n\nSo good\n\nhttps://x.example');
    expect(
      sharedPostContent({
        title: 'So good',
        text: 'So good https://x.example',
        url: 'https://x.example',
      }),
    ).toBe('So good https://x.example');
    expect(sharedPostContent({ title: '', text: '', url: '' })).toBe('');
  });
});
