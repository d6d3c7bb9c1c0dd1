import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { openedOffline } from "../../test-support/stories/offline-browser.ts";
import { authHandlers } from "../../mock-api/handlers/auth.ts";
import { authErrorBodies } from "../../mock-api/fixtures/auth.ts";
import { withAccountFrame, type AccountFrameParameters } from "../../test-support/stories/account-story-frame.tsx";
import { ForgotPasswordScreen } from "./forgot-password-screen.tsx";

const meta = {
  title: "Features/Account/ForgotPassword",
  component: ForgotPasswordScreen,
  parameters: { layout: "fullscreen", msw: { handlers: [authHandlers.forgotPassword.ok, authHandlers.resetLinkCheck.ok, authHandlers.resetPassword.ok] } },
  decorators: [withAccountFrame("/forgot-password")],
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, "canvasElement">;
const screen = ({ canvasElement }: Context) => within(canvasElement.ownerDocument.body);
const toasts = (context: Context) => within(screen(context).getByRole("region", { name: /Notifications/ }));

/* Asking for a link. */
const requestForm = (context: Context) => within(screen(context).getByRole("form", { name: "Request a password reset link" }));
const emailField = (context: Context) => screen(context).getByLabelText("E-mail");
const sendButton = (context: Context) => screen(context).getByRole("button", { name: /^Send(ing)?/ });

async function askForLink(context: Context, email = "sam@example.com") {
  await userEvent.type(emailField(context), email);
  await userEvent.click(sendButton(context));
}

export const RequestEmpty: Story = {
  play: async (context) => {
    await expect(screen(context).getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await expect(emailField(context)).toHaveValue("");
    await expect(sendButton(context)).toBeEnabled();
    await expect(screen(context).getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/sign-in");
  },
};

export const RequestInvalid: Story = {
  play: async (context) => {
    await userEvent.click(sendButton(context));
    const error = await requestForm(context).findByText("Enter your e-mail address");
    await expect(emailField(context)).toHaveAccessibleDescription(error.textContent ?? "");
    await askForLink(context, "sam@");
    await expect(await requestForm(context).findByText("Enter a valid e-mail address, like name@example.com")).toBeVisible();
    await expect(emailField(context)).toHaveValue("sam@");
  },
};

export const RequestSubmitting: Story = {
  parameters: { msw: { handlers: [authHandlers.forgotPassword.pending] } },
  play: async (context) => {
    await askForLink(context);
    const button = await screen(context).findByRole("button", { name: "Sending…" });
    await expect(button).toBeDisabled();
  },
};

export const RequestSent: Story = {
  play: async (context) => {
    await askForLink(context);
    await expect(await screen(context).findByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
    // The same words whether or not the address has an account: nobody learns who is registered.
    await expect(screen(context).getByRole("status")).toHaveTextContent("If an account exists for sam@example.com");
  },
};

export const RequestError: Story = {
  parameters: { msw: { handlers: [authHandlers.forgotPassword.serverError] } },
  play: async (context) => {
    await askForLink(context);
    const inline = await requestForm(context).findByRole("alert", {}, { timeout: 10_000 });
    await expect(inline).toHaveTextContent("Could not send the reset link");
    await expect(inline).toHaveTextContent(authErrorBodies.internal.error.message);
    await expect(await toasts(context).findByText(authErrorBodies.internal.error.message)).toBeVisible();
    await expect(emailField(context)).toHaveValue("sam@example.com");
  },
};

export const RequestRateLimited: Story = {
  parameters: { msw: { handlers: [authHandlers.forgotPassword.rateLimited] } },
  play: async (context) => {
    await askForLink(context);
    // The answer follows a request to the mock server, which on a busy machine takes longer than a second.
    await expect(await requestForm(context).findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent(authErrorBodies.rateLimited.error.message);
    await expect(await toasts(context).findByText(authErrorBodies.rateLimited.error.message, {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(sendButton(context)).not.toHaveAccessibleName(/^Sending/));
    await waitFor(() => expect(sendButton(context)).toBeEnabled());
  },
};

/* Coming back from the e-mailed link: /forgot-password?token=… */
const fromLink = { accountFrame: { entry: "/forgot-password?token=reset-token-from-the-email" } satisfies AccountFrameParameters };
const resetForm = (context: Context) => within(screen(context).getByRole("form", { name: "Choose a new password" }));
const newPassword = (context: Context) => screen(context).getByLabelText("New password", { selector: "input" });
const confirmPassword = (context: Context) => screen(context).getByLabelText("Confirm new password", { selector: "input" });
const changeButton = (context: Context) => screen(context).getByRole("button", { name: /^(Change password|Saving…)$/ });

/** The form shows once the server has said the link still works. */
const linkChecked = (context: Context) => screen(context).findByRole("form", { name: "Choose a new password" });

async function chooseNewPassword(context: Context, password = "a brand new kettle", confirmation = password) {
  await linkChecked(context);
  await userEvent.type(newPassword(context), password);
  await userEvent.type(confirmPassword(context), confirmation);
  await userEvent.click(changeButton(context));
}

export const ResetFromLink: Story = {
  parameters: fromLink,
  play: async (context) => {
    await linkChecked(context);
    await expect(screen(context).getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await userEvent.type(newPassword(context), "a brand new kettle");
    // The strength estimator loads after the page has painted.
    await waitFor(() => expect(newPassword(context)).toHaveAccessibleDescription(/Password strength: Strong/));
    // Each password box has its own toggle; showing one leaves the other hidden.
    const [showNew, showConfirmation] = screen(context).getAllByRole("button", { name: "Show password" });
    await expect(showNew).toHaveAttribute("aria-controls", newPassword(context).id);
    await expect(showConfirmation).toHaveAttribute("aria-controls", confirmPassword(context).id);
    await userEvent.click(showNew!);
    await expect(newPassword(context)).toHaveAttribute("type", "text");
    await expect(showNew).toHaveAttribute("aria-pressed", "true");
    await expect(confirmPassword(context)).toHaveAttribute("type", "password");
    await expect(showConfirmation).toHaveAttribute("aria-pressed", "false");
  },
};

export const ResetInvalid: Story = {
  parameters: fromLink,
  play: async (context) => {
    await chooseNewPassword(context, "a brand new kettle", "a brand new kettel");
    await expect(await resetForm(context).findByText("The passwords do not match")).toBeVisible();
    await expect(confirmPassword(context)).toHaveAttribute("aria-invalid", "true");
    await expect(newPassword(context)).toHaveValue("a brand new kettle");
  },
};

export const ResetSubmitting: Story = {
  parameters: { ...fromLink, msw: { handlers: [authHandlers.resetLinkCheck.ok, authHandlers.resetPassword.pending] } },
  play: async (context) => {
    await chooseNewPassword(context);
    await expect(await screen(context).findByRole("button", { name: "Saving…" })).toBeDisabled();
  },
};

/** The link is checked as it opens: until the answer comes, the page says so rather than offer the form. */
export const CheckingTheLink: Story = {
  parameters: { ...fromLink, msw: { handlers: [authHandlers.resetLinkCheck.pending] } },
  play: async (context) => {
    await expect(await screen(context).findByText("Checking your link…")).toBeVisible();
    await expect(screen(context).queryByRole("form", { name: "Choose a new password" })).toBeNull();
  },
};

/**
 * A link opened with no network cannot be checked: the form shows rather than a wait that never ends, and
 * sending it says what the server thinks of the link.
 */
export const OpenedOffline: Story = {
  ...openedOffline,
  parameters: fromLink,
  play: async (context) => {
    await expect(await linkChecked(context)).toBeVisible();
    await expect(screen(context).queryByText("Checking your link…")).toBeNull();
    await expect(newPassword(context)).toBeEnabled();
  },
};

/** A link already used, expired or replaced says so as it opens, with the way to a new one. */
export const LinkNoLongerWorks: Story = {
  tags: ["visual-mobile"],
  parameters: { ...fromLink, msw: { handlers: [authHandlers.resetLinkCheck.noLongerWorks] } },
  play: async (context) => {
    await expect(await screen(context).findByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
    await expect(screen(context).getByRole("alert")).toHaveTextContent(authErrorBodies.resetTokenInvalid.error.message);
    await expect(screen(context).getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
    await expect(screen(context).queryByLabelText("New password", { selector: "input" })).toBeNull();
  },
};

/** The link was good when opened, and used (in another tab, say) before the form was sent. */
export const ResetLinkInvalidOrExpired: Story = {
  parameters: { ...fromLink, msw: { handlers: [authHandlers.resetLinkCheck.ok, authHandlers.resetPassword.invalidToken] } },
  play: async (context) => {
    await chooseNewPassword(context);
    const inline = await resetForm(context).findByRole("alert");
    await expect(inline).toHaveTextContent("Could not change the password");
    await expect(inline).toHaveTextContent(authErrorBodies.resetTokenInvalid.error.message);
    await expect(await toasts(context).findByText(authErrorBodies.resetTokenInvalid.error.message)).toBeVisible();
    await expect(resetForm(context).getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
  },
};

export const ResetSuccess: Story = {
  parameters: fromLink,
  play: async (context) => {
    await chooseNewPassword(context);
    await expect(await screen(context).findByRole("heading", { level: 1, name: "Password changed" })).toBeVisible();
    await userEvent.click(screen(context).getByRole("link", { name: "Sign in with your new password" }));
    await expect(await screen(context).findByRole("heading", { level: 1, name: "Arrived at /sign-in" })).toBeVisible();
  },
};
