import { defineGlobalStyles } from '@pandacss/dev';

export const globalCss = defineGlobalStyles({
  html: { colorScheme: 'light', '&[data-theme=dark]': { colorScheme: 'dark' } },
  'html, body': {
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    lineHeight: '1.5',
    WebkitFontSmoothing: 'antialiased',
    textRendering: 'optimizeLegibility',
  },
  body: { minHeight: '100dvh' },
  // The signed-in shell has a 60px bottom bar below the md breakpoint.
  'html[data-shell=member]': {
    '--gr-toast-bottom': 'calc(60px + 1rem + env(safe-area-inset-bottom))',
    md: { '--gr-toast-bottom': '1.5rem' },
  },
  // While a dialog is open its buttons sit at the bottom (a sheet on a phone, with a sticky
  // footer): toasts move to the top of the screen so that they never cover them (#30).
  'html:has([data-scope=dialog][data-part=positioner]) [data-scope=toast][data-part=group]': {
    top: '1rem !important',
    bottom: 'auto !important',
  },
  '::selection': { bg: 'accent.selection', color: 'fg.default' },
  // A visible ring for anything focusable that no recipe styles (links, plain buttons).
  ':where(a, button, [tabindex]):focus-visible': {
    outline: '2px solid',
    outlineColor: 'accent.ring',
    outlineOffset: '2px',
    borderRadius: 'xs',
  },
  // While pwa/public/theme.js switches the theme on a painted page: no transitions, so that the
  // colours change at once (ADR 028).
  'html[data-theme-switch], html[data-theme-switch] *, html[data-theme-switch] *::before, html[data-theme-switch] *::after':
    { transition: 'none !important' },
  // Navigations after the first paint cross-fade (boot/view-transitions.ts): shorter than the
  // browser's 250 ms, so that a tap feels answered at once.
  '::view-transition-group(root)': { animationDuration: '150ms' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
});
