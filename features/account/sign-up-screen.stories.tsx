import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { WEAK_PASSWORD_MESSAGE } from "@domain/entities/password-rule.ts";
import { authHandlers } from "../../mock-api/handlers/auth.ts";
import { authErrorBodies } from "../../mock-api/fixtures/auth.ts";
import { withAccountFrame } from "../../test-support/stories/account-story-frame.tsx";
import { SignUpScreen } from "./sign-up-screen.tsx";

const meta = {
  title: "Features/Account/SignUp",
  component: SignUpScreen,
  parameters: { layout: "fullscreen", msw: { handlers: [authHandlers.signup.ok] } },
  decorators: [withAccountFrame("/sign-up")],
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, "canvasElement">;
const screen = ({ canvasElement }: Context) => within(canvasElement.ownerDocument.body);
const form = (context: Context) => within(screen(context).getByRole("form", { name: "Create your account" }));
const nameField = (context: Context) => screen(context).getByLabelText("Name (optional)");
const emailField = (context: Context) => screen(context).getByLabelText("E-mail");
const passwordField = (context: Context) => screen(context).getByLabelText("Password", { selector: "input" });
const submitButton = (context: Context) => screen(context).getByRole("button", { name: /^Create(ing)? (account|your account)/ });

async function fill(context: Context, values: { name?: string; email: string; password: string }) {
  if (values.name) await userEvent.type(nameField(context), values.name);
  await userEvent.type(emailField(context), values.email);
  await userEvent.type(passwordField(context), values.password);
}

const goodValues = { name: "Ana", email: "ana@example.com", password: "copper kettle on the hob" };

async function expectServerError(context: Context, message: string) {
  const inline = await form(context).findByRole("alert");
  await expect(inline).toHaveTextContent("Signup failed");
  await expect(inline).toHaveTextContent(message);
  const toasts = within(screen(context).getByRole("region", { name: /Notifications/ }));
  await expect(await toasts.findByText(message)).toBeVisible();
  await expect(emailField(context)).toHaveValue(goodValues.email);
  await expect(nameField(context)).toHaveValue(goodValues.name);
}

export const Empty: Story = {
  play: async (context) => {
    await expect(screen(context).getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    await expect(nameField(context)).toHaveValue("");
    await expect(emailField(context)).toHaveValue("");
    await expect(passwordField(context)).toHaveValue("");
    await expect(nameField(context)).toHaveAttribute("autocomplete", "name");
    await expect(emailField(context)).toHaveAttribute("autocomplete", "email");
    await expect(passwordField(context)).toHaveAttribute("autocomplete", "new-password");
    await expect(passwordField(context)).toHaveAccessibleDescription(/Password strength: Too short/);
    await expect(screen(context).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
  },
};

export const Filled: Story = {
  play: async (context) => {
    await fill(context, goodValues);
    await expect(emailField(context)).toHaveValue(goodValues.email);
    // The strength estimator loads after the page has painted.
    await waitFor(() => expect(passwordField(context)).toHaveAccessibleDescription(/Password strength: Strong/));
    await expect(form(context).queryByRole("alert")).toBeNull();
  },
};

export const PasswordStrengthHint: Story = {
  play: async (context) => {
    const password = passwordField(context);
    await userEvent.type(password, "kettle");
    await expect(password).toHaveAccessibleDescription(/Too short\. Use at least 8 characters\./);
    await userEvent.type(password, "12");
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Password strength: Weak\. Add a few more words, or pick less common ones\./));
    await userEvent.type(password, " on the hob!");
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Password strength: Strong/));
  },
};

/** A password the server would refuse is refused here first, with the server's words, and nothing is sent. */
export const WeakPassword: Story = {
  parameters: { msw: { handlers: [authHandlers.signup.serverError] } },
  play: async (context) => {
    await fill(context, { ...goodValues, password: "password1" });
    await waitFor(() => expect(passwordField(context)).toHaveAccessibleDescription(/Password strength: Weak\. This is a commonly used password\./));
    await userEvent.click(submitButton(context));
    const passwordError = await form(context).findByText(WEAK_PASSWORD_MESSAGE);
    await expect(passwordField(context)).toHaveAttribute("aria-invalid", "true");
    await expect(passwordField(context)).toHaveAccessibleDescription(new RegExp(passwordError.textContent ?? ""));
    // The server (whose handler here would fail) was never asked, and nothing typed is lost.
    await expect(form(context).queryByText(/Signup failed/)).toBeNull();
    await expect(passwordField(context)).toHaveValue("password1");
    await expect(emailField(context)).toHaveValue(goodValues.email);
  },
};

export const ShowPassword: Story = {
  play: async (context) => {
    await userEvent.type(passwordField(context), "copper kettle");
    const toggle = screen(context).getByRole("button", { name: "Show password" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    await expect(passwordField(context)).toHaveAttribute("type", "text");
    await expect(passwordField(context)).toHaveValue("copper kettle");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(toggle);
    await expect(passwordField(context)).toHaveAttribute("type", "password");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  },
};

export const Invalid: Story = {
  play: async (context) => {
    await fill(context, { name: "Ana", email: "ana@", password: "short" });
    await userEvent.click(submitButton(context));
    const emailError = await form(context).findByText("Enter a valid e-mail address, like name@example.com");
    const passwordError = form(context).getByText("Use at least 8 characters");
    await expect(emailField(context)).toHaveAttribute("aria-invalid", "true");
    await expect(emailField(context)).toHaveAccessibleDescription(emailError.textContent ?? "");
    await expect(passwordField(context)).toHaveAccessibleDescription(new RegExp(passwordError.textContent ?? ""));
    // Nothing typed is lost.
    await expect(nameField(context)).toHaveValue("Ana");
    await expect(emailField(context)).toHaveValue("ana@");
    await expect(passwordField(context)).toHaveValue("short");
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [authHandlers.signup.pending] } },
  play: async (context) => {
    await fill(context, goodValues);
    await userEvent.click(submitButton(context));
    const button = await screen(context).findByRole("button", { name: "Creating your account…" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

export const EmailTaken: Story = {
  parameters: { msw: { handlers: [authHandlers.signup.emailTaken] } },
  play: async (context) => {
    await fill(context, goodValues);
    await userEvent.click(submitButton(context));
    await expectServerError(context, authErrorBodies.emailTaken.error.message);
  },
};

/** The refusal answers what was sent: it goes once the form changes, and a new refusal takes its place. */
export const EmailTakenThenCorrected: Story = {
  parameters: { msw: { handlers: [authHandlers.signup.emailTaken] } },
  play: async (context) => {
    await EmailTaken.play?.(context);
    await userEvent.clear(emailField(context));
    await waitFor(() => expect(form(context).queryByText("Signup failed")).toBeNull());
    // Sent again with the e-mail missing: only the field's own message shows.
    await userEvent.click(submitButton(context));
    await expect(emailField(context)).toHaveAttribute("aria-invalid", "true");
    await expect(form(context).queryByText("Signup failed")).toBeNull();
    await userEvent.type(emailField(context), goodValues.email);
    await userEvent.click(submitButton(context));
    await expect(await form(context).findByText("Signup failed")).toBeVisible();
    await expect(form(context).getByRole("alert")).toHaveTextContent(authErrorBodies.emailTaken.error.message);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [authHandlers.signup.serverError] } },
  play: async (context) => {
    await fill(context, goodValues);
    await userEvent.click(submitButton(context));
    await expectServerError(context, authErrorBodies.internal.error.message);
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: [authHandlers.signup.rateLimited] } },
  play: async (context) => {
    await fill(context, goodValues);
    await userEvent.click(submitButton(context));
    await expectServerError(context, authErrorBodies.rateLimited.error.message);
  },
};

/** A new account has no home set up yet: onboarding comes next. */
export const Success: Story = {
  play: async (context) => {
    await fill(context, goodValues);
    await userEvent.click(submitButton(context));
    await expect(await screen(context).findByRole("heading", { level: 1, name: "Arrived at /onboarding" })).toBeVisible();
  },
};
