import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { authHandlers } from "../../mock-api/handlers/auth.ts";
import { withAccountFrame, type AccountFrameParameters } from "../../test-support/stories/account-story-frame.tsx";
import { AuthCallbackScreen } from "./auth-callback-screen.tsx";

/** The callback reads the session from the refresh cookie, so every story lets it ask the server. */
const askTheServer = (entry = "/auth/callback"): { accountFrame: AccountFrameParameters } => ({ accountFrame: { entry, auth: null } });

const meta = {
  title: "Features/Account/AuthCallback",
  component: AuthCallbackScreen,
  parameters: { layout: "fullscreen", ...askTheServer(), msw: { handlers: [authHandlers.session.signedIn, authHandlers.me.ok] } },
  decorators: [withAccountFrame("/auth/callback")],
} satisfies Meta<typeof AuthCallbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = ({ canvasElement }: Pick<StoryContext, "canvasElement">) => within(canvasElement.ownerDocument.body);

export const Checking: Story = {
  parameters: { msw: { handlers: [authHandlers.session.checking] } },
  play: async (context) => {
    await expect(screen(context).getByRole("heading", { level: 1, name: "Signing you in" })).toBeVisible();
    await expect(screen(context).getByRole("status")).toHaveTextContent("Checking your sign-in link…");
  },
};

export const SignedIn: Story = {
  play: async (context) => {
    await expect(await screen(context).findByRole("heading", { level: 1, name: "Arrived at /dashboard" })).toBeVisible();
  },
};

/** `?next=` names the page to open after signing in; only a path inside the app is followed. */
export const SignedInWithNextPage: Story = {
  parameters: askTheServer("/auth/callback?next=%2Fsettings"),
  play: async (context) => {
    await expect(await screen(context).findByRole("heading", { level: 1, name: "Arrived at /settings" })).toBeVisible();
  },
};

export const LinkExpired: Story = {
  parameters: { msw: { handlers: [authHandlers.session.signedOut] } },
  play: async (context) => {
    await expect(await screen(context).findByRole("heading", { level: 1, name: "We couldn't sign you in" })).toBeVisible();
    await expect(screen(context).getByRole("alert")).toHaveTextContent("The sign-in link has expired or was already used.");
    await userEvent.click(screen(context).getByRole("link", { name: "Back to sign in" }));
    await expect(await screen(context).findByRole("heading", { level: 1, name: "Arrived at /sign-in" })).toBeVisible();
  },
};

export const RefusedBySender: Story = {
  parameters: askTheServer("/auth/callback?error=access_denied&error_description=The%20request%20was%20cancelled"),
  play: async (context) => {
    await expect(await screen(context).findByRole("heading", { level: 1, name: "We couldn't sign you in" })).toBeVisible();
    await expect(screen(context).getByRole("alert")).toHaveTextContent("The request was cancelled");
  },
};
