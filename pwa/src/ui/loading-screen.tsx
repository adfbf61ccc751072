import { DEFAULT_LOADING_TEXT } from '@greenroom/shared-model/constants';
import { css } from '../../styled-system/css';
import { Spinner } from './spinner';

type LoadingScreenProps = { message?: string; fullScreen?: boolean };

export const LoadingScreen = ({
  message = DEFAULT_LOADING_TEXT,
  fullScreen = true,
}: LoadingScreenProps) => (
  <div
    role="status"
    aria-live="polite"
    className={css({
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '4',
      minH: fullScreen ? '100dvh' : '60',
      px: '6',
      color: 'fg.muted',
      textAlign: 'center',
    })}
  >
    <Spinner size="lg" className={css({ color: 'accent.text' })} />
    <p className={css({ fontSize: 'md', fontWeight: '500' })}>{message}</p>
  </div>
);
