import * as React from "react";
import { FullPageLoader as ShieldFullPageLoader, PageFallback, SHIELD_LOADER_SIZES } from "@ui/shield-loader/index.ts";
import { DashboardSkeleton as UiDashboardSkeleton, SignInCardSkeleton as UiSignInCardSkeleton } from "@ui/page-skeleton/index.ts";
import { SESSION_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";

/*
 * The loading screens of docs/product.md §2.8, shown while a page's code arrives: a full-page shield with
 * 'Loading...', per-page texts ('Loading settings...'), a sign-in card skeleton and a dashboard skeleton.
 * The UI kit draws them; what is decided here is when the large shield shows.
 */

/** docs/product.md §2.8: loader sizes. */
export const LOADER_SIZES = SHIELD_LOADER_SIZES;
const FIRST_PAINT_KEY = SESSION_STORAGE_KEYS.firstPaintDone;

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
  return <ShieldFullPageLoader large={large} text={text} />;
}

/** A per-page fallback: the page's own 'Loading … ' text beside the small shield. */
export function PageLoading({ text }: { text: string }) {
  return <PageFallback text={text} />;
}

export function SignInCardSkeleton({ text = "Loading..." }: { text?: string }) {
  return <UiSignInCardSkeleton text={text} />;
}

export function DashboardSkeleton({ text = "Loading..." }: { text?: string }) {
  return <UiDashboardSkeleton text={text} />;
}
