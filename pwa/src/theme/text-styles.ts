import { defineTextStyles } from '@pandacss/dev';

export const textStyles = defineTextStyles({
  display: {
    value: {
      fontFamily: 'display',
      fontWeight: '700',
      letterSpacing: '-0.02em',
      lineHeight: '1.08',
    },
  },
  heading: {
    value: {
      fontFamily: 'display',
      fontWeight: '700',
      letterSpacing: '-0.01em',
      lineHeight: '1.2',
    },
  },
  eyebrow: {
    value: {
      fontSize: 'xs',
      fontWeight: '700',
      letterSpacing: '0.12em',
      textTransform: 'uppercase',
    },
  },
});
