// pwa/public/theme.js is a classic script served as is: run it here against each stored choice
// and system preference, and keep its key the app's.
import { describe, expect, it } from 'vitest';
import script from '../../public/theme.js?raw';
import { parseThemeChoice, resolveTheme, THEME_KEY } from './theme-choice';

type Listener = () => void;

function run(stored: string | null, systemDark: boolean) {
  const media: Listener[] = [];
  const storage: Array<(event: { key: string | null }) => void> = [];
  const store = new Map<string, string>(stored === null ? [] : [[THEME_KEY, stored]]);
  const root = { dataset: {} as Record<string, string> };
  const system = {
    matches: systemDark,
    addEventListener: (_: string, l: Listener) => media.push(l),
  };
  const window = {
    matchMedia: () => system,
    addEventListener: (_: string, l: (event: { key: string | null }) => void) => storage.push(l),
  } as Record<string, unknown>;
  const localStorage = { getItem: (key: string) => store.get(key) ?? null };
  new Function('window', 'document', 'localStorage', script)(
    window,
    { documentElement: root },
    localStorage,
  );
  return { root, system, store, media, storage, window };
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
});
