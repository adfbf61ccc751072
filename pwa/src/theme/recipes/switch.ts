import { switchAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  slots: switchAnatomy.keys(),
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: '4',
      py: '2',
      // No opacity on the text: a disabled setting must stay readable (contrast).
      _disabled: { cursor: 'not-allowed' },
    },
    label: {
      fontSize: 'sm',
      fontWeight: '600',
      color: 'fg.default',
      _disabled: { color: 'fg.muted' },
    },
    control: {
      flexShrink: '0',
      display: 'inline-flex',
      alignItems: 'center',
      w: '11',
      h: '6',
      p: '0.5',
      borderRadius: 'full',
      bg: 'border.default',
      cursor: 'pointer',
      transition: 'background 0.15s',
      _checked: { bg: 'accent.default' },
      _disabled: { cursor: 'not-allowed', opacity: '0.45' },
      '[data-focus-visible] > &': {
        outline: '2px solid',
        outlineColor: 'accent.ring',
        outlineOffset: '2px',
      },
    },
    thumb: {
      w: '5',
      h: '5',
      borderRadius: 'full',
      bg: 'onStage.solid',
      boxShadow: 'sm',
      transition: 'transform 0.15s',
      _checked: { transform: 'translateX(1.25rem)' },
    },
  },
});
