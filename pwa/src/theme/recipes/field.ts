import { fieldAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const field = defineSlotRecipe({
  className: 'field',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' },
    label: {
      fontSize: 'sm',
      fontWeight: '600',
      color: 'fg.default',
      userSelect: 'none',
      _disabled: { opacity: '0.6' },
    },
    requiredIndicator: { color: 'danger.fg', ms: '0.5' },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: { fontSize: 'sm', color: 'danger.fg', fontWeight: '500' },
  },
});
