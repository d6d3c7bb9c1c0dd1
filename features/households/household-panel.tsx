import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailPlus, Users } from "lucide-react";
import { createInvitationRequestSchema, type CreateInvitationRequest, type HomeInvitation, type HomeMember } from "@domain/contract/index.ts";
import { formatDayOfInstant } from "@domain/format/for-people.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@ui/alert-dialog/index.ts";
import { Badge } from "@ui/badge/index.ts";
import { Button } from "@ui/button/index.ts";
import { ErrorPanel } from "@ui/error-panel/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { Field } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import { SkeletonRows } from "@ui/skeleton/index.ts";

/** docs/product.md §2.19 "Household": the words of the page. */
export const HOUSEHOLD_WORDS = {
  title: "Household",
  description: "The people who share this home's upkeep. Owners invite and manage people and may delete the home; members keep its tasks, appliances and history.",
  peopleTitle: "People",
  inviteTitle: "Invite someone",
  inviteDescription: "They get an e-mail with a link that works once, for 7 days. They sign in or create an account with that address, then accept.",
  emailLabel: "E-mail address",
  invite: "Send invitation",
  pendingTitle: "Waiting for an answer",
  noPending: "No invitations are waiting for an answer.",
  loadFailed: "The home's people could not be loaded.",
  retry: "Try again",
  owner: "Owner",
  member: "Member",
  you: "you",
  onlyOwnersInvite: "Only the home's owners can invite people, change roles and remove someone.",
  invited: (email: string) => `Invitation sent to ${email}.`,
} as const;

/** A change the page asks about before making it. */
export type MemberChange =
  | { kind: "make-owner" | "make-member" | "hand-over" | "remove"; member: HomeMember }
  | { kind: "leave" }
  | { kind: "withdraw"; invitation: HomeInvitation };

const nameOf = (member: HomeMember) => member.name ?? member.email;

/** The question each change asks: what happens, in the words of docs/product.md §6.5. */
function questionOf(change: MemberChange, youAreLastOwner: boolean): { title: string; body: string; confirm?: string } {
  switch (change.kind) {
    case "make-owner":
      return {
        title: `Make ${nameOf(change.member)} an owner?`,
        body: `${nameOf(change.member)} will be able to invite and remove people, change roles and delete the home.`,
        confirm: "Make owner",
      };
    case "make-member":
      return {
        title: `Make ${nameOf(change.member)} a member?`,
        body: `${nameOf(change.member)} keeps the tasks, appliances and history, but no longer manages people or may delete the home.`,
        confirm: "Make member",
      };
    case "hand-over":
      return {
        title: `Hand the home over to ${nameOf(change.member)}?`,
        body: `${nameOf(change.member)} becomes an owner and you become a member: you will no longer manage people or be able to delete the home.`,
        confirm: "Hand over",
      };
    case "remove":
      return {
        title: `Remove ${nameOf(change.member)} from the home?`,
        body: `${nameOf(change.member)} will no longer see this home's tasks, appliances or history. What they completed stays in the history. You can invite them again later.`,
        confirm: "Remove",
      };
    case "leave":
      return youAreLastOwner
        ? { title: "You are this home's only owner", body: "A home always has an owner. Hand it over to another member first, or delete the home in Settings." }
        : { title: "Leave this home?", body: "You will no longer see its tasks, appliances or history, and its reminders stop. An owner can invite you again.", confirm: "Leave home" };
    case "withdraw":
      return { title: `Withdraw the invitation to ${change.invitation.email}?`, body: "Its link stops working at once. You can invite the address again.", confirm: "Withdraw" };
  }
}

export type HouseholdPanelProps = {
  /** The home's people, owners first; undefined while they load or when they could not be loaded. */
  members: readonly HomeMember[] | undefined;
  /** The invitations waiting for an answer, newest first. */
  invitations: readonly HomeInvitation[] | undefined;
  status: "loading" | "ready" | "error";
  onRetry: () => void;
  /** Sends an invitation; rejects with the server's reason, which the form shows under the address. */
  onInvite: (request: CreateInvitationRequest) => Promise<unknown>;
  /** Makes the change once confirmed; rejects with the reason, which `problem` then says. */
  onChange: (change: MemberChange) => Promise<unknown>;
  /** Why the last change failed, said in the page's status line. */
  problem?: string | undefined;
};

/**
 * The household page's content (docs/product.md §2.19): the people of the home with their roles, what an owner
 * may do about each (make owner or member, hand over, remove), leaving, inviting by e-mail and the invitations
 * waiting for an answer. Every change is asked about first, saying what will happen.
 */
export function HouseholdPanel({ members, invitations, status, onRetry, onInvite, onChange, problem }: HouseholdPanelProps) {
  const peopleId = React.useId();
  const inviteId = React.useId();
  const [asked, setAsked] = React.useState<MemberChange>();
  const [announcement, setAnnouncement] = React.useState("");
  const you = members?.find((member) => member.isYou);
  const youOwn = you?.role === "owner";
  const owners = members?.filter((member) => member.role === "owner").length ?? 0;
  const youAreLastOwner = youOwn && owners === 1;
  const question = asked ? questionOf(asked, youAreLastOwner) : undefined;

  const form = useForm<CreateInvitationRequest, unknown, CreateInvitationRequest>({
    resolver: zodResolver(createInvitationRequestSchema),
    defaultValues: { email: "" },
    mode: "onSubmit",
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setAnnouncement("");
    try {
      await onInvite(values);
      form.reset({ email: "" });
      setAnnouncement(HOUSEHOLD_WORDS.invited(values.email));
    } catch (error) {
      form.setError("email", { message: error instanceof Error ? error.message : String(error) }, { shouldFocus: true });
    }
  });

  const confirm = (change: MemberChange) => {
    setAsked(undefined);
    setAnnouncement("");
    void onChange(change).catch(() => undefined);
  };

  return (
    <div className="grid gap-6">
      <Card role="region" aria-labelledby={peopleId}>
        <CardHeader>
          <CardTitle asLevel={2} id={peopleId} className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-5" />
            {HOUSEHOLD_WORDS.peopleTitle}
          </CardTitle>
          <CardDescription>{HOUSEHOLD_WORDS.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {status === "loading" ? <SkeletonRows label="Loading the home's people" rows={2} rowClassName="h-14" /> : null}
          {status === "error" ? <ErrorPanel title={HOUSEHOLD_WORDS.loadFailed} actions={[{ label: HOUSEHOLD_WORDS.retry, onAction: onRetry }]} /> : null}
          {status === "ready" && members ? (
            <ul aria-label="The home's people" className="grid divide-y">
              {members.map((member) => (
                <li key={member.userId} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0">
                  <div className="grid min-w-0 gap-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span className="[overflow-wrap:anywhere]">
                        {nameOf(member)}
                        {member.isYou ? <span className="font-normal text-muted-foreground"> ({HOUSEHOLD_WORDS.you})</span> : null}
                      </span>
                      <Badge tone={member.role === "owner" ? "accent" : "muted"}>{member.role === "owner" ? HOUSEHOLD_WORDS.owner : HOUSEHOLD_WORDS.member}</Badge>
                    </p>
                    <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                      {member.name ? `${member.email} · ` : ""}Joined <time dateTime={member.joinedAt}>{formatDayOfInstant(member.joinedAt)}</time>
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {member.isYou ? (
                      <Button variant="outline" size="sm" onClick={() => setAsked({ kind: "leave" })}>
                        Leave home
                      </Button>
                    ) : youOwn ? (
                      <>
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`${member.role === "owner" ? "Make member" : "Make owner"}: ${nameOf(member)}`}
                          onClick={() => setAsked({ kind: member.role === "owner" ? "make-member" : "make-owner", member })}
                        >
                          {member.role === "owner" ? "Make member" : "Make owner"}
                        </Button>
                        {member.role === "member" ? (
                          <Button variant="outline" size="sm" aria-label={`Hand over to ${nameOf(member)}`} onClick={() => setAsked({ kind: "hand-over", member })}>
                            Hand over
                          </Button>
                        ) : null}
                        <Button variant="outline" size="sm" aria-label={`Remove ${nameOf(member)}`} onClick={() => setAsked({ kind: "remove", member })}>
                          Remove
                        </Button>
                      </>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>

      {status === "ready" ? (
        <Card role="region" aria-labelledby={inviteId}>
          <CardHeader>
            <CardTitle asLevel={2} id={inviteId} className="flex items-center gap-2">
              <MailPlus aria-hidden="true" className="size-5" />
              {HOUSEHOLD_WORDS.inviteTitle}
            </CardTitle>
            <CardDescription>{youOwn ? HOUSEHOLD_WORDS.inviteDescription : HOUSEHOLD_WORDS.onlyOwnersInvite}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {youOwn ? (
              <form noValidate aria-label="Invite someone by e-mail" onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
                <Field label={HOUSEHOLD_WORDS.emailLabel} error={errors.email?.message}>
                  <Input type="email" autoComplete="off" maxLength={254} {...form.register("email")} />
                </Field>
                <Button type="submit" loading={isSubmitting} className="sm:mt-7">
                  {HOUSEHOLD_WORDS.invite}
                </Button>
              </form>
            ) : null}
            <section aria-labelledby={`${inviteId}-pending`} className="grid gap-2">
              <h3 id={`${inviteId}-pending`} className="text-sm font-semibold">
                {HOUSEHOLD_WORDS.pendingTitle}
              </h3>
              {invitations && invitations.length > 0 ? (
                <ul aria-label="Invitations waiting for an answer" className="grid divide-y">
                  {invitations.map((invitation) => (
                    <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0">
                      <div className="grid min-w-0 gap-1">
                        <p className="font-medium [overflow-wrap:anywhere]">{invitation.email}</p>
                        <p className="text-sm text-muted-foreground">
                          {invitation.invitedBy ? `Invited by ${invitation.invitedBy} · ` : ""}Link works until{" "}
                          <time dateTime={invitation.expiresAt}>{formatDayOfInstant(invitation.expiresAt)}</time>
                        </p>
                      </div>
                      {youOwn ? (
                        <Button variant="outline" size="sm" aria-label={`Withdraw the invitation to ${invitation.email}`} onClick={() => setAsked({ kind: "withdraw", invitation })}>
                          Withdraw
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">{HOUSEHOLD_WORDS.noPending}</p>
              )}
            </section>
          </CardContent>
        </Card>
      ) : null}

      <p role="status" className="min-h-5 text-sm">
        {problem ?? announcement}
      </p>

      <AlertDialog open={asked !== undefined} onOpenChange={(open) => (open ? undefined : setAsked(undefined))}>
        <AlertDialogContent>
          {asked && question ? (
            <>
              <AlertDialogHeader>
                <AlertDialogTitle>{question.title}</AlertDialogTitle>
                <AlertDialogDescription>{question.body}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{question.confirm ? "Cancel" : "Close"}</AlertDialogCancel>
                {question.confirm ? (
                  <AlertDialogAction variant={asked.kind === "make-owner" ? "primary" : "destructive"} onClick={() => confirm(asked)}>
                    {question.confirm}
                  </AlertDialogAction>
                ) : null}
              </AlertDialogFooter>
            </>
          ) : null}
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
