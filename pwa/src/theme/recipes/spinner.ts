import { defineRecipe } from '@pandacss/dev';

export const spinner = defineRecipe({
  className: 'spinner',
  base: {
    display: 'inline-block',
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderTopColor: 'transparent',
    borderRightColor: 'transparent',
    animation: 'spin 0.7s linear infinite',
  },
  variants: {
    size: {
      sm: { w: '4', h: '4', borderWidth: '2px' },
      md: { w: '6', h: '6', borderWidth: '2px' },
      lg: { w: '10', h: '10', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});
