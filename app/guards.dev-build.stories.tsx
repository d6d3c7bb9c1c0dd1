import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { authHandlers } from "../mock-api/handlers/auth.ts";
import { signedInHomeHandlers } from "../mock-api/handlers/signed-in-home.ts";
import { freezeDateNow } from "../mock-api/fixtures/clock.ts";
import { FIXTURE_NOW } from "../mock-api/fixtures/tasks.ts";
import { AppAt, DASHBOARD_HEADING, pageHeading, storyScreen } from "../test-support/stories/app-story-frame.tsx";
import { TEST_ACCOUNTS, TEST_MODE_TOASTS } from "./dev/test-mode-tokens.ts";

/*
 * The test-mode sign-ins of docs/product.md §6.3 exist in development and Storybook's development builds
 * only. The static Storybook the screenshot run opens is a production build, which holds none, so these
 * stories live in a `.dev-build.stories.tsx` file: the screenshot run skips such files and `npm test`
 * plays them in the story tests' development build instead (vitest.config.ts, `storybook-dev-build`).
 */
const meta = {
  title: "Developers/Guards in a development build",
  component: AppAt,
  tags: ["no-visual"],
  beforeEach: [freezeDateNow(FIXTURE_NOW)],
  parameters: {
    layout: "fullscreen",
    msw: { handlers: { auth: [authHandlers.session.signedOut], home: signedInHomeHandlers() } },
  },
  args: { path: "/sign-in" },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signInAs(context: Pick<StoryContext, "canvasElement">, account: { email: string; password: string }) {
  await pageHeading(context, "Sign in");
  await userEvent.type(storyScreen(context).getByLabelText("E-mail"), account.email);
  await userEvent.type(storyScreen(context).getByLabelText("Password", { selector: "input" }), account.password);
  await userEvent.click(storyScreen(context).getByRole("button", { name: "Sign in" }));
}

/** The admin bypass never asks the server. */
export const AdminTestMode: Story = {
  play: async (context) => {
    await signInAs(context, TEST_ACCOUNTS.admin);
    await expect(await storyScreen(context).findByText(TEST_MODE_TOASTS.admin)).toBeVisible();
    await pageHeading(context, DASHBOARD_HEADING);
  },
};

export const OnboardingTestMode: Story = {
  play: async (context) => {
    await signInAs(context, TEST_ACCOUNTS.onboarding);
    await expect(await storyScreen(context).findByText(TEST_MODE_TOASTS.onboarding)).toBeVisible();
    await pageHeading(context, "Set up your home");
  },
};
