import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { authHandlers } from "../mock-api/handlers/auth.ts";
import { accountHandlers } from "../mock-api/handlers/account.ts";
import { catalogHandlers, onboardingHandlers } from "../mock-api/handlers/appliances.ts";
import { defaultCalendarHandlers } from "../mock-api/handlers/calendar.ts";
import { notificationHandlers } from "../mock-api/handlers/notifications.ts";
import { progressHandlers } from "../mock-api/handlers/progress.ts";
import { taskHome } from "../mock-api/handlers/tasks.ts";
import { freezeDateNow } from "../mock-api/fixtures/clock.ts";
import { FIXTURE_NOW } from "../mock-api/fixtures/tasks.ts";
import { AppAt, pageFadeFinished } from "./app-story-frame.tsx";
import { TEST_ACCOUNTS, TEST_MODE_TOASTS } from "./dev/test-mode-tokens.ts";
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
        home: [
          ...taskHome(),
          ...notificationHandlers.some(),
          ...accountHandlers.signedIn(),
          catalogHandlers.appliances.ok,
          catalogHandlers.tasks.ok,
          onboardingHandlers.ok,
          ...defaultCalendarHandlers,
          ...progressHandlers.noAchievements(),
        ],
      },
    },
  },
  args: { path: "/dashboard" },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = ({ canvasElement }: Pick<StoryContext, "canvasElement">) => within(canvasElement.ownerDocument.body);
/** The dashboard greets by the time of day, so its heading is found by that greeting. */
const DASHBOARD = /^Good (morning|afternoon|evening)/;

/** The page's heading, once its 0.18 s fade-in has let it show. */
async function pageHeading(context: Pick<StoryContext, "canvasElement">, name: string | RegExp) {
  // A page arrives lazily with its data: on a busy machine that can take many seconds.
  const heading = await screen(context).findByRole("heading", { level: 1, name }, { timeout: 60_000 });
  await waitFor(() => expect(heading).toBeVisible());
  await pageFadeFinished(heading.ownerDocument);
}

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

async function signInAs(context: Pick<StoryContext, "canvasElement">, account: { email: string; password: string }) {
  await pageHeading(context, "Sign in");
  await userEvent.type(screen(context).getByLabelText("E-mail"), account.email);
  await userEvent.type(screen(context).getByLabelText("Password", { selector: "input" }), account.password);
  await userEvent.click(screen(context).getByRole("button", { name: "Sign in" }));
}

/** Development and Storybook builds only (docs/product.md §6.3): the admin bypass never asks the server. */
export const AdminTestMode: Story = {
  // The static Storybook the screenshots are taken of is a production build, which holds no test modes.
  tags: ["no-visual"],
  args: { path: "/sign-in" },
  parameters: { msw: { handlers: { auth: [authHandlers.session.signedOut] } } },
  play: async (context) => {
    await signInAs(context, TEST_ACCOUNTS.admin);
    await expect(await screen(context).findByText(TEST_MODE_TOASTS.admin)).toBeVisible();
    await pageHeading(context, DASHBOARD);
  },
};

export const OnboardingTestMode: Story = {
  // The static Storybook the screenshots are taken of is a production build, which holds no test modes.
  tags: ["no-visual"],
  args: { path: "/sign-in" },
  parameters: { msw: { handlers: { auth: [authHandlers.session.signedOut] } } },
  play: async (context) => {
    await signInAs(context, TEST_ACCOUNTS.onboarding);
    await expect(await screen(context).findByText(TEST_MODE_TOASTS.onboarding)).toBeVisible();
    await pageHeading(context, "Set up your home");
  },
};
