import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { appStore } from "@lib/app-state/index.ts";
import { storyLocalSession } from "../../test-support/story-local-home.ts";
import { withAccountFrame } from "../../test-support/stories/account-story-frame.tsx";
import { TryWithoutAccountScreen } from "./try-without-account-screen.tsx";

/*
 * Local mode's entry (docs/product.md §4.16): the person's home is set up and kept on this browser. Each
 * story gets local mode on a storage of its own, seeded by its loader.
 */
const meta = {
  title: "Features/Account/TryWithoutAccount",
  component: TryWithoutAccountScreen,
  parameters: { layout: "fullscreen" },
  decorators: [withAccountFrame("/try")],
  loaders: [async () => ({ localSession: await storyLocalSession() })],
  beforeEach: () => {
    appStore.getState().reset();
  },
} satisfies Meta<typeof TryWithoutAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, "canvasElement">;
const screen = ({ canvasElement }: Context) => within(canvasElement.ownerDocument.body);
const emailField = (context: Context) => screen(context).getByLabelText("E-mail (optional)");
const startButton = (context: Context) => screen(context).getByRole("button", { name: /^(Start without an account|Setting up your home…)$/ });

export const Empty: Story = {
  play: async (context) => {
    await expect(screen(context).getByRole("heading", { level: 1, name: "Try it without an account" })).toBeVisible();
    await expect(emailField(context)).toHaveValue("");
    await expect(emailField(context)).toHaveAttribute("autocomplete", "email");
    await expect(emailField(context)).toHaveAccessibleDescription(/Only to find your home again on this browser/);
    await expect(screen(context).getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/sign-up");
  },
};

/** Without an e-mail the person is 'Guest', and onboarding comes next. */
export const StartsAsGuest: Story = {
  tags: ["no-visual"],
  play: async (context) => {
    await userEvent.click(startButton(context));
    await expect(await screen(context).findByRole("heading", { name: "Arrived at /onboarding" })).toBeVisible();
  },
};

/** An e-mail this browser kept a home for: the local sign-in of docs/product.md §7, with its notification. */
export const ReturningPerson: Story = {
  tags: ["no-visual"],
  loaders: [async () => ({ localSession: await storyLocalSession({ person: { email: "sam@example.com" }, onboarded: true }) })],
  play: async (context) => {
    await userEvent.type(emailField(context), "sam@example.com");
    await userEvent.click(startButton(context));
    await expect(await screen(context).findByRole("heading", { name: "Arrived at /onboarding" })).toBeVisible();
    const [notification] = appStore.getState().notifications;
    await expect(notification).toMatchObject({ title: "Welcome back!", message: "Logged in as sam@example.com" });
  },
};

export const InvalidEmail: Story = {
  play: async (context) => {
    await userEvent.type(emailField(context), "sam@");
    await userEvent.click(startButton(context));
    await expect(await screen(context).findByText("Enter a valid e-mail address, like name@example.com")).toBeVisible();
    await expect(emailField(context)).toHaveAttribute("aria-invalid", "true");
  },
};

/** The browser would not keep the home (storage refused): the spec's words, and the form stays. */
export const StartFailed: Story = {
  loaders: [async () => ({ localSession: await storyLocalSession({ failStart: true }) })],
  parameters: { console: { allow: [{ level: "error", message: /A local session could not be started/ }] } },
  play: async (context) => {
    await userEvent.type(emailField(context), "sam@example.com");
    await userEvent.click(startButton(context));
    const alert = await screen(context).findByRole("alert");
    await expect(alert).toHaveTextContent("Login failed");
    await expect(alert).toHaveTextContent("Login failed. Please try again.");
    await expect(emailField(context)).toHaveValue("sam@example.com");
  },
};
