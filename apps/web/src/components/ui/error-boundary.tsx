import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

type Props = { children: ReactNode; onReset?: () => void };
type State = { error: unknown; hasError: boolean };

/** Catches render errors below it; 'Try again' clears the error and renders the children again. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('Error boundary caught an error', error, info.componentStack);
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null, hasError: false });
  };

  override render() {
    if (this.state.hasError) return <ErrorFallback error={this.state.error} onRetry={this.reset} />;
    return this.props.children;
  }
}
