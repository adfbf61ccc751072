import { css } from '../../../../styled-system/css';

export const SkipLink = () => (
  <a
    href="#main"
    className={css({
      position: 'absolute',
      zIndex: 'toast',
      top: '2',
      insetStart: '2',
      px: '4',
      py: '2',
      bg: 'bg.inverse',
      color: 'fg.inverse',
      borderRadius: 'md',
      fontWeight: '600',
      transform: 'translateY(-200%)',
      _focusVisible: { transform: 'none' },
    })}
  >
    Skip to content
  </a>
);
