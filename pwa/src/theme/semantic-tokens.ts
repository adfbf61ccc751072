import { defineSemanticTokens } from '@pandacss/dev';

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.paper.50}' },
      surface: { value: 'white' },
      subtle: { value: '{colors.paper.100}' },
      muted: { value: '{colors.ink.100}' },
      inverse: { value: '{colors.ink.950}' },
    },
    fg: {
      default: { value: '{colors.ink.950}' },
      muted: { value: '{colors.ink.600}' },
      subtle: { value: '{colors.ink.500}' },
      inverse: { value: 'white' },
      inverseMuted: { value: '#d6c6e8' },
    },
    border: {
      default: { value: '{colors.ink.200}' },
      strong: { value: '{colors.ink.400}' },
      subtle: { value: '{colors.paper.200}' },
    },
    accent: {
      default: { value: '{colors.violet.700}' },
      emphasized: { value: '{colors.violet.800}' },
      fg: { value: 'white' },
      text: { value: '{colors.violet.700}' },
      subtle: { value: '{colors.violet.50}' },
      muted: { value: '{colors.violet.100}' },
      ring: { value: '{colors.violet.600}' },
      onDark: { value: '{colors.violet.300}' },
    },
    flair: {
      default: { value: '{colors.magenta.600}' },
      subtle: { value: '{colors.magenta.50}' },
    },
    danger: {
      bg: { value: '{colors.red.50}' },
      border: { value: '{colors.red.200}' },
      fg: { value: '{colors.red.700}' },
      solid: { value: '{colors.red.700}' },
    },
    success: {
      bg: { value: '{colors.green.50}' },
      border: { value: '{colors.green.200}' },
      fg: { value: '{colors.green.700}' },
    },
    warning: {
      bg: { value: '{colors.amber.50}' },
      border: { value: '{colors.amber.200}' },
      fg: { value: '{colors.amber.800}' },
      dot: { value: '{colors.amber.400}' },
    },
    info: {
      bg: { value: '{colors.blue.50}' },
      border: { value: '{colors.blue.200}' },
      fg: { value: '{colors.blue.700}' },
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
