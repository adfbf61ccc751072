import { Component, type ErrorInfo, type ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { reportRenderError } from '../../errors/report-error';

type State = { failed: boolean };

/** One tab that fails to render says so, and the rest of the dashboard keeps working. */
export class TabErrorBoundary extends Component<{ children: ReactNode }, State> {
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
        className={css({ display: 'grid', gap: '2', justifyItems: 'start', py: '6' })}
      >
        <p className={css({ fontWeight: '600' })}>This tab could not be shown.</p>
        <Button size="sm" variant="outline" onClick={() => this.setState({ failed: false })}>
          Try Again
        </Button>
      </div>
    );
  }
}
