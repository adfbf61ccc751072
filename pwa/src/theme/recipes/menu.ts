import { menuAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { dropdownPanel } from './dropdown-panel';

export const menu = defineSlotRecipe({
  className: 'menu',
  slots: menuAnatomy.keys(),
  base: {
    trigger: {
      cursor: 'pointer',
      borderRadius: 'full',
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
    },
    positioner: { zIndex: 'dropdown' },
    content: {
      ...dropdownPanel,
      minW: '14rem',
    },
    itemGroupLabel: { px: '2.5', py: '2', fontSize: 'xs', color: 'fg.muted', fontWeight: '600' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2.5',
      w: 'full',
      px: '2.5',
      h: '10',
      fontSize: 'sm',
      fontWeight: '500',
      color: 'fg.default',
      borderRadius: 'md',
      cursor: 'pointer',
      textDecoration: 'none',
      outline: '0',
      _highlighted: { bg: 'accent.subtle', color: 'accent.text' },
      _focusVisible: { boxShadow: 'inset 0 0 0 2px token(colors.accent.ring)' },
      '& svg': { w: '4', h: '4', color: 'fg.muted' },
      '&[data-highlighted] svg': { color: 'accent.text' },
    },
    separator: { my: '1.5', borderTopWidth: '1px', borderColor: 'border.default' },
  },
});
