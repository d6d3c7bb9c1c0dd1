import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, screen as documentScreen, userEvent, waitFor, within } from "storybook/test";
import { UNCHANGED_PASSWORD_MESSAGE, WEAK_PASSWORD_MESSAGE } from "@domain/entities/password-rule.ts";
import { AppAt, patientQueries, pageHeading, storyScreen as screen } from "../test-support/stories/app-story-frame.tsx";
import { authHandlers } from "../mock-api/handlers/auth.ts";
import { accountHandlers, MOCK_ACCOUNT_PASSWORD } from "../mock-api/handlers/account.ts";
import { notificationHandlers } from "../mock-api/handlers/notifications.ts";
import { progressHandlers } from "../mock-api/handlers/progress.ts";
import { calendarFeedFixtures, defaultCalendarHandlers } from "../mock-api/handlers/calendar.ts";
import { homeLocationHandlers } from "../mock-api/handlers/home-location.ts";
import { apiTokenHandlers, mockApiTokenSecret } from "../mock-api/handlers/api-tokens.ts";
import { deliveryChannelMocks } from "../mock-api/handlers/delivery-channels.ts";
import { homeOfYourOwn } from "../mock-api/handlers/households.ts";

const frame = [authHandlers.session.signedIn, authHandlers.me.ok, authHandlers.logout.ok, ...notificationHandlers.some(), ...progressHandlers.noAchievements(), ...defaultCalendarHandlers, ...homeLocationHandlers(), ...apiTokenHandlers.some(), ...deliveryChannelMocks.none(), ...homeOfYourOwn()];

const meta = {
  title: "Pages/Settings",
  component: AppAt,
  tags: ["visual-mobile"],
  beforeEach: patientQueries,
  parameters: { layout: "fullscreen", msw: { handlers: [...frame, ...accountHandlers.signedIn()] } },
  args: { path: "/settings" },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, "canvasElement">;

async function opened(context: Context) {
  await pageHeading(context, "Settings");
  await screen(context).findByRole("form", { name: "Profile" });
}

/** Profile, preferences, plan, data and sessions; the name saves and the switches flip at once. */
export const Default: Story = {
  play: async (context) => {
    await opened(context);
    await expect(screen(context).getByLabelText("Name")).toHaveValue("Sam");
    const email = screen(context).getByText("sam@example.com", { selector: "dd" });
    await expect(email).toBeVisible();
    // The account's own date, among its details: a session or a token of the same day may show it too.
    await expect(within(email.closest("dl")!).getByText("Nov 20, 2026")).toBeVisible();
    await expect(await screen(context).findByText("Free plan")).toBeVisible();
    await expect(screen(context).getByRole("link", { name: "Compare plans" })).toHaveAttribute("href", "/pricing");
    // The calendar feed lives in settings: the private address to paste into a calendar app.
    await expect(await screen(context).findByLabelText("Your private calendar address")).toHaveValue(calendarFeedFixtures.current.url);

    const weekly = screen(context).getByRole("switch", { name: "Weekly summary" });
    await expect(weekly).toBeChecked();
    await userEvent.click(weekly);
    await waitFor(() => expect(weekly).not.toBeChecked());

    await expect(screen(context).getByRole("radio", { name: "Light" })).toBeChecked();
    await userEvent.click(screen(context).getByRole("radio", { name: "System" }));
    await expect(screen(context).getByRole("radio", { name: "System" })).toBeChecked();

    const name = screen(context).getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Sam Rivera");
    await userEvent.click(screen(context).getByRole("button", { name: "Save name" }));
    await waitFor(() => expect(screen(context).getByRole("button", { name: "Save name" })).toBeDisabled());
    await expect(name).toHaveValue("Sam Rivera");
  },
};

/** How far ahead reminders look, and the zone whose 8 a.m. and "today" they follow: each saves as it is chosen. */
export const ReminderWindowAndTimeZone: Story = {
  tags: ["no-visual"],
  play: async (context) => {
    await opened(context);
    const lead = screen(context).getByRole("combobox", { name: "Remind me" });
    await expect(lead).toHaveTextContent("3 days before");
    await userEvent.click(lead);
    await userEvent.click(await documentScreen.findByRole("option", { name: "7 days before" }));
    await waitFor(() => expect(lead).toHaveTextContent("7 days before"));

    const zone = screen(context).getByRole("combobox", { name: "Time zone" });
    await expect(zone).toHaveTextContent("UTC");
    await expect(zone).toHaveAccessibleDescription(/Follows the time zone of the browser you sign in from\.$/);
    await userEvent.click(zone);
    await userEvent.click(await documentScreen.findByRole("option", { name: "America/Los Angeles" }));
    await waitFor(() => expect(zone).toHaveTextContent("America/Los Angeles"));
    // Picked here, the zone is kept through later sign-ins elsewhere.
    await waitFor(() => expect(zone).toHaveAccessibleDescription(/Kept as chosen, whatever browser you sign in from\.$/));
  },
};

/** The browser's zone, as the page reads it: the offer to follow it names it. */
const browsersZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A zone chosen in Settings is kept whatever browser signs in, and the page says so; this browser's zone
 * is offered to follow it again.
 */
export const TimeZoneChosen: Story = {
  parameters: { msw: { handlers: [...frame, ...accountHandlers.timeZoneChosen()] } },
  play: async (context) => {
    await opened(context);
    const zone = screen(context).getByRole("combobox", { name: "Time zone" });
    await expect(zone).toHaveTextContent("America/New York");
    await expect(zone).toHaveAccessibleDescription(/Kept as chosen, whatever browser you sign in from\.$/);
    await expect(screen(context).getByRole("button", { name: `Use this browser's time zone (${browsersZone().replaceAll("_", " ")})` })).toBeVisible();
  },
};

/** Following the browser again: the zone becomes this browser's, the offer goes, and the focus stays on the zone. */
export const TimeZoneFollowedAgain: Story = {
  // It looks as Default does.
  tags: ["no-visual"],
  parameters: TimeZoneChosen.parameters,
  play: async (context) => {
    await TimeZoneChosen.play?.(context);
    const zone = screen(context).getByRole("combobox", { name: "Time zone" });
    await userEvent.click(screen(context).getByRole("button", { name: /^Use this browser's time zone/ }));
    await waitFor(() => expect(zone).toHaveAccessibleDescription(/Follows the time zone of the browser you sign in from\.$/));
    await expect(zone).toHaveTextContent(browsersZone().replaceAll("_", " "));
    await expect(zone).toHaveFocus();
    await expect(screen(context).queryByRole("button", { name: /^Use this browser's time zone/ })).toBeNull();
  },
};

/** Saved, the name has nothing left to save and its button turns off: the focus goes back to the name. */
export const NameSaved: Story = {
  // It looks as Default does.
  tags: ["no-visual"],
  play: async (context) => {
    await opened(context);
    const name = screen(context).getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Sam R.");
    await userEvent.tab();
    await expect(screen(context).getByRole("button", { name: "Save name" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen(context).getByRole("button", { name: "Save name" })).toBeDisabled());
    await waitFor(() => expect(name).toHaveFocus());
    // Said where it is heard: the toast is read out, and the focus stays on the name.
    await expect(await documentScreen.findByText("Name saved")).toBeVisible();
    await expect(name).toHaveFocus();
  },
};

/** An emptied name is saved as no name: the toast says how Hearthkeep greets the person now. */
export const NameRemoved: Story = {
  // It looks as Default does, but for a toast that would time out in its picture.
  tags: ["no-visual"],
  play: async (context) => {
    await opened(context);
    const name = screen(context).getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.click(screen(context).getByRole("button", { name: "Save name" }));
    await expect(await documentScreen.findByText("Name removed")).toBeVisible();
    await expect(documentScreen.getByText("Hearthkeep greets you by your e-mail address.")).toBeVisible();
    await expect(name).toHaveValue("");
  },
};

/** A name over 100 characters is refused by the field, before any request. */
export const NameTooLong: Story = {
  play: async (context) => {
    await opened(context);
    const name = screen(context).getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste("x".repeat(101));
    await userEvent.click(screen(context).getByRole("button", { name: "Save name" }));
    await expect(await screen(context).findByText("Use at most 100 characters")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    // The focus goes to the field to mend, not left on the button.
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue("x".repeat(101));
  },
};

/** The server refuses: 'Update failed' in an error toast, what was typed stays, the switch flips back. */
export const UpdateFailed: Story = {
  parameters: { msw: { handlers: [...frame, ...accountHandlers.refusingChanges()] } },
  play: async (context) => {
    await opened(context);
    const name = screen(context).getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Samantha");
    await userEvent.click(screen(context).getByRole("button", { name: "Save name" }));
    await expect(await screen(context).findByText("Update failed")).toBeVisible();
    await expect(name).toHaveValue("Samantha");

    const reminders = screen(context).getByRole("switch", { name: "E-mail reminders" });
    await userEvent.click(reminders);
    await waitFor(() => expect(reminders).toBeChecked());
  },
};

/** Deleting asks for the password and says what is lost; a wrong password is said by the field. */
export const DeleteAccount: Story = {
  play: async (context) => {
    await opened(context);
    await userEvent.click(screen(context).getByRole("button", { name: "Delete account" }));
    const dialog = within(await documentScreen.findByRole("alertdialog", { name: "Delete your account?" }));
    await expect(dialog.getByText(/every task and its history/)).toBeVisible();
    // The focus starts in the password, which comes before the buttons in the Tab order.
    await waitFor(() => expect(dialog.getByLabelText("Password", { selector: "input" })).toHaveFocus());
    await userEvent.type(dialog.getByLabelText("Password", { selector: "input" }), "not it");
    await userEvent.click(dialog.getByRole("button", { name: "Delete my account" }));
    await expect(await dialog.findByText("The password is incorrect")).toBeVisible();
    // The focus goes to the password to type again, not left on the button.
    await waitFor(() => expect(dialog.getByLabelText("Password", { selector: "input" })).toHaveFocus());
    await expect(dialog.getByLabelText("Password", { selector: "input" })).toHaveValue("not it");
    await userEvent.clear(dialog.getByLabelText("Password", { selector: "input" }));
    await userEvent.type(dialog.getByLabelText("Password", { selector: "input" }), MOCK_ACCOUNT_PASSWORD);
    await userEvent.click(dialog.getByRole("button", { name: "Delete my account" }));
    const heading = await screen(context).findByRole("heading", { level: 1, name: "Sign in" }, { timeout: 60_000 });
    await expect(heading).toBeInTheDocument();
  },
};

/** The password form opens on request, with the new password's strength as it is typed. */
export const ChangePasswordOpen: Story = {
  play: async (context) => {
    await opened(context);
    await userEvent.click(screen(context).getByRole("button", { name: "Change password" }));
    const form = within(await screen(context).findByRole("form", { name: "Change password" }));
    await waitFor(() => expect(form.getByLabelText("Current password", { selector: "input" })).toHaveFocus());
    await userEvent.type(form.getByLabelText("New password", { selector: "input" }), "kettle descaled every spring");
    await expect(await form.findByText("Strong", {}, { timeout: 30_000 })).toBeVisible();
    // Nothing is wrong until the form is sent.
    await expect(form.queryByText("Enter your current password")).toBeNull();
    // The whole page in the picture, its header at the top where a visitor sees it.
    window.scrollTo(0, 0);
  },
};

/**
 * A wrong current password is said by its field, and what was typed stays; with the right one the form
 * closes, says the password changed, and gives the focus back to its button. This browser stays signed in.
 */
export const ChangePassword: Story = {
  play: async (context) => {
    await opened(context);
    await userEvent.click(screen(context).getByRole("button", { name: "Change password" }));
    const form = within(await screen(context).findByRole("form", { name: "Change password" }));
    const current = form.getByLabelText("Current password", { selector: "input" });
    const chosen = "kettle descaled every spring";
    await userEvent.type(current, "not it");
    await userEvent.type(form.getByLabelText("New password", { selector: "input" }), chosen);
    await userEvent.type(form.getByLabelText("Confirm new password", { selector: "input" }), chosen);
    await userEvent.click(form.getByRole("button", { name: "Save new password" }));
    await expect(await form.findByText("The password is incorrect", {}, { timeout: 30_000 })).toBeVisible();
    await waitFor(() => expect(current).toHaveFocus());
    await expect(form.getByLabelText("New password", { selector: "input" })).toHaveValue(chosen);

    await userEvent.clear(current);
    await userEvent.type(current, MOCK_ACCOUNT_PASSWORD);
    await userEvent.click(form.getByRole("button", { name: "Save new password" }));
    await expect(await screen(context).findByText("Password changed. Every other device has been signed out.", {}, { timeout: 30_000 })).toBeVisible();
    await expect(screen(context).queryByRole("form", { name: "Change password" })).toBeNull();
    await waitFor(() => expect(screen(context).getByRole("button", { name: "Change password" })).toHaveFocus());
    await expect(screen(context).getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    // The picture of the card saying so, the page's header at the top.
    window.scrollTo(0, 0);
  },
};

/**
 * The new password must differ from the current one and be typed twice the same, and a weak one is refused,
 * all before anything is sent.
 */
export const ChangePasswordMismatchAndWeak: Story = {
  play: async (context) => {
    await opened(context);
    await userEvent.click(screen(context).getByRole("button", { name: "Change password" }));
    const form = within(await screen(context).findByRole("form", { name: "Change password" }));
    await userEvent.type(form.getByLabelText("Current password", { selector: "input" }), MOCK_ACCOUNT_PASSWORD);
    await userEvent.type(form.getByLabelText("New password", { selector: "input" }), MOCK_ACCOUNT_PASSWORD);
    await userEvent.type(form.getByLabelText("Confirm new password", { selector: "input" }), MOCK_ACCOUNT_PASSWORD);
    await userEvent.click(form.getByRole("button", { name: "Save new password" }));
    await expect(await form.findByText(UNCHANGED_PASSWORD_MESSAGE)).toBeVisible();
    await waitFor(() => expect(form.getByLabelText("New password", { selector: "input" })).toHaveFocus());
    await userEvent.clear(form.getByLabelText("New password", { selector: "input" }));
    await userEvent.clear(form.getByLabelText("Confirm new password", { selector: "input" }));
    await userEvent.type(form.getByLabelText("New password", { selector: "input" }), "password1");
    await userEvent.type(form.getByLabelText("Confirm new password", { selector: "input" }), "password2");
    await userEvent.click(form.getByRole("button", { name: "Save new password" }));
    await expect(await form.findByText("The passwords do not match")).toBeVisible();
    await userEvent.clear(form.getByLabelText("Confirm new password", { selector: "input" }));
    await userEvent.type(form.getByLabelText("Confirm new password", { selector: "input" }), "password1");
    await userEvent.click(form.getByRole("button", { name: "Save new password" }));
    await expect(await form.findByText(WEAK_PASSWORD_MESSAGE, {}, { timeout: 30_000 })).toBeVisible();
    window.scrollTo(0, 0);
  },
};

/** Signing out of every device ends this one's session too. */
export const SignOutEverywhere: Story = {
  play: async (context) => {
    await opened(context);
    await userEvent.click(screen(context).getByRole("button", { name: "Sign out of all devices" }));
    await expect(await screen(context).findByRole("heading", { level: 1, name: "Sign in" }, { timeout: 60_000 })).toBeInTheDocument();
  },
};

export const ProPlan: Story = {
  parameters: { msw: { handlers: [...frame, ...accountHandlers.proPlan()] } },
  play: async (context) => {
    await opened(context);
    await expect(await screen(context).findByText("Pro plan")).toBeVisible();
    await expect(screen(context).getByText("Renews Jan 15, 2027")).toBeVisible();
  },
};

/** docs/product.md §4.18: the address is not verified yet; the profile says so and offers a new link. */
export const AddressNotVerified: Story = {
  parameters: { msw: { handlers: [...frame, authHandlers.resendVerification.ok, ...accountHandlers.unverifiedAddress()] } },
  play: async (context) => {
    await opened(context);
    const notice = within(await screen(context).findByRole("region", { name: "Your e-mail address is not verified yet" }));
    await expect(notice.getByText(/Hearthkeep sends no reminders or weekly summary to/)).toHaveTextContent("sam@example.com");
    await expect(notice.getByRole("button", { name: "Resend the link" })).toBeEnabled();
  },
};

export const VerificationLinkResent: Story = {
  parameters: AddressNotVerified.parameters,
  play: async (context) => {
    await AddressNotVerified.play!(context);
    const notice = within(screen(context).getByRole("region", { name: "Your e-mail address is not verified yet" }));
    await userEvent.click(notice.getByRole("button", { name: "Resend the link" }));
    await waitFor(() => expect(notice.getByRole("status")).toHaveTextContent("Link sent. Check your inbox."));
  },
};

export const VerificationLinkSending: Story = {
  tags: ["no-visual"],
  parameters: { msw: { handlers: [...frame, authHandlers.resendVerification.pending, ...accountHandlers.unverifiedAddress()] } },
  play: async (context) => {
    await AddressNotVerified.play!(context);
    const notice = within(screen(context).getByRole("region", { name: "Your e-mail address is not verified yet" }));
    await userEvent.click(notice.getByRole("button", { name: "Resend the link" }));
    await waitFor(() => expect(notice.getByRole("button", { name: "Resend the link" })).toBeDisabled());
  },
};

/** Three links an hour: past that, the server's reason and its wait. */
export const VerificationLinksUsedUp: Story = {
  parameters: { msw: { handlers: [...frame, authHandlers.resendVerification.rateLimited, ...accountHandlers.unverifiedAddress()] } },
  play: async (context) => {
    await AddressNotVerified.play!(context);
    const notice = within(screen(context).getByRole("region", { name: "Your e-mail address is not verified yet" }));
    await userEvent.click(notice.getByRole("button", { name: "Resend the link" }));
    await expect(await notice.findByRole("alert")).toHaveTextContent("A link was sent a moment ago. Try again in 42 minutes.");
    await expect(notice.getByRole("status")).toBeEmptyDOMElement();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...frame, ...accountHandlers.loading()] } },
  play: async (context) => {
    // Its fade-in ended first: the accessibility check that follows the play sees the final colours.
    await pageHeading(context, "Settings");
    await expect(screen(context).getByRole("status", { name: "Loading settings..." })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...frame, ...accountHandlers.failing()] } },
  play: async (context) => {
    await pageHeading(context, "Settings");
    await expect(await screen(context).findByText(/Unable to load your settings/, {}, { timeout: 20_000 })).toBeVisible();
  },
};

/** Before onboarding is finished: settings open, the header shows no sections or bell. */
export const BeforeOnboarding: Story = {
  parameters: { msw: { handlers: [authHandlers.session.needsOnboarding, ...accountHandlers.signedIn(), ...defaultCalendarHandlers, ...apiTokenHandlers.some(), ...deliveryChannelMocks.none(), ...notificationHandlers.some(), ...homeLocationHandlers(), ...homeOfYourOwn()] } },
  play: async (context) => {
    await opened(context);
    await expect(screen(context).queryByRole("navigation", { name: "Main" })).toBeNull();
    await expect(screen(context).queryByRole("link", { name: /^Notifications/ })).toBeNull();
  },
};

/** API tokens: one made (its secret shown once, then put away) and one revoked after the question (docs/product.md §2.17). */
export const ApiTokens: Story = {
  tags: ["no-visual"],
  parameters: { msw: { handlers: [...apiTokenHandlers.some(), ...frame, ...accountHandlers.signedIn()] } },
  play: async (context) => {
    await opened(context);
    const panel = within(await screen(context).findByRole("region", { name: "API tokens" }));
    await expect(await panel.findByRole("button", { name: "Revoke Home Assistant" })).toBeVisible();

    await userEvent.type(panel.getByRole("textbox", { name: /Token name/ }), "Porch display");
    await userEvent.click(panel.getByRole("button", { name: "Create token" }));
    await expect(await panel.findByRole("textbox", { name: "New token Porch display" })).toHaveValue(mockApiTokenSecret);
    await expect(await within(panel.getByRole("list", { name: "Your API tokens" })).findByText("Porch display")).toBeVisible();
    await userEvent.click(panel.getByRole("button", { name: "Done, I have copied it" }));
    await expect(panel.queryByRole("textbox", { name: "New token Porch display" })).toBeNull();

    await userEvent.click(panel.getByRole("button", { name: "Revoke Home Assistant" }));
    await userEvent.click(panel.getByRole("button", { name: "Revoke token" }));
    await waitFor(() => expect(panel.queryByRole("button", { name: "Revoke Home Assistant" })).toBeNull());
  },
};
