import { Navigate, Outlet, useLocation } from "react-router";
import { useAuth } from "@lib/session/index.ts";

/** docs/product.md §2.2: the placeholder while auth state loads. */
export const CHECKING_AUTHENTICATION = "Checking authentication...";

export function CheckingAuthentication() {
  return (
    <div role="status" aria-live="polite" className="grid min-h-[60svh] place-items-center px-6 text-sm text-muted-foreground">
      {CHECKING_AUTHENTICATION}
    </div>
  );
}

/** Where a visitor who is not signed in goes: /sign-in, remembering this page unless they just signed out of it. */
function ToSignIn() {
  const { signedOutOnPurpose } = useAuth();
  const location = useLocation();
  return <Navigate to="/sign-in" replace state={signedOutOnPurpose ? null : { from: location }} />;
}

/**
 * docs/product.md §2.2 route guards. Unauthenticated visitors go to /sign-in with the page they came from in
 * `state.from` (none after a sign-out they asked for); with `requireOnboarding` (the default) a user who has
 * not finished onboarding goes to /onboarding. `requireOnboarding={false}` is the second variant, for pages any signed-in user may see.
 */
export function RequireAuth({ requireOnboarding = true }: { requireOnboarding?: boolean }) {
  const { status, hasCompletedOnboarding } = useAuth();
  const location = useLocation();
  if (status === "loading") return <CheckingAuthentication />;
  if (status !== "authenticated") return <ToSignIn />;
  if (requireOnboarding && !hasCompletedOnboarding && location.pathname !== "/onboarding") return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}

/** docs/product.md §2.2: /onboarding has its own guard: signed in, and sent to /dashboard once onboarding is done. */
export function OnboardingGuard() {
  const { status, hasCompletedOnboarding } = useAuth();
  if (status === "loading") return <CheckingAuthentication />;
  if (status !== "authenticated") return <ToSignIn />;
  if (hasCompletedOnboarding) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
