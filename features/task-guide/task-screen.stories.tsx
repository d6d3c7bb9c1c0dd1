import * as React from "react";
import type { Decorator, Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { useLocation, useNavigate, type Location } from "react-router";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { progressHandlers } from "../../mock-api/handlers/progress.ts";
import { recordTaskWrites, taskHandlers, taskHome } from "../../mock-api/handlers/tasks.ts";
import { completedFurnaceFilterDetails, FIXTURE_NOW, furnaceFilterHistory, homeTasks } from "../../mock-api/fixtures/tasks.ts";
import { http, HttpResponse } from "msw";
import { taskDetailsResponseSchema } from "@domain/contract/index.ts";
import { withTaskFrame } from "../../test-support/stories/signed-in-frame.tsx";
import { openedOffline } from "../../test-support/stories/offline-browser.ts";
import { TaskScreen } from "./task-screen.tsx";
import { householdHandlers, mockHomeId } from "../../mock-api/handlers/households.ts";
import { membersSeenBySam, samMember, sharedFurnaceFilterHistory, taskPersonOfMember } from "../../mock-api/fixtures/households.ts";
import { appStore } from "@lib/app-state/index.ts";

const filterTask = homeTasks().find((task) => task.masterTaskSlug === "hvac-replace-filter")!;
const home = () => taskHome({ history: { [filterTask.id]: furnaceFilterHistory } });

const meta = {
  title: "Pages/TaskDetail",
  component: TaskScreen,
  args: { now: () => FIXTURE_NOW },
  parameters: { layout: "fullscreen", entry: `/task/${filterTask.id}`, msw: { handlers: home() } },
  decorators: [withTaskFrame("/task/:id")],
} satisfies Meta<typeof TaskScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, "canvasElement">;
const page = ({ canvasElement }: Context) => within(canvasElement.ownerDocument.body);
const ready = (context: Context) => page(context).findByRole("heading", { level: 1 }, { timeout: 10_000 });

/** The story's history, which its router keeps in memory: the play functions press the browser's Back and Forward here. */
const browser: { location: Location | null; go: (delta: number) => void } = { location: null, go: () => undefined };

function BrowserHistory() {
  const location = useLocation();
  const navigate = useNavigate();
  React.useEffect(() => {
    browser.location = location;
    browser.go = (delta) => void navigate(delta);
  }, [location, navigate]);
  return null;
}

const withBrowserHistory: Decorator = (Story) => (
  <>
    <BrowserHistory />
    <Story />
  </>
);

/** The ids the page holds more than once: a label or a heading named by one of them may be looked for in the wrong place. */
function repeatedIds(document: Document): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const element of document.querySelectorAll("[id]")) {
    if (seen.has(element.id)) repeated.add(element.id);
    seen.add(element.id);
  }
  return [...repeated];
}

export const Loading: Story = {
  parameters: { msw: { handlers: [taskHandlers.details.loading] } },
  play: async (context) => {
    await expect(await page(context).findByText("Loading task details...", {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

export const Overview: Story = {
  tags: ["visual-mobile"],
  play: async (context) => {
    await expect(await ready(context)).toHaveTextContent("Replace the HVAC air filter");
    const screen = page(context);
    await expect(screen.getByText("Due today · next due Mar 2")).toBeVisible();
    const cost = within(screen.getByRole("region", { name: "Cost" }));
    await expect(cost.getByText("$15")).toBeVisible();
    await expect(cost.getByText("$80")).toBeVisible();
    await expect(cost.getByText("$65")).toBeVisible();
    await expect(screen.getByRole("region", { name: "Cost" })).toHaveAccessibleDescription(/^Typical U\.S\. estimates, not quotes/);
    // The figures of "Why it matters" name their sources; a linked one opens apart from the app.
    const why = within(screen.getByRole("heading", { name: "Why it matters" }).parentElement!);
    const sources = within(why.getByRole("list", { name: "Sources" }));
    await expect(sources.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "U.S. Department of Energy, Energy Saver, Maintaining Your Air Conditioner (opens in a new tab), 2026",
      "U.S. EPA, Guide to Air Cleaners in the Home, 3rd edition (opens in a new tab), 2018",
    ]);
    const energySaver = sources.getByRole("link", { name: /Maintaining Your Air Conditioner/ });
    await expect(energySaver).toHaveAttribute("href", "https://www.energy.gov/energysaver/maintaining-your-air-conditioner");
    await expect(energySaver).toHaveAttribute("target", "_blank");
    await expect(energySaver).toHaveAttribute("rel", "noopener noreferrer");
    await expect(screen.getByRole("heading", { name: "Before you start: stay safe" })).toBeVisible();
    await userEvent.click(screen.getByRole("checkbox", { name: "Flashlight" }));
    await expect(screen.getByRole("checkbox", { name: "Flashlight" })).toBeChecked();
    // Parts help: the size on the old filter's frame, and a search with the brand and model.
    const parts = within(screen.getByRole("region", { name: "Parts you may need" }));
    await expect(parts.getByText(/printed on the frame of the filter in use as width × height × depth in inches \(16x25x1\)/)).toBeVisible();
    await expect(screen.getByRole("link", { name: /Search for furnace air filter/ }).getAttribute("href")).toContain("Carrier+59SC5A+furnace+air+filter");
    const history = within(screen.getByRole("heading", { name: "History in your home" }).parentElement!);
    await expect(history.getByText("MERV 11, 16x25x1")).toBeVisible();
    await expect(history.getByText("20 min spent · $12.50 spent on it")).toBeVisible();
  },
};

const guideRecorded = fn();

export const GuideByKeys: Story = {
  tags: ["visual-mobile"],
  parameters: { msw: { handlers: [...progressHandlers.guideFinished(guideRecorded), ...home()] } },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    await userEvent.click(screen.getByRole("button", { name: "Start the guide" }));
    const guide = within(await screen.findByRole("region", { name: /step-by-step guide/ }));
    await expect(guide.getByText("Step 1 of 3")).toBeVisible();
    await expect(guide.getByRole("img", { name: /furnace/i })).toHaveAttribute("src", "/guides/furnace-filter.webp");
    await expect(await guide.findByText(/Service switch: circled area/)).toBeInTheDocument();
    await userEvent.keyboard("{ArrowRight}");
    await expect(guide.getByText("Step 2 of 3")).toBeVisible();
    await expect(guide.getByRole("heading", { level: 2, name: "Slide in the new filter with its arrow pointing to the furnace" })).toHaveFocus();
    await expect(guide.getByRole("note")).toHaveTextContent("backwards");
    await expect(await guide.findByText(/Airflow arrow points into the furnace: arrow pointing right/)).toBeInTheDocument();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(guide.getByText("Step 1 of 3")).toBeVisible();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(guide.getByText("Step 3 of 3")).toBeVisible();
    await userEvent.click(guide.getByRole("button", { name: "Pause timer" }));
    await expect(guide.getByRole("button", { name: "Resume timer" })).toBeVisible();
    await userEvent.click(guide.getByRole("button", { name: "Finish and complete" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Complete with details" }));
    await expect(dialog.getByLabelText("Time spent (minutes)")).toHaveValue("1");
    // Reaching the end is recorded for the "Guide followed" achievement.
    await waitFor(() => expect(guideRecorded).toHaveBeenCalledWith(filterTask.id));
  },
};

/**
 * The focus follows the guide in and out: its first step's title, "Start the guide" again, then the Completed
 * part. The completed task's address no longer opens the guide, so neither Back nor an undo brings it back.
 */
export const GuideFocusByKeyboard: Story = {
  decorators: [withBrowserHistory],
  parameters: { msw: { handlers: [...progressHandlers.guideFinished(fn()), ...home()] } },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    screen.getByRole("button", { name: "Start the guide" }).focus();
    await userEvent.keyboard("{Enter}");
    const guide = within(await screen.findByRole("region", { name: /step-by-step guide/ }));
    await waitFor(() => expect(guide.getByRole("heading", { level: 2 })).toHaveFocus());
    guide.getByRole("button", { name: "Leave guide" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Start the guide" })).toHaveFocus());
    await userEvent.keyboard(" ");
    const again = within(await screen.findByRole("region", { name: /step-by-step guide/ }));
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(again.getByText("Step 3 of 3")).toBeVisible();
    again.getByRole("button", { name: "Finish and complete" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = within(await screen.findByRole("dialog", { name: "Complete with details" }));
    dialog.getByRole("button", { name: "Complete task" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("region", { name: "Completed" })).toHaveFocus(), { timeout: 5000 });
    await waitFor(() => expect(browser.location?.search).toBe(""), { timeout: 5000 });
    await expect(screen.getByRole("region", { name: "Completed" })).toHaveFocus();
  },
};

/**
 * docs/product.md §2.14: opening the guide is a page of the browser's history, and its steps are not. Back from
 * any step returns to the overview (the focus on "Start the guide"), and Forward opens the guide at that step.
 */
export const BackLeavesTheGuide: Story = {
  // It looks as GuideByKeys and Overview do.
  tags: ["no-visual"],
  decorators: [withBrowserHistory],
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    await userEvent.click(screen.getByRole("button", { name: "Start the guide" }));
    const guide = within(await screen.findByRole("region", { name: /step-by-step guide/ }));
    await userEvent.click(guide.getByRole("button", { name: "Next" }));
    await expect(guide.getByText("Step 2 of 3")).toBeVisible();
    await waitFor(() => expect(browser.location?.search).toBe("?step=2"));

    browser.go(-1);
    await waitFor(() => expect(screen.getByRole("button", { name: "Start the guide" })).toHaveFocus());
    await expect(screen.queryByRole("region", { name: /step-by-step guide/ })).toBeNull();
    await expect(browser.location?.search).toBe("");
    await expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Replace the HVAC air filter");

    browser.go(1);
    const again = within(await screen.findByRole("region", { name: /step-by-step guide/ }));
    await expect(again.getByText("Step 2 of 3")).toBeVisible();
    await waitFor(() => expect(again.getByRole("heading", { level: 2, name: "Slide in the new filter with its arrow pointing to the furnace" })).toHaveFocus());
    // Leaving by the guide's own button is the same Back: Forward opens the guide again.
    await userEvent.click(again.getByRole("button", { name: "Leave guide" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Start the guide" })).toHaveFocus());
    browser.go(1);
    await expect(within(await screen.findByRole("region", { name: /step-by-step guide/ })).getByText("Step 2 of 3")).toBeVisible();
  },
};

/** An address with the guide's step in it (a reload, a shared link) opens the guide at that step, and leaves the focus where the browser put it. */
export const GuideOpenedByAddress: Story = {
  parameters: { entry: `/task/${filterTask.id}?step=2` },
  play: async (context) => {
    const screen = page(context);
    const guide = within(await screen.findByRole("region", { name: /step-by-step guide/ }, { timeout: 10_000 }));
    // Stopped at once, so the picture shows the timer as GuideByKeys' does.
    await userEvent.click(guide.getByRole("button", { name: "Pause timer" }));
    await expect(guide.getByText("Step 2 of 3")).toBeVisible();
    await expect(guide.getByRole("heading", { level: 2, name: "Slide in the new filter with its arrow pointing to the furnace" })).not.toHaveFocus();
    await expect(screen.queryByRole("button", { name: "Start the guide" })).toBeNull();
  },
};

/** One past the last step opens the last; and a guide the page opened at is left for the overview in place of its history entry. */
export const GuideAddressPastTheLastStep: Story = {
  // It looks as GuideOpenedByAddress does.
  tags: ["no-visual"],
  decorators: [withBrowserHistory],
  parameters: { entry: `/task/${filterTask.id}?step=9` },
  play: async (context) => {
    const screen = page(context);
    const guide = within(await screen.findByRole("region", { name: /step-by-step guide/ }, { timeout: 10_000 }));
    await expect(guide.getByText("Step 3 of 3")).toBeVisible();
    await userEvent.click(guide.getByRole("button", { name: "Leave guide" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Start the guide" })).toHaveFocus());
    await expect(browser.location?.search).toBe("");
  },
};

/** A step that is no step number opens the guide at its first step. */
export const GuideAddressWithNoStepNumber: Story = {
  // It looks as GuideOpenedByAddress does.
  tags: ["no-visual"],
  decorators: [withBrowserHistory],
  parameters: { entry: `/task/${filterTask.id}?step=two` },
  play: async (context) => {
    const screen = page(context);
    const guide = within(await screen.findByRole("region", { name: /step-by-step guide/ }, { timeout: 10_000 }));
    await expect(guide.getByText("Step 1 of 3")).toBeVisible();
    await userEvent.click(guide.getByRole("button", { name: "Next" }));
    await expect(guide.getByText("Step 2 of 3")).toBeVisible();
    await waitFor(() => expect(browser.location?.search).toBe("?step=2"));
  },
};

/**
 * The printable guide is on the page beside the overview or the guide (shown only on paper) and draws the
 * same steps: every id is still the page's only one, so each label and heading reference finds its element.
 */
export const EveryIdOnce: Story = {
  // Its pictures are Overview's and GuideByKeys'.
  tags: ["no-visual"],
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    const document = context.canvasElement.ownerDocument;
    await expect(repeatedIds(document)).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Start the guide" }));
    const guide = within(await screen.findByRole("region", { name: /step-by-step guide/ }));
    for (const step of ["Step 1 of 3", "Step 2 of 3", "Step 3 of 3"]) {
      await expect(guide.getByText(step)).toBeVisible();
      await expect(repeatedIds(document)).toEqual([]);
      if (step !== "Step 3 of 3") await userEvent.click(guide.getByRole("button", { name: "Next" }));
    }
  },
};

/**
 * Paper carries what the screen shows before the first step: the safety warnings, what you need and the parts,
 * ahead of the steps. The printable guide is on the page but shown only when printing.
 */
export const PrintedSafetyFirst: Story = {
  // Its picture is Overview's: the printable guide shows on paper only (Features/TaskGuide/PrintableGuide draws it).
  tags: ["no-visual"],
  play: async (context) => {
    await ready(context);
    const printable = context.canvasElement.ownerDocument.querySelector<HTMLElement>("[data-slot=printable-guide]");
    await expect(printable).not.toBeNull();
    const paper = within(printable!);
    const warning = paper.getByText("Never run the system without a filter in place");
    await expect(paper.getByText("Before you start: stay safe")).toBeInTheDocument();
    await expect(paper.getByText("Turn the system off at the thermostat or service switch before pulling the filter")).toBeInTheDocument();
    await expect(paper.getByText("What you need")).toBeInTheDocument();
    await expect(paper.getByText("Flashlight")).toBeInTheDocument();
    await expect(paper.getByText("A replacement filter of the same size (printed on the old filter's frame)")).toBeInTheDocument();
    await expect(paper.getByText(/printed on the frame of the filter in use/)).toBeInTheDocument();
    // Before the first step, as on the screen; no checkbox on paper.
    const firstStep = paper.getByText("1 of 3");
    await expect(warning.compareDocumentPosition(firstStep) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(paper.queryAllByRole("checkbox", { hidden: true })).toEqual([]);
  },
};

export const CompletedToday: Story = {
  parameters: { msw: { handlers: [http.get("/api/tasks/:id/details", () => HttpResponse.json(taskDetailsResponseSchema.parse({ data: completedFurnaceFilterDetails() }))), ...home()] } },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    await expect(within(screen.getByRole("region", { name: "Completed" })).getByText("Done Mar 2")).toBeVisible();
    await expect(screen.getByRole("button", { name: "Undo completion" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Add details" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add details" }));
    await expect(dialog.getByLabelText("Notes")).toHaveValue("Bought a 3-pack");
    await expect(dialog.getByLabelText("Cost (dollars)")).toHaveValue("12.5");
  },
};

/** The route's document title, as the app sets it when the page opens: the story's frame has no route table. */
function withRouteTitle() {
  const before = document.title;
  document.title = "Task details · Hearthkeep";
  return () => {
    document.title = before;
  };
}

/** The document title names the task once it is read, and gives the route's back when the page goes. */
export const TitledByTheTask: Story = {
  tags: ["no-visual"],
  beforeEach: withRouteTitle,
  play: async (context) => {
    await expect(await ready(context)).toHaveTextContent("Replace the HVAC air filter");
    await waitFor(() => expect(document.title).toBe("Replace the HVAC air filter · Hearthkeep"));
  },
};

/** The document title says so too. */
export const NotFound: Story = {
  beforeEach: withRouteTitle,
  parameters: { msw: { handlers: [taskHandlers.details.notFound] } },
  play: async (context) => {
    await expect(await page(context).findByRole("heading", { name: "Task not found" }, { timeout: 10_000 })).toBeVisible();
    await expect(page(context).getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute("href", "/dashboard");
    await waitFor(() => expect(document.title).toBe("Task not found · Hearthkeep"));
  },
};

/**
 * An address that is no task id at all (300 characters, a NUL) is refused by the server with a 400: no task
 * has it, so the page says 'Task not found' as for a 404, and offers no 'Try again' that would be refused again.
 * The document title says it until the panel goes.
 */
export const NotATaskId: Story = {
  // It looks as NotFound does.
  tags: ["no-visual"],
  beforeEach: withRouteTitle,
  parameters: { entry: `/task/${"x".repeat(300)}` },
  play: async (context) => {
    await expect(await page(context).findByRole("heading", { name: "Task not found" }, { timeout: 10_000 })).toBeVisible();
    await expect(page(context).queryByRole("button", { name: "Try again" })).toBeNull();
    await waitFor(() => expect(document.title).toBe("Task not found · Hearthkeep"));
    await userEvent.click(page(context).getByRole("link", { name: "Back to the dashboard" }));
    await expect(await page(context).findByRole("heading", { name: "Arrived at /dashboard" })).toBeVisible();
    await expect(document.title).toBe("Task details · Hearthkeep");
  },
};

export const Offline: Story = {
  parameters: { msw: { handlers: [taskHandlers.details.offline] } },
  play: async (context) => {
    await expect(await page(context).findByRole("heading", { name: "You are offline" }, { timeout: 10_000 })).toBeVisible();
  },
};

/** Opened without a network: the read waits for it, and the page says so instead of loading for ever. */
export const OfflineBeforeLoading: Story = {
  ...openedOffline,
  play: async (context) => {
    await expect(await page(context).findByRole("heading", { name: "You are offline" }, { timeout: 10_000 })).toBeVisible();
    await expect(page(context).getByText("This task's guide loads as soon as you are back online.")).toBeVisible();
    await expect(page(context).queryByText("Loading task details...")).toBeNull();
  },
};

/** Closed without completing, the dialog gives the focus back to the button that opened it. */
export const CompleteWithDetailsCancelled: Story = {
  // It looks as Overview does.
  tags: ["no-visual"],
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    const opener = screen.getByRole("button", { name: "Complete with details" });
    opener.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "Complete with details" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Completing, then undoing, swaps the Due part and the Completed part: the focus goes with them, not to the page's start. */
export const CompleteThenUndoByKeyboard: Story = {
  // Its pictures are Overview's and CompletedToday's.
  tags: ["no-visual"],
  parameters: { msw: { handlers: home() } },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    screen.getByRole("button", { name: "Complete" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("region", { name: "Completed" })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "Undo completion" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("region", { name: "Due" })).toHaveFocus());
  },
};

export const CompleteWithDetailsThenHistory: Story = {
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    await userEvent.click(screen.getByRole("button", { name: "Complete with details" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Complete with details" }));
    await userEvent.type(dialog.getByLabelText("Notes"), "Changed with the new MERV 11");
    await userEvent.type(dialog.getByLabelText("Time spent (minutes)"), "20");
    await userEvent.type(dialog.getByLabelText("Cost (dollars)"), "12.50");
    await userEvent.click(dialog.getByRole("button", { name: "Complete task" }));
    await expect(await screen.findByText("Changed with the new MERV 11", {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(within(screen.getByRole("region", { name: "Completed" })).getByText("Done Mar 2")).toBeVisible());
    // The button that opened the dialog has gone with the Due part: the Completed part in its place has the focus.
    await waitFor(() => expect(screen.getByRole("region", { name: "Completed" })).toHaveFocus());
  },
};

/** The task writes the mock server receives; the home's own handlers answer them. */
const writes: string[] = [];
/** Two presses that come before the page has drawn the first one's outcome, as a quick double tap's do. */
const doubleClick = (element: Element) => userEvent.setup({ delay: null }).dblClick(element);

/**
 * docs/product.md §2.9: a busy button takes no presses. Complete and Undo completion stay on the page until
 * the server has answered: a double click sends one write, and no 409 turns into a red toast beside the green.
 */
export const DoubleClicksSendOneWrite: Story = {
  // Its pictures are Overview's and CompletedToday's.
  tags: ["no-visual"],
  beforeEach: () => {
    writes.length = 0;
  },
  parameters: { msw: { handlers: [...recordTaskWrites(writes), ...home()] } },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    const toasts = within(screen.getByRole("region", { name: /Notifications/ }));
    await doubleClick(screen.getByRole("button", { name: "Complete" }));
    // The page is read again once the completion has settled; a second completion would have been sent by then.
    await expect(await screen.findByRole("region", { name: "Completed" }, { timeout: 10_000 })).toBeVisible();
    await expect(await toasts.findByText("Replace the HVAC air filter done")).toBeVisible();
    await expect(toasts.queryByText("Failed to complete task")).toBeNull();
    await expect(writes).toEqual([`complete ${filterTask.id}`]);

    await doubleClick(screen.getByRole("button", { name: "Undo completion" }));
    await expect(await screen.findByRole("region", { name: "Due" }, { timeout: 10_000 })).toBeVisible();
    await expect(await toasts.findByText("Replace the HVAC air filter is back on your list")).toBeVisible();
    await expect(toasts.queryByText("Failed to uncomplete task")).toBeNull();
    await expect(writes).toEqual([`complete ${filterTask.id}`, `uncomplete ${filterTask.id}`]);
  },
};

/**
 * A home Sam shares with Alex (docs/product.md §6.5): the task is Sam's, and the history says who did each
 * change, "a former member" for someone since gone.
 */
export const SharedHome: Story = {
  tags: ["visual-mobile"],
  parameters: {
    msw: {
      handlers: [
        ...householdHandlers(membersSeenBySam),
        ...taskHome({
          tasks: homeTasks().map((task) => (task.id === filterTask.id ? { ...task, assignee: taskPersonOfMember(samMember) } : task)),
          history: { [filterTask.id]: sharedFurnaceFilterHistory },
          members: membersSeenBySam,
        }),
      ],
    },
  },
  beforeEach: () => {
    appStore.getState().setCurrentHomeId(mockHomeId);
    return () => appStore.getState().setCurrentHomeId(null);
  },
  play: async (context) => {
    await ready(context);
    const screen = page(context);
    await expect(await screen.findByRole("button", { name: "SL You: who does Replace the HVAC air filter" }, { timeout: 10_000 })).toBeVisible();
    const history = within(screen.getByRole("region", { name: "History in your home" }));
    await expect(history.getByText("Completed by Alex Morgan")).toBeVisible();
    await expect(history.getByText("Completed by a former member")).toBeVisible();
  },
};
