import { GENERIC_ERROR } from '@greenroom/shared-model/texts';
import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { ReportingErrorBoundary } from '../../errors/reporting-error-boundary';

/** The auth page's own failure boundary (spec part 1 §2): refresh is the only way out. */
export function AuthErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ReportingErrorBoundary
      fallback={() => (
        <div
          role="alert"
          className={css({
            minH: '100dvh',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: '3',
            px: '6',
            textAlign: 'center',
          })}
        >
          <h1 className={css({ textStyle: 'heading', fontSize: '2xl' })}>
            {GENERIC_ERROR.authBoundaryTitle}
          </h1>
          <p className={css({ color: 'fg.muted' })}>{GENERIC_ERROR.authBoundaryDescription}</p>
          <Button className={css({ mt: '3' })} onClick={() => window.location.reload()}>
            {GENERIC_ERROR.refreshPage}
          </Button>
        </div>
      )}
    >
      {children}
    </ReportingErrorBoundary>
  );
}
