import { AlertTriangle } from "lucide-react";
import { Button } from "@ui/button/index.ts";

/*
 * The three error panels of product.md §2 with the spec's exact words. They live here until the UI
 * kit's error panels land; the boundaries in error-boundary.tsx are what decide when they show.
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
    <main className="grid min-h-svh place-items-center bg-background px-6 text-foreground">
      <div role="alert" className="grid max-w-md justify-items-center gap-4 text-center">
        <AlertTriangle aria-hidden="true" className="size-12 text-destructive" />
        <h1 className="text-2xl font-semibold">{ERROR_TEXTS.app.title}</h1>
        <p className="text-muted-foreground">{ERROR_TEXTS.app.text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={onRefresh}>{ERROR_TEXTS.app.refresh}</Button>
          <Button variant="outline" onClick={onGoHome}>
            {ERROR_TEXTS.app.home}
          </Button>
        </div>
      </div>
    </main>
  );
}

export function RouteErrorPanel({ onRetry, onGoHome }: { onRetry: () => void; onGoHome: () => void }) {
  return (
    <div role="alert" className="mx-auto grid max-w-md justify-items-center gap-4 px-6 py-16 text-center">
      <AlertTriangle aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-xl font-semibold">{ERROR_TEXTS.route.title}</h1>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{ERROR_TEXTS.route.retry}</Button>
        <Button variant="outline" onClick={onGoHome}>
          {ERROR_TEXTS.route.home}
        </Button>
      </div>
    </div>
  );
}

export function ComponentErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
      <p className="font-medium">{ERROR_TEXTS.component.title}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {ERROR_TEXTS.component.retry}
      </Button>
    </div>
  );
}
