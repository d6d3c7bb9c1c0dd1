import * as React from "react";
import { ShieldCheck } from "lucide-react";
import { Skeleton } from "@ui/skeleton/index.ts";

/*
 * The loading screens of product.md §2, shown while a page's code arrives: a full-page shield with
 * 'Loading...', per-page texts ('Loading settings...'), a sign-in card skeleton and a dashboard skeleton.
 */

/** product.md §2: loader sizes. */
export const LOADER_SIZES = [28, 36, 56, 72] as const;
const FIRST_PAINT_KEY = "hearthkeep:first-paint-done";

/** The large shield only on the first paint of a browser session (a session-storage flag says it was shown). */
function useFirstPaintOfSession(): boolean {
  const [first] = React.useState(() => {
    try {
      return globalThis.sessionStorage?.getItem(FIRST_PAINT_KEY) !== "1";
    } catch {
      return false;
    }
  });
  React.useEffect(() => {
    try {
      globalThis.sessionStorage?.setItem(FIRST_PAINT_KEY, "1");
    } catch {
      // Storage may be blocked; the loader is then simply the small one next time.
    }
  }, []);
  return first;
}

export function FullPageLoader({ text = "Loading..." }: { text?: string }) {
  const large = useFirstPaintOfSession();
  const size = large ? LOADER_SIZES[3] : LOADER_SIZES[1];
  return (
    <div role="status" aria-live="polite" className="grid min-h-[60svh] place-items-center px-6">
      <div className="grid justify-items-center gap-3 text-muted-foreground">
        <ShieldCheck aria-hidden="true" width={size} height={size} className="animate-pulse text-primary motion-reduce:animate-none" />
        <p className="text-sm">{text}</p>
      </div>
    </div>
  );
}

/** A per-page fallback: the page's own 'Loading … ' text under a small shield. */
export function PageLoading({ text }: { text: string }) {
  return (
    <div role="status" aria-live="polite" className="grid min-h-[40svh] place-items-center px-6">
      <div className="flex items-center gap-3 text-muted-foreground">
        <ShieldCheck aria-hidden="true" width={LOADER_SIZES[0]} height={LOADER_SIZES[0]} className="animate-pulse text-primary motion-reduce:animate-none" />
        <p className="text-sm">{text}</p>
      </div>
    </div>
  );
}

export function SignInCardSkeleton({ text = "Loading..." }: { text?: string }) {
  return (
    <div role="status" aria-busy="true" className="mx-auto grid w-full max-w-md gap-6 px-4 py-10 sm:py-16">
      <span className="sr-only">{text}</span>
      <Skeleton className="h-7 w-32 justify-self-center" />
      <div className="grid gap-5 rounded-xl border bg-card p-6">
        <Skeleton className="h-7 w-40" />
        <Skeleton shape="text" className="w-3/4" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    </div>
  );
}

export function DashboardSkeleton({ text = "Loading..." }: { text?: string }) {
  return (
    <div role="status" aria-busy="true" className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8">
      <span className="sr-only">{text}</span>
      <Skeleton className="h-8 w-56" />
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-16" />
      ))}
    </div>
  );
}
