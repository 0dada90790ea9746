import { Component, type ErrorInfo, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  /** What to show instead of the broken subtree. */
  fallback: (error: unknown) => ReactNode;
  /** Changing it (e.g. the location key) clears the error, so navigating away recovers. */
  resetKey?: unknown;
  children: ReactNode;
};

type ErrorBoundaryState = { error: unknown; resetKey: unknown; hasError: boolean };

/** Catches render errors and failed page downloads below it. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey, hasError: false };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback(this.state.error) : this.props.children;
  }
}
