import * as React from "react";
import { logError } from "@lib/logger/index.ts";

type FallbackProps = { error: unknown; reset: () => void };

type ErrorBoundaryProps = {
  children: React.ReactNode;
  fallback: (props: FallbackProps) => React.ReactNode;
  /** Which boundary caught it, for the log line. */
  level: "app" | "route" | "component";
  /** When this value changes (the page's path), a caught error is forgotten and the children get another go. */
  resetKey?: unknown;
  /** Runs when Try Again is pressed, before the children render again: the place to clear what failed. */
  onReset?: () => void;
};

type ErrorBoundaryState = { error: unknown; caught: boolean; resetKey: unknown };

/**
 * docs/product.md §4.15 "an error state and a reset", §8.7 "logs and shows a fallback panel".
 * Logs go through the redacting logger, so an error message holding an e-mail or token is scrubbed.
 */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, caught: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, caught: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null, caught: false };
    return null;
  }

  override componentDidCatch(error: unknown, info: React.ErrorInfo) {
    logError(`The ${this.props.level}-level error boundary caught an error`, { error, componentStack: info.componentStack });
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null, caught: false });
  };

  override render() {
    if (this.state.caught) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}
