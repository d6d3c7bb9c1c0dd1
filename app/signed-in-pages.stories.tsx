import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { achievementsResponseSchema, notificationsResponseSchema } from "@domain/contract/index.ts";
import { focusableInsideHiddenContent } from "@ui/lib/hidden-focus.ts";
import { authHandlers } from "../mock-api/handlers/auth.ts";
import { accountHandlers } from "../mock-api/handlers/account.ts";
import { defaultCalendarHandlers } from "../mock-api/handlers/calendar.ts";
import { apiTokenHandlers } from "../mock-api/handlers/api-tokens.ts";
import { deliveryChannelMocks } from "../mock-api/handlers/delivery-channels.ts";
import { homeLocationHandlers } from "../mock-api/handlers/home-location.ts";
import { homeOfYourOwn } from "../mock-api/handlers/households.ts";
import { notificationHandlers } from "../mock-api/handlers/notifications.ts";
import { progressHandlers } from "../mock-api/handlers/progress.ts";
import { freezeDateNow } from "../mock-api/fixtures/clock.ts";
import { onboardedUser } from "../mock-api/fixtures/auth.ts";
import { DASHBOARD_CACHE_KEY_PREFIX, dashboardCacheKeyForAccount } from "@domain/entities/dashboard-cache.ts";
import { achievementStatuses, FIXTURE_NOW, notifications } from "../mock-api/fixtures/progress.ts";
import { phoneViewport } from "../test-support/stories/public-router.tsx";
import { clickDeferredTrigger } from "../test-support/stories/deferred-trigger.ts";
import { AppAt, patientQueries, pageHeading, storyScreen as screen } from "../test-support/stories/app-story-frame.tsx";

/*
 * The signed-in frame around its pages: header, main navigation with the current page marked, the
 * notification bell with its unread count, the user menu, and the bottom bar on phones.
 */
const meta = {
  title: "App/SignedInFrame",
  component: AppAt,
  tags: ["visual-mobile"],
  beforeEach: [freezeDateNow(FIXTURE_NOW), patientQueries],
  parameters: {
    layout: "fullscreen",
    msw: { handlers: [authHandlers.session.signedIn, authHandlers.logout.ok, ...notificationHandlers.some(), ...progressHandlers.some(), ...accountHandlers.signedIn()] },
  },
  args: { path: "/completed" },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header on a wide screen: sections, the current one marked, and the bell with 2 unread. */
export const OnCompletedPage: Story = {
  // The wide header only: at phone width the sections move to the bottom bar (PhoneBottomBar below).
  tags: ["!visual-mobile"],
  play: async (context) => {
    await pageHeading(context, "Completed tasks");
    const header = within(screen(context).getByRole("banner"));
    await expect(await header.findByRole("link", { name: "Notifications, 2 unread" })).toBeVisible();
    const main = screen(context).getAllByRole("navigation", { name: "Main" })[0]!;
    await expect(within(main).getByRole("link", { name: "Completed" })).toHaveAttribute("aria-current", "page");
    await expect(within(main).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    await expect(within(main).getByRole("link", { name: "Appliances" })).toHaveAttribute("href", "/appliances/add");
  },
};

/** The user menu: settings, the theme and sign out, by keyboard. */
export const UserMenuOpen: Story = {
  // A first visit, as in the screenshot run: the achievement unlocked today has not been announced yet.
  beforeEach: () => {
    localStorage.clear();
  },
  play: async (context) => {
    await pageHeading(context, "Completed tasks");
    // Its toast comes with the achievements; a toast that came after the menu opened would be the layer
    // Escape closes, and the menu would stay.
    await screen(context).findByText("Achievement unlocked: Everything serviced", {}, { timeout: 10_000 });
    const trigger = screen(context).getByRole("button", { name: /^Account menu for Sam/ });
    // WCAG 2.5.3: the name holds the initials the button shows (docs/decisions/050).
    const initials = trigger.textContent.trim();
    await expect(initials).toMatch(/^S/);
    await expect(trigger).toHaveAccessibleName(expect.stringMatching(new RegExp(`^Account menu for Sam.*, initials ${initials}$`)));
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen(context).findByRole("menu");
    // The page behind the open menu is hidden from screen readers, and nothing in it can take the focus (WCAG 4.1.2).
    await waitFor(() => expect(screen(context).getByRole("link", { name: "Notifications, 2 unread", hidden: true }).closest("[inert]")).not.toBeNull());
    await expect(focusableInsideHiddenContent(document)).toEqual([]);
    await expect(within(menu).getByRole("menuitem", { name: "Settings" })).toBeVisible();
    await expect(within(menu).getByRole("menuitemradio", { name: "Light" })).toHaveAttribute("aria-checked", "true");
    await expect(within(menu).getByRole("menuitemradio", { name: "System" })).toBeVisible();
    await expect(within(menu).getByRole("menuitem", { name: "Sign out" })).toBeVisible();
    // The menu listens for Escape once it has taken focus; a key pressed before that reaches nothing.
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement | null));
    await userEvent.keyboard("{Escape}");
    // The menu leaves with its closing animation: on a busy machine that can take longer than a second.
    await waitFor(() => expect(screen(context).queryByRole("menu")).toBeNull(), { timeout: 10_000 });
    // The button pressed first was the menu's stand-in until its code came (ui/lib/deferred-trigger.ts): the focus is back on the menu's own.
    await expect(screen(context).getByRole("button", { name: /^Account menu for Sam/ })).toHaveFocus();
  },
};

function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
/** What the server of AnUnlockReachesTheBell has done: the bell read once, then the achievements judged. */
const unlockStory = { judged: false, bellRead: signal() };
/**
 * The server judges the achievements when they are read and writes each unlock's notification then
 * (decision 038): the bell, read beside them, did not have it yet, and is read again with the toast.
 * Behaviour only; the frame's picture is another story's.
 */
export const AnUnlockReachesTheBell: Story = {
  tags: ["no-visual"],
  // A page whose content is neither the notifications nor the achievements: the bell is read once, beside them.
  args: { path: "/settings" },
  beforeEach: () => {
    localStorage.clear();
    unlockStory.judged = false;
    unlockStory.bellRead = signal();
  },
  parameters: {
    msw: {
      handlers: [
        // Judged once the bell has been read, so that its first list cannot hold the unlock.
        http.get("/api/achievements", async () => {
          await unlockStory.bellRead.promise;
          unlockStory.judged = true;
          return HttpResponse.json(achievementsResponseSchema.parse({ data: achievementStatuses() }));
        }),
        http.get("/api/notifications", () => {
          const data = unlockStory.judged ? notifications : notifications.filter((notification) => notification.title !== "Achievement unlocked");
          unlockStory.bellRead.resolve();
          return HttpResponse.json(notificationsResponseSchema.parse({ data }));
        }),
        authHandlers.session.signedIn,
        authHandlers.me.ok,
        ...progressHandlers.some(),
        ...accountHandlers.signedIn(),
        ...defaultCalendarHandlers,
        ...apiTokenHandlers.some(),
        ...homeLocationHandlers(),
        ...deliveryChannelMocks.none(),
        ...homeOfYourOwn(),
      ],
    },
  },
  play: async (context) => {
    await pageHeading(context, "Settings");
    const header = within(screen(context).getByRole("banner"));
    await screen(context).findByText("Achievement unlocked: Everything serviced", {}, { timeout: 10_000 });
    await expect(await header.findByRole("link", { name: "Notifications, 2 unread" }, { timeout: 10_000 })).toBeVisible();
  },
};

/** Marking everything read on the notification center empties the bell's count. */
export const MarkAllReadEmptiesTheBell: Story = {
  args: { path: "/notifications" },
  play: async (context) => {
    await pageHeading(context, "Notifications");
    const header = within(screen(context).getByRole("banner"));
    const bell = await header.findByRole("link", { name: "Notifications, 2 unread" });
    await expect(bell).toHaveAttribute("aria-current", "page");
    await userEvent.click(screen(context).getByRole("button", { name: "Mark all read" }));
    await expect(await header.findByRole("link", { name: "Notifications" })).toBeVisible();
    await expect(screen(context).getByText(/All caught up/)).toBeVisible();
  },
};

/**
 * Following a link puts the focus at the new page's start (its main landmark), not on the link left behind
 * in the header: the next Tab goes into the page. Behaviour only; the page's picture is another story's.
 */
export const FollowingALinkFocusesTheNewPage: Story = {
  tags: ["no-visual"],
  play: async (context) => {
    await pageHeading(context, "Completed tasks");
    const header = within(screen(context).getByRole("banner"));
    // Any unread count: the stories of this file share the mocked notifications.
    await userEvent.click(await header.findByRole("link", { name: /^Notifications/ }));
    await pageHeading(context, "Notifications");
    await waitFor(() => expect(screen(context).getByRole("main")).toHaveFocus());
  },
};

/** Signing out from the user menu lands on sign-in. */
const storedDashboardKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(DASHBOARD_CACHE_KEY_PREFIX));

/** Signing out leaves the account's last dashboard list in no browser (docs/product.md §9.4). */
export const SignOutFromTheMenu: Story = {
  beforeEach: () => {
    localStorage.setItem(dashboardCacheKeyForAccount(onboardedUser.id), JSON.stringify({ tasks: [], timestamp: Date.now() }));
  },
  play: async (context) => {
    await pageHeading(context, "Completed tasks");
    await expect(storedDashboardKeys()).toHaveLength(1);
    await clickDeferredTrigger(() => screen(context).findByRole("button", { name: /^Account menu for Sam/ }));
    await userEvent.click(await screen(context).findByRole("menuitem", { name: "Sign out" }));
    await pageHeading(context, "Sign in");
    await waitFor(() => expect(storedDashboardKeys()).toEqual([]));
  },
};

/** On a phone the sections sit in a bar at the bottom. */
export const PhoneBottomBar: Story = {
  ...phoneViewport,
  tags: ["phone-only"],
  play: async (context) => {
    await pageHeading(context, "Completed tasks");
    const bar = screen(context).getByRole("navigation", { name: "Sections" });
    await expect(within(bar).getByRole("link", { name: "Completed" })).toHaveAttribute("aria-current", "page");
    await expect(within(bar).getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
  },
};

/** On a phone a toast (here the achievement of a first visit) sits above the bottom bar, not over it. */
export const PhoneToastAboveBottomBar: Story = {
  ...phoneViewport,
  tags: ["phone-only"],
  beforeEach: () => {
    localStorage.clear();
  },
  play: async (context) => {
    await pageHeading(context, "Completed tasks");
    await screen(context).findByText("Achievement unlocked: Everything serviced", {}, { timeout: 10_000 });
    const bar = screen(context).getByRole("navigation", { name: "Sections" });
    await expect(bar).toBeVisible();
    const toasts = context.canvasElement.ownerDocument.querySelector('[data-slot="toast-viewport"]');
    await expect(toasts).not.toBeNull();
    await waitFor(() => expect(toasts!.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top));
  },
};
