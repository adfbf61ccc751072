import { defineRecipe } from '@pandacss/dev';

export const badge = defineRecipe({
  className: 'badge',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    fontWeight: '600',
    borderRadius: 'full',
    whiteSpace: 'nowrap',
    borderWidth: '1px',
    '& svg': { w: '1em', h: '1em' },
  },
  variants: {
    tone: {
      accent: { bg: 'accent.subtle', color: 'accent.text', borderColor: 'accent.border' },
      neutral: { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border.default' },
      success: { bg: 'success.bg', color: 'success.fg', borderColor: 'success.border' },
      warning: { bg: 'warning.bg', color: 'warning.fg', borderColor: 'warning.border' },
      danger: { bg: 'danger.bg', color: 'danger.fg', borderColor: 'danger.border' },
      onDark: {
        bg: 'onStage.tint',
        color: 'fg.inverse',
        borderColor: 'onStage.border',
      },
    },
    size: {
      sm: { fontSize: 'xs', px: '2', py: '0.5' },
      md: { fontSize: 'sm', px: '3', py: '1' },
    },
  },
  defaultVariants: { tone: 'accent', size: 'sm' },
});
