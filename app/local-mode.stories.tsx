import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import type { LocalSessionPort } from "@lib/session/index.ts";
import { authHandlers } from "../mock-api/handlers/auth.ts";
import { migrationHandlers } from "../mock-api/handlers/migration.ts";
import { signedInHomeHandlers } from "../mock-api/handlers/signed-in-home.ts";
import { freezeDateNow } from "../mock-api/fixtures/clock.ts";
import { FIXTURE_NOW } from "../mock-api/fixtures/tasks.ts";
import { storyLocalSession } from "../test-support/story-local-home.ts";
import { openedOffline } from "../test-support/stories/offline-browser.ts";
import { clickDeferredTrigger } from "../test-support/stories/deferred-trigger.ts";
import { AppAt, patientQueries, pageHeading, storyScreen as screen } from "../test-support/stories/app-story-frame.tsx";
import { ERASE_LOCAL_HOME_WORDS } from "./erase-local-home-dialog.tsx";
import { LOCAL_SETTINGS_WORDS } from "@features/settings/local-settings.tsx";

/*
 * Local mode in the whole app (docs/product.md §4.16): a home kept on this browser, and what becomes of it
 * when the person has an account (§4.4). Each story's loader seeds local mode on a storage of its own:
 * a guest whose house (a dryer and a furnace) is set up.
 */
const meta = {
  title: "App/LocalMode",
  component: AppAt,
  tags: ["visual-mobile"],
  beforeEach: [freezeDateNow(FIXTURE_NOW), patientQueries],
  loaders: [async () => ({ localSession: await storyLocalSession({ person: "guest", onboarded: true }) })],
  render: (args, { loaded }) => <AppAt {...args} localSession={(loaded as { localSession: LocalSessionPort }).localSession} />,
  parameters: {
    layout: "fullscreen",
    msw: {
      handlers: {
        auth: [authHandlers.session.signedOut],
        home: signedInHomeHandlers(),
      },
    },
  },
  args: { path: "/dashboard" },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, "canvasElement">;
const toasts = (context: Context) => within(screen(context).getByRole("region", { name: /Notifications/ }));

/** No account: the dashboard of the home kept in this browser, greeting the guest. */
export const GuestDashboard: Story = {
  play: async (context) => {
    await pageHeading(context, /^Good (morning|afternoon|evening), Guest$/);
    await expect(await screen(context).findAllByRole("button", { name: /^(Complete |Show \d+ later)/ }).then((buttons) => buttons[0])).toBeVisible();
  },
};

/** docs/product.md §4.19: complete with details offers no file chooser here, and says files need an account. */
export const CompleteWithDetailsNeedsAnAccount: Story = {
  play: async (context) => {
    await pageHeading(context, /^Good (morning|afternoon|evening), Guest$/);
    const [firstMenu] = await screen(context).findAllByRole("button", { name: /^More actions for / });
    await clickDeferredTrigger(async () => (await screen(context).findAllByRole("button", { name: firstMenu!.getAttribute("aria-label") ?? "" }))[0]!);
    await userEvent.click(await screen(context).findByRole("menuitem", { name: /Complete with details/ }));
    const dialog = within(await screen(context).findByRole("dialog", { name: "Complete with details" }));
    await expect(await dialog.findByText(/^Documents need an account/)).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/sign-up");
    await expect(dialog.queryByLabelText("Choose a photo or receipt to attach")).toBeNull();
  },
};

/** Signed in elsewhere: the browser's home moved to the account, and the page says so. */
export const HomeMovedToAccount: Story = {
  parameters: { msw: { handlers: { auth: [authHandlers.session.signedIn, migrationHandlers.ok] } } },
  play: async (context) => {
    await pageHeading(context, /^Good (morning|afternoon|evening)/);
    await expect(await toasts(context).findByText("Your home is now in your account")).toBeVisible();
    await expect(screen(context).queryByRole("heading", { level: 1, name: /Guest$/ })).toBeNull();
  },
};

/** The move failed: the person stays in local mode with their home, and is told how to try again. */
export const HomeMoveFailed: Story = {
  parameters: {
    msw: { handlers: { auth: [authHandlers.session.signedIn, migrationHandlers.failing] } },
    console: { allow: [{ level: "error", message: /Moving the home kept in this browser to the account failed/ }] },
  },
  play: async (context) => {
    await pageHeading(context, /^Good (morning|afternoon|evening), Guest$/);
    await expect(await toasts(context).findByText(/Your home could not be moved to your account yet/)).toBeVisible();
  },
};

/**
 * docs/product.md §4.16: the completed tasks this browser kept were damaged. They are set aside, the home
 * opens with what could be read, and the person is told rather than finding their history gone in silence.
 */
export const DamagedDataIsToldOf: Story = {
  loaders: [async () => ({ localSession: await storyLocalSession({ person: "guest", onboarded: true, damage: [LOCAL_STORAGE_KEYS.localDataStore] }) })],
  play: async (context) => {
    await pageHeading(context, /^Good (morning|afternoon|evening), Guest$/);
    await expect(await toasts(context).findByText("Some of your data on this browser could not be read", {}, { timeout: 10_000 })).toBeVisible();
    await expect(toasts(context).getByText(/^Part of your completed tasks was damaged\./)).toBeVisible();
  },
};

/**
 * docs/product.md §4.16: the schedule this browser kept was damaged. It is set aside and made again from
 * the home's appliances and what was done, so the dashboard still lists the tasks, and the person is told.
 */
export const DamagedScheduleIsRebuilt: Story = {
  loaders: [async () => ({ localSession: await storyLocalSession({ person: "guest", onboarded: true, damage: [LOCAL_STORAGE_KEYS.localTasks] }) })],
  play: async (context) => {
    await pageHeading(context, /^Good (morning|afternoon|evening), Guest$/);
    await expect(await toasts(context).findByText("Some of your data on this browser could not be read", {}, { timeout: 10_000 })).toBeVisible();
    await expect(toasts(context).getByText(/^Part of your schedule was damaged\..* Your schedule has been rebuilt from your appliances and the tasks you have done\.$/)).toBeVisible();
    await expect(await screen(context).findAllByRole("button", { name: /^(Complete |Show \d+ later)/ }).then((buttons) => buttons[0])).toBeVisible();
  },
};

/** The user menu of a guest: where the home lives, and the way to an account. */
export const GuestUserMenu: Story = {
  // The play is the point: its picture would be the guest's dashboard again.
  tags: ["no-visual"],
  play: async (context) => {
    await pageHeading(context, /^Good (morning|afternoon|evening), Guest$/);
    const trigger = screen(context).getByRole("button", { name: "Account menu for Guest, initials G" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menuElement = await screen(context).findByRole("menu");
    const menu = within(menuElement);
    await expect(menu.getByText("On this browser only")).toBeVisible();
    await expect(menu.queryByText(/hearthkeep\.invalid/)).toBeNull();
    await expect(menu.getByRole("menuitem", { name: "Create an account" })).toBeVisible();
    // Closed again by keyboard (an open menu hides the page from assistive technology, which axe then checks).
    await waitFor(() => expect(menuElement).toContainElement(document.activeElement as HTMLElement | null));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen(context).queryByRole("menu")).toBeNull(), { timeout: 10_000 });
    // The button pressed first was the menu's stand-in until its code came (ui/lib/deferred-trigger.ts): the focus is back on the menu's own.
    await expect(screen(context).getByRole("button", { name: "Account menu for Guest, initials G" })).toHaveFocus();
  },
};

/** Opens the guest's user menu from the keyboard and chooses 'Sign out'; answers the dialog that asks first. */
async function chooseSignOut(context: Context) {
  const trigger = screen(context).getByRole("button", { name: "Account menu for Guest, initials G" });
  trigger.focus();
  await userEvent.keyboard("{Enter}");
  const menu = await screen(context).findByRole("menu");
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement | null));
  await userEvent.click(within(menu).getByRole("menuitem", { name: "Sign out" }));
  const dialog = await screen(context).findByRole("alertdialog", { name: ERASE_LOCAL_HOME_WORDS.title });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement | null));
  await waitFor(() => expect(dialog.getAnimations({ subtree: true }).every((animation) => animation.playState === "finished")).toBe(true));
  return { dialog: within(dialog) };
}

/** A guest's 'Sign out' would erase the home kept in this browser: it is asked first, with the way to keep it. */
export const SignOutAsksFirst: Story = {
  play: async (context) => {
    await pageHeading(context, /^Good (morning|afternoon|evening), Guest$/);
    const { dialog } = await chooseSignOut(context);
    await expect(dialog.getByText(ERASE_LOCAL_HOME_WORDS.description)).toBeVisible();
    await expect(dialog.getByRole("button", { name: ERASE_LOCAL_HOME_WORDS.createAccount })).toBeVisible();
    await expect(dialog.getByRole("button", { name: ERASE_LOCAL_HOME_WORDS.cancel })).toHaveFocus();
  },
};

/** Cancel keeps the home and gives focus back to the menu's button; 'Erase and sign out' erases it and signs out. */
export const CancelThenErase: Story = {
  tags: ["no-visual"],
  play: async (context) => {
    await pageHeading(context, /^Good (morning|afternoon|evening), Guest$/);
    await chooseSignOut(context);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen(context).queryByRole("alertdialog")).toBeNull());
    // Found again by name: the menu's code puts a button of its own in place of the first one.
    await waitFor(() => expect(screen(context).getByRole("button", { name: "Account menu for Guest, initials G" })).toHaveFocus());
    await expect(screen(context).getByRole("heading", { level: 1, name: /Guest$/ })).toBeVisible();

    const second = await chooseSignOut(context);
    await userEvent.click(second.dialog.getByRole("button", { name: ERASE_LOCAL_HOME_WORDS.erase }));
    await pageHeading(context, "Sign in");
  },
};

/** 'Create an account' in that dialog leads to sign-up, with the home still kept for the move. */
export const CreateAccountInstead: Story = {
  tags: ["no-visual"],
  play: async (context) => {
    await pageHeading(context, /^Good (morning|afternoon|evening), Guest$/);
    const { dialog } = await chooseSignOut(context);
    await userEvent.click(dialog.getByRole("button", { name: ERASE_LOCAL_HOME_WORDS.createAccount }));
    await pageHeading(context, "Create your account");
  },
};

/**
 * Settings of a home kept in the browser: the theme, its files (its data, its calendar), why reminders and
 * the weekly summary need an account, and what an account would add; no account sections failing.
 */
export const SettingsOnThisBrowser: Story = {
  args: { path: "/settings" },
  play: async (context) => {
    await pageHeading(context, "Settings");
    await expect(screen(context).getByRole("heading", { level: 2, name: LOCAL_SETTINGS_WORDS.homeTitle })).toBeVisible();
    await expect(screen(context).getByRole("link", { name: LOCAL_SETTINGS_WORDS.createAccount })).toHaveAttribute("href", "/sign-up");
    await expect(screen(context).getByRole("radiogroup", { name: "Theme" })).toBeVisible();
    await expect(screen(context).getByRole("heading", { level: 2, name: LOCAL_SETTINGS_WORDS.remindersTitle })).toBeVisible();
    await expect(screen(context).getByText(LOCAL_SETTINGS_WORDS.remindersBody)).toBeVisible();
    await expect(screen(context).getByRole("link", { name: LOCAL_SETTINGS_WORDS.createAccountForReminders })).toHaveAttribute("href", "/sign-up");
    await expect(screen(context).getByRole("button", { name: LOCAL_SETTINGS_WORDS.exportButton })).toBeVisible();
    await expect(screen(context).getByRole("button", { name: LOCAL_SETTINGS_WORDS.calendarButton })).toBeVisible();
    await expect(screen(context).queryByRole("heading", { name: /Unable to load/ })).toBeNull();
    await expect(screen(context).queryByRole("heading", { level: 2, name: /Calendar feed|Plan|Profile/ })).toBeNull();
  },
};

/** The files a home kept in the browser hands over: what they hold, read from the files themselves. */
async function filesSaved(context: Context, press: () => Promise<void>): Promise<{ name: string; text: string }> {
  const saved: { name: string; blob: Blob | undefined }[] = [];
  let lastBlob: Blob | undefined;
  const createObjectURL = spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return "blob:story-file";
  });
  // The file is kept here rather than saved by the browser: a story leaves nothing in the downloads folder.
  const click = spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: lastBlob });
  });
  try {
    await press();
    await waitFor(() => expect(saved).toHaveLength(1));
  } finally {
    createObjectURL.mockRestore();
    click.mockRestore();
  }
  await expect(toasts(context).queryByText(/Download failed/)).toBeNull();
  const [file] = saved;
  return { name: file!.name, text: (await file!.blob?.text()) ?? "" };
}

/** docs/product.md §4.16: without an account, the data and the calendar download as files, made in the browser. */
export const DownloadsOnThisBrowser: Story = {
  tags: ["no-visual"],
  args: { path: "/settings" },
  play: async (context) => {
    await pageHeading(context, "Settings");
    const data = await filesSaved(context, () => userEvent.click(screen(context).getByRole("button", { name: LOCAL_SETTINGS_WORDS.exportButton })));
    await expect(data.name).toBe("hearthkeep-export.json");
    const exported = JSON.parse(data.text) as { user: { email: string }; records: { appliances: { type: string }[] } };
    await expect(exported.user.email).toBe("guest@hearthkeep.invalid");
    await expect(exported.records.appliances.map((appliance) => appliance.type)).toEqual(["dryer", "furnace"]);
    const calendar = await filesSaved(context, () => userEvent.click(screen(context).getByRole("button", { name: LOCAL_SETTINGS_WORDS.calendarButton })));
    await expect(calendar.name).toBe("hearthkeep-maintenance.ics");
    await expect(calendar.text).toMatch(/^BEGIN:VCALENDAR/);
    await expect(calendar.text).toContain("BEGIN:VEVENT");
    await expect(calendar.text).toMatch(/SUMMARY:.*\(Dryer\)/);
  },
};

/** A guest's theme changes at once and stays on this browser, with no account to save it on and no error. */
export const SettingsThemeOnThisBrowser: Story = {
  tags: ["no-visual"],
  args: { path: "/settings" },
  play: async (context) => {
    await pageHeading(context, "Settings");
    const themes = within(screen(context).getByRole("radiogroup", { name: "Theme" }));
    await expect(themes.getByRole("radio", { name: /^Light/ })).toBeChecked();
    await userEvent.click(themes.getByRole("radio", { name: /^Dark/ }));
    await waitFor(() => expect(themes.getByRole("radio", { name: /^Dark/ })).toBeChecked());
    // Had it been sent to an account, local mode's refusal would come back at once, as an error toast:
    // two frames later it would be on the page.
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(toasts(context).queryByText(/Failed|could not/i)).toBeNull();
  },
};

/**
 * docs/product.md §2.15, §4.16: opened without a network, the completed tasks of a home kept in the browser
 * show at once, since all of it is in the browser; the page does not wait for a network it does not need.
 */
export const CompletedOffline: Story = {
  ...openedOffline,
  // The play is the point: its picture would be the Completed page's own.
  tags: ["no-visual"],
  args: { path: "/completed" },
  play: async (context) => {
    await pageHeading(context, "Completed tasks");
    const stats = within(await screen(context).findByRole("region", { name: "Statistics" }));
    await expect(stats.getByText("0%")).toBeVisible();
    await expect(await screen(context).findByText("0 of 12 unlocked")).toBeVisible();
    await expect(await screen(context).findByRole("heading", { name: "Nothing completed yet" })).toBeVisible();
    await expect(screen(context).queryByRole("heading", { name: "You are offline" })).toBeNull();
  },
};

/**
 * docs/product.md §2.15, §4.16: without an account and without a network, a task completed on the
 * dashboard is among the completed tasks at once and is undone there at once; nothing waits to sync, and
 * the task is back on the dashboard.
 */
export const UndoFromCompletedOffline: Story = {
  ...openedOffline,
  tags: ["no-visual"],
  play: async (context) => {
    await pageHeading(context, /^Good (morning|afternoon|evening), Guest$/);
    const [complete] = await screen(context).findAllByRole("button", { name: /^Complete / });
    const name = complete!.getAttribute("aria-label")!.replace(/^Complete /, "").replace(/ \((quick win|start here)\)$/, "");
    await userEvent.click(complete!);
    await expect(await toasts(context).findByText(`${name} done`)).toBeVisible();

    const main = () => within(screen(context).getAllByRole("navigation", { name: "Main" })[0]!);
    await userEvent.click(main().getByRole("link", { name: "Completed" }));
    await pageHeading(context, "Completed tasks");
    const history = within(await screen(context).findByRole("region", { name: "History" }));
    await userEvent.click(await history.findByRole("button", { name: `Undo completing ${name}` }));
    await userEvent.click(within(await screen(context).findByRole("alertdialog", { name: "Undo this completion?" })).getByRole("button", { name: "Undo completion" }));
    await expect(await toasts(context).findByText("The task is back in your open tasks.")).toBeVisible();
    await waitFor(() => expect(history.queryByRole("heading", { name })).toBeNull());
    await expect(screen(context).queryByText(/waiting to sync/)).toBeNull();

    await userEvent.click(main().getByRole("link", { name: "Dashboard" }));
    await pageHeading(context, /^Good (morning|afternoon|evening), Guest$/);
    await expect(await screen(context).findByRole("button", { name: complete!.getAttribute("aria-label")! })).toBeVisible();
  },
};
