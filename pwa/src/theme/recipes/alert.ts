import { defineSlotRecipe } from '@pandacss/dev';

export const alert = defineSlotRecipe({
  className: 'alert',
  slots: ['root', 'icon', 'content', 'title', 'description', 'close'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      w: 'full',
      px: '4',
      py: '3',
      borderRadius: 'lg',
      borderWidth: '1px',
      fontSize: 'sm',
    },
    icon: { flexShrink: '0', mt: '0.5', '& svg': { w: '4.5', h: '4.5' } },
    content: { display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minW: '0' },
    title: { fontWeight: '700' },
    description: { lineHeight: '1.45' },
    close: {
      flexShrink: '0',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '7',
      h: '7',
      mt: '-1',
      me: '-1.5',
      borderRadius: 'sm',
      color: 'inherit',
      cursor: 'pointer',
      _hover: { bg: 'bg.tint' },
      _focusVisible: { outline: '2px solid', outlineColor: 'currentColor', outlineOffset: '1px' },
      '& svg': { w: '4', h: '4' },
    },
  },
  variants: {
    status: {
      error: { root: { bg: 'danger.bg', borderColor: 'danger.border', color: 'danger.fg' } },
      success: { root: { bg: 'success.bg', borderColor: 'success.border', color: 'success.fg' } },
      warning: { root: { bg: 'warning.bg', borderColor: 'warning.border', color: 'warning.fg' } },
      info: { root: { bg: 'info.bg', borderColor: 'info.border', color: 'info.fg' } },
    },
  },
  defaultVariants: { status: 'info' },
});
