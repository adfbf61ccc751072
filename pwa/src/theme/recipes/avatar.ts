import { avatarAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const avatar = defineSlotRecipe({
  className: 'avatar',
  slots: [...avatarAnatomy.keys(), 'dot'],
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      borderRadius: 'full',
      userSelect: 'none',
    },
    image: { w: 'full', h: 'full', objectFit: 'cover', borderRadius: 'full' },
    fallback: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: 'full',
      h: 'full',
      borderRadius: 'full',
      color: 'fg.onSolid',
      fontWeight: '700',
      letterSpacing: '0.02em',
      _before: { content: 'attr(data-initials)' },
    },
    dot: {
      position: 'absolute',
      insetEnd: '0',
      bottom: '0',
      w: '28%',
      h: '28%',
      minW: '2',
      minH: '2',
      borderRadius: 'full',
      bg: 'warning.dot',
      borderWidth: '2px',
      borderColor: 'bg.surface',
    },
  },
  variants: {
    size: {
      sm: { root: { w: '8', h: '8', fontSize: 'xs' } },
      md: { root: { w: '10', h: '10', fontSize: 'sm' } },
      lg: { root: { w: '16', h: '16', fontSize: 'xl' } },
      xl: { root: { w: '24', h: '24', fontSize: '2xl' } },
    },
  },
  defaultVariants: { size: 'md' },
});
