import { ErrorPanel } from "@ui/error-panel/index.ts";

/*
 * The three error panels of docs/product.md §2.7 with their exact words, drawn by the UI kit's ErrorPanel;
 * the boundaries in boundaries.tsx are what decide when they show.
 */

export const ERROR_TEXTS = {
  app: {
    title: "Oops! Something went wrong",
    text: "We're sorry, but something unexpected happened. Please try refreshing the page.",
    refresh: "Refresh Page",
    home: "Go to Home",
  },
  route: { title: "This page encountered an error", retry: "Try Again", home: "Go Home" },
  component: { title: "Something went wrong", retry: "Try Again" },
} as const;

export function AppErrorPanel({ onRefresh, onGoHome }: { onRefresh: () => void; onGoHome: () => void }) {
  return (
    <ErrorPanel
      variant="app"
      title={ERROR_TEXTS.app.title}
      text={ERROR_TEXTS.app.text}
      actions={[
        { label: ERROR_TEXTS.app.refresh, onAction: onRefresh },
        { label: ERROR_TEXTS.app.home, onAction: onGoHome },
      ]}
    />
  );
}

export function RouteErrorPanel({ onRetry, onGoHome }: { onRetry: () => void; onGoHome: () => void }) {
  return (
    <ErrorPanel
      variant="route"
      title={ERROR_TEXTS.route.title}
      actions={[
        { label: ERROR_TEXTS.route.retry, onAction: onRetry },
        { label: ERROR_TEXTS.route.home, onAction: onGoHome },
      ]}
    />
  );
}

export function ComponentErrorPanel({ onRetry }: { onRetry: () => void }) {
  return <ErrorPanel variant="component" title={ERROR_TEXTS.component.title} actions={[{ label: ERROR_TEXTS.component.retry, onAction: onRetry }]} />;
}
