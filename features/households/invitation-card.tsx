import * as React from "react";
import { Link } from "react-router";
import { HousePlus } from "lucide-react";
import type { InvitationView } from "@domain/contract/index.ts";
import { formatDayOfInstant } from "@domain/format/for-people.ts";
import { Button, buttonVariants } from "@ui/button/index.ts";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@ui/card/index.ts";
import { Skeleton } from "@ui/skeleton/index.ts";

const homeWords = (view: Pick<InvitationView, "homeName">) => view.homeName ?? "their home";
const inviterWords = (view: Pick<InvitationView, "invitedBy">) => view.invitedBy ?? "Someone";

export type InvitationCardProps = {
  /** What the link is for; undefined while it loads or when it is no invitation. */
  view: InvitationView | undefined;
  status: "loading" | "ready" | "not-found" | "error";
  /** Signed in with an account (not a home kept on this browser only). */
  signedIn: boolean;
  /** This page's own address, where sign-in and sign-up come back to. */
  returnPath: string;
  onAccept: () => void;
  onDecline: () => void;
  onRetry: () => void;
  busy?: "accepting" | "declining" | undefined;
  /** True once the visitor declined here. */
  declined?: boolean;
  /** Why accepting or declining failed. */
  problem?: string | undefined;
};

/**
 * The invitation link's page (docs/product.md §2.20): whose home it is and who invited, then accept or decline;
 * sign in or create an account first when signed out; or why the link no longer works.
 */
export function InvitationCard({ view, status, signedIn, returnPath, onAccept, onDecline, onRetry, busy, declined = false, problem }: InvitationCardProps) {
  const titleId = React.useId();
  const { title, body, actions } = content();

  function content(): { title: string; body: React.ReactNode; actions?: React.ReactNode } {
    if (status === "loading") return { title: "Opening the invitation…", body: "" };
    if (status === "error") {
      return {
        title: "The invitation could not be opened",
        body: "Check your connection and try again.",
        actions: (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        ),
      };
    }
    if (status === "not-found" || !view) return { title: "This invitation link is not valid", body: "Check that the link was copied whole, or ask the home's owner to invite you again." };
    const home = homeWords(view);
    if (declined) return { title: "Invitation declined", body: `You declined the invitation to ${home}. Its link no longer works.` };
    if (view.youAreMember) {
      return {
        title: `You are already a member of ${home}`,
        body: "Its tasks, appliances and history are shared with you.",
        actions: (
          <Link to="/household" className={buttonVariants()}>
            See the household
          </Link>
        ),
      };
    }
    if (view.status === "expired") return { title: "This invitation has expired", body: `Invitations work for 7 days. Ask ${inviterWords(view)} to invite you again.` };
    if (view.status === "withdrawn") return { title: "This invitation was withdrawn", body: `${inviterWords(view)} withdrew it. Ask them if you think that is a mistake.` };
    if (view.status !== "pending") return { title: "This invitation has already been used", body: "Each invitation link works once. Ask the home's owner to invite you again if you need to." };
    const intro = `${inviterWords(view)} invited you to share the upkeep of ${home}: its tasks, appliances and history. The invitation is for ${view.email} and works until ${formatDayOfInstant(view.expiresAt)}.`;
    if (!signedIn) {
      return {
        title: `Join ${home}`,
        body: (
          <>
            {intro} Sign in or create an account with that address to accept.
          </>
        ),
        actions: (
          <>
            <Link to="/sign-in" state={{ from: returnPath }} className={buttonVariants()}>
              Sign in to accept
            </Link>
            <Link to="/sign-up" state={{ from: returnPath }} className={buttonVariants({ variant: "outline" })}>
              Create an account
            </Link>
            <Button variant="ghost" loading={busy === "declining"} disabled={busy !== undefined} onClick={onDecline}>
              Decline
            </Button>
          </>
        ),
      };
    }
    return {
      title: `Join ${home}`,
      body: intro,
      actions: (
        <>
          <Button loading={busy === "accepting"} disabled={busy !== undefined} onClick={onAccept}>
            Accept and join
          </Button>
          <Button variant="outline" loading={busy === "declining"} disabled={busy !== undefined} onClick={onDecline}>
            Decline
          </Button>
        </>
      ),
    };
  }

  return (
    <Card role="region" aria-labelledby={titleId} className="mx-auto w-full max-w-lg">
      <CardHeader>
        <HousePlus aria-hidden="true" className="size-8 text-primary" />
        <h1 id={titleId} className="text-xl leading-tight font-semibold">
          {title}
        </h1>
        {body ? <CardDescription className="text-base">{body}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {status === "loading" ? (
          <div role="status" aria-busy="true" aria-label="Loading the invitation">
            <Skeleton className="h-16 w-full" />
          </div>
        ) : null}
        <p role="alert" className="min-h-5 text-sm font-medium text-destructive">
          {problem ?? ""}
        </p>
      </CardContent>
      {actions ? <CardFooter className="flex flex-wrap gap-2">{actions}</CardFooter> : null}
    </Card>
  );
}
