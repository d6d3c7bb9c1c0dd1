import * as React from "react";
import { useLocation, useNavigate, useRouteError } from "react-router";
import { logError } from "@lib/logger/index.ts";
import { ErrorBoundary } from "./error-boundary.tsx";
import { AppErrorPanel, ComponentErrorPanel, RouteErrorPanel } from "./error-panels.tsx";

/** Around everything: when even the router fails, a full page with Refresh Page and Go to Home. */
export function AppErrorBoundary({ children }: { children: React.ReactNode }) {
  return (
    <ErrorBoundary
      level="app"
      fallback={() => <AppErrorPanel onRefresh={() => window.location.reload()} onGoHome={() => window.location.assign("/")} />}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Around each page: the layout stays, the page shows the panel; Try Again renders it afresh, leaving it forgets the error. */
export function RouteErrorBoundary({ children, onReset }: { children: React.ReactNode; onReset?: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <ErrorBoundary
      level="route"
      resetKey={location.pathname}
      onReset={onReset}
      fallback={({ reset }) => <RouteErrorPanel onRetry={reset} onGoHome={() => void navigate("/")} />}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Around a part of a page (a widget, a banner): only that part shows the panel. */
export function ComponentErrorBoundary({ children, onReset }: { children: React.ReactNode; onReset?: () => void }) {
  return (
    <ErrorBoundary level="component" onReset={onReset} fallback={({ reset }) => <ComponentErrorPanel onRetry={reset} />}>
      {children}
    </ErrorBoundary>
  );
}

/** The router's own error element (a failure outside rendering, e.g. in navigation). */
export function RouterErrorElement() {
  const error = useRouteError();
  React.useEffect(() => logError("The router caught an error", error), [error]);
  return <RouteErrorPanel onRetry={() => window.location.reload()} onGoHome={() => window.location.assign("/")} />;
}
