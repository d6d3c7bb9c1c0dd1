import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FIXTURE_NOW, FIXTURE_TODAY, taskFromCatalog } from "../../mock-api/fixtures/tasks.ts";
import { toDashboardTask, type Clock } from "@features/tasks/index.ts";
import { inDashboardColumn } from "../../test-support/stories/dashboard-story-frame.tsx";
import { StartHere } from "./start-here.tsx";

const clock: Clock = { today: FIXTURE_TODAY, now: FIXTURE_NOW, timeZone: "UTC" };

/** A day-one task of the catalogue, due today as onboarding plans it. */
const dueToday = (catalogTaskId: string, applianceName: string, priority: "high" | "medium" | "low" = "medium") =>
  toDashboardTask(taskFromCatalog({ catalogTaskId, due: 0, applianceName, priority }), clock);
const alarms = dueToday("test-smoke-co-detectors", "Smoke and CO alarms", "high");
const fridge = dueToday("refrigerator-check-temperatures", "Refrigerator");
const valve = dueToday("find-water-shut-off-valve", "Whole home");

const meta = {
  title: "Features/Dashboard/StartHere",
  component: StartHere,
  parameters: { layout: "padded" },
  decorators: [inDashboardColumn],
  args: { tasks: [alarms, fridge, valve], completedCount: 0, onComplete: fn() },
} satisfies Meta<typeof StartHere>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Right after onboarding: three short tasks due today, each completed from here; at phone width they stack. */
export const NewHome: Story = {
  tags: ["visual-mobile"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Start here" })).toBeVisible();
    await expect(canvas.getByText("Short things you can do today, each 15 minutes or less.")).toBeVisible();
    await expect(canvas.getAllByText(/· Due today$/)).toHaveLength(3);
    await userEvent.click(canvas.getByRole("button", { name: `Complete ${fridge.name} (start here)` }));
    await expect(args.onComplete).toHaveBeenCalledWith(fridge);
  },
};

/** One done: it has left (next due a frequency away), and the rest stay with what is done so far. */
export const OneDone: Story = {
  tags: ["visual-mobile"],
  args: { tasks: [alarms, valve], completedCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("1 task done. A few more you can do today.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: `Complete ${fridge.name} (start here)` })).toBeNull();
  },
};

/** All done: nothing left for today, and the home is told it has made a start. */
export const AllDone: Story = {
  tags: ["visual-mobile"],
  args: { tasks: [], completedCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "You've made a start" })).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** A home that has long started: its day-one tasks due again are quick wins, not "Start here". */
export const Established: Story = {
  tags: ["no-visual"],
  args: { completedCount: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("heading", { name: "Start here" })).toBeNull();
  },
};
