import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RemoteErrorBoundaryProps {
  /** A new value clears the error (the user navigated elsewhere, or a retry made a new attempt). */
  resetKey: string | number;
  /**
   * What shows instead of the failed part; `retry` clears the error and calls `onRetry`. `error` is
   * what was thrown, for a fallback that can say why (e.g. the shell's incompatible remote).
   */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  /** Starts a new attempt (e.g. a fresh lazy component), so the retry really downloads again. */
  onRetry: () => void;
  /** Told of every error caught (e.g. to count a remote's failures); it must not throw. */
  onError?: (error: unknown) => void;
  /** Names the part in the console message. */
  label?: string;
  children: ReactNode;
}

/**
 * The one boundary around run-time loaded (federated) parts, used by the shell's remote pages and
 * by mf-profile's embedded conversation list: a remote that cannot be downloaded, or
 * that throws, becomes the given fallback while the rest of the page keeps working. It fetches
 * nothing itself: the caller's loader does, and `onRetry` starts its next attempt.
 */
export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  { error: unknown; resetKey: string | number }
> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RemoteErrorBoundaryProps,
    state: { error: unknown; resetKey: string | number },
  ) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${this.props.label ?? 'A remote part'} failed`, error, info.componentStack);
    this.props.onError?.(error);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    return this.state.error
      ? this.props.fallback(this.retry, this.state.error)
      : this.props.children;
  }
}
