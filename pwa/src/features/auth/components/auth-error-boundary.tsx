import { GENERIC_ERROR } from '@greenroom/shared-model/texts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { reportRenderError } from '../../errors/report-error';

type State = { failed: boolean };

/** The auth page's own failure boundary (spec part 1 §2): refresh is the only way out. */
export class AuthErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportRenderError(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
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
    );
  }
}
