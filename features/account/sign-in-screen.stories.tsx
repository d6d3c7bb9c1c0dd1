import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { authHandlers } from "../../mock-api/handlers/auth.ts";
import { authErrorBodies, onboardedUser as accountUser } from "../../mock-api/fixtures/auth.ts";
import { onboardingHandlers } from "../../mock-api/handlers/appliances.ts";
import { migrationHandlers } from "../../mock-api/handlers/migration.ts";
import { FIXTURE_NOW } from "../../mock-api/fixtures/tasks.ts";
import { storyLocalSession } from "../../test-support/story-local-home.ts";
import { withAccountFrame, type AccountFrameParameters } from "../../test-support/stories/account-story-frame.tsx";
import { RETURNING_LOCAL_VISITOR_NOTE, SignInScreen } from "./sign-in-screen.tsx";

const meta = {
  title: "Features/Account/SignIn",
  component: SignInScreen,
  parameters: { layout: "fullscreen", msw: { handlers: [authHandlers.login.ok] } },
  decorators: [withAccountFrame("/sign-in")],
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, "canvasElement">;
const screen = ({ canvasElement }: Context) => within(canvasElement.ownerDocument.body);
const form = (context: Context) => within(screen(context).getByRole("form", { name: "Sign in" }));
const emailField = (context: Context) => screen(context).getByLabelText("E-mail");
const passwordField = (context: Context) => screen(context).getByLabelText("Password", { selector: "input" });
const submitButton = (context: Context) => screen(context).getByRole("button", { name: /^Sign(ing)? in/ });

async function fill(context: Context, email: string, password: string) {
  await userEvent.type(emailField(context), email);
  await userEvent.type(passwordField(context), password);
}

/** Every refusal shows twice: inline in the form (it stays) and in a toast (it fades). */
async function expectServerError(context: Context, title: string, message: string) {
  const inline = await form(context).findByRole("alert");
  await expect(inline).toHaveTextContent(title);
  await expect(inline).toHaveTextContent(message);
  const toasts = within(screen(context).getByRole("region", { name: /Notifications/ }));
  await expect(await toasts.findByText(message)).toBeVisible();
  await expect(emailField(context)).toHaveValue("sam@example.com");
}

export const Empty: Story = {
  play: async (context) => {
    await expect(screen(context).getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expect(emailField(context)).toHaveValue("");
    await expect(passwordField(context)).toHaveValue("");
    // Password managers fill the right boxes.
    await expect(emailField(context)).toHaveAttribute("autocomplete", "email");
    await expect(passwordField(context)).toHaveAttribute("autocomplete", "current-password");
    await expect(submitButton(context)).toBeEnabled();
    await expect(screen(context).getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(screen(context).getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/sign-up");
  },
};

export const Filled: Story = {
  play: async (context) => {
    await fill(context, "sam@example.com", "correct horse");
    await expect(emailField(context)).toHaveValue("sam@example.com");
    await expect(passwordField(context)).toHaveAttribute("type", "password");
    await expect(form(context).queryByRole("alert")).toBeNull();
  },
};

export const ShowPassword: Story = {
  play: async (context) => {
    await Filled.play?.(context);
    const toggle = screen(context).getByRole("button", { name: "Show password" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(toggle).toHaveAttribute("aria-controls", passwordField(context).id);
    await userEvent.click(toggle);
    await expect(passwordField(context)).toHaveAttribute("type", "text");
    await expect(passwordField(context)).toHaveValue("correct horse");
    // A toggle keeps its name; its state is in aria-pressed.
    await expect(toggle).toHaveAccessibleName("Show password");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(toggle);
    await expect(passwordField(context)).toHaveAttribute("type", "password");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  },
};

export const Invalid: Story = {
  play: async (context) => {
    await userEvent.type(emailField(context), "sam.example.com");
    await userEvent.click(submitButton(context));
    const emailError = await form(context).findByText("Enter a valid e-mail address, like name@example.com");
    const passwordError = form(context).getByText("Enter your password");
    // Each error sits with its field and is read with it.
    await expect(emailField(context)).toHaveAttribute("aria-invalid", "true");
    await expect(emailField(context)).toHaveAccessibleDescription(emailError.textContent ?? "");
    await expect(passwordField(context)).toHaveAccessibleDescription(passwordError.textContent ?? "");
    await expect(emailField(context)).toHaveValue("sam.example.com");
    // Correcting the field clears its message.
    await userEvent.clear(emailField(context));
    await userEvent.type(emailField(context), "sam@example.com");
    await waitFor(() => expect(form(context).queryByText(/Enter a valid e-mail/)).toBeNull());
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [authHandlers.login.pending] } },
  play: async (context) => {
    await fill(context, "sam@example.com", "correct horse");
    await userEvent.click(submitButton(context));
    const button = await screen(context).findByRole("button", { name: "Signing in…" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

export const WrongPassword: Story = {
  parameters: { msw: { handlers: [authHandlers.login.invalidCredentials] } },
  play: async (context) => {
    await fill(context, "sam@example.com", "not my password");
    await userEvent.click(submitButton(context));
    await expectServerError(context, "Login failed", authErrorBodies.invalidCredentials.error.message);
    await expect(submitButton(context)).toBeEnabled();
  },
};

/** The refusal answers what was sent: it goes once the form changes, and a new refusal takes its place. */
export const WrongPasswordThenCorrected: Story = {
  parameters: { msw: { handlers: [authHandlers.login.invalidCredentials] } },
  play: async (context) => {
    await WrongPassword.play?.(context);
    await userEvent.clear(emailField(context));
    await waitFor(() => expect(form(context).queryByText("Login failed")).toBeNull());
    // Sent again with the e-mail missing: only the field's own message shows.
    await userEvent.click(submitButton(context));
    await expect(emailField(context)).toHaveAttribute("aria-invalid", "true");
    await expect(form(context).queryByText("Login failed")).toBeNull();
    await userEvent.type(emailField(context), "sam@example.com");
    await userEvent.click(submitButton(context));
    await expect(await form(context).findByText("Login failed")).toBeVisible();
    await expect(form(context).getByRole("alert")).toHaveTextContent(authErrorBodies.invalidCredentials.error.message);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [authHandlers.login.serverError] } },
  play: async (context) => {
    await fill(context, "sam@example.com", "correct horse");
    await userEvent.click(submitButton(context));
    await expectServerError(context, "Login failed", authErrorBodies.internal.error.message);
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: [authHandlers.login.rateLimited] } },
  play: async (context) => {
    await fill(context, "sam@example.com", "correct horse");
    await userEvent.click(submitButton(context));
    await expectServerError(context, "Login failed", authErrorBodies.rateLimited.error.message);
  },
};

export const Success: Story = {
  play: async (context) => {
    await fill(context, "sam@example.com", "correct horse");
    await userEvent.click(submitButton(context));
    await expect(await screen(context).findByRole("heading", { level: 1, name: "Arrived at /dashboard" })).toBeVisible();
  },
};

/** The guard sent the visitor here from /settings; signing in takes them back there. */
export const ReturnsToTheRememberedPage: Story = {
  parameters: { accountFrame: { entry: { pathname: "/sign-in", state: { from: { pathname: "/settings" } } } } satisfies AccountFrameParameters },
  play: async (context) => {
    await fill(context, "sam@example.com", "correct horse");
    await userEvent.click(submitButton(context));
    await expect(await screen(context).findByRole("heading", { level: 1, name: "Arrived at /settings" })).toBeVisible();
  },
};

/** Someone who uses this browser without an account: their home there, and the person it names. */
const localVisitor = {
  loaders: [async () => ({ localSession: await storyLocalSession({ person: { email: "sam@example.com" }, onboarded: true }) })],
  parameters: {
    accountFrame: {
      auth: {
        status: "authenticated",
        isLocalSession: true,
        mode: "local",
        hasCompletedOnboarding: true,
        user: { id: "local-sam", email: "sam@example.com", name: "sam", plan: "free", hasCompletedOnboarding: true, createdAt: FIXTURE_NOW.toISOString(), updatedAt: FIXTURE_NOW.toISOString(), avatarUrl: null },
      },
    } satisfies AccountFrameParameters,
  },
} satisfies Pick<Story, "loaders" | "parameters">;

/** docs/product.md §7.8: a returning visitor who used the app on this browser signs in to their account, and is welcomed back. */
export const ReturningLocalVisitor: Story = {
  ...localVisitor,
  parameters: { ...localVisitor.parameters, msw: { handlers: [authHandlers.login.ok, migrationHandlers.ok, onboardingHandlers.ok] } },
  play: async (context) => {
    await expect(screen(context).getByText(RETURNING_LOCAL_VISITOR_NOTE)).toBeVisible();
    await fill(context, "sam@example.com", "correct horse");
    await userEvent.click(submitButton(context));
    await expect(await screen(context).findByRole("heading", { level: 1, name: "Arrived at /dashboard" })).toBeVisible();
    const toasts = within(screen(context).getByRole("region", { name: /Notifications/ }));
    await expect(await toasts.findByText("Welcome back!")).toBeVisible();
    await expect(await toasts.findByText(`Logged in as ${accountUser.email}`)).toBeVisible();
  },
};

/** While the server checks the password, the button says so and takes no second press. */
export const ReturningLocalVisitorSigningIn: Story = {
  ...localVisitor,
  parameters: { ...localVisitor.parameters, msw: { handlers: [authHandlers.login.pending] } },
  play: async (context) => {
    await fill(context, "sam@example.com", "correct horse");
    await userEvent.click(submitButton(context));
    const button = await screen(context).findByRole("button", { name: "Signing in…" });
    await expect(button).toBeDisabled();
  },
};

/** The sign-in failed: §7.8's words, and the home on this browser is untouched. */
export const ReturningLocalVisitorFails: Story = {
  ...localVisitor,
  parameters: { ...localVisitor.parameters, msw: { handlers: [authHandlers.login.invalidCredentials] } },
  play: async (context) => {
    await fill(context, "sam@example.com", "wrong horse");
    await userEvent.click(submitButton(context));
    await expectServerError(context, "Login failed. Please try again.", authErrorBodies.invalidCredentials.error.message);
    await expect(screen(context).getByText(RETURNING_LOCAL_VISITOR_NOTE)).toBeVisible();
  },
};
