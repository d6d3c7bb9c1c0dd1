import * as React from "react";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { http, HttpResponse } from "msw";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { focusableInsideHiddenContent } from "@ui/lib/hidden-focus.ts";
import { taskHandlers, taskHome, taskUrls } from "../../mock-api/handlers/tasks.ts";
import { householdHandlers, mockHomeId } from "../../mock-api/handlers/households.ts";
import { alexMember, membersSeenBySam, samMember, taskPersonOfMember } from "../../mock-api/fixtures/households.ts";
import { homeTasks } from "../../mock-api/fixtures/tasks.ts";
import { homeCenter, severalHomes } from "../../mock-api/handlers/homes.ts";
import { appStore } from "@lib/app-state/index.ts";
import { caughtUpTasks, dayOneHomeStats, dayOneHomeTasks, FIXTURE_NOW, newHomeStats, newHomeTasks } from "../../mock-api/fixtures/tasks.ts";
import { shouldRetryQuery } from "@lib/http/index.ts";
import { accountDashboardCache } from "@features/tasks/index.ts";
import { DashboardScreen } from "./dashboard-screen.tsx";
import { clickDeferredTrigger } from "../../test-support/stories/deferred-trigger.ts";
import { openedOffline } from "../../test-support/stories/offline-browser.ts";
import { taskStoryUser, withTaskFrame } from "../../test-support/stories/signed-in-frame.tsx";
import { cardNames, dashboardPage as page, dashboardReady as ready, toastSaying } from "../../test-support/stories/dashboard-page.ts";

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

/** docs/product.md §6.5: a person with several homes chooses which the page shows, above the greeting, in the dashboard's column. */
export const SeveralHomes: Story = {
  tags: ["visual-mobile"],
  parameters: { msw: { handlers: [...homeCenter(severalHomes), ...taskHome()] } },
  play: async (context) => {
    const screen = page(context);
    await expect(await ready(context)).toHaveTextContent("Good morning, Sam");
    const which = await screen.findByRole("group", { name: "Which homes" }, { timeout: 10_000 });
    await expect(within(which).getByRole("button", { name: "Maple Street" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** Every home's open tasks in one list: the choice stays where it was, the greeting under it. */
export const AllMyHomes: Story = {
  tags: ["visual-mobile"],
  parameters: { msw: { handlers: [...homeCenter(severalHomes), ...taskHome()] } },
  play: async (context) => {
    const screen = page(context);
    await ready(context);
    const which = await screen.findByRole("group", { name: "Which homes" }, { timeout: 10_000 });
    await userEvent.click(within(which).getByRole("button", { name: "All my homes" }));
    const list = await screen.findByRole("list", { name: "All my homes" }, { timeout: 10_000 });
    await expect(within(list).getAllByText("Lake cottage").length).toBeGreaterThan(0);
    // The same button, still where it was and still focused: a keyboard user is not sent back to the page's start.
    const allMyHomes = within(which).getByRole("button", { name: "All my homes" });
    await expect(allMyHomes).toHaveAttribute("aria-pressed", "true");
    await expect(allMyHomes).toHaveFocus();
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

export const CompletedFilter: Story = {
  parameters: { entry: "/dashboard?status=completed" },
  play: async (context) => {
    await ready(context);
    await expect(await page(context).findByText("Nothing completed yet. Tasks you complete show here.")).toBeVisible();
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

/** Opens complete-with-details for the HVAC filter, added on Jan 10 and due today (Mar 2). */
async function openDetailsOfTheFilter(context: Parameters<typeof ready>[0]) {
  await ready(context);
  const screen = page(context);
  await clickDeferredTrigger(() => screen.findByRole("button", { name: "More actions for Replace the HVAC air filter" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: /Complete with details/ }));
  return within(await screen.findByRole("dialog", { name: "Complete with details" }));
}

let sentCompletion: unknown = null;

/** docs/product.md §4.5 "Done earlier": the day it was done is today unless changed, and is sent with the completion. */
export const CompleteDoneEarlier: Story = {
  tags: ["visual-mobile"],
  parameters: {
    msw: {
      handlers: [
        // Hears what is sent, then lets the task home answer.
        http.put(taskUrls.complete, async ({ request }) => {
          sentCompletion = await request.clone().json();
        }),
        ...taskHome(),
      ],
    },
  },
  play: async (context) => {
    sentCompletion = null;
    const dialog = await openDetailsOfTheFilter(context);
    const doneOn = dialog.getByLabelText(/^Done on/);
    await expect(doneOn).toHaveValue("2026-03-02");
    await expect(doneOn).toHaveAttribute("max", "2026-03-02");
    await expect(doneOn).toHaveAttribute("min", "2026-01-10");
    await userEvent.clear(doneOn);
    await userEvent.type(doneOn, "2026-02-27");
    await userEvent.type(dialog.getByLabelText("Notes"), "Done on Friday");
    await userEvent.click(dialog.getByRole("button", { name: "Complete task" }));
    await expect(await toastSaying(context, "Replace the HVAC air filter done")).toBeVisible();
    await expect(sentCompletion).toEqual({ notes: "Done on Friday", completedOn: "2026-02-27" });
  },
};

/** The day it was done, refused in words under its field: not after today, not before the task was added, not half a date. */
export const DoneOnErrors: Story = {
  play: async (context) => {
    const dialog = await openDetailsOfTheFilter(context);
    const doneOn = dialog.getByLabelText(/^Done on/);
    await userEvent.clear(doneOn);
    await userEvent.click(dialog.getByRole("button", { name: "Complete task" }));
    await expect(await dialog.findByText("Enter the day it was done (month, day and year)")).toBeVisible();
    await userEvent.type(doneOn, "2026-03-03");
    await userEvent.click(dialog.getByRole("button", { name: "Complete task" }));
    await expect(await dialog.findByText("The day it was done can't be in the future")).toBeVisible();
    await userEvent.clear(doneOn);
    await userEvent.type(doneOn, "2026-01-09");
    await userEvent.click(dialog.getByRole("button", { name: "Complete task" }));
    await expect(await dialog.findByText("The day it was done can't be before the task was added")).toBeVisible();
    await expect(doneOn).toHaveFocus();
    await expect(doneOn).toHaveAccessibleDescription(/can't be before the task was added/);
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

/** The smoke alarms given to Alex, the HVAC filter to Sam, the rest to nobody. */
const sharedHomeTasks = () =>
  homeTasks().map((task) =>
    task.masterTaskSlug === "test-smoke-co-detectors"
      ? { ...task, assignee: taskPersonOfMember(alexMember) }
      : task.masterTaskSlug === "hvac-replace-filter"
        ? { ...task, assignee: taskPersonOfMember(samMember) }
        : task,
  );

/**
 * A home Sam shares with Alex (docs/product.md §6.5): each card says who does it, and "Mine / Everyone's"
 * narrows the list to what is Sam's or nobody's.
 */
export const SharedHome: Story = {
  tags: ["visual-mobile"],
  parameters: { msw: { handlers: [...householdHandlers(membersSeenBySam), ...taskHome({ tasks: sharedHomeTasks(), members: membersSeenBySam })] } },
  beforeEach: () => {
    appStore.getState().setCurrentHomeId(mockHomeId);
    return () => appStore.getState().setCurrentHomeId(null);
  },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    await expect(await screen.findByRole("button", { name: "AM Alex Morgan: who does Test smoke and carbon monoxide alarms" }, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByRole("button", { name: "SL You: who does Replace the HVAC air filter" })).toBeVisible();
    await expect(screen.getByRole("button", { name: "Everyone's" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** "Mine": Alex's smoke alarms leave the list; Sam's filter and the tasks given to nobody stay. */
export const SharedHomeMine: Story = {
  ...SharedHome,
  tags: ["visual-mobile"],
  play: async (context) => {
    await SharedHome.play!(context);
    const screen = page(context);
    await userEvent.click(screen.getByRole("button", { name: "Mine" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Test smoke and carbon monoxide alarms" })).toBeNull());
    await expect(screen.getByRole("button", { name: "Mine" })).toHaveAttribute("aria-pressed", "true");
    await expect(screen.getByRole("heading", { name: "Replace the HVAC air filter" })).toBeVisible();
  },
};

/** Giving a task to someone from its card: the card names them at once. */
export const SharedHomeAssign: Story = {
  ...SharedHome,
  tags: ["no-visual"],
  play: async (context) => {
    await SharedHome.play!(context);
    const screen = page(context);
    await clickDeferredTrigger(() => screen.findByRole("button", { name: "SL You: who does Replace the HVAC air filter" }));
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("menuitemradio", { name: "Alex Morgan" }));
    await expect(await screen.findByRole("button", { name: "AM Alex Morgan: who does Replace the HVAC air filter" })).toBeVisible();
  },
};
