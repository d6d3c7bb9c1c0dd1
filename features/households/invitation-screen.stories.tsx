import type { Decorator, Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { meResponseSchema } from "@domain/contract/index.ts";
import type { AuthState } from "@lib/session/index.ts";
import { onboardedUser } from "../../mock-api/fixtures/auth.ts";
import {
  invitationForAnotherAddressHandlers,
  invitationHandlers,
  invitationNotFoundHandlers,
  mockInvitationToken,
  pendingInvitation,
} from "../../mock-api/handlers/households.ts";
import { mockRoute } from "../../mock-api/route-mocks.ts";
import { StoryFrame } from "../../test-support/stories/story-frame.tsx";
import { InvitationScreen } from "./invitation-screen.tsx";

const signedIn: Partial<AuthState> = { status: "authenticated", user: { ...onboardedUser, email: pendingInvitation.email }, hasCompletedOnboarding: true, mode: "remote" };

/** The invitation page at its link, signed out unless the story's `parameters.auth` signs someone in. */
const withInvitationFrame: Decorator = (Story, { parameters }) => (
  <StoryFrame
    entry={`/invitations/${mockInvitationToken}`}
    screenPath="/invitations/:token"
    auth={(parameters.auth as Partial<AuthState> | undefined) ?? { status: "unauthenticated" }}
    destinations={["/household", "/sign-in", "/sign-up"]}
    mainClassName="min-h-svh bg-muted/40"
    arrivedClassName="grid min-h-64 place-items-center p-6"
  >
    <Story />
  </StoryFrame>
);

const meta = {
  title: "Pages/Invitation",
  component: InvitationScreen,
  parameters: { layout: "fullscreen", msw: { handlers: invitationHandlers() } },
  decorators: [withInvitationFrame],
  tags: ["visual-mobile"],
} satisfies Meta<typeof InvitationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, "canvasElement">;
const canvasOf = ({ canvasElement }: Context) => within(canvasElement);
const heading = (context: Context, name: string | RegExp) => canvasOf(context).findByRole("heading", { level: 1, name });

/** Signed out: whose home and who invited, then sign in or sign up, coming back here. */
export const SignedOut: Story = {
  play: async (context) => {
    await heading(context, "Join Lake cottage");
    await expect(canvasOf(context).getByText(/Alex Morgan invited you to share the upkeep of Lake cottage/)).toBeVisible();
    await expect(canvasOf(context).getByText(/for sam@example.com and works until Dec 14, 2026/)).toBeVisible();
    await expect(canvasOf(context).getByRole("link", { name: "Sign in to accept" })).toBeVisible();
    await expect(canvasOf(context).getByRole("link", { name: "Create an account" })).toBeVisible();
    await expect(canvasOf(context).getByRole("button", { name: "Decline" })).toBeVisible();
  },
};

export const SignedOutGoesToSignIn: Story = {
  play: async (context) => {
    await userEvent.click(await canvasOf(context).findByRole("link", { name: "Sign in to accept" }));
    await heading(context, "Arrived at /sign-in");
  },
};

export const Valid: Story = {
  parameters: { auth: signedIn },
  play: async (context) => {
    await heading(context, "Join Lake cottage");
    await expect(canvasOf(context).getByRole("button", { name: "Accept and join" })).toBeVisible();
    await expect(canvasOf(context).getByRole("button", { name: "Decline" })).toBeVisible();
  },
};

/** Accepted: the account is read again (set up, as the home joined is) and the household page of the joined home opens. */
export const Accepted: Story = {
  parameters: {
    auth: signedIn,
    msw: { handlers: [mockRoute("getMe", () => HttpResponse.json(meResponseSchema.parse({ user: signedIn.user }))), ...invitationHandlers()] },
  },
  play: async (context) => {
    await userEvent.click(await canvasOf(context).findByRole("button", { name: "Accept and join" }));
    await heading(context, "Arrived at /household");
  },
};

export const Accepting: Story = {
  parameters: {
    auth: signedIn,
    msw: { handlers: [mockRoute("acceptInvitation", async () => { await delay("infinite"); return HttpResponse.json({}); }), ...invitationHandlers()] },
  },
  play: async (context) => {
    await userEvent.click(await canvasOf(context).findByRole("button", { name: "Accept and join" }));
    await waitFor(() => expect(canvasOf(context).getByRole("button", { name: /Accept and join/ })).toHaveAttribute("aria-busy", "true"));
    await expect(canvasOf(context).getByRole("button", { name: "Decline" })).toBeDisabled();
  },
};

export const Declined: Story = {
  parameters: { auth: signedIn },
  play: async (context) => {
    await userEvent.click(await canvasOf(context).findByRole("button", { name: "Decline" }));
    await heading(context, "Invitation declined");
    await expect(canvasOf(context).getByText("You declined the invitation to Lake cottage. Its link no longer works.")).toBeVisible();
  },
};

/** Signed in with another address than the invited one: the server's words, and nothing joined. */
export const AnotherAddress: Story = {
  parameters: {
    auth: { ...signedIn, user: onboardedUser },
    msw: { handlers: [...invitationForAnotherAddressHandlers, ...invitationHandlers()] },
  },
  play: async (context) => {
    await userEvent.click(await canvasOf(context).findByRole("button", { name: "Accept and join" }));
    await waitFor(() => expect(canvasOf(context).getByText("This invitation was sent to sam@example.com. Sign in with that address to accept it.")).toBeVisible());
  },
};

export const AlreadyMember: Story = {
  parameters: { auth: signedIn, msw: { handlers: invitationHandlers({ ...pendingInvitation, status: "accepted", youAreMember: true }) } },
  play: async (context) => {
    await heading(context, "You are already a member of Lake cottage");
    await expect(canvasOf(context).getByRole("link", { name: "See the household" })).toBeVisible();
    await expect(canvasOf(context).queryByRole("button", { name: "Accept and join" })).toBeNull();
  },
};

export const Expired: Story = {
  parameters: { msw: { handlers: invitationHandlers({ ...pendingInvitation, status: "expired" }) } },
  play: async (context) => {
    await heading(context, "This invitation has expired");
    await expect(canvasOf(context).getByText("Invitations work for 7 days. Ask Alex Morgan to invite you again.")).toBeVisible();
  },
};

export const Used: Story = {
  parameters: { msw: { handlers: invitationHandlers({ ...pendingInvitation, status: "accepted" }) } },
  play: async (context) => {
    await heading(context, "This invitation has already been used");
  },
};

export const Withdrawn: Story = {
  parameters: { msw: { handlers: invitationHandlers({ ...pendingInvitation, status: "withdrawn" }) } },
  play: async (context) => {
    await heading(context, "This invitation was withdrawn");
  },
};

export const NotAnInvitation: Story = {
  parameters: { msw: { handlers: [...invitationNotFoundHandlers, ...invitationHandlers()] } },
  play: async (context) => {
    await heading(context, "This invitation link is not valid");
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mockRoute("getInvitation", async () => { await delay("infinite"); return HttpResponse.json({}); })] } },
  play: async (context) => {
    await expect(await canvasOf(context).findByRole("status", { name: "Loading the invitation" })).toHaveAttribute("aria-busy", "true");
  },
};
