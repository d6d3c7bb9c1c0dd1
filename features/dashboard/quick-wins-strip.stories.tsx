import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FIXTURE_NOW, FIXTURE_TODAY, taskFromCatalog } from "../../mock-api/fixtures/tasks.ts";
import { toDashboardTask, type Clock } from "@features/tasks/index.ts";
import { inDashboardColumn } from "../../test-support/stories/dashboard-story-frame.tsx";
import { QuickWinsStrip } from "./quick-wins-strip.tsx";

const clock: Clock = { today: FIXTURE_TODAY, now: FIXTURE_NOW, timeZone: "UTC" };

/** A task of the catalogue done in five minutes, `due` days from the fixtures' today. */
const quickWin = (catalogTaskId: string, due: number, applianceName: string) =>
  toDashboardTask(taskFromCatalog({ catalogTaskId, due, applianceName, timeEstimate: 5 }), clock);
const salt = quickWin("check-water-softener-salt", 0, "Water softener");
const alarm = quickWin("test-smoke-co-detectors", 1, "Hallway smoke alarm");
const filter = quickWin("hvac-replace-filter", 4, "Furnace");

const meta = {
  title: "Features/Dashboard/QuickWinsStrip",
  component: QuickWinsStrip,
  parameters: { layout: "padded" },
  decorators: [inDashboardColumn],
  args: { tasks: [salt, alarm, filter], today: FIXTURE_TODAY, onComplete: fn() },
} satisfies Meta<typeof QuickWinsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three tasks of five minutes due soon; at phone width the strip scrolls sideways, a card at a time. */
export const Default: Story = {
  tags: ["visual-mobile"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Quick wins" })).toBeVisible();
    await expect(canvas.getByText("5 min · Due today")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: `Complete ${salt.name} (quick win)` }));
    await expect(args.onComplete).toHaveBeenCalledWith(salt);
  },
};

/**
 * A write of one of them is on its way (a quick win back from its Undo): its Complete shows it is busy and
 * takes no press until the server has answered (docs/product.md §2.9); the others stay ready.
 */
export const Busy: Story = {
  tags: ["visual-mobile"],
  args: { isBusy: (taskId: string) => taskId === alarm.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const busy = canvas.getByRole("button", { name: `Complete ${alarm.name} (quick win)` });
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(busy).toBeDisabled();
    for (const ready of [salt, filter]) await expect(canvas.getByRole("button", { name: `Complete ${ready.name} (quick win)` })).toBeEnabled();
  },
};

/** No quick win due soon: the strip is not shown at all, heading included. */
export const NoneDueSoon: Story = {
  args: { tasks: [] },
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("heading", { name: "Quick wins" })).toBeNull();
  },
};
