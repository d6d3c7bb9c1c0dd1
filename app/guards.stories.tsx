import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { authHandlers } from "../mock-api/handlers/auth.ts";
import { signedInHomeHandlers } from "../mock-api/handlers/signed-in-home.ts";
import { freezeDateNow } from "../mock-api/fixtures/clock.ts";
import { FIXTURE_NOW } from "../mock-api/fixtures/tasks.ts";
import { AppAt, DASHBOARD_HEADING as DASHBOARD, pageHeading, storyScreen as screen } from "../test-support/stories/app-story-frame.tsx";
import { CHECKING_AUTHENTICATION } from "./guards.tsx";

const meta = {
  title: "App/Guards",
  component: AppAt,
  // The pages a guard lets through load their own data: a home with tasks, seen on a fixed day and hour.
  // Stories replace only the `auth` group of handlers.
  beforeEach: [freezeDateNow(FIXTURE_NOW)],
  parameters: {
    layout: "fullscreen",
    msw: {
      handlers: {
        auth: [authHandlers.session.signedOut, authHandlers.login.ok],
        home: signedInHomeHandlers(),
      },
    },
  },
  args: { path: "/dashboard" },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;


export const CheckingAuthentication: Story = {
  parameters: { msw: { handlers: { auth: [authHandlers.session.checking] } } },
  play: async (context) => {
    const placeholder = await screen(context).findByText(CHECKING_AUTHENTICATION);
    await expect(placeholder).toHaveAttribute("role", "status");
    await expect(screen(context).queryByRole("heading", { level: 1 })).toBeNull();
  },
};

/** Sent to sign in, and back to the page asked for once signed in. */
export const SignedOutVisitorSignsIn: Story = {
  play: async (context) => {
    await pageHeading(context, "Sign in");
    await userEvent.type(screen(context).getByLabelText("E-mail"), "sam@example.com");
    await userEvent.type(screen(context).getByLabelText("Password", { selector: "input" }), "correct horse");
    await userEvent.click(screen(context).getByRole("button", { name: "Sign in" }));
    await pageHeading(context, DASHBOARD);
    await expect(screen(context).getByRole("navigation", { name: "Main" })).toBeVisible();
  },
};

export const OnboardingComesFirst: Story = {
  parameters: { msw: { handlers: { auth: [authHandlers.session.needsOnboarding] } } },
  play: async (context) => {
    await pageHeading(context, "Set up your home");
    await expect(screen(context).queryByRole("navigation", { name: "Main" })).toBeNull();
  },
};

export const OnboardedUserOpensOnboarding: Story = {
  args: { path: "/onboarding" },
  parameters: { msw: { handlers: { auth: [authHandlers.session.signedIn] } } },
  play: async (context) => {
    await pageHeading(context, DASHBOARD);
  },
};

/** The second guard variant: settings open for a signed-in user who has not finished onboarding. */
export const SettingsWithoutOnboarding: Story = {
  args: { path: "/settings" },
  parameters: { msw: { handlers: { auth: [authHandlers.session.needsOnboarding] } } },
  play: async (context) => {
    await pageHeading(context, "Settings");
  },
};

export const OldAddressRedirects: Story = {
  args: { path: "/login" },
  play: async (context) => {
    await pageHeading(context, "Sign in");
  },
};
