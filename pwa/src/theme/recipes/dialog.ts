import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: [...dialogAnatomy.keys(), 'header', 'body', 'footer'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'bg.scrim',
      backdropFilter: 'blur(2px)',
      _open: { animation: 'fade-in 160ms ease-out' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: { base: 'flex-end', sm: 'center' },
      justifyContent: 'center',
      p: { base: '0', sm: '4' },
      overflowY: 'auto',
    },
    content: {
      position: 'relative',
      w: 'full',
      maxW: '32rem',
      maxH: '100dvh',
      overflowY: 'auto',
      bg: 'bg.surface',
      borderTopRadius: 'xl',
      borderBottomRadius: { base: '0', sm: 'xl' },
      boxShadow: 'lg',
      outline: '0',
      _open: { animation: 'dialog-in 180ms ease-out' },
    },
    header: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      px: { base: '4', sm: '6' },
      pt: '6',
      pe: '12',
    },
    title: { textStyle: 'heading', fontSize: 'xl' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    body: { px: { base: '4', sm: '6' }, py: '5' },
    // Sticky: however long the form, its primary button stays on screen (a sheet on a phone).
    footer: {
      position: 'sticky',
      bottom: '0',
      zIndex: '1',
      display: 'flex',
      justifyContent: 'flex-end',
      flexWrap: 'wrap',
      gap: '3',
      px: { base: '4', sm: '6' },
      pt: '3',
      pb: { base: 'calc(token(spacing.4) + env(safe-area-inset-bottom))', sm: '6' },
      bg: 'bg.surface',
      borderTopWidth: { base: '1px', sm: '0' },
      borderColor: 'border.subtle',
      // Primary controls are at least 44px tall on a touch screen.
      '& > button, & > a': { minH: { base: '11', sm: 'auto' } },
    },
    // Every close trigger here is a footer button (Cancel, Close), laid out by the footer.
    closeTrigger: {},
  },
});
