import { defineRecipe } from '@pandacss/dev';

export const input = defineRecipe({
  className: 'input',
  jsx: ['Input', 'Field.Input'],
  base: {
    appearance: 'none',
    w: 'full',
    minW: '0',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'md',
    outline: '0',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'fast',
    _placeholder: { color: 'fg.subtle' },
    _hover: { borderColor: 'border.hover' },
    _focusVisible: {
      borderColor: 'accent.ring',
      outline: '2px solid',
      outlineColor: 'accent.ring',
      outlineOffset: '1px',
    },
    // Not `_invalid`: that also matches :invalid, i.e. every empty required field.
    '&[data-invalid], &[aria-invalid=true]': {
      borderColor: 'danger.fg',
      _focusVisible: {
        boxShadow: '0 0 0 1px token(colors.danger.fg), 0 0 0 4px token(colors.danger.ring)',
      },
    },
    _disabled: { opacity: '0.6', cursor: 'not-allowed' },
  },
  variants: {
    size: {
      md: { h: '11', px: '3', fontSize: 'md' },
      lg: { h: '12', px: '3.5', fontSize: 'md' },
    },
  },
  defaultVariants: { size: 'md' },
});
