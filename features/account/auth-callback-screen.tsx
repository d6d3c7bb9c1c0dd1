import * as React from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { Button } from "@ui/button/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { AuthCard } from "./auth-card.tsx";
import { returnPathFrom } from "./return-path.ts";

/**
 * docs/product.md §2.5 `/auth/callback`: where a sign-in that left the app (an e-mailed or external link)
 * comes back. The session is read from the refresh cookie; then on to `?next=` (a path of this app)
 * or the dashboard. An `?error=` from the sender, or no session, ends on a way back to sign in.
 */
export function AuthCallbackScreen() {
  const auth = useAuth();
  const [searchParams] = useSearchParams();
  const next = returnPathFrom({ from: searchParams.get("next") ?? undefined }) ?? "/dashboard";
  const failure = searchParams.get("error_description") ?? searchParams.get("error");
  const { checkAuth, status } = auth;
  const [checked, setChecked] = React.useState(false);

  React.useEffect(() => {
    if (failure || checked || status === "loading") return;
    let cancelled = false;
    void checkAuth().finally(() => {
      if (!cancelled) setChecked(true);
    });
    return () => {
      cancelled = true;
    };
  }, [checkAuth, checked, failure, status]);

  if (!failure && checked && status === "authenticated") return <Navigate to={next} replace />;

  if (failure || (checked && status === "unauthenticated")) {
    return (
      <AuthCard title="We couldn't sign you in">
        <div role="alert" className="grid gap-4 text-sm">
          <p>{failure ? failure.slice(0, 200) : "The sign-in link has expired or was already used."}</p>
          <Button asChild className="w-full">
            <Link to="/sign-in">Back to sign in</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Signing you in">
      <p role="status" className="text-sm text-muted-foreground">
        Checking your sign-in link…
      </p>
    </AuthCard>
  );
}
