import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { LocalSessionPort } from "@features/session/index.ts";
import { authHandlers } from "../mock-api/handlers/auth.ts";
import { accountHandlers } from "../mock-api/handlers/account.ts";
import { catalogHandlers, onboardingHandlers } from "../mock-api/handlers/appliances.ts";
import { defaultCalendarHandlers } from "../mock-api/handlers/calendar.ts";
import { migrationHandlers } from "../mock-api/handlers/migration.ts";
import { notificationHandlers } from "../mock-api/handlers/notifications.ts";
import { progressHandlers } from "../mock-api/handlers/progress.ts";
import { taskHome } from "../mock-api/handlers/tasks.ts";
import { freezeDateNow } from "../mock-api/fixtures/clock.ts";
import { FIXTURE_NOW } from "../mock-api/fixtures/tasks.ts";
import { storyLocalSession } from "../test-support/local-session.ts";
import { AppAt, pageFadeFinished, patientQueries } from "./app-story-frame.tsx";

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

type Context = Pick<StoryContext, "canvasElement">;
const screen = ({ canvasElement }: Context) => within(canvasElement.ownerDocument.body);
const toasts = (context: Context) => within(screen(context).getByRole("region", { name: /Notifications/ }));

async function pageHeading(context: Context, name: string | RegExp) {
  const heading = await screen(context).findByRole("heading", { level: 1, name }, { timeout: 60_000 });
  await waitFor(() => expect(heading).toBeVisible());
  await pageFadeFinished(heading.ownerDocument);
}

/** No account: the dashboard of the home kept in this browser, greeting the guest. */
export const GuestDashboard: Story = {
  play: async (context) => {
    await pageHeading(context, /^Good (morning|afternoon|evening), Guest$/);
    await expect(await screen(context).findAllByRole("button", { name: /^(Complete |Show \d+ later)/ }).then((buttons) => buttons[0])).toBeVisible();
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

/** The user menu of a guest: where the home lives, and the way to an account. */
export const GuestUserMenu: Story = {
  // The play is the point: its picture would be the guest's dashboard again.
  tags: ["no-visual"],
  play: async (context) => {
    await pageHeading(context, /^Good (morning|afternoon|evening), Guest$/);
    const trigger = screen(context).getByRole("button", { name: "Account menu for Guest" });
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
    await expect(screen(context).getByRole("button", { name: "Account menu for Guest" })).toHaveFocus();
  },
};
