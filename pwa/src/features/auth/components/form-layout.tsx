import { css } from '../../../../styled-system/css';

export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '4' });

export const OrDivider = () => (
  <div
    className={css({
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      color: 'fg.muted',
      fontSize: 'xs',
      fontWeight: '600',
      textTransform: 'uppercase',
      letterSpacing: '0.08em',
      _before: { content: '""', flex: '1', h: '1px', bg: 'border.default' },
      _after: { content: '""', flex: '1', h: '1px', bg: 'border.default' },
    })}
  >
    or
  </div>
);
