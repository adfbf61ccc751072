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
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '6', pt: '6', pe: '12' },
    title: { textStyle: 'heading', fontSize: 'xl' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    body: { px: '6', py: '5' },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '3', px: '6', pb: '6' },
    // Every close trigger here is a footer button (Cancel, Close), laid out by the footer.
    closeTrigger: {},
  },
});
