import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { appStore } from "@lib/app-state/index.ts";
import { onboardedUser } from "../../mock-api/fixtures/auth.ts";
import {
  homeMembersSeenByMember,
  homeOfOne,
  homeWithTwoOwners,
  householdHandlers,
  invitationPendingHandlers,
  invitationRateLimitedHandlers,
  mockHomeId,
} from "../../mock-api/handlers/households.ts";
import { errorBody, refuse } from "../../mock-api/handlers/responses.ts";
import { mockRoute } from "../../mock-api/route-mocks.ts";
import { withSignedInFrame } from "../../test-support/stories/signed-in-frame.tsx";
import { HouseholdScreen } from "./household-screen.tsx";

const meta = {
  title: "Pages/Household",
  component: HouseholdScreen,
  parameters: { layout: "fullscreen", msw: { handlers: householdHandlers() } },
  decorators: [withSignedInFrame("/household", onboardedUser)],
  tags: ["visual-mobile"],
  // The page shows the home this device shows; each story starts with the mock's home chosen and leaves none.
  beforeEach: () => {
    appStore.getState().setCurrentHomeId(mockHomeId);
    return () => appStore.getState().setCurrentHomeId(null);
  },
} satisfies Meta<typeof HouseholdScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, "canvasElement">;
const canvasOf = ({ canvasElement }: Context) => within(canvasElement);
const people = (context: Context) => canvasOf(context).findByRole("list", { name: "The home's people" });
/** Radix puts the dialog at the end of the body, outside the story's canvas. */
const dialog = () => within(document.body).findByRole("alertdialog");

async function ask(context: Context, button: string) {
  await userEvent.click(within(await people(context)).getByRole("button", { name: button }));
  return dialog();
}

/** An owner's view: Alex and Sam, an invitation waiting for Jordan. */
export const Owner: Story = {
  play: async (context) => {
    await expect(canvasOf(context).getByRole("heading", { level: 1, name: "Household" })).toBeVisible();
    const rows = within(await people(context)).getAllByRole("listitem");
    await expect(rows[0]).toHaveTextContent("Alex Morgan (you)Owner");
    await expect(rows[1]).toHaveTextContent("Sam LeeMember");
    await expect(within(rows[1]!).getByRole("button", { name: "Make owner: Sam Lee" })).toBeVisible();
    await expect(within(rows[1]!).getByRole("button", { name: "Hand over to Sam Lee" })).toBeVisible();
    await expect(within(rows[1]!).getByRole("button", { name: "Remove Sam Lee" })).toBeVisible();
    const pending = await canvasOf(context).findByRole("list", { name: "Invitations waiting for an answer" });
    await expect(pending).toHaveTextContent("jordan@example.com");
    await expect(within(pending).getByRole("button", { name: "Withdraw the invitation to jordan@example.com" })).toBeVisible();
  },
};

/** A member's view: the people and the invitations, none of the owners' tools, and a way to leave. */
export const Member: Story = {
  parameters: { msw: { handlers: householdHandlers(homeMembersSeenByMember) } },
  play: async (context) => {
    const list = await people(context);
    await expect(within(list).getAllByRole("button").map((button) => button.textContent)).toEqual(["Leave home"]);
    await expect(canvasOf(context).queryByRole("form", { name: "Invite someone by e-mail" })).toBeNull();
    await expect(canvasOf(context).getByText("Only the home's owners can invite people, change roles and remove someone.")).toBeVisible();
    await expect(canvasOf(context).queryByRole("button", { name: /Withdraw/ })).toBeNull();
  },
};

/** Alone in the home, with nothing pending. */
export const OnlyYou: Story = {
  parameters: { msw: { handlers: householdHandlers(homeOfOne, []) } },
  play: async (context) => {
    await expect(within(await people(context)).getAllByRole("listitem")).toHaveLength(1);
    await expect(canvasOf(context).getByText("No invitations are waiting for an answer.")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mockRoute("listHomeMembers", async () => { await delay("infinite"); return HttpResponse.json({}); }), ...householdHandlers()] } },
  play: async (context) => {
    await expect(await canvasOf(context).findByRole("status", { name: "Loading the home's people" })).toHaveAttribute("aria-busy", "true");
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [mockRoute("listHomeMembers", () => refuse(500, errorBody("INTERNAL", "Something went wrong on our side"))), ...householdHandlers()] },
  },
  play: async (context) => {
    await expect(await canvasOf(context).findByText("The home's people could not be loaded.")).toBeVisible();
    await expect(canvasOf(context).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** Until the app knows which home the device shows, the page waits for it. */
export const FindingTheHome: Story = {
  beforeEach: () => appStore.getState().setCurrentHomeId(null),
  play: async (context) => {
    await expect(canvasOf(context).getByText("Finding your home…")).toBeVisible();
  },
};

const inviteForm = (context: Context) => within(canvasOf(context).getByRole("form", { name: "Invite someone by e-mail" }));

export const InviteAddressMissing: Story = {
  play: async (context) => {
    await people(context);
    await userEvent.click(inviteForm(context).getByRole("button", { name: "Send invitation" }));
    const address = inviteForm(context).getByLabelText("E-mail address");
    await waitFor(() => expect(address).toHaveAttribute("aria-invalid", "true"));
    await expect(address).toHaveFocus();
  },
};

export const InviteSent: Story = {
  play: async (context) => {
    await people(context);
    await userEvent.type(inviteForm(context).getByLabelText("E-mail address"), "Riley@Example.com");
    await userEvent.click(inviteForm(context).getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(canvasOf(context).getByText("Invitation sent to riley@example.com.")).toBeVisible());
    await expect(inviteForm(context).getByLabelText("E-mail address")).toHaveValue("");
  },
};

export const InviteSending: Story = {
  parameters: { msw: { handlers: [...invitationPendingHandlers, ...householdHandlers()] } },
  play: async (context) => {
    await people(context);
    await userEvent.type(inviteForm(context).getByLabelText("E-mail address"), "riley@example.com");
    await userEvent.click(inviteForm(context).getByRole("button", { name: "Send invitation" }));
    await expect(await inviteForm(context).findByRole("button", { name: /Send invitation/ })).toHaveAttribute("aria-busy", "true");
  },
};

/** The home's daily limit: the server's words under the address, which stays typed. */
export const InviteRateLimited: Story = {
  parameters: { msw: { handlers: [...invitationRateLimitedHandlers, ...householdHandlers()] } },
  play: async (context) => {
    await people(context);
    const address = inviteForm(context).getByLabelText("E-mail address");
    await userEvent.type(address, "riley@example.com");
    await userEvent.click(inviteForm(context).getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(address).toHaveAccessibleDescription("This home has sent many invitations lately. Try again in 3 hours."));
    await expect(address).toHaveValue("riley@example.com");
  },
};

export const ConfirmRemove: Story = {
  play: async (context) => {
    const question = await ask(context, "Remove Sam Lee");
    await expect(within(question).getByRole("heading", { name: "Remove Sam Lee from the home?" })).toBeVisible();
    await expect(question).toHaveTextContent("What they completed stays in the history.");
    await expect(within(question).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await expect(within(question).getByRole("button", { name: "Remove" })).toBeVisible();
  },
};

export const ConfirmHandOver: Story = {
  play: async (context) => {
    const question = await ask(context, "Hand over to Sam Lee");
    await expect(within(question).getByRole("heading", { name: "Hand the home over to Sam Lee?" })).toBeVisible();
    await expect(question).toHaveTextContent("Sam Lee becomes an owner and you become a member");
  },
};

export const ConfirmMakeOwner: Story = {
  play: async (context) => {
    const question = await ask(context, "Make owner: Sam Lee");
    await expect(within(question).getByRole("heading", { name: "Make Sam Lee an owner?" })).toBeVisible();
    await expect(question).toHaveTextContent("invite and remove people, change roles and delete the home");
  },
};

/** Stepping an owner down asks first and says what they keep; the home still has its other owner. */
export const ConfirmMakeMember: Story = {
  parameters: { msw: { handlers: householdHandlers(homeWithTwoOwners) } },
  play: async (context) => {
    const question = await ask(context, "Make member: Sam Lee");
    await expect(within(question).getByRole("heading", { name: "Make Sam Lee a member?" })).toBeVisible();
    await expect(question).toHaveTextContent("Sam Lee keeps the tasks, appliances and history, but no longer manages people or may delete the home.");
    await expect(within(question).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await expect(within(question).getByRole("button", { name: "Make member" })).toBeVisible();
  },
};

export const ConfirmWithdraw: Story = {
  play: async (context) => {
    const pending = await canvasOf(context).findByRole("list", { name: "Invitations waiting for an answer" });
    await userEvent.click(within(pending).getByRole("button", { name: "Withdraw the invitation to jordan@example.com" }));
    const question = await dialog();
    await expect(within(question).getByRole("heading", { name: "Withdraw the invitation to jordan@example.com?" })).toBeVisible();
    await userEvent.click(within(question).getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(within(document.body).queryByRole("alertdialog")).toBeNull());
  },
};

export const ConfirmLeave: Story = {
  parameters: { msw: { handlers: householdHandlers(homeMembersSeenByMember) } },
  play: async (context) => {
    const question = await ask(context, "Leave home");
    await expect(within(question).getByRole("heading", { name: "Leave this home?" })).toBeVisible();
    await expect(within(question).getByRole("button", { name: "Leave home" })).toBeVisible();
  },
};

/** The only owner is told why they cannot leave, and what to do instead; nothing to confirm. */
export const LastOwnerCannotLeave: Story = {
  parameters: { msw: { handlers: householdHandlers(homeOfOne, []) } },
  play: async (context) => {
    const question = await ask(context, "Leave home");
    await expect(within(question).getByRole("heading", { name: "You are this home's only owner" })).toBeVisible();
    await expect(question).toHaveTextContent("Hand it over to another member first, or delete the home in Settings.");
    await expect(within(question).getAllByRole("button").map((button) => button.textContent)).toEqual(["Close"]);
  },
};

/** A change the server refuses: its words in the page's status line. */
export const ChangeRefused: Story = {
  parameters: {
    msw: { handlers: [mockRoute("removeMember", () => refuse(409, errorBody("LAST_OWNER", "A home needs at least one owner. Make another member an owner first"))), ...householdHandlers()] },
  },
  play: async (context) => {
    const question = await ask(context, "Remove Sam Lee");
    await userEvent.click(within(question).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(canvasOf(context).getByText("A home needs at least one owner. Make another member an owner first")).toBeVisible());
  },
};
