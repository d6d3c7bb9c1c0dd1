import * as React from "react";
import { useNavigate, useParams } from "react-router";
import { appStore } from "@lib/app-state/index.ts";
import { normaliseError } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { useInvitation } from "./api/get-invitation.ts";
import { useAcceptInvitation } from "./api/accept-invitation.ts";
import { useDeclineInvitation } from "./api/decline-invitation.ts";
import { InvitationCard } from "./invitation-card.tsx";

/**
 * /invitations/:token (docs/product.md §2.20): open signed in or not. Signing in or up from here comes back here;
 * once accepted, the device shows the joined home and its household page opens.
 */
export function InvitationScreen() {
  const { token = "" } = useParams();
  const { status: session, isLocalSession } = useAuth();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const decline = useDeclineInvitation(token);
  const [declined, setDeclined] = React.useState(false);
  const [problem, setProblem] = React.useState<string>();
  const failed = (error: unknown) => setProblem(normaliseError(error).message);
  const notFound = invitation.isError && normaliseError(invitation.error).status === 404;

  return (
    <div className="px-4 py-10">
      <InvitationCard
        view={invitation.data}
        status={invitation.isPending ? "loading" : notFound ? "not-found" : invitation.isError ? "error" : "ready"}
        signedIn={session === "authenticated" && !isLocalSession}
        returnPath={`/invitations/${encodeURIComponent(token)}`}
        busy={accept.isPending ? "accepting" : decline.isPending ? "declining" : undefined}
        declined={declined}
        problem={problem}
        onRetry={() => void invitation.refetch()}
        onAccept={() => {
          setProblem(undefined);
          accept.mutate(undefined, {
            onSuccess: ({ homeId }) => {
              appStore.getState().setCurrentHomeId(homeId);
              void navigate("/household", { replace: true });
            },
            onError: failed,
          });
        }}
        onDecline={() => {
          setProblem(undefined);
          decline.mutate(undefined, { onSuccess: () => setDeclined(true), onError: failed });
        }}
      />
    </div>
  );
}
