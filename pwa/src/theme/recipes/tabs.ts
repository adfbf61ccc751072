import { tabsAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '6', w: 'full' },
    list: {
      position: 'relative',
      display: 'grid',
      gridAutoFlow: 'column',
      gridAutoColumns: '1fr',
      p: '1',
      gap: '1',
      bg: 'bg.muted',
      borderRadius: 'lg',
    },
    trigger: {
      position: 'relative',
      zIndex: '1',
      h: '10',
      px: '4',
      fontSize: 'sm',
      fontWeight: '600',
      color: 'fg.muted',
      borderRadius: 'md',
      cursor: 'pointer',
      transitionProperty: 'color',
      transitionDuration: 'fast',
      _hover: { color: 'fg.default' },
      _selected: { color: 'fg.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
    },
    indicator: {
      zIndex: '0',
      h: 'var(--height)',
      w: 'var(--width)',
      bg: 'bg.surface',
      borderRadius: 'md',
      boxShadow: 'sm',
      transitionDuration: 'normal',
      transitionTimingFunction: 'standard',
    },
    content: {
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '4px' },
    },
  },
});
