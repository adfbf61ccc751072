// pwa/public/theme.js is a classic script served as is: run it here against each stored choice
// and system preference, and keep its key the app's.
import { describe, expect, it } from 'vitest';
import script from '../../public/theme.js?raw';
import { parseThemeChoice, resolveTheme, THEME_KEY } from './theme-choice';

type Listener = () => void;

function run(stored: string | null, systemDark: boolean, painted = false) {
  const media: Listener[] = [];
  const storage: Array<(event: { key: string | null }) => void> = [];
  const store = new Map<string, string>(stored === null ? [] : [[THEME_KEY, stored]]);
  const root = { dataset: {} as Record<string, string> };
  const system = {
    matches: systemDark,
    addEventListener: (_: string, l: Listener) => media.push(l),
  };
  const frames: Array<() => void> = [];
  const styled: Array<Record<string, string>> = [];
  const window = {
    matchMedia: () => system,
    addEventListener: (_: string, l: (event: { key: string | null }) => void) => storage.push(l),
    ...(painted ? { requestAnimationFrame: (f: () => void) => frames.push(f) } : {}),
  } as Record<string, unknown>;
  // A painted page: reading the body's width computes the styles, with the dataset as it is.
  const body = {
    get offsetWidth() {
      styled.push({ ...root.dataset });
      return 390;
    },
  };
  const localStorage = { getItem: (key: string) => store.get(key) ?? null };
  new Function('window', 'document', 'localStorage', script)(
    window,
    painted ? { documentElement: root, body } : { documentElement: root },
    localStorage,
  );
  return { root, system, store, media, storage, window, frames, styled };
}

describe('theme.js', () => {
  it('reads the choice under the key the app writes', () => {
    expect(script).toContain(`'${THEME_KEY}'`);
  });

  it('sets the theme of the choice, or the system’s without one', () => {
    for (const stored of [null, 'light', 'dark', 'nonsense']) {
      for (const systemDark of [false, true]) {
        const expected = resolveTheme(parseThemeChoice(stored), systemDark);
        expect(run(stored, systemDark).root.dataset.theme, `${stored} / ${systemDark}`).toBe(
          expected,
        );
      }
    }
  });

  it('follows the system while there is no choice, and a choice made in another tab', () => {
    const page = run(null, false);
    page.system.matches = true;
    for (const l of page.media) l();
    expect(page.root.dataset.theme).toBe('dark');
    page.store.set(THEME_KEY, 'light');
    for (const l of page.storage) l({ key: THEME_KEY });
    expect(page.root.dataset.theme).toBe('light');
    expect(typeof page.window.greenroomApplyTheme).toBe('function');
  });

  it('switches a painted page with transitions off, on again at the next frame', () => {
    const page = run(null, false, true);
    for (const f of page.frames.splice(0)) f();
    page.styled.length = 0;
    page.system.matches = true;
    for (const l of page.media) l();
    // The styles were computed in the new theme while the switch was marked (no transitions).
    expect(page.styled).toEqual([{ theme: 'dark', themeSwitch: '' }]);
    expect(page.root.dataset.themeSwitch).toBe('');
    for (const f of page.frames.splice(0)) f();
    expect(page.root.dataset).toEqual({ theme: 'dark' });
    // The same theme again changes nothing.
    for (const l of page.media) l();
    expect(page.styled).toHaveLength(1);
    expect(page.frames).toHaveLength(0);
  });
});
