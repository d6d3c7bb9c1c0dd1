import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, screen as documentScreen, userEvent, waitFor, within } from "storybook/test";
import { AppAt, patientQueries, pageHeading, storyScreen as screen } from "../test-support/stories/app-story-frame.tsx";
import { authHandlers } from "../mock-api/handlers/auth.ts";
import { accountHandlers } from "../mock-api/handlers/account.ts";
import { notificationCenter, notificationHandlers } from "../mock-api/handlers/notifications.ts";
import { householdNotificationContent } from "@domain/entities/notification.ts";
import { progressHandlers } from "../mock-api/handlers/progress.ts";
import { freezeDateNow } from "../mock-api/fixtures/clock.ts";
import { FIXTURE_NOW, notifications as someNotifications } from "../mock-api/fixtures/progress.ts";

const frame = [authHandlers.session.signedIn, ...progressHandlers.noAchievements(), ...accountHandlers.signedIn()];

const meta = {
  title: "Pages/Notifications",
  component: AppAt,
  tags: ["visual-mobile"],
  beforeEach: [freezeDateNow(FIXTURE_NOW), patientQueries],
  parameters: { layout: "fullscreen", msw: { handlers: [...frame, ...notificationHandlers.some()] } },
  args: { path: "/notifications" },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, "canvasElement">;

async function opened(context: Context) {
  await pageHeading(context, "Notifications");
}

/** Two unread (marked), two read, each with its time ago; marking one read lowers the bell's count. */
export const SomeUnread: Story = {
  play: async (context) => {
    await opened(context);
    const list = await screen(context).findByRole("list", { name: "Notifications" });
    await expect(within(list).getAllByText("Unread")).toHaveLength(2);
    await expect(within(list).getByText("about 2 hours ago")).toBeVisible();
    await expect(within(list).getByText("Refrigerator has been added to your home")).toBeVisible();
    // Each button names its own notification, not only the title several share.
    await expect(within(list).getAllByRole("button", { name: /^Mark read: / }).map((button) => button.getAttribute("aria-label"))).toEqual([
      "Mark read: Achievement unlocked, Everything serviced: Every appliance in your home serviced at least once.",
      expect.stringMatching(/^Mark read: .+, .+/),
    ]);
    await userEvent.click(within(list).getByRole("button", { name: "Mark read: Achievement unlocked, Everything serviced: Every appliance in your home serviced at least once." }));
    await expect(await screen(context).findByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();
    await waitFor(() => expect(within(list).getAllByText("Unread")).toHaveLength(1));
    // Its Mark read button has gone: the notification itself holds the focus.
    await waitFor(() => expect(within(list).getByText("Achievement unlocked").closest("li")).toHaveFocus());
  },
};

/** Mark all read turns itself off: the focus goes on to the first notification. */
export const AllMarkedRead: Story = {
  // Its picture adds nothing to SomeUnread's.
  tags: ["no-visual"],
  parameters: { msw: { handlers: [...frame, ...notificationHandlers.some()] } },
  play: async (context) => {
    await opened(context);
    const list = await screen(context).findByRole("list", { name: "Notifications" });
    screen(context).getByRole("button", { name: "Mark all read" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(within(list).queryAllByText("Unread")).toHaveLength(0));
    await expect(screen(context).getByRole("button", { name: "Mark all read" })).toBeDisabled();
    await waitFor(() => expect(within(list).getAllByRole("listitem")[0]).toHaveFocus());
  },
};

/** Clear all asks first; Cancel keeps everything, Clear all empties the center. */
export const ClearAll: Story = {
  play: async (context) => {
    await opened(context);
    await userEvent.click(await screen(context).findByRole("button", { name: "Clear all" }));
    const dialog = await documentScreen.findByRole("alertdialog", { name: "Clear all notifications?" });
    await expect(dialog).toHaveAccessibleDescription("All 4 notifications will be removed, read or not. This cannot be undone.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await expect(screen(context).getByRole("list", { name: "Notifications" })).toBeVisible();
    await userEvent.click(screen(context).getByRole("button", { name: "Clear all" }));
    await userEvent.click(within(await documentScreen.findByRole("alertdialog")).getByRole("button", { name: "Clear all" }));
    await expect(await screen(context).findByRole("heading", { name: "No notifications" })).toBeVisible();
    // The button that asked has gone with the list: what took the list's place holds the focus.
    await waitFor(() => expect(screen(context).getByRole("heading", { name: "No notifications" }).closest("section")).toHaveFocus());
    await expect(await screen(context).findByRole("link", { name: "Notifications" })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...frame, ...notificationHandlers.empty()] } },
  play: async (context) => {
    await opened(context);
    await expect(await screen(context).findByRole("heading", { name: "No notifications" })).toBeVisible();
  },
};

/** Many: ten at a time, with a visible count. */
export const Many: Story = {
  parameters: { msw: { handlers: [...frame, ...notificationHandlers.many()] } },
  play: async (context) => {
    await opened(context);
    const list = await screen(context).findByRole("list", { name: "Notifications" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    await expect(screen(context).getByText("Showing 10 of 28")).toBeVisible();
    await userEvent.click(screen(context).getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(20));
  },
};

/** The last Show more takes itself away: the first notification it showed has the focus. */
export const ShowMoreToTheEnd: Story = {
  // Its picture is Many's, further down.
  tags: ["no-visual"],
  parameters: { msw: { handlers: [...frame, ...notificationHandlers.many()] } },
  play: async (context) => {
    await opened(context);
    const list = await screen(context).findByRole("list", { name: "Notifications" });
    screen(context).getByRole("button", { name: "Show more" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(20));
    await expect(screen(context).getByRole("button", { name: "Show more" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(28));
    await expect(screen(context).queryByRole("button", { name: "Show more" })).toBeNull();
    await waitFor(() => expect(within(list).getAllByRole("listitem")[20]).toHaveFocus());
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...frame, ...notificationHandlers.loading()] } },
  play: async (context) => {
    await opened(context);
    await expect(screen(context).getByRole("status", { name: "Loading notifications..." })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...frame, ...notificationHandlers.failing()] } },
  play: async (context) => {
    await opened(context);
    await expect(await screen(context).findByText(/^Unable to load notifications\./, {}, { timeout: 20_000 })).toBeVisible();
    await expect(screen(context).getByRole("button", { name: "Try Again" })).toBeVisible();
  },
};

/** A change the server refuses says 'Update failed' in an error toast and rolls the list back. */
export const UpdateFailed: Story = {
  parameters: { msw: { handlers: [...frame, ...notificationHandlers.refusingChanges()] } },
  play: async (context) => {
    await opened(context);
    await userEvent.click(await screen(context).findByRole("button", { name: "Mark all read" }));
    const toast = await screen(context).findByText("Update failed");
    await expect(toast).toBeVisible();
    // The list and the bell come back from the optimistic "all read" once the refusal has arrived, and the
    // toast slides in: the picture waits for all three rather than for however fast they were this time.
    await waitFor(() => expect(screen(context).getAllByText("Unread")).toHaveLength(2));
    await expect(await screen(context).findByRole("link", { name: "Notifications, 2 unread" })).toBeVisible();
    await waitFor(() => expect(toast.ownerDocument.getAnimations().every((animation) => animation.playState !== "running")).toBe(true), { timeout: 10_000 });
    // Whether the button shows its focus ring after the refusal depends on how fast the refusal came
    // (the button is busy, then ready again); the picture is of the refusal, so it is taken without focus.
    const focused = toast.ownerDocument.activeElement;
    if (focused instanceof HTMLElement) focused.blur();
  },
};

/** In a shared home (docs/product.md §6.5), what another member did: their completion and the appliance they added. */
export const FromTheHousehold: Story = {
  parameters: {
    msw: {
      handlers: [
        ...frame,
        ...notificationCenter([
          {
            id: "notification-household-1",
            ...householdNotificationContent("Alex Morgan", { kind: "member-completed", taskName: "Replace the HVAC air filter", applianceName: "Furnace" }),
            createdAt: "2026-11-24T10:05:00.000Z",
            isRead: false,
          },
          {
            id: "notification-household-2",
            ...householdNotificationContent("Alex Morgan", { kind: "member-added-appliance", applianceName: "Dishwasher" }),
            createdAt: "2026-11-24T09:40:00.000Z",
            isRead: false,
          },
          ...someNotifications,
        ]),
      ],
    },
  },
  play: async (context) => {
    await opened(context);
    const list = await screen(context).findByRole("list", { name: "Notifications" });
    await expect(within(list).getByText("Alex Morgan completed a task")).toBeVisible();
    await expect(within(list).getByText("Replace the HVAC air filter (Furnace)")).toBeVisible();
    await expect(within(list).getByText("Alex Morgan added an appliance")).toBeVisible();
  },
};
