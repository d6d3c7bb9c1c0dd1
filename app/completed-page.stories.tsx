import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, screen as documentScreen, userEvent, waitFor, within } from "storybook/test";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { dashboardCacheKeyForAccount } from "@domain/entities/dashboard-cache.ts";
import { taskStatisticsResponseSchema } from "@domain/contract/index.ts";
import { OFFLINE_QUEUE_VERSION, offlineQueueSchema, type OfflineQueue } from "@domain/entities/offline-queue.ts";
import { AppAt, DASHBOARD_HEADING, patientQueries, pageHeading, storyScreen as screen } from "../test-support/stories/app-story-frame.tsx";
import { goOffline, onlineAgainAfterwards, openedOffline, startsOffline } from "../test-support/stories/offline-browser.ts";
import { authHandlers } from "../mock-api/handlers/auth.ts";
import { accountHandlers } from "../mock-api/handlers/account.ts";
import { notificationHandlers } from "../mock-api/handlers/notifications.ts";
import { progressHandlers } from "../mock-api/handlers/progress.ts";
import { taskHome, taskUrls } from "../mock-api/handlers/tasks.ts";
import { onboardedUser } from "../mock-api/fixtures/auth.ts";
import { freezeDateNow } from "../mock-api/fixtures/clock.ts";
import { FIXTURE_NOW } from "../mock-api/fixtures/progress.ts";
import { homeStats, homeTasks } from "../mock-api/fixtures/tasks.ts";
import { neverAnswer } from "../mock-api/handlers/responses.ts";

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
    // A home kept alone has nobody to split the figures with.
    await expect(stats.queryByRole("region", { name: "Who did what" })).toBeNull();

    await expect(await screen(context).findByRole("table", { name: "Tasks completed per month" })).toBeInTheDocument();
    await expect(await history(context).findByRole("heading", { name: "November 2026" })).toBeVisible();
    await expect(history(context).getByRole("heading", { name: "October 2026" })).toBeVisible();
    await expect(history(context).getByText("Filter was grey; bought a 3-pack.")).toBeVisible();
    await expect(history(context).getByText("$62 on a typical $80 pro visit (estimate)")).toBeVisible();
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

/** The entry of the history whose notes say this, found by them. */
const entryNoting = async (context: Context, notes: string) => (await history(context).findByText(notes)).closest("li")!;

/**
 * docs/product.md §4.5: a completion's day, notes, time and cost are edited from the history; moved to
 * another month, the entry goes with it and keeps the focus.
 */
export const EditACompletion: Story = {
  parameters: { msw: { handlers: [...frame, ...progressHandlers.some()] } },
  play: async (context) => {
    await opened(context);
    const entry = await entryNoting(context, "Lots of lint behind the dryer.");
    await userEvent.click(within(entry).getByRole("button", { name: /^Edit completion of / }));
    const dialog = within(await documentScreen.findByRole("dialog", { name: "Edit completion" }));
    await expect(dialog.getByLabelText(/Done on/)).toHaveValue("2026-10-12");
    await expect(dialog.getByLabelText("Time spent (minutes)")).toHaveValue("40");
    await userEvent.clear(dialog.getByLabelText(/Done on/));
    await userEvent.type(dialog.getByLabelText(/Done on/), "2026-09-28");
    await userEvent.clear(dialog.getByLabelText("Cost (dollars)"));
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    await expect(await screen(context).findByText(/ updated$/)).toBeVisible();
    await waitFor(() => expect(documentScreen.queryByRole("dialog")).toBeNull());
    const moved = await entryNoting(context, "Lots of lint behind the dryer.");
    await waitFor(() => expect(within(moved).getByText("Sep 28, 2026")).toBeVisible());
    await expect(moved.closest("section")).toHaveAccessibleName("September 2026");
    await expect(within(moved).queryByText("Cost")).toBeNull();
    await waitFor(() => expect(moved.contains(moved.ownerDocument.activeElement)).toBe(true));
  },
};

/** A day after today is refused under the date, in words, and nothing is sent; the dialog keeps what was typed. */
export const EditWithADayInTheFuture: Story = {
  parameters: { msw: { handlers: [...frame, ...progressHandlers.some()] } },
  play: async (context) => {
    await opened(context);
    const entry = await entryNoting(context, "Valve snapped back, no drips.");
    await userEvent.click(within(entry).getByRole("button", { name: /^Edit completion of / }));
    const dialog = within(await documentScreen.findByRole("dialog", { name: "Edit completion" }));
    await userEvent.clear(dialog.getByLabelText(/Done on/));
    await userEvent.type(dialog.getByLabelText(/Done on/), "2026-11-30");
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    await expect(await dialog.findByText("The day it was done can't be in the future")).toBeVisible();
    await expect(dialog.getByLabelText(/Done on/)).toHaveFocus();
    await expect(dialog.getByLabelText("Notes")).toHaveValue("Valve snapped back, no drips.");
  },
};

/** The server's refusal of the edit is said inside the dialog, which stays open with what was typed. */
export const EditFailed: Story = {
  parameters: { msw: { handlers: [...frame, ...progressHandlers.editFailing(), ...progressHandlers.some()] } },
  play: async (context) => {
    await opened(context);
    const entry = await entryNoting(context, "Valve snapped back, no drips.");
    await userEvent.click(within(entry).getByRole("button", { name: /^Edit completion of / }));
    const dialog = within(await documentScreen.findByRole("dialog", { name: "Edit completion" }));
    await userEvent.type(dialog.getByLabelText("Notes"), " Tightened.");
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent("Something went wrong on our side");
    await expect(dialog.getByLabelText("Notes")).toHaveValue("Valve snapped back, no drips. Tightened.");
  },
};

/**
 * docs/product.md §4.13: an undo made without a network waits on this device; the entry leaves the history
 * at once, and the statistics and the months' chart with it.
 */
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
    // The statistics count it already, as the history does: one completion, its next occurrence, its time and savings fewer.
    const stats = within(screen(context).getByRole("region", { name: "Statistics" }));
    await expect(stats.getByText("17%")).toBeVisible();
    await expect(stats.getByText("$470")).toBeVisible();
    await expect(stats.getByText("2 h 10 min")).toBeVisible();
    await expect(stats.getByText("23")).toBeVisible();
    // And so do the months: November has one completion and its savings fewer.
    const novemberSavings = within(screen(context).getByRole("table", { name: "Money saved per month (estimate)" })).getByRole("row", { name: /November 2026/ });
    await expect(novemberSavings).toHaveTextContent("$100");
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

/**
 * docs/product.md §6.5: in a home shared with others, each entry of the history says who did it, "you" for
 * the person looking and "a former member" for someone since gone; the statistics add who did what, each
 * member's own streak beside the home's (§2.15).
 */
export const SharedHome: Story = {
  parameters: { msw: { handlers: [...frame, ...progressHandlers.sharedHome()] } },
  play: async (context) => {
    await opened(context);
    const whoDidWhat = within(await screen(context).findByRole("region", { name: "Who did what" }));
    const [you, sam] = whoDidWhat.getAllByRole("listitem");
    await expect(within(you!).getByRole("heading", { name: "You" })).toBeVisible();
    await expect(within(you!).getByText("Completed").nextElementSibling).toHaveTextContent("3");
    await expect(within(sam!).getByRole("heading", { name: "Sam Lee" })).toBeVisible();
    await expect(within(sam!).getByText("Current streak").nextElementSibling).toHaveTextContent("1 day");
    const bySam = await entryNoting(context, "Filter was grey; bought a 3-pack.");
    await waitFor(() => expect(bySam).toHaveTextContent("Furnace · Nov 24, 2026 · by Sam Lee"));
    await expect(await entryNoting(context, "Valve snapped back, no drips.")).toHaveTextContent("Water heater · Nov 20, 2026 · by you");
    await expect(await entryNoting(context, "Lots of lint behind the dryer.")).toHaveTextContent("Dryer · Oct 12, 2026 · by a former member");
    await expect(history(context).getByText("Showing 5 of 5")).toBeVisible();
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

/*
 * A completion made without a network waits in the offline queue (docs/product.md §4.13); it is among the
 * completed tasks, with its Undo, before the server has it, and after a reload without a network too.
 */
const ALARMS = "Test smoke and carbon monoxide alarms";
const TODAY = FIXTURE_NOW.slice(0, 10);
const tasksOfToday = () => homeTasks(TODAY);
const alarms = () => tasksOfToday().find((task) => task.name === ALARMS)!;

/** What the home's changes asked of the mock server, to show nothing is sent twice. */
function countedWrites() {
  const sent: string[] = [];
  // Handlers that answer nothing let the request go on to the home's own.
  const handlers = [
    http.put(taskUrls.complete, ({ params }) => void sent.push(`complete ${String(params.id)}`)),
    http.put(taskUrls.uncomplete, ({ params }) => void sent.push(`undo ${String(params.id)}`)),
  ];
  /** For the story's `beforeEach`: a story tried again counts afresh. */
  const reset = () => {
    sent.length = 0;
  };
  return { sent, handlers, reset };
}

const storedQueue = (): OfflineQueue => offlineQueueSchema.parse(JSON.parse(window.localStorage.getItem(LOCAL_STORAGE_KEYS.offlineQueue) ?? "null"));

/** For a story's `beforeEach`: this browser's offline queue starts empty, and is left empty for the next story. */
function emptyQueue(): () => void {
  window.localStorage.removeItem(LOCAL_STORAGE_KEYS.offlineQueue);
  return () => window.localStorage.removeItem(LOCAL_STORAGE_KEYS.offlineQueue);
}

/** Undoes the history's entry of `name` through its confirming dialog. */
async function undoFromHistory(context: Context, name: string) {
  await userEvent.click(await history(context).findByRole("button", { name: `Undo completing ${name}` }));
  const dialog = await documentScreen.findByRole("alertdialog", { name: "Undo this completion?" });
  await userEvent.click(within(dialog).getByRole("button", { name: "Undo completion" }));
}

async function goTo(context: Context, section: "Dashboard" | "Completed") {
  await userEvent.click(within(screen(context).getAllByRole("navigation", { name: "Main" })[0]!).getByRole("link", { name: section }));
}

/** The app's header, where the waiting changes are counted (the dashboard has a banner of its own below it). */
const waitingToSync = (context: Context) => within(screen(context).getAllByRole("banner")[0]!);

const writesOfQueuedUndo = countedWrites();

/**
 * A task completed on the dashboard without a network is among the completed tasks at once, and its undo
 * waits behind it: the task is back on the dashboard, and the header counts both changes.
 */
export const UndoAWaitingCompletion: Story = {
  tags: ["no-visual"],
  beforeEach: [emptyQueue, writesOfQueuedUndo.reset, onlineAgainAfterwards],
  args: { path: "/dashboard" },
  parameters: { msw: { handlers: [...writesOfQueuedUndo.handlers, ...frame, ...taskHome({ tasks: tasksOfToday(), today: TODAY, now: new Date(FIXTURE_NOW) }), ...progressHandlers.some()] } },
  play: async (context) => {
    await pageHeading(context, DASHBOARD_HEADING);
    await screen(context).findByRole("button", { name: `Complete ${ALARMS}` });
    goOffline();
    await userEvent.click(screen(context).getByRole("button", { name: `Complete ${ALARMS}` }));
    await expect(await screen(context).findByText("Saved on this device. It syncs when you're back online.")).toBeVisible();
    await expect(await waitingToSync(context).findByText("1 change waiting to sync")).toBeInTheDocument();

    await goTo(context, "Completed");
    await pageHeading(context, "Completed tasks");
    await undoFromHistory(context, ALARMS);
    await expect(await screen(context).findByText("Completion undone")).toBeVisible();
    await waitFor(() => expect(history(context).queryByRole("heading", { name: ALARMS })).toBeNull());
    await expect(await waitingToSync(context).findByText("2 changes waiting to sync")).toBeInTheDocument();
    await expect(storedQueue().items.map((item) => [item.type, item.taskId])).toEqual([
      ["complete", alarms().id],
      ["undo", alarms().id],
    ]);

    await goTo(context, "Dashboard");
    await pageHeading(context, DASHBOARD_HEADING);
    await expect(await screen(context).findByRole("button", { name: `Complete ${ALARMS}` })).toBeVisible();
    await expect(writesOfQueuedUndo.sent).toEqual([]);
  },
};

/** The statistics answer once; any later read is held, as on a slow network. */
function statisticsReadOnce() {
  let reads = 0;
  const handler = http.get(taskUrls.stats, () => (++reads === 1 ? HttpResponse.json(taskStatisticsResponseSchema.parse({ data: homeStats })) : neverAnswer()));
  /** For the story's `beforeEach`: a story tried again reads afresh. */
  const reset = () => {
    reads = 0;
  };
  return { handler, reset };
}

const slowSecondStatistics = statisticsReadOnce();

/**
 * The dashboard and this page read the same statistics: arriving from the dashboard, the figures it read
 * are on the page at once, while they are read again behind them.
 */
export const StatisticsCarriedFromTheDashboard: Story = {
  tags: ["no-visual"],
  beforeEach: [slowSecondStatistics.reset],
  args: { path: "/dashboard" },
  parameters: { msw: { handlers: [slowSecondStatistics.handler, ...frame, ...taskHome({ tasks: tasksOfToday(), today: TODAY, now: new Date(FIXTURE_NOW) }), ...progressHandlers.some()] } },
  play: async (context) => {
    await pageHeading(context, DASHBOARD_HEADING);
    await goTo(context, "Completed");
    await pageHeading(context, "Completed tasks");
    const stats = within(await screen(context).findByRole("region", { name: "Statistics" }));
    await expect(stats.getByText(`${homeStats.completionRate}%`)).toBeVisible();
    await expect(stats.getByText(String(homeStats.overdue))).toBeVisible();
  },
};

/**
 * For a story's `beforeEach`: what the dashboard kept and queued before a reload without a network. Its
 * kept list lacks the task completed offline; the queue holds the completion with the task as it was listed.
 */
function waitingCompletionKept(): () => void {
  const createdAt = Date.parse(FIXTURE_NOW) - 5 * 60_000;
  const queue: OfflineQueue = {
    version: OFFLINE_QUEUE_VERSION,
    items: [{ id: `${createdAt}-abc123`, createdAt, attempts: 0, type: "complete", taskId: alarms().id, applianceId: alarms().applianceId, correlationId: "key-complete", ownerId: onboardedUser.id, completes: alarms() }],
  };
  window.localStorage.setItem(LOCAL_STORAGE_KEYS.offlineQueue, JSON.stringify(queue));
  const key = dashboardCacheKeyForAccount(onboardedUser.id);
  window.localStorage.setItem(key, JSON.stringify({ tasks: tasksOfToday().filter((task) => task.name !== ALARMS), timestamp: createdAt }));
  return () => window.localStorage.removeItem(key);
}

/**
 * A reload without a network: the page, opened from this browser's copy, has no history from the server
 * yet, and lists the completion waiting in the queue kept in this browser, with its Undo.
 */
export const OpenedOfflineWithAWaitingCompletion: Story = {
  ...openedOffline,
  beforeEach: [emptyQueue, startsOffline, waitingCompletionKept],
  parameters: { msw: { handlers: [...frame, ...taskHome({ tasks: tasksOfToday(), today: TODAY, now: new Date(FIXTURE_NOW) }), ...progressHandlers.some()] } },
  play: async (context) => {
    await opened(context);
    await expect(await screen(context).findByRole("heading", { name: "You are offline" })).toBeVisible();
    await expect(await waitingToSync(context).findByText("1 change waiting to sync")).toBeInTheDocument();
    await expect(await history(context).findByRole("heading", { name: ALARMS })).toBeVisible();
    await expect(history(context).getByText("Hallway smoke alarm", { exact: false })).toBeVisible();
    await expect(history(context).getByRole("button", { name: `Undo completing ${ALARMS}` })).toBeVisible();
    await expect(history(context).getByText("Showing 1 of 1")).toBeVisible();
  },
};

const writesAfterReload = countedWrites();

/**
 * Undone there, as before the reload: the undo waits behind the completion, the task is back on the
 * dashboard (from the copy the undo carries: the kept list lacks it). Back online, the completion and
 * its undo are each sent once.
 */
export const UndoAWaitingCompletionAfterAReload: Story = {
  ...openedOffline,
  tags: ["no-visual"],
  beforeEach: [emptyQueue, writesAfterReload.reset, startsOffline, waitingCompletionKept],
  parameters: { msw: { handlers: [...writesAfterReload.handlers, ...frame, ...taskHome({ tasks: tasksOfToday(), today: TODAY, now: new Date(FIXTURE_NOW) }), ...progressHandlers.some()] } },
  play: async (context) => {
    await opened(context);
    await expect(await screen(context).findByRole("heading", { name: "You are offline" })).toBeVisible();
    await expect(await waitingToSync(context).findByText("1 change waiting to sync")).toBeInTheDocument();
    await expect(await history(context).findByRole("heading", { name: ALARMS })).toBeVisible();
    await expect(history(context).getByText("Showing 1 of 1")).toBeVisible();
    await undoFromHistory(context, ALARMS);
    await expect(await screen(context).findByText("Saved on this device. It syncs when you're back online.")).toBeVisible();
    await waitFor(() => expect(history(context).queryByRole("heading", { name: ALARMS })).toBeNull());
    await expect(await waitingToSync(context).findByText("2 changes waiting to sync")).toBeInTheDocument();
    const [completion, undo] = storedQueue().items;
    await expect(completion).toMatchObject({ type: "complete", taskId: alarms().id });
    // The undo carries the task as it was: the dashboard, whose kept list lacks it, shows it from there.
    await expect(undo).toMatchObject({ type: "undo", taskId: alarms().id, reopens: { id: alarms().id, name: ALARMS, dueDate: alarms().dueDate } });

    await goTo(context, "Dashboard");
    await pageHeading(context, DASHBOARD_HEADING);
    await expect(await screen(context).findByRole("button", { name: `Complete ${ALARMS}` })).toBeVisible();
    await expect(writesAfterReload.sent).toEqual([]);

    // Back online: the completion, then its undo, each once.
    Reflect.deleteProperty(navigator, "onLine");
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(waitingToSync(context).queryByText(/waiting to sync/)).toBeNull());
    await expect(writesAfterReload.sent).toEqual([`complete ${alarms().id}`, `undo ${alarms().id}`]);
    await expect(await screen(context).findByRole("button", { name: `Complete ${ALARMS}` })).toBeVisible();
    await expect(storedQueue().items).toEqual([]);
  },
};
