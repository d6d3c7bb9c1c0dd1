import { Link, useSearchParams } from "react-router";
import { Button } from "@ui/button/index.ts";
import { normaliseError } from "@lib/http/index.ts";
import { asSentence } from "@domain/format/for-people.ts";
import { AuthCard } from "./auth-card.tsx";
import { useVerifyEmail } from "./api/verify-email.ts";

export const VERIFICATION_LINK_INVALID = "VERIFICATION_LINK_INVALID";

/**
 * docs/product.md §2.5 and §4.18 `/verify-email?token=…`: the link mailed to a new account's address. It
 * sends the token as it opens and says how it went; no sign-in needed, the link is the proof.
 */
export function VerifyEmailScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return token ? <VerifyingLink token={token} /> : <LinkNoLongerWorks message="This link is incomplete" />;
}

function VerifyingLink({ token }: { token: string }) {
  const verification = useVerifyEmail(token);
  if (verification.isSuccess) return <AddressVerified />;
  if (verification.isError) {
    const refusal = normaliseError(verification.error);
    if (refusal.code === VERIFICATION_LINK_INVALID) return <LinkNoLongerWorks message={refusal.message} />;
    return (
      <AuthCard title="We couldn't verify your address">
        <div className="grid gap-4 text-sm">
          <p role="alert">{asSentence(refusal.message)}</p>
          <Button className="w-full" onClick={() => void verification.refetch()}>
            Try again
          </Button>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Verify your address">
      <p role="status" className="text-sm text-muted-foreground">
        Verifying your address…
      </p>
    </AuthCard>
  );
}

function AddressVerified() {
  return (
    <AuthCard title="Address verified">
      <div className="grid gap-4 text-sm">
        <p role="status">Thank you. Hearthkeep will send your reminders and weekly summary to this address.</p>
        <Button asChild className="w-full">
          <Link to="/dashboard">Go to the dashboard</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

function LinkNoLongerWorks({ message }: { message: string }) {
  return (
    <AuthCard title="This link no longer works">
      <div className="grid gap-4 text-sm">
        <div role="alert" className="grid gap-1">
          <p className="font-medium">{asSentence(message)}</p>
          <p className="text-muted-foreground">
            A link works once, for two days, and a newer link replaces the ones before it. If your address is not verified yet, Settings can send
            you a new link.
          </p>
        </div>
        <Button asChild className="w-full">
          <Link to="/settings">Open Settings</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
