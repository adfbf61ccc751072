import { GENERIC_ERROR } from '@greenroom/shared-model/texts';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { AlertCircleIcon } from '../../../ui/icons';
import { reportRenderError } from '../report-error';

type ErrorScreenProps = {
  error: unknown;
  reset?: () => void;
  componentStack?: string | null;
};

/** The generic error screen (spec part 1 §2); the error is reported once, best effort. */
export function ErrorScreen({ error, reset, componentStack }: ErrorScreenProps) {
  const router = useRouter();
  useEffect(() => {
    reportRenderError(error, componentStack);
  }, [error, componentStack]);

  return (
    <div
      role="alert"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: '3',
        minH: '60dvh',
        px: '6',
        py: '12',
      })}
    >
      <span
        className={css({
          display: 'inline-flex',
          p: '3',
          borderRadius: 'full',
          bg: 'danger.bg',
          color: 'danger.fg',
          '& svg': { w: '7', h: '7' },
        })}
      >
        <AlertCircleIcon />
      </span>
      <h1 className={css({ textStyle: 'heading', fontSize: '2xl', mt: '2' })}>
        {GENERIC_ERROR.title}
      </h1>
      <p className={css({ color: 'fg.muted', maxW: '28rem' })}>{GENERIC_ERROR.description}</p>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          mt: '4',
          justifyContent: 'center',
        })}
      >
        <Button
          onClick={() => {
            reset?.();
            void router.invalidate();
          }}
        >
          {GENERIC_ERROR.tryAgain}
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {GENERIC_ERROR.refreshPage}
        </Button>
      </div>
    </div>
  );
}
