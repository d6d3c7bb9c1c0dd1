import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, screen as documentScreen, userEvent, waitFor, within } from "storybook/test";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { offlineQueueSchema } from "@domain/entities/offline-queue.ts";
import { AppAt, patientQueries, pageHeading, storyScreen as screen } from "./app-story-frame.tsx";
import { openedOffline, startsOffline } from "../.storybook/offline-browser.ts";
import { authHandlers } from "../mock-api/handlers/auth.ts";
import { accountHandlers } from "../mock-api/handlers/account.ts";
import { notificationHandlers } from "../mock-api/handlers/notifications.ts";
import { progressHandlers } from "../mock-api/handlers/progress.ts";
import { freezeDateNow } from "../mock-api/fixtures/clock.ts";
import { FIXTURE_NOW } from "../mock-api/fixtures/progress.ts";

const frame = [authHandlers.session.signedIn, ...notificationHandlers.some(), ...accountHandlers.signedIn()];

const meta = {
  title: "Pages/Completed",
  component: AppAt,
  tags: ["visual-mobile"],
  beforeEach: [freezeDateNow(FIXTURE_NOW), patientQueries],
  parameters: { layout: "fullscreen", msw: { handlers: [...frame, ...progressHandlers.some()] } },
  args: { path: "/completed" },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, "canvasElement">;

async function opened(context: Context) {
  await pageHeading(context, "Completed tasks");
}

const history = (context: Context) => within(screen(context).getByRole("region", { name: "History" }));

/** Statistics, the monthly charts, the history grouped by month with notes and savings, and achievements. */
export const Success: Story = {
  play: async (context) => {
    await opened(context);
    const stats = within(await screen(context).findByRole("region", { name: "Statistics" }));
    await expect(stats.getByText("21%")).toBeVisible();
    await expect(stats.getByText("3 days")).toBeVisible();
    await expect(stats.getByText("$532")).toBeVisible();
    await expect(stats.getByText("2 h 20 min")).toBeVisible();

    await expect(await screen(context).findByRole("table", { name: "Tasks completed per month" })).toBeInTheDocument();
    await expect(await history(context).findByRole("heading", { name: "November 2026" })).toBeVisible();
    await expect(history(context).getByRole("heading", { name: "October 2026" })).toBeVisible();
    await expect(history(context).getByText("Filter was grey; bought a 3-pack.")).toBeVisible();
    await expect(history(context).getByText("$62 on a $80 pro visit")).toBeVisible();
    await expect(history(context).getByText("Showing 5 of 5")).toBeVisible();

    const achievements = within(await screen(context).findByRole("region", { name: "Achievements" }));
    await expect(achievements.getByText("3 of 12 unlocked")).toBeVisible();
    await expect(achievements.getByText("Nov 24, 2026")).toBeVisible();
  },
};

/** Undo is offered only within 24 hours, and asks first. */
export const UndoWithinADay: Story = {
  // A history of its own: the undo changes it, and the other stories of this file share the default one.
  parameters: { msw: { handlers: [...frame, ...progressHandlers.some()] } },
  play: async (context) => {
    await opened(context);
    const undoButtons = await history(context).findAllByRole("button", { name: /^Undo/ });
    await expect(undoButtons).toHaveLength(1);
    // Named as the dashboard's toast names the same undo.
    await expect(undoButtons[0]).toHaveAccessibleName("Undo completing Replace the HVAC air filter");
    await userEvent.click(undoButtons[0]!);
    const dialog = await documentScreen.findByRole("alertdialog", { name: "Undo this completion?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Undo completion" }));
    await expect(await screen(context).findByText("Completion undone")).toBeVisible();
    await waitFor(() => expect(history(context).queryByText("Filter was grey; bought a 3-pack.")).toBeNull());
    await expect(history(context).getByText("Showing 4 of 4")).toBeVisible();
    // The entry has left with its Undo button: the one that took its place holds the focus.
    await waitFor(() => expect(history(context).getByText("Valve snapped back, no drips.").closest("li")).toHaveFocus());
  },
};

/** docs/product.md §4.13: an undo made without a network waits on this device; the entry leaves the history at once. */
export const UndoWhileOffline: Story = {
  parameters: { msw: { handlers: [...frame, ...progressHandlers.some()] } },
  beforeEach: startsOffline,
  play: async (context) => {
    await opened(context);
    await userEvent.click(await history(context).findByRole("button", { name: "Undo completing Replace the HVAC air filter" }));
    const dialog = await documentScreen.findByRole("alertdialog", { name: "Undo this completion?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Undo completion" }));
    await expect(await screen(context).findByText("Saved on this device. It syncs when you're back online.")).toBeVisible();
    await waitFor(() => expect(history(context).queryByText("Filter was grey; bought a 3-pack.")).toBeNull());
    await expect(history(context).getByText("Showing 4 of 4")).toBeVisible();
    await expect(within(screen(context).getByRole("banner")).getByText("1 change waiting to sync")).toBeInTheDocument();
    // The undo names its catalogue task, so the dashboard leaves out the occurrence it will remove, and the
    // day the task was due, so the dashboard shows it on that day in that occurrence's place.
    const queued = offlineQueueSchema.parse(JSON.parse(window.localStorage.getItem(LOCAL_STORAGE_KEYS.offlineQueue) ?? "null"));
    await expect(queued.items.at(-1)).toMatchObject({ type: "undo", taskId: "task-0001", masterTaskSlug: "hvac-replace-filter", reopensOn: "2026-11-24" });
  },
};

/** Opened without a network: its reads wait for it, and the page says so instead of loading for ever. */
export const OpenedOffline: Story = {
  ...openedOffline,
  play: async (context) => {
    await pageHeading(context, "Completed tasks");
    await expect(await screen(context).findByRole("heading", { name: "You are offline" })).toBeVisible();
    await expect(screen(context).getByText("Your statistics, history and achievements load as soon as you are back online.")).toBeVisible();
    await expect(screen(context).queryByRole("status", { name: /^Loading/ })).toBeNull();
  },
};

/** A refused undo says so and keeps the entry. */
export const UndoRefused: Story = {
  parameters: { msw: { handlers: [...frame, ...progressHandlers.undoRefused(), ...progressHandlers.some()] } },
  play: async (context) => {
    await opened(context);
    await userEvent.click(await history(context).findByRole("button", { name: "Undo completing Replace the HVAC air filter" }));
    await userEvent.click(within(await documentScreen.findByRole("alertdialog")).getByRole("button", { name: "Undo completion" }));
    await expect(await screen(context).findByText("Failed to uncomplete task")).toBeVisible();
    await expect(history(context).getByText("Filter was grey; bought a 3-pack.")).toBeVisible();
    // The Undo button that asked, busy while the undo was tried, has the focus back.
    await waitFor(() => expect(history(context).getByRole("button", { name: /^Undo/ })).toHaveFocus());
  },
};

/** Search by words in the notes, then by appliance. */
export const SearchAndFilter: Story = {
  play: async (context) => {
    await opened(context);
    await userEvent.type(await screen(context).findByRole("searchbox", { name: "Search completed tasks" }), "sediment");
    await waitFor(() => expect(history(context).getByText("Showing 1 of 1")).toBeVisible());
    await expect(history(context).getByText("Two buckets of sediment.")).toBeVisible();
    await userEvent.clear(screen(context).getByRole("searchbox", { name: "Search completed tasks" }));
    await waitFor(() => expect(history(context).getByText("Showing 5 of 5")).toBeVisible());

    await userEvent.click(screen(context).getByRole("combobox", { name: "Appliance" }));
    await userEvent.click(await documentScreen.findByRole("option", { name: "Water heater" }));
    await waitFor(() => expect(history(context).getByText("Showing 2 of 2")).toBeVisible());

    await userEvent.click(screen(context).getByRole("combobox", { name: "Appliance" }));
    await userEvent.click(await documentScreen.findByRole("option", { name: "All appliances" }));
    await userEvent.type(screen(context).getByRole("searchbox", { name: "Search completed tasks" }), "nothing like this");
    await expect(await history(context).findByRole("heading", { name: "No completed tasks match" })).toBeVisible();
  },
};

/** Twenty at a time, with the count, until all are shown. */
export const ManyPaged: Story = {
  parameters: { msw: { handlers: [...frame, ...progressHandlers.many()] } },
  play: async (context) => {
    await opened(context);
    await expect(await history(context).findByText("Showing 20 of 45")).toBeVisible();
    await userEvent.click(history(context).getByRole("button", { name: "Load more" }));
    await expect(await history(context).findByText("Showing 40 of 45")).toBeVisible();
    await userEvent.click(history(context).getByRole("button", { name: "Load more" }));
    await expect(await history(context).findByText("Showing 45 of 45")).toBeVisible();
    await expect(history(context).queryByRole("button", { name: "Load more" })).toBeNull();
    // With nothing left to load the button has gone: the first entry it brought has the focus.
    await waitFor(() => expect(history(context).getAllByRole("listitem")[40]).toHaveFocus());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...frame, ...progressHandlers.empty()] } },
  play: async (context) => {
    await opened(context);
    await expect(await history(context).findByRole("heading", { name: "Nothing completed yet" })).toBeVisible();
    await expect(await screen(context).findByText("0 of 12 unlocked")).toBeVisible();
    await expect(await screen(context).findByText("No tasks completed in the last 12 months yet")).toBeVisible();
    await expect(screen(context).getByText("Nothing saved by doing it yourself in the last 12 months yet")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...frame, ...progressHandlers.loading()] } },
  play: async (context) => {
    await opened(context);
    await expect(screen(context).getByRole("status", { name: "Loading completed tasks..." })).toBeVisible();
    await expect(screen(context).getByRole("status", { name: "Loading statistics..." })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...frame, ...progressHandlers.failing()] } },
  play: async (context) => {
    await opened(context);
    await expect(await screen(context).findByText("Unable to load your completed tasks. Please check your connection and try again.", {}, { timeout: 20_000 })).toBeVisible();
    await expect(screen(context).getAllByRole("button", { name: "Try Again" }).length).toBeGreaterThan(0);
  },
};
