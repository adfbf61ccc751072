// The member's theme on this device: "system" (the default), "light" or "dark". Kept in
// localStorage under THEME_KEY and applied by pwa/public/theme.js, which also runs before the
// first paint (docs/decisions/028-dark-mode.md); this module writes the choice and follows the
// theme in force for the few drawings that need colours as values (the admin charts).
import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_KEY = 'greenroom:theme';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

declare global {
  interface Window {
    /** Set by pwa/public/theme.js: reads the stored choice again and sets data-theme. */
    greenroomApplyTheme?: () => void;
  }
}

/** What a stored value means: anything but "light" or "dark" is the system's theme. */
export function parseThemeChoice(stored: string | null | undefined): ThemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

export function readThemeChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_KEY));
  } catch {
    return 'system';
  }
}

const systemDark = () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

/** Keeps the choice on this device and paints it at once. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
  if (window.greenroomApplyTheme) window.greenroomApplyTheme();
  else document.documentElement.dataset.theme = resolveTheme(choice, systemDark());
}

function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

const currentTheme = (): Theme =>
  document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';

/** The theme in force on this page, following changes (the choice, or the system's). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribeToTheme, currentTheme, () => 'light');
}
