import { defineSemanticTokens } from '@pandacss/dev';

// Every colour the app paints comes from here (docs/decisions/028-dark-mode.md): `base` is the
// light theme, `_dark` the dark one (`[data-theme=dark]` on <html>, set before the first paint by
// pwa/public/theme.js). Each text pairing is ≥ 4.5:1 in both themes (axe checks the main screens
// in both). The `onStage` family and the `fg.inverse` ones paint on the always-dark stage
// (landing, sign-in, media players) and are the same in both themes.
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: { base: '{colors.paper.50}', _dark: '{colors.night.950}' } },
      surface: { value: { base: 'white', _dark: '{colors.night.900}' } },
      subtle: { value: { base: '{colors.paper.100}', _dark: '{colors.night.850}' } },
      muted: { value: { base: '{colors.ink.100}', _dark: '{colors.night.800}' } },
      inverse: { value: { base: '{colors.ink.950}', _dark: '{colors.ink.950}' } },
      scrim: { value: { base: 'rgba(28, 20, 38, 0.55)', _dark: 'rgba(0, 0, 0, 0.7)' } },
      tint: { value: { base: 'rgba(0, 0, 0, 0.06)', _dark: 'rgba(255, 255, 255, 0.08)' } },
      media: { value: 'black' },
    },
    fg: {
      default: { value: { base: '{colors.ink.950}', _dark: '{colors.night.50}' } },
      muted: { value: { base: '{colors.ink.600}', _dark: '{colors.ink.300}' } },
      subtle: { value: { base: '{colors.ink.500}', _dark: '{colors.night.300}' } },
      inverse: { value: 'white' },
      inverseMuted: { value: '#d6c6e8' },
      /** Text on a solid accent, danger or flair fill. */
      onSolid: { value: 'white' },
    },
    border: {
      default: { value: { base: '{colors.ink.200}', _dark: '{colors.night.700}' } },
      strong: { value: { base: '{colors.ink.400}', _dark: '{colors.night.500}' } },
      hover: { value: { base: '{colors.ink.600}', _dark: '{colors.ink.300}' } },
      subtle: { value: { base: '{colors.paper.200}', _dark: '{colors.night.800}' } },
    },
    accent: {
      default: { value: { base: '{colors.violet.700}', _dark: '{colors.violet.600}' } },
      emphasized: { value: { base: '{colors.violet.800}', _dark: '{colors.violet.500}' } },
      fg: { value: 'white' },
      text: { value: { base: '{colors.violet.700}', _dark: '{colors.violet.300}' } },
      textEmphasized: { value: { base: '{colors.violet.800}', _dark: '{colors.violet.200}' } },
      subtle: { value: { base: '{colors.violet.50}', _dark: '{colors.violet.975}' } },
      muted: { value: { base: '{colors.violet.100}', _dark: '{colors.violet.950}' } },
      border: { value: { base: '{colors.violet.200}', _dark: '{colors.violet.800}' } },
      ring: { value: { base: '{colors.violet.600}', _dark: '{colors.violet.400}' } },
      onDark: { value: '{colors.violet.300}' },
      selection: { value: { base: '{colors.violet.200}', _dark: '{colors.violet.800}' } },
    },
    flair: {
      default: { value: { base: '{colors.magenta.600}', _dark: '{colors.magenta.400}' } },
      subtle: { value: { base: '{colors.magenta.50}', _dark: '#3a1a2c' } },
    },
    danger: {
      bg: { value: { base: '{colors.red.50}', _dark: '#3a1518' } },
      border: { value: { base: '{colors.red.200}', _dark: '#6b2226' } },
      fg: { value: { base: '{colors.red.700}', _dark: '#fca5a5' } },
      solid: { value: { base: '{colors.red.700}', _dark: '{colors.red.600}' } },
      solidHover: { value: { base: '{colors.red.800}', _dark: '{colors.red.700}' } },
      ring: { value: { base: '{colors.red.50}', _dark: '#4a1a1e' } },
    },
    success: {
      bg: { value: { base: '{colors.green.50}', _dark: '#0f2a1a' } },
      border: { value: { base: '{colors.green.200}', _dark: '#1f5a35' } },
      fg: { value: { base: '{colors.green.700}', _dark: '#86efac' } },
    },
    warning: {
      bg: { value: { base: '{colors.amber.50}', _dark: '#2e2410' } },
      border: { value: { base: '{colors.amber.200}', _dark: '#6b4d0b' } },
      fg: { value: { base: '{colors.amber.800}', _dark: '#fcd34d' } },
      dot: { value: '{colors.amber.400}' },
    },
    info: {
      bg: { value: { base: '{colors.blue.50}', _dark: '#0f1d3a' } },
      border: { value: { base: '{colors.blue.200}', _dark: '#1e3a8a' } },
      fg: { value: { base: '{colors.blue.700}', _dark: '#93c5fd' } },
    },
    /** On the always-dark stage (landing, sign-in) and over media: the same in both themes. */
    onStage: {
      tint: { value: 'rgba(255, 255, 255, 0.08)' },
      hover: { value: 'rgba(255, 255, 255, 0.16)' },
      track: { value: 'rgba(255, 255, 255, 0.35)' },
      border: { value: 'rgba(255, 255, 255, 0.22)' },
      borderStrong: { value: 'rgba(255, 255, 255, 0.55)' },
      panel: { value: 'rgba(12, 8, 20, 0.78)' },
      scrim: { value: 'rgba(0, 0, 0, 0.6)' },
      solid: { value: 'white' },
      solidFg: { value: '{colors.ink.950}' },
      solidHover: { value: '{colors.violet.50}' },
      flair: { value: '{colors.magenta.200}' },
      glowFlair: { value: 'rgba(184, 32, 110, 0.28)' },
      glowAccent: { value: 'rgba(116, 48, 196, 0.30)' },
    },
    chart: {
      bar: { value: { base: '{colors.violet.700}', _dark: '{colors.violet.400}' } },
      grid: { value: { base: '{colors.ink.200}', _dark: '{colors.night.700}' } },
    },
  },
  gradients: {
    brand: { value: 'linear-gradient(135deg, {colors.violet.700} 0%, {colors.magenta.600} 100%)' },
    stage: {
      value:
        'radial-gradient(120% 80% at 15% 0%, {colors.violet.900} 0%, {colors.ink.950} 55%), linear-gradient(180deg, {colors.ink.950}, {colors.ink.950})',
    },
  },
});
