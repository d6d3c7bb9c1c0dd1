import * as React from "react";
import { useNavigate } from "react-router";
import { normaliseError } from "@lib/http/index.ts";
import { appStore } from "@lib/app-state/index.ts";
import { useHomeMembers } from "./api/get-home-members.ts";
import { useInvitations } from "./api/get-invitations.ts";
import { useCreateInvitation } from "./api/create-invitation.ts";
import { useWithdrawInvitation } from "./api/withdraw-invitation.ts";
import { useChangeMemberRole } from "./api/change-member-role.ts";
import { useTransferOwnership } from "./api/transfer-ownership.ts";
import { useRemoveMember } from "./api/remove-member.ts";
import { useLeaveHome } from "./api/leave-home.ts";
import { HOUSEHOLD_WORDS, HouseholdPanel, type MemberChange } from "./household-panel.tsx";
import { useHouseholdHomeId } from "./use-household-home-id.ts";

/** An API refusal as an Error carrying the server's words, for the form and the status line. */
const inWords = (error: unknown): never => {
  throw new Error(normaliseError(error).message);
};

/** /household: the people of the home this device shows (docs/product.md §2.19). */
export function HouseholdScreen() {
  const homeId = useHouseholdHomeId();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{HOUSEHOLD_WORDS.title}</h1>
      {homeId ? (
        <HouseholdOfHome key={homeId} homeId={homeId} />
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          Finding your home…
        </p>
      )}
    </div>
  );
}

/** The page's content for one home, wired to the server. */
export function HouseholdOfHome({ homeId }: { homeId: string }) {
  const navigate = useNavigate();
  const members = useHomeMembers(homeId);
  const invitations = useInvitations(homeId);
  const invite = useCreateInvitation(homeId);
  const withdraw = useWithdrawInvitation(homeId);
  const changeRole = useChangeMemberRole(homeId);
  const handOver = useTransferOwnership(homeId);
  const remove = useRemoveMember(homeId);
  const leave = useLeaveHome(homeId);
  const [problem, setProblem] = React.useState<string>();

  const change = async (asked: MemberChange): Promise<unknown> => {
    setProblem(undefined);
    try {
      switch (asked.kind) {
        case "make-owner":
          return await changeRole.mutateAsync({ userId: asked.member.userId, role: "owner" });
        case "make-member":
          return await changeRole.mutateAsync({ userId: asked.member.userId, role: "member" });
        case "hand-over":
          return await handOver.mutateAsync(asked.member.userId);
        case "remove":
          return await remove.mutateAsync(asked.member.userId);
        case "withdraw":
          return await withdraw.mutateAsync(asked.invitation.id);
        case "leave":
          await leave.mutateAsync();
          // The home is no longer this person's: the device goes back to their first home.
          appStore.getState().setCurrentHomeId(null);
          return await navigate("/dashboard", { replace: true });
      }
    } catch (error) {
      setProblem(normaliseError(error).message);
      throw error;
    }
  };

  return (
    <HouseholdPanel
      members={members.data?.members}
      invitations={invitations.data?.invitations}
      status={members.isPending ? "loading" : members.isError ? "error" : "ready"}
      onRetry={() => void members.refetch()}
      onInvite={(request) => invite.mutateAsync(request).catch(inWords)}
      onChange={change}
      problem={problem}
    />
  );
}
