import { defineKeyframes } from '@pandacss/dev';

export const keyframes = defineKeyframes({
  spin: { to: { transform: 'rotate(360deg)' } },
  'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
  'menu-in': {
    from: { opacity: '0', transform: 'translateY(-4px) scale(0.98)' },
    to: { opacity: '1', transform: 'translateY(0) scale(1)' },
  },
  'dialog-in': {
    from: { opacity: '0', transform: 'translateY(12px)' },
    to: { opacity: '1', transform: 'translateY(0)' },
  },
  'slide-up': {
    from: { opacity: '0', transform: 'translateY(8px)' },
    to: { opacity: '1', transform: 'translateY(0)' },
  },
});
