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
    const theme = dark ? 'dark' : 'light';
    if (root.dataset.theme === theme) return;
    // A switch on a painted page changes the colours at once. Otherwise every element would run
    // colour transitions of its own (with reduced motion each element's 0 s transition becomes
    // 0.01 ms, and each level of the page follows its parent's colour a frame later), and the
    // page would take frames to settle. The styles are computed with transitions off, which come
    // back on the next frame without starting any.
    const painted = !!document.body && typeof window.requestAnimationFrame === 'function';
    if (painted) root.dataset.themeSwitch = '';
    root.dataset.theme = theme;
    if (painted) {
      void document.body.offsetWidth;
      window.requestAnimationFrame(() => {
        delete root.dataset.themeSwitch;
      });
    }
  };
  apply();
  window.greenroomApplyTheme = apply;
  system?.addEventListener?.('change', apply);
  // Another tab of this device changed the choice.
  window.addEventListener('storage', (event) => {
    if (event.key === KEY || event.key === null) apply();
  });
})();
