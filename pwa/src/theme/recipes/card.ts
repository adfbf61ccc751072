import { defineSlotRecipe } from '@pandacss/dev';

export const card = defineSlotRecipe({
  className: 'card',
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'xl',
      boxShadow: 'sm',
      overflow: 'hidden',
      minW: '0',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '6', pt: '6' },
    title: { textStyle: 'heading', fontSize: 'xl', color: 'fg.default' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '4', px: '6', py: '6' },
    footer: { display: 'flex', gap: '3', justifyContent: 'flex-end', px: '6', pb: '6' },
  },
});
