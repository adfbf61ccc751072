import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { ReportingErrorBoundary } from '../../errors/reporting-error-boundary';

/** One tab that fails to render says so, and the rest of the dashboard keeps working. */
export function TabErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ReportingErrorBoundary
      fallback={(retry) => (
        <div
          role="alert"
          className={css({ display: 'grid', gap: '2', justifyItems: 'start', py: '6' })}
        >
          <p className={css({ fontWeight: '600' })}>This tab could not be shown.</p>
          <Button size="sm" variant="outline" onClick={retry}>
            Try Again
          </Button>
        </div>
      )}
    >
      {children}
    </ReportingErrorBoundary>
  );
}
