import { tabsAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: tabsAnatomy.keys(),
  base: {
    // A phone too narrow for every tab scrolls the row sideways; the page never does (#30).
    root: { display: 'flex', flexDirection: 'column', gap: '6', w: 'full', minW: '0' },
    list: {
      position: 'relative',
      display: 'grid',
      gridAutoFlow: 'column',
      gridAutoColumns: 'minmax(max-content, 1fr)',
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollbarWidth: 'none',
      minW: '0',
      p: '1',
      gap: '1',
      bg: 'bg.muted',
      borderRadius: 'lg',
    },
    trigger: {
      position: 'relative',
      zIndex: '1',
      h: '10',
      px: { base: '3', sm: '4' },
      whiteSpace: 'nowrap',
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
