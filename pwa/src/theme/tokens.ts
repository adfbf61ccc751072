import { defineTokens } from '@pandacss/dev';

// Deep ink + violet/magenta on warm paper. Every text pairing used by the semantic tokens is
// ≥ 4.5:1 (checked with the WCAG formula when the palette was chosen).
export const tokens = defineTokens({
  colors: {
    ink: {
      50: { value: '#f7f6f9' },
      100: { value: '#efedf3' },
      200: { value: '#dedae6' },
      300: { value: '#c3bdcf' },
      400: { value: '#9b93ab' },
      500: { value: '#756d86' },
      600: { value: '#5b536b' },
      700: { value: '#463f54' },
      800: { value: '#2f2a3a' },
      900: { value: '#2a1f36' },
      950: { value: '#1c1426' },
    },
    // The dark theme's surfaces and text (semantic-tokens.ts `_dark`).
    night: {
      50: { value: '#f3eff8' },
      300: { value: '#a49cb3' },
      500: { value: '#6b6380' },
      700: { value: '#3a3148' },
      800: { value: '#2f2740' },
      850: { value: '#271f33' },
      900: { value: '#1f1829' },
      950: { value: '#15101c' },
    },
    paper: {
      50: { value: '#fbf8f4' },
      100: { value: '#f6f1ea' },
      200: { value: '#ece4d9' },
      300: { value: '#dcd0c1' },
    },
    violet: {
      50: { value: '#f7f1fe' },
      100: { value: '#ede1fc' },
      200: { value: '#dcc4f9' },
      300: { value: '#c39cf3' },
      400: { value: '#a56de9' },
      500: { value: '#8a46dc' },
      600: { value: '#7430c4' },
      700: { value: '#5f25a3' },
      800: { value: '#4d1f84' },
      900: { value: '#3d1a68' },
      950: { value: '#270d47' },
      975: { value: '#261640' },
    },
    magenta: {
      50: { value: '#fdf0f7' },
      100: { value: '#fbe0ef' },
      200: { value: '#f7c1df' },
      300: { value: '#f094c6' },
      400: { value: '#e55ea6' },
      500: { value: '#d63589' },
      600: { value: '#b8206e' },
      700: { value: '#991a5a' },
      800: { value: '#7e184c' },
    },
    red: {
      50: { value: '#fef2f2' },
      200: { value: '#fecaca' },
      600: { value: '#c81e1e' },
      700: { value: '#a61b1b' },
      800: { value: '#861818' },
    },
    green: {
      50: { value: '#effaf3' },
      200: { value: '#bbe8cb' },
      700: { value: '#17703a' },
    },
    amber: {
      50: { value: '#fff8e6' },
      200: { value: '#fde68a' },
      400: { value: '#f5b301' },
      800: { value: '#8a5300' },
    },
    blue: {
      50: { value: '#eff6ff' },
      200: { value: '#bfdbfe' },
      700: { value: '#1d4ed8' },
    },
  },
  fonts: {
    body: {
      value:
        "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    display: {
      value:
        "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Times New Roman', serif",
    },
    mono: { value: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" },
  },
  radii: {
    xs: { value: '0.25rem' },
    sm: { value: '0.375rem' },
    md: { value: '0.5rem' },
    lg: { value: '0.75rem' },
    xl: { value: '1rem' },
    '2xl': { value: '1.5rem' },
    full: { value: '9999px' },
  },
  shadows: {
    xs: { value: '0 1px 2px rgba(28, 20, 38, 0.06)' },
    sm: { value: '0 1px 3px rgba(28, 20, 38, 0.08), 0 1px 2px rgba(28, 20, 38, 0.04)' },
    md: { value: '0 6px 16px -4px rgba(28, 20, 38, 0.12), 0 2px 4px rgba(28, 20, 38, 0.06)' },
    lg: { value: '0 18px 40px -12px rgba(28, 20, 38, 0.25), 0 4px 10px rgba(28, 20, 38, 0.06)' },
  },
  durations: {
    fast: { value: '120ms' },
    normal: { value: '200ms' },
    slow: { value: '320ms' },
  },
  easings: {
    standard: { value: 'cubic-bezier(0.2, 0, 0, 1)' },
  },
  zIndex: {
    header: { value: 20 },
    bottomBar: { value: 30 },
    banner: { value: 25 },
    dropdown: { value: 40 },
    overlay: { value: 50 },
    modal: { value: 60 },
    toast: { value: 70 },
  },
  sizes: {
    bottomBar: { value: '60px' },
    header: { value: '64px' },
    content: { value: '72rem' },
  },
});
