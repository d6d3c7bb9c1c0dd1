import * as React from "react";
import type { Decorator, Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { delay, http, HttpResponse } from "msw";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { focusableInsideHiddenContent } from "@ui/lib/hidden-focus.ts";
import { recordTaskWrites, taskHandlers, taskHome, taskUrls } from "../../mock-api/handlers/tasks.ts";
import { freezeDateNow } from "../../mock-api/fixtures/clock.ts";
import { caughtUpTasks, dayOneHomeStats, dayOneHomeTasks, FIXTURE_NOW, newHomeStats, newHomeTasks } from "../../mock-api/fixtures/tasks.ts";
import { TaskSyncProvider } from "@lib/offline-sync/index.ts";
import { shouldRetryQuery } from "@lib/http/index.ts";
import { accountDashboardCache, keepSyncedTaskChange, sendQueuedTaskChange } from "@features/tasks/index.ts";
import { DashboardScreen } from "./dashboard-screen.tsx";
import { clickDeferredTrigger } from "../../test-support/stories/deferred-trigger.ts";
import { goOffline, onlineAgainAfterwards, openedOffline } from "../../test-support/stories/offline-browser.ts";
import { taskStoryUser, withTaskFrame } from "../../test-support/stories/signed-in-frame.tsx";

const fixedNow = () => FIXTURE_NOW;

const meta = {
  title: "Pages/Dashboard",
  component: DashboardScreen,
  args: { now: fixedNow },
  parameters: { layout: "fullscreen", msw: { handlers: taskHome() } },
  decorators: [withTaskFrame("/dashboard")],
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, "canvasElement">;
const page = ({ canvasElement }: Context) => within(canvasElement.ownerDocument.body);
const group = async (context: Context, name: RegExp) => within(await page(context).findByRole("region", { name }));
const cardNames = (region: HTMLElement) => within(region).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
/** The first answer can be slow on a busy machine; later waits are short. */
const ready = (context: Context) => page(context).findByRole("heading", { level: 1 }, { timeout: 10_000 });
const toasts = (context: Context) => within(page(context).getByRole("region", { name: /Notifications/ }));
/** A toast follows a request to the mock server: on a busy machine that takes longer than the usual second. */
const toastSaying = (context: Context, text: string) => toasts(context).findByText(text, {}, { timeout: 10_000 });

export const Loading: Story = {
  parameters: { msw: { handlers: [taskHandlers.dashboard.loading, ...taskHome()] } },
  play: async (context) => {
    await expect(await page(context).findByText("Loading tasks...", {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

export const Default: Story = {
  tags: ["visual-mobile"],
  play: async (context) => {
    const screen = page(context);
    await expect(await ready(context)).toHaveTextContent("Good morning, Sam");
    // This week's figures: 3 due this week, 2 overdue.
    const week = within(screen.getByRole("region", { name: "This week" }));
    await expect(week.getByText("Due this week").nextElementSibling).toHaveTextContent("3");
    await expect(week.getByText("Overdue").nextElementSibling).toHaveTextContent("2");
    // What the due tasks would save, not what was saved: a homeowner who has just done a task themselves
    // and reads "Saved … $0" here would take it for the money they saved.
    await expect(week.getByText("Estimated DIY savings").nextElementSibling).toHaveTextContent(/^\$335$/);
    // The streak comes from the statistics, a request of its own that may answer after the tasks.
    await expect(await screen.findByText("4-day streak", {}, { timeout: 10_000 })).toBeVisible();
    // docs/product.md §4 inside each group: priority high → low, then the earliest date.
    await expect(cardNames(await screen.findByRole("region", { name: /^Overdue/ }))).toEqual(["Test smoke and carbon monoxide alarms", "Clean the garbage disposal"]);
    const thisWeek = screen.getByRole("region", { name: /^Due this week/ });
    await expect(within(thisWeek).getAllByRole("heading", { level: 3 })[0]).toHaveTextContent("Replace the HVAC air filter");
    await expect(within(thisWeek).getByText("Due today")).toBeVisible();
    await expect(screen.getByText("Overdue by 3 days")).toBeVisible();
    // Later is collapsed until asked for.
    const later = screen.getByRole("button", { name: /Show 2 later tasks/ });
    await expect(later).toHaveAttribute("aria-expanded", "false");
    // The quick-wins strip: the 5-minute salt check.
    await expect(within(screen.getByRole("region", { name: "Quick wins" })).getByText(/Check the water softener salt/i)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [taskHandlers.dashboard.failing, ...taskHome()] } },
  play: async (context) => {
    const screen = page(context);
    await expect(await screen.findByText("Unable to load tasks. Please check your connection and try again.", {}, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};

export const InvalidAnswer: Story = {
  parameters: { msw: { handlers: [taskHandlers.dashboard.invalid, ...taskHome()] } },
  play: async (context) => {
    await expect(await page(context).findByText("Unable to load tasks. Please check your connection and try again.", {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** The signed-in person of `withTaskFrame`. */
const STORY_USER_ID = "user-home-0002";
/** The signed-in person's last list, kept in this browser `ageMinutes` ago (docs/product.md §9.4). */
const keepLastList = (ageMinutes: number) => () => {
  accountDashboardCache(STORY_USER_ID, localStorage)?.write({ tasks: caughtUpTasks(), timestamp: Date.now() - ageMinutes * 60_000 });
};

/** The server cannot be reached: the list this browser kept two hours ago, instead of an error. */
export const ServerUnreachableShowsTheKeptList: Story = {
  // It looks as AllCaughtUp does.
  tags: ["no-visual"],
  beforeEach: keepLastList(120),
  parameters: { msw: { handlers: [taskHandlers.dashboard.unreachable, ...taskHome()] } },
  play: async (context) => {
    await ready(context);
    await expect(await page(context).findByRole("heading", { name: "All caught up" })).toBeVisible();
  },
};

/** A list kept less than 15 minutes ago shows at once, before the server has answered. */
export const OpensWithTheKeptList: Story = {
  tags: ["no-visual"],
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
 * The app's own retries (app/providers.tsx) where stories show a failure at once: a read that got no answer
 * is tried again, and that try waits, paused, for the network.
 */
function AppRetries({ children }: { children: React.ReactNode }) {
  const [queryClient] = React.useState(() => new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery } } }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
const withAppRetries: Decorator = (Story) => (
  <AppRetries>
    <Story />
  </AppRetries>
);

/** The server answers only once the browser is online again; until then the request gets no answer. */
const dashboardOnceOnline = http.get(taskUrls.dashboard, () => (navigator.onLine ? undefined : HttpResponse.error()));

/**
 * docs/product.md §2.13, §9.4: opened without a network, with no list kept in this browser. The list waits
 * for the network, and the page says so instead of loading for ever.
 */
export const OpenedOffline: Story = {
  beforeEach: openedOffline.beforeEach,
  decorators: [...openedOffline.decorators, withAppRetries],
  parameters: { msw: { handlers: [dashboardOnceOnline, ...taskHome()] } },
  play: async (context) => {
    const screen = page(context);
    await expect(await screen.findByRole("heading", { name: "You are offline" }, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByText("Your tasks load as soon as you are back online.")).toBeVisible();
    await expect(screen.queryByText("Loading tasks...")).toBeNull();
  },
};

/**
 * Reopened without a network, with the list this browser kept: the statistics wait for the network, so the
 * page says what is next without calling the home new ("Your home is set up") or caught up.
 */
export const ReopenedOfflineWithTheKeptList: Story = {
  beforeEach: () => {
    keepLastList(120)();
    return openedOffline.beforeEach();
  },
  decorators: [...openedOffline.decorators, withAppRetries],
  play: async (context) => {
    const screen = page(context);
    await ready(context);
    await expect(await screen.findByRole("heading", { name: "Nothing due this week" })).toBeVisible();
    await expect(screen.getByText(/^Next up: /)).toBeVisible();
    await expect(screen.queryByRole("heading", { name: "Your home is set up" })).toBeNull();
    await expect(screen.queryByText("Start a streak today")).toBeNull();
  },
};

/** Back online, the list arrives by itself: no reload, no button. */
export const OpenedOfflineThenOnline: Story = {
  ...OpenedOffline,
  // It ends as Default does.
  tags: ["no-visual"],
  play: async (context) => {
    await OpenedOffline.play?.(context);
    Reflect.deleteProperty(navigator, "onLine");
    window.dispatchEvent(new Event("online"));
    await expect(await ready(context)).toHaveTextContent("Good morning, Sam");
    await expect(page(context).queryByRole("heading", { name: "You are offline" })).toBeNull();
  },
};

export const NoTasks: Story = {
  parameters: { msw: { handlers: [taskHandlers.dashboard.empty, ...taskHome({ stats: newHomeStats })] } },
  play: async (context) => {
    await ready(context);
    await expect(await page(context).findByRole("heading", { name: "No tasks yet" })).toBeVisible();
    await expect(page(context).getByRole("link", { name: "Add appliances" })).toHaveAttribute("href", "/appliances/add");
  },
};

export const NewHome: Story = {
  tags: ["visual-mobile"],
  parameters: { msw: { handlers: taskHome({ tasks: newHomeTasks(), stats: newHomeStats }) } },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    await expect(await screen.findByRole("heading", { name: "Your home is set up" })).toBeVisible();
    await expect(screen.getByText(/Your first task, Replace the HVAC air filter, is due on Mar 26/)).toBeVisible();
    await expect(screen.getByRole("heading", { name: "Quick wins you can do now" })).toBeVisible();
    // Nothing done yet: the streak invites rather than counting zero.
    await expect(await screen.findByText("Start a streak today", {}, { timeout: 10_000 })).toBeVisible();
    await expect(screen.queryByText(/0-day streak/)).toBeNull();
  },
};

/**
 * Right after onboarding (docs/product.md §4.12 "Day one"): "Start here" offers three of the day-one tasks due
 * today, the most important first; the fourth is in the quick-wins strip, not offered twice.
 */
export const NewHomeStartHere: Story = {
  tags: ["visual-mobile"],
  parameters: { msw: { handlers: taskHome({ tasks: dayOneHomeTasks(), stats: dayOneHomeStats }) } },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    const startHere = within(await screen.findByRole("region", { name: "Start here" }));
    await expect(startHere.getAllByRole("button", { name: /^Complete .* \(start here\)$/ }).map((button) => button.getAttribute("aria-label"))).toEqual([
      "Complete Test smoke and carbon monoxide alarms (start here)",
      "Complete Check the fridge and freezer temperatures (start here)",
      "Complete Find and label the main water shut-off valve (start here)",
    ]);
    await expect(screen.getByRole("button", { name: "Complete Photograph the appliances' rating plates (quick win)" })).toBeVisible();
    await expect(screen.queryByRole("heading", { name: "Your home is set up" })).toBeNull();
    await expect(await screen.findByText("Start a streak today", {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** A name as long as a name may be (100 characters), in one word: the greeting wraps inside the page. */
export const GreetingWithALongName: Story = {
  tags: ["visual-mobile"],
  parameters: { user: { ...taskStoryUser, name: "Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessenschafewarenwohlgepflege" } },
  play: async (context) => {
    const heading = await ready(context);
    await expect(heading).toHaveTextContent(/^Good morning, Wolfe/);
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};

/** A homeowner who gave no name is greeted by the time of day alone, never by the first part of their address. */
export const GreetingWithoutAName: Story = {
  parameters: { user: { ...taskStoryUser, name: undefined, email: "sam.lee-1990@example.com" } },
  play: async (context) => {
    await expect(await ready(context)).toHaveTextContent(/^Good morning$/);
  },
};

export const AllCaughtUp: Story = {
  parameters: { msw: { handlers: taskHome({ tasks: caughtUpTasks() }) } },
  play: async (context) => {
    await ready(context);
    await expect(await page(context).findByRole("heading", { name: "All caught up" })).toBeVisible();
  },
};

export const OverdueFilterFromTheAddress: Story = {
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

export const CompletedFilter: Story = {
  parameters: { entry: "/dashboard?status=completed" },
  play: async (context) => {
    await ready(context);
    await expect(await page(context).findByText("Nothing completed yet. Tasks you complete show here.")).toBeVisible();
  },
};

export const CompleteThenUndo: Story = {
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
export const UndoGivesTheFocusToTheCardThatCameBack: Story = {
  // Its picture is CompleteThenUndo's.
  tags: ["no-visual"],
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
export const UndoOfAHiddenTaskGivesTheFocusToTheList: Story = {
  // It looks as the Overdue filter does.
  tags: ["no-visual"],
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
export const DoubleClicksSendOneWrite: Story = {
  // Its pictures are CompleteThenUndo's and SnoozeAWeek's.
  tags: ["no-visual"],
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
export const ACardStaysGoneWhileItsCompletionIsOnItsWay: Story = {
  // It looks as CompleteThenUndo does.
  tags: ["no-visual"],
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
export const ACardBackFromItsUndoIsBusyUntilTheAnswer: Story = {
  // Its picture is the TaskCard's Busy one.
  tags: ["no-visual"],
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

/** After the page's first read of the list, the server takes for ever to list the tasks again. */
const listReadOnceOnly = http.get(taskUrls.dashboard, async () => {
  if (dashboardReads.count > 1) await delay("infinite");
});

/**
 * A completion is done when the server has answered it, not when the lists have been read again: with that
 * read slow (or waiting for a network that went away after the answer), the toast and its Undo still come at
 * once, and the Undo is sent. The task is not left busy, its presses turned away, until the read ends.
 */
export const ACompletionIsDoneAtTheServersAnswer: Story = {
  // It looks as CompleteThenUndo does.
  tags: ["no-visual"],
  beforeEach: forgetWrites,
  parameters: { msw: { handlers: [...recordWrites, listReadOnceOnly, ...taskHome()] } },
  play: async (context) => {
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
export const CompleteWhileOffline: Story = {
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
export const NewHomeFirstTaskOffline: Story = {
  tags: ["no-visual"],
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

export const CompleteWithDetails: Story = {
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    await clickDeferredTrigger(() => screen.findByRole("button", { name: "More actions for Replace the HVAC air filter" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: /Complete with details/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Complete with details" }));
    // The page behind the dialog is hidden from screen readers, and nothing in it can take the focus (WCAG 4.1.2).
    await waitFor(() => expect(screen.getByRole("button", { name: "Complete Check the water softener salt", hidden: true }).closest("[inert]")).not.toBeNull());
    await expect(focusableInsideHiddenContent(document)).toEqual([]);
    await userEvent.type(dialog.getByLabelText("Notes"), "MERV 11");
    await userEvent.type(dialog.getByLabelText("Time spent (minutes)"), "twenty");
    await userEvent.type(dialog.getByLabelText("Cost (dollars)"), "12.50");
    await userEvent.click(dialog.getByRole("button", { name: "Complete task" }));
    await expect(await dialog.findByText("Enter whole minutes, like 20")).toBeVisible();
    // docs/product.md §5.9: at most a day for one task; what was typed stays to be mended.
    await userEvent.clear(dialog.getByLabelText("Time spent (minutes)"));
    await userEvent.type(dialog.getByLabelText("Time spent (minutes)"), "100000");
    await userEvent.click(dialog.getByRole("button", { name: "Complete task" }));
    await expect(await dialog.findByText("Enter at most 1,440 minutes (24 hours)")).toBeVisible();
    await expect(dialog.getByLabelText("Time spent (minutes)")).toHaveValue("100000");
    await expect(dialog.getByLabelText("Notes")).toHaveValue("MERV 11");
    await userEvent.clear(dialog.getByLabelText("Time spent (minutes)"));
    await userEvent.type(dialog.getByLabelText("Time spent (minutes)"), "20");
    await userEvent.click(dialog.getByRole("button", { name: "Complete task" }));
    await expect(await toastSaying(context, "Replace the HVAC air filter done")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The card has left: the one that took its place holds the focus.
    await waitFor(() => expect(screen.getByRole("article", { name: "Check the water softener salt" })).toHaveFocus());
  },
};

/** Closed without completing, the dialog opened from a card's menu gives the focus back to the menu's button. */
export const CompleteWithDetailsCancelled: Story = {
  // It looks as Default does.
  tags: ["no-visual"],
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
      await waitFor(() => expect(dialog.getByLabelText("Notes")).toHaveFocus());
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
export const CompleteAQuickWin: Story = {
  // Its picture is CompleteThenUndo's, with another task done.
  tags: ["no-visual"],
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

export const SnoozeAWeek: Story = {
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
export const SnoozeBeforeItIsDue: Story = {
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

export const CompleteFails: Story = {
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
export const CompleteRefused: Story = {
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

/** A snooze that got no answer (offline): the offline queue keeps completions, not snoozes, so the toast says what to do. */
export const SnoozeWithoutAConnection: Story = {
  parameters: { msw: { handlers: [taskHandlers.snooze.unreachable, ...taskHome()] } },
  play: async (context) => {
    await snoozeThreeDays(context, "Clean the garbage disposal");
    await expect(await toastSaying(context, "Failed to snooze task")).toBeVisible();
    await expect(toasts(context).getByText("This needs a connection. Try again when you're back online.")).toBeVisible();
    await expect(await (await group(context, /^Overdue/)).findByText("Clean the garbage disposal")).toBeVisible();
  },
};

export const SnoozeFails: Story = {
  parameters: { msw: { handlers: [taskHandlers.snooze.failing, ...taskHome()] } },
  play: async (context) => {
    await snoozeThreeDays(context, "Clean the garbage disposal");
    await expect(await toastSaying(context, "Failed to snooze task")).toBeVisible();
    await expect(await (await group(context, /^Overdue/)).findByText("Clean the garbage disposal")).toBeVisible();
  },
};

export const UndoFails: Story = {
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

export const KeyboardOnly: Story = {
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

export const WithoutStatistics: Story = {
  parameters: {
    msw: {
      handlers: [taskHandlers.stats.failing, ...taskHome()],
    },
  },
  play: async (context) => {
    await expect(await ready(context)).toBeVisible();
    // Its place is kept, unseen and unread, so the page does not move (docs/decisions/030-page-content-before-its-surroundings.md).
    await expect(page(context).getByText(/streak/)).not.toBeVisible();
  },
};
