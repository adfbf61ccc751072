// Served as is (pwa/public) and loaded by index.html as a blocking classic script in <head>, so
// the page is painted in the member's theme from its first frame, prerendered visitor pages
// included (docs/decisions/028-dark-mode.md). The choice is kept on this device under
// `greenroom:theme` ("light", "dark", or nothing for the system's); pwa/src/theme/theme-choice.ts
// writes it and reads the same names (theme-script.test.ts keeps them in step).
(() => {
  const KEY = 'greenroom:theme';
  const root = document.documentElement;
  const system = window.matchMedia?.('(prefers-color-scheme: dark)');
  const apply = () => {
    let choice = null;
    try {
      choice = localStorage.getItem(KEY);
    } catch {
      // No storage: the system's theme.
    }
    const dark = choice === 'dark' || (choice !== 'light' && !!system?.matches);
    root.dataset.theme = dark ? 'dark' : 'light';
  };
  apply();
  window.greenroomApplyTheme = apply;
  system?.addEventListener?.('change', apply);
  // Another tab of this device changed the choice.
  window.addEventListener('storage', (event) => {
    if (event.key === KEY || event.key === null) apply();
  });
})();
