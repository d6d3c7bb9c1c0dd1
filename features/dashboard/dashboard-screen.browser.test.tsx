/*
 * The dashboard's behaviour (complete and undo, the offline queue, the kept list, filters from the address,
 * failures, focus after each change), checked on the page screen as its stories render it: each case is a
 * story object with its play function, composed with the project's Storybook set-up (MSW, a fresh query
 * cache, the console guard) and the page's meta, and run here rather than shown in Storybook, whose
 * Pages/Dashboard stories keep the states a designer reviews.
 */
import * as React from "react";
import { composeStory, setProjectAnnotations, type Decorator, type StoryObj } from "@storybook/react-vite";
import { beforeAll, describe, test } from "vitest";
import preview from "../../.storybook/preview.tsx";
import meta, { OpenedOffline } from "./dashboard-screen.stories.tsx";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { delay, http } from "msw";
import { recordTaskWrites, taskHandlers, taskHome, taskUrls } from "../../mock-api/handlers/tasks.ts";
import { freezeDateNow } from "../../mock-api/fixtures/clock.ts";
import { caughtUpTasks, dayOneHomeStats, dayOneHomeTasks, FIXTURE_NOW, newHomeStats, newHomeTasks } from "../../mock-api/fixtures/tasks.ts";
import { TaskSyncProvider } from "@lib/offline-sync/index.ts";
import { accountDashboardCache, keepSyncedTaskChange, sendQueuedTaskChange } from "@features/tasks/index.ts";
import { clickDeferredTrigger } from "../../test-support/stories/deferred-trigger.ts";
import { goOffline, onlineAgainAfterwards } from "../../test-support/stories/offline-browser.ts";
import { dashboardPage as page, dashboardReady as ready, taskGroup as group, toasts, toastSaying, type DashboardContext as Context } from "../../test-support/stories/dashboard-page.ts";

type Story = StoryObj<typeof meta>;

/** The signed-in person of `withTaskFrame`. */
const STORY_USER_ID = "user-home-0002";
/** The signed-in person's last list, kept in this browser `ageMinutes` ago (docs/product.md §9.4). */
const keepLastList = (ageMinutes: number) => () => {
  accountDashboardCache(STORY_USER_ID, localStorage)?.write({ tasks: caughtUpTasks(), timestamp: Date.now() - ageMinutes * 60_000 });
};

/** The server cannot be reached: the list this browser kept two hours ago, instead of an error. */
const ServerUnreachableShowsTheKeptList: Story = {
  beforeEach: keepLastList(120),
  parameters: { msw: { handlers: [taskHandlers.dashboard.unreachable, ...taskHome()] } },
  play: async (context) => {
    await ready(context);
    await expect(await page(context).findByRole("heading", { name: "All caught up" })).toBeVisible();
  },
};

/** A list kept less than 15 minutes ago shows at once, before the server has answered. */
const OpensWithTheKeptList: Story = {
  beforeEach: keepLastList(5),
  parameters: { msw: { handlers: [taskHandlers.dashboard.loading, ...taskHome()] } },
  play: async (context) => {
    // The server never answers: what shows is the kept list.
    await ready(context);
    await expect(await page(context).findByRole("heading", { name: "All caught up" })).toBeVisible();
    await expect(page(context).queryByText("Loading tasks...")).toBeNull();
  },
};

/**
 * The statistics word the top of the page ("Start here", the message when nothing is due): the list shows with
 * them, so they never push it down the page as they arrive (docs/decisions/104-dashboard-first-paint-on-a-slow-phone.md).
 * Held until the list's own answer has gone out; then let through to the home's handler.
 */
const heldStatistics = { listAnswered: false, release: () => undefined as void };
const ShowsItsListWithItsStatistics: Story = {
  beforeEach: () => {
    heldStatistics.listAnswered = false;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(taskUrls.stats, () => new Promise<undefined>((resolve) => (heldStatistics.release = () => resolve(undefined)))),
        http.get(taskUrls.dashboard, () => {
          heldStatistics.listAnswered = true;
        }),
        ...taskHome({ tasks: dayOneHomeTasks(), stats: dayOneHomeStats }),
      ],
    },
  },
  play: async (context) => {
    const screen = page(context);
    const body = context.canvasElement.ownerDocument.body;
    // Checked at every change of the page, so by its markup rather than through the accessibility tree.
    let listShownWithoutStartHere = false;
    const observer = new MutationObserver(() => {
      const headings = [...body.querySelectorAll("h2")].map((heading) => heading.textContent);
      if (body.querySelector('[aria-label="Your tasks"]') && !headings.includes("Start here")) listShownWithoutStartHere = true;
    });
    observer.observe(body, { childList: true, subtree: true });
    try {
      await waitFor(() => expect(heldStatistics.listAnswered).toBe(true));
      await expect(screen.getByText("Loading tasks...")).toBeVisible();
      heldStatistics.release();
      await expect(await screen.findByRole("region", { name: "Start here" }, { timeout: 10_000 })).toBeVisible();
      await expect(screen.getByRole("region", { name: "Your tasks" })).toBeVisible();
      await expect(listShownWithoutStartHere).toBe(false);
    } finally {
      observer.disconnect();
    }
  },
};

/** Back online, the list arrives by itself: no reload, no button. */
const OpenedOfflineThenOnline: Story = {
  ...OpenedOffline,
  // It ends as Default does.
  play: async (context) => {
    await OpenedOffline.play?.(context);
    Reflect.deleteProperty(navigator, "onLine");
    window.dispatchEvent(new Event("online"));
    await expect(await ready(context)).toHaveTextContent("Good morning, Sam");
    await expect(page(context).queryByRole("heading", { name: "You are offline" })).toBeNull();
  },
};

const OverdueFilterFromTheAddress: Story = {
  parameters: { entry: "/dashboard?status=overdue" },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    await expect(await screen.findByRole("button", { name: "Overdue", pressed: true })).toBeVisible();
    await expect(screen.queryByRole("region", { name: /^Due this week/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Pending" }));
    await expect(await screen.findByRole("region", { name: /^Due this week/ })).toBeVisible();
    await expect(screen.queryByRole("region", { name: /^Overdue/ })).toBeNull();
  },
};

const CompleteThenUndo: Story = {
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    await userEvent.click(await screen.findByRole("button", { name: "Complete Replace the HVAC air filter" }));
    await expect(await toastSaying(context, "Replace the HVAC air filter done")).toBeVisible();
    await expect(toasts(context).getByText(/^Next due [A-Z][a-z]{2} \d{1,2}/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Complete Replace the HVAC air filter" })).toBeNull());
    // Focus went to the card that took its place, not to the top of the page.
    await waitFor(() => expect(screen.getByRole("region", { name: /^Due this week/ }).contains(document.activeElement)).toBe(true));
    await userEvent.click(toasts(context).getByRole("button", { name: "Undo" }));
    await expect(await screen.findByRole("button", { name: "Complete Replace the HVAC air filter" })).toBeVisible();
    await expect(await toastSaying(context, "Replace the HVAC air filter is back on your list")).toBeVisible();
  },
};

/**
 * docs/product.md §2.13: Undo reached from the keyboard (F8, then Enter) gives the focus to the card that came
 * back, not to the emptied toasts. The mouse's press on Undo leaves the focus there too, and takes the same way.
 */
const UndoGivesTheFocusToTheCardThatCameBack: Story = {
  // Its picture is CompleteThenUndo's.
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    const name = "Replace the HVAC air filter";
    (await screen.findByRole("button", { name: `Complete ${name}` })).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await toastSaying(context, `${name} done`)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName("Check the water softener salt"));
    const region = screen.getByRole("region", { name: /Notifications/ });
    // F8 takes the focus straight to the toast's Undo (docs/product.md §2.9: one key away).
    await userEvent.keyboard("[F8]");
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    await waitFor(() => expect(toasts(context).getByRole("button", { name: "Undo" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("article", { name })).toHaveFocus());
    await expect(await toastSaying(context, `${name} is back on your list`)).toBeVisible();
    // Still there once the list has been read again after the undo.
    await expect(screen.getByRole("article", { name })).toHaveFocus();
  },
};

/**
 * The task an Undo brings back is hidden by the filter (Overdue, and it is due this week): the focus goes to
 * the list rather than staying on the toasts or going back to the filter. Undo pressed with the mouse.
 */
const UndoOfAHiddenTaskGivesTheFocusToTheList: Story = {
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    const name = "Replace the HVAC air filter";
    await userEvent.click(await screen.findByRole("button", { name: `Complete ${name}` }));
    await expect(await toastSaying(context, `${name} done`)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Overdue" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: /^Due this week/ })).toBeNull());
    await userEvent.click(toasts(context).getByRole("button", { name: "Undo" }));
    await expect(await toastSaying(context, `${name} is back on your list`)).toBeVisible();
    await waitFor(() => expect(screen.getByRole("region", { name: "Your tasks" })).toHaveFocus());
    await expect(screen.queryByRole("article", { name })).toBeNull();
  },
};

/** The task writes the mock server receives, and how many times the list was read; the home's own handlers answer. */
const writes: string[] = [];
const dashboardReads = { count: 0 };
const recordWrites = [
  ...recordTaskWrites(writes),
  http.get(taskUrls.dashboard, () => {
    dashboardReads.count += 1;
  }),
];
/** Two presses that come before the page has drawn the first one's outcome, as a quick double tap's do. */
const doubleClick = (element: Element) => userEvent.setup({ delay: null }).dblClick(element);
const forgetWrites = () => {
  writes.length = 0;
  dashboardReads.count = 0;
};

/**
 * docs/product.md §2.9: a busy button takes no presses. A double click on Complete sends one completion, so
 * no 409 from the second turns into a 'Failed to complete task' beside the success. Undo and Snooze are
 * pressed twice too: their toast and menu close at the first press, and the actions turn a second away.
 */
const DoubleClicksSendOneWrite: Story = {
  // Its pictures are CompleteThenUndo's and SnoozeAWeek's.
  beforeEach: forgetWrites,
  parameters: { msw: { handlers: [...recordWrites, ...taskHome()] } },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    const filter = "Replace the HVAC air filter";
    await doubleClick(await screen.findByRole("button", { name: `Complete ${filter}` }));
    await expect(await toastSaying(context, `${filter} done`)).toBeVisible();
    // The list is read again once the completion has settled; a second completion would have been sent by then.
    await waitFor(() => expect(dashboardReads.count).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByRole("button", { name: `Complete ${filter}` })).toBeNull());
    await expect(toasts(context).queryByText("Failed to complete task")).toBeNull();
    await expect(writes.filter((write) => write.startsWith("complete "))).toHaveLength(1);

    const readsBeforeUndo = dashboardReads.count;
    await doubleClick(toasts(context).getByRole("button", { name: "Undo" }));
    await expect(await toastSaying(context, `${filter} is back on your list`)).toBeVisible();
    await waitFor(() => expect(dashboardReads.count).toBeGreaterThan(readsBeforeUndo));
    await expect(toasts(context).queryByText("Failed to uncomplete task")).toBeNull();
    await expect(writes.filter((write) => write.startsWith("uncomplete "))).toHaveLength(1);

    const alarms = "Test smoke and carbon monoxide alarms";
    const readsBeforeSnooze = dashboardReads.count;
    await clickDeferredTrigger(() => screen.findByRole("button", { name: `More actions for ${alarms}` }));
    await doubleClick(await screen.findByRole("menuitem", { name: "Snooze 7 days" }));
    await expect(await toastSaying(context, `${alarms} snoozed until Mar 9`)).toBeVisible();
    await waitFor(() => expect(dashboardReads.count).toBeGreaterThan(readsBeforeSnooze));
    await expect(writes.filter((write) => write.startsWith("snooze "))).toHaveLength(1);
  },
};

/**
 * An answer the mock server gives only once the story lets it go: `hold` is the story's `beforeEach`, its
 * handler waits on `answered()`, and the play calls `release`.
 */
function heldAnswer() {
  let answered = Promise.resolve();
  let release = () => undefined as void;
  return {
    hold: () => {
      answered = new Promise<void>((resolve) => {
        release = resolve;
      });
      // A story that fails midway leaves nothing held for the next.
      return () => release();
    },
    answered: () => answered,
    release: () => release(),
  };
}

/** The furnace filter's completion, answered late. */
const slowFilter = heldAnswer();
const holdTheFilter = slowFilter.hold;
const filterAnsweredLate = http.put(taskUrls.complete, async ({ params }) => {
  if (params.id === "task-hvac-replace-filter") await slowFilter.answered();
});

/**
 * A completion still on its way keeps its card off the list, whatever the list read meanwhile says: here
 * another task's completion reads the list again while the server has not yet answered the first. A card
 * that came back could be pressed again, and that second completion would be refused (a red 'Failed to
 * complete task'), or turned away while the first is busy, and with it the first one's Undo.
 */
const ACardStaysGoneWhileItsCompletionIsOnItsWay: Story = {
  beforeEach: [forgetWrites, holdTheFilter],
  parameters: { msw: { handlers: [...recordWrites, filterAnsweredLate, ...taskHome()] } },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    const filter = "Replace the HVAC air filter";
    const salt = "Check the water softener salt";
    await userEvent.click(await screen.findByRole("button", { name: `Complete ${filter}` }));
    await waitFor(() => expect(screen.queryByRole("button", { name: `Complete ${filter}` })).toBeNull());
    const readsBefore = dashboardReads.count;
    await userEvent.click(screen.getByRole("button", { name: `Complete ${salt}` }));
    await expect(await toastSaying(context, `${salt} done`)).toBeVisible();
    // The list was read again while the filter's completion had no answer: the server still lists it.
    await waitFor(() => expect(dashboardReads.count).toBeGreaterThan(readsBefore));
    await expect(screen.queryByRole("button", { name: `Complete ${filter}` })).toBeNull();

    slowFilter.release();
    await expect(await toastSaying(context, `${filter} done`)).toBeVisible();
    await expect(screen.queryByRole("button", { name: `Complete ${filter}` })).toBeNull();
    const filterToast = (await toastSaying(context, `${filter} done`)).closest<HTMLElement>('[data-slot="toast"]');
    await userEvent.click(within(filterToast!).getByRole("button", { name: "Undo" }));
    await expect(await screen.findByRole("button", { name: `Complete ${filter}` })).toBeVisible();
    await expect(await toastSaying(context, `${filter} is back on your list`)).toBeVisible();
    await expect(toasts(context).queryByText(/^Failed to/)).toBeNull();
    await expect(writes.filter((write) => write.startsWith("complete "))).toEqual(["complete task-hvac-replace-filter", "complete task-check-water-softener-salt"]);
  },
};

const theFilter = "Replace the HVAC air filter";
/** Completes the furnace filter from its card once the page is there, and waits for the toast that says so. */
async function completeTheFilter(context: Context) {
  await ready(context);
  const screen = page(context);
  await userEvent.click(await screen.findByRole("button", { name: `Complete ${theFilter}` }));
  await expect(await toastSaying(context, `${theFilter} done`)).toBeVisible();
  return screen;
}

/** An undo, answered late. */
const slowUndo = heldAnswer();
const undoAnsweredLate = http.put(taskUrls.uncomplete, () => slowUndo.answered());

/**
 * docs/product.md §2.9: a card back from its Undo is busy until the server has answered the undo, and its
 * Complete shows it (a spinner, `aria-busy`, no press taken), as the task page's buttons do, rather than
 * turning a press away without a word. Once answered, it can be completed again.
 */
const ACardBackFromItsUndoIsBusyUntilTheAnswer: Story = {
  // Its picture is the TaskCard's Busy one.
  beforeEach: [forgetWrites, slowUndo.hold],
  parameters: { msw: { handlers: [...recordWrites, undoAnsweredLate, ...taskHome()] } },
  play: async (context) => {
    const screen = await completeTheFilter(context);
    await userEvent.click(toasts(context).getByRole("button", { name: "Undo" }));
    const complete = await screen.findByRole("button", { name: `Complete ${theFilter}` });
    await expect(complete).toHaveAttribute("aria-busy", "true");
    await expect(complete).toBeDisabled();
    // Its menu opens, but its writes take no choice; the other cards take their presses meanwhile.
    await clickDeferredTrigger(() => screen.findByRole("button", { name: `More actions for ${theFilter}` }));
    await expect(await screen.findByRole("menuitem", { name: "Snooze 7 days" })).toHaveAttribute("aria-disabled", "true");
    await expect(screen.getByRole("menuitem", { name: "Complete with details…" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(screen.getByRole("button", { name: "Complete Check the water softener salt" })).toBeEnabled();

    slowUndo.release();
    await expect(await toastSaying(context, `${theFilter} is back on your list`)).toBeVisible();
    await waitFor(() => expect(screen.getByRole("button", { name: `Complete ${theFilter}` })).toBeEnabled());
    await expect(screen.getByRole("button", { name: `Complete ${theFilter}` })).not.toHaveAttribute("aria-busy");
    await userEvent.click(screen.getByRole("button", { name: `Complete ${theFilter}` }));
    await waitFor(() => expect(writes).toEqual(["complete task-hvac-replace-filter", "uncomplete task-hvac-replace-filter", "complete task-hvac-replace-filter"]));
    await expect(toasts(context).queryByText(/^Failed to/)).toBeNull();
  },
};

/**
 * After the page's first read of the list, the server takes for ever to list the tasks again. Held from the
 * moment the play function says so rather than by counting reads: a read the case before sent as it ended
 * can reach this case's handlers and would be counted as this page's first.
 */
const listReads = { held: false };
const listReadOnceOnly = http.get(taskUrls.dashboard, async () => {
  if (listReads.held) await delay("infinite");
});

/**
 * A completion is done when the server has answered it, not when the lists have been read again: with that
 * read slow (or waiting for a network that went away after the answer), the toast and its Undo still come at
 * once, and the Undo is sent. The task is not left busy, its presses turned away, until the read ends.
 */
const ACompletionIsDoneAtTheServersAnswer: Story = {
  beforeEach: () => {
    forgetWrites();
    listReads.held = false;
  },
  parameters: { msw: { handlers: [...recordWrites, listReadOnceOnly, ...taskHome()] } },
  play: async (context) => {
    await ready(context);
    await page(context).findByRole("button", { name: `Complete ${theFilter}` });
    listReads.held = true;
    const screen = await completeTheFilter(context);
    await waitFor(() => expect(dashboardReads.count).toBeGreaterThan(1));
    await userEvent.click(toasts(context).getByRole("button", { name: "Undo" }));
    await expect(await toastSaying(context, `${theFilter} is back on your list`)).toBeVisible();
    await expect(screen.getByRole("button", { name: `Complete ${theFilter}` })).toBeVisible();
    await expect(writes).toEqual(["complete task-hvac-replace-filter", "uncomplete task-hvac-replace-filter"]);
  },
};

/** The signed-in person's offline queue, as the app has it, kept in memory: stories share one localStorage. */
function MemoryTaskQueue({ children }: { children: React.ReactNode }) {
  const [storage] = React.useState(() => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        items.set(key, value);
      },
      removeItem: (key: string) => {
        items.delete(key);
      },
    };
  });
  return (
    <TaskSyncProvider send={sendQueuedTaskChange} applySynced={keepSyncedTaskChange} storage={storage}>
      {children}
    </TaskSyncProvider>
  );
}
const withTaskQueue: Decorator = (Story) => (
  <MemoryTaskQueue>
    <Story />
  </MemoryTaskQueue>
);

/** docs/product.md §4.13: a task completed without a network waits on this device, and the toast says so. */
const CompleteWhileOffline: Story = {
  decorators: [withTaskQueue],
  beforeEach: onlineAgainAfterwards,
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    // Everything the screen shows has arrived before the network goes, as it had for the person.
    await expect(await screen.findByText("4-day streak", {}, { timeout: 10_000 })).toBeVisible();
    goOffline();
    await userEvent.click(await screen.findByRole("button", { name: "Complete Replace the HVAC air filter" }));
    await expect(await toastSaying(context, "Saved on this device. It syncs when you're back online.")).toBeVisible();
    await expect(toasts(context).getByText("Replace the HVAC air filter done")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Complete Replace the HVAC air filter" })).toBeNull());
  },
};

/**
 * docs/product.md §4.13: a new home's first task, done without a network, counts already. The page stops
 * greeting a home with nothing done ("Your home is set up") and the streak starts, before the change syncs.
 */
const NewHomeFirstTaskOffline: Story = {
  decorators: [withTaskQueue],
  // The waiting change is dated by the browser's clock: the page's day and the change's must be one.
  beforeEach: [freezeDateNow(FIXTURE_NOW), onlineAgainAfterwards],
  parameters: { msw: { handlers: taskHome({ tasks: newHomeTasks(), stats: newHomeStats }) } },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    await expect(await screen.findByText("Start a streak today", {}, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByRole("heading", { name: "Your home is set up" })).toBeVisible();
    goOffline();
    await userEvent.click(screen.getAllByRole("button", { name: /^Complete .* \(quick win\)$/ })[0]!);
    await expect(await toastSaying(context, "Saved on this device. It syncs when you're back online.")).toBeVisible();
    await expect(await screen.findByText("1-day streak")).toBeVisible();
    await expect(screen.getByRole("heading", { name: "All caught up" })).toBeVisible();
    await expect(screen.queryByRole("heading", { name: "Your home is set up" })).toBeNull();
  },
};

/** Closed without completing, the dialog opened from a card's menu gives the focus back to the menu's button. */
const CompleteWithDetailsCancelled: Story = {
  parameters: { msw: { handlers: taskHome() } },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    const menuButton = () => screen.getByRole("button", { name: "More actions for Replace the HVAC air filter" });
    const openDetails = async () => {
      menuButton().focus();
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(screen.getByRole("menuitem", { name: /Complete with details/ })).toHaveFocus());
      await userEvent.keyboard("{Enter}");
      const dialog = within(await screen.findByRole("dialog", { name: "Complete with details" }));
      // The dialog's first field, the day it was done (docs/product.md §4.5), takes the focus.
      await waitFor(() => expect(dialog.getByLabelText(/^Done on/)).toHaveFocus());
      return dialog;
    };
    await screen.findByRole("button", { name: "More actions for Replace the HVAC air filter" });
    await openDetails();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(menuButton()).toHaveFocus());
    await userEvent.click((await openDetails()).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(menuButton()).toHaveFocus());
  },
};

/** The last quick win done from its strip takes the strip away; the focus goes on to the first task, not to the page's start. */
const CompleteAQuickWin: Story = {
  // Its picture is CompleteThenUndo's, with another task done.
  parameters: { msw: { handlers: taskHome() } },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    (await screen.findByRole("button", { name: "Complete Check the water softener salt (quick win)" })).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await toastSaying(context, "Check the water softener salt done")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Quick wins" })).toBeNull());
    await waitFor(() => expect(screen.getByRole("article", { name: "Test smoke and carbon monoxide alarms" })).toHaveFocus());
  },
};

const SnoozeAWeek: Story = {
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    await clickDeferredTrigger(() => screen.findByRole("button", { name: "More actions for Test smoke and carbon monoxide alarms" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Snooze 7 days" }));
    // From Overdue to Coming up: it comes back on Mar 9.
    const comingUp = await group(context, /^Coming up/);
    await expect(await comingUp.findByText("Snoozed until Mar 9")).toBeVisible();
    // The card keeps the focus in its new place.
    await waitFor(() => expect(comingUp.getByRole("article", { name: "Test smoke and carbon monoxide alarms" })).toHaveFocus());
    await expect(within(screen.getByRole("region", { name: /^Overdue/ })).queryByText("Test smoke and carbon monoxide alarms")).toBeNull();
    await expect(await toastSaying(context, "Test smoke and carbon monoxide alarms snoozed until Mar 9")).toBeVisible();
    // From the keyboard: F8 reaches the Undo (docs/product.md §2.9), Enter presses it.
    await userEvent.keyboard("[F8]");
    await waitFor(() => expect(toasts(context).getByRole("button", { name: "Undo" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    const overdue = await group(context, /^Overdue/);
    await expect(await overdue.findByText("Test smoke and carbon monoxide alarms")).toBeVisible();
    // Undone, the card takes the focus back in its old place, not the toasts that closed (docs/product.md §2.13).
    await waitFor(() => expect(overdue.getByRole("article", { name: "Test smoke and carbon monoxide alarms" })).toHaveFocus());
  },
};

/** Opens a task's menu once the dashboard is ready and snoozes it for three days. */
async function snoozeThreeDays(context: Parameters<typeof ready>[0], taskName: string) {
  await ready(context);
  const screen = page(context);
  await clickDeferredTrigger(() => screen.findByRole("button", { name: `More actions for ${taskName}` }));
  await userEvent.click(await screen.findByRole("menuitem", { name: "Snooze 3 days" }));
}

/** A snooze that ends before the task is due changes nothing on the list, and the card keeps its due date. */
const SnoozeBeforeItIsDue: Story = {
  play: async (context) => {
    await snoozeThreeDays(context, "Clean the dryer vent hood outside");
    await expect(await toastSaying(context, "Clean the dryer vent hood outside snoozed until Mar 5")).toBeVisible();
    await expect(await toastSaying(context, "It is not due until Mar 14, so it keeps its place.")).toBeVisible();
    const comingUp = await group(context, /^Coming up/);
    const card = within(comingUp.getByRole("article", { name: "Clean the dryer vent hood outside" }));
    await expect(card.getByText(/^Due in \d+ days$/)).toBeVisible();
    await expect(card.queryByText(/^Snoozed until/)).toBeNull();
  },
};

/** A snooze that got no answer (offline): the offline queue keeps completions, not snoozes, so the toast says what to do. */
const SnoozeWithoutAConnection: Story = {
  parameters: { msw: { handlers: [taskHandlers.snooze.unreachable, ...taskHome()] } },
  play: async (context) => {
    await snoozeThreeDays(context, "Clean the garbage disposal");
    await expect(await toastSaying(context, "Failed to snooze task")).toBeVisible();
    await expect(toasts(context).getByText("This needs a connection. Try again when you're back online.")).toBeVisible();
    await expect(await (await group(context, /^Overdue/)).findByText("Clean the garbage disposal")).toBeVisible();
  },
};

const SnoozeFails: Story = {
  parameters: { msw: { handlers: [taskHandlers.snooze.failing, ...taskHome()] } },
  play: async (context) => {
    await snoozeThreeDays(context, "Clean the garbage disposal");
    await expect(await toastSaying(context, "Failed to snooze task")).toBeVisible();
    await expect(await (await group(context, /^Overdue/)).findByText("Clean the garbage disposal")).toBeVisible();
  },
};

const CompleteFails: Story = {
  parameters: { msw: { handlers: [taskHandlers.complete.failing, ...taskHome()] } },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    await userEvent.click(await screen.findByRole("button", { name: "Complete Replace the HVAC air filter" }));
    await expect(await toastSaying(context, "Failed to complete task")).toBeVisible();
    // The card is back where it was.
    await expect(await screen.findByRole("button", { name: "Complete Replace the HVAC air filter" })).toBeVisible();
  },
};

/** A completion the task's state refuses says why below the failure, in the toast and to screen readers. */
const CompleteRefused: Story = {
  parameters: { msw: { handlers: [taskHandlers.complete.alreadyCompleted, ...taskHome()] } },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    await userEvent.click(await screen.findByRole("button", { name: "Complete Replace the HVAC air filter" }));
    await expect(await toastSaying(context, "Failed to complete task")).toBeVisible();
    await expect(toasts(context).getByText("This task is already completed")).toBeVisible();
    await expect(await screen.findByRole("button", { name: "Complete Replace the HVAC air filter" })).toBeVisible();
  },
};

const UndoFails: Story = {
  parameters: { msw: { handlers: [taskHandlers.uncomplete.failing, ...taskHome()] } },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    await userEvent.click(await screen.findByRole("button", { name: "Complete Replace the HVAC air filter" }));
    await userEvent.click(await toasts(context).findByRole("button", { name: "Undo" }, { timeout: 10_000 }));
    await expect(await toastSaying(context, "Failed to uncomplete task")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Complete Replace the HVAC air filter" })).toBeNull());
  },
};

const KeyboardOnly: Story = {
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    const complete = await screen.findByRole("button", { name: "Complete Test smoke and carbon monoxide alarms" });
    complete.focus();
    await userEvent.keyboard("{Enter}");
    await expect(await toastSaying(context, "Test smoke and carbon monoxide alarms done")).toBeVisible();
    // The next card holds focus, so Tab carries on from there.
    await waitFor(() => expect(document.activeElement?.getAttribute("data-slot")).toBe("task-card"));
    await expect(document.activeElement).toHaveAccessibleName("Clean the garbage disposal");
  },
};

// The mock API answers at once, as in the story tests: the cases wait on conditions, never on the clock.
const project = setProjectAnnotations([preview, { initialGlobals: { network: "instant" } }]);
beforeAll(project.beforeAll);

const behaviours = {
  ServerUnreachableShowsTheKeptList,
  OpensWithTheKeptList,
  OpenedOfflineThenOnline,
  OverdueFilterFromTheAddress,
  ShowsItsListWithItsStatistics,
  CompleteThenUndo,
  UndoGivesTheFocusToTheCardThatCameBack,
  UndoOfAHiddenTaskGivesTheFocusToTheList,
  DoubleClicksSendOneWrite,
  ACardStaysGoneWhileItsCompletionIsOnItsWay,
  ACardBackFromItsUndoIsBusyUntilTheAnswer,
  ACompletionIsDoneAtTheServersAnswer,
  CompleteWhileOffline,
  NewHomeFirstTaskOffline,
  CompleteWithDetailsCancelled,
  CompleteAQuickWin,
  SnoozeAWeek,
  SnoozeBeforeItIsDue,
  SnoozeWithoutAConnection,
  CompleteFails,
  CompleteRefused,
  SnoozeFails,
  UndoFails,
  KeyboardOnly,
} satisfies Record<string, Story>;

/** "CompleteThenUndo" → "complete then undo". */
const inWords = (name: string) => name.replace(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/g, " ").toLowerCase();

describe("the dashboard", () => {
  test.each(Object.entries(behaviours).map(([name, story]) => [inWords(name), name, story] as const))("%s", async (_words, name, story) => {
    await composeStory(story, meta, undefined, name).run();
  });
});
