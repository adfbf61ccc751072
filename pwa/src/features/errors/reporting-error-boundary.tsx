import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRenderError } from './report-error';

type State = { failed: boolean };

/**
 * A render error below it is reported (usage analytics, error kind) and replaced by `fallback`,
 * which may offer `retry` (render the children again).
 */
export class ReportingErrorBoundary extends Component<
  { children: ReactNode; fallback: (retry: () => void) => ReactNode },
  State
> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportRenderError(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => this.setState({ failed: false }));
  }
}
