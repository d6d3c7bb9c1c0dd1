import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FIXTURE_NOW, FIXTURE_TODAY, homeTasks, taskFromCatalog } from "../../mock-api/fixtures/tasks.ts";
import { someHomeMembers } from "../../mock-api/handlers/households.ts";
import { inDashboardColumn } from "../../test-support/stories/dashboard-story-frame.tsx";
import { TaskCard } from "./task-card.tsx";
import { toDashboardTask, type Clock } from "./task-groups.ts";

const clock: Clock = { today: FIXTURE_TODAY, now: FIXTURE_NOW, timeZone: "UTC" };
const task = (slug: string) => toDashboardTask(homeTasks().find((each) => each.masterTaskSlug === slug)!, clock);

const meta = {
  title: "Features/Dashboard/TaskCard",
  component: TaskCard,
  parameters: { layout: "padded" },
  decorators: [inDashboardColumn],
  args: {
    task: task("test-smoke-co-detectors"),
    today: FIXTURE_TODAY,
    onComplete: fn(),
    onCompleteWithDetails: fn(),
    onSnooze: fn(),
  },
} satisfies Meta<typeof TaskCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Snoozed: Story = {
  args: { task: toDashboardTask({ ...homeTasks()[0]!, snoozeUntil: "2026-03-09T10:00:00.000Z" }, clock) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Snoozed until Mar 9")).toBeVisible();
  },
};

export const Overdue: Story = {
  tags: ["visual-mobile"],
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole("heading", { name: "Test smoke and carbon monoxide alarms" })).toBeVisible();
    await expect(card.getByText("Overdue by 3 days")).toHaveAttribute("datetime", "2026-02-27");
    await expect(card.getByText("Hallway smoke alarm")).toBeVisible();
    await expect(card.getByText(/NFPA recommends/)).toBeVisible();
    // The date shows on focus as well as on hover.
    await userEvent.tab();
    await userEvent.tab();
    await expect(card.getByRole("button", { name: /^Overdue by 3 days/ })).toHaveFocus();
    await expect(await within(canvasElement.ownerDocument.body).findByRole("tooltip")).toHaveTextContent("Due Feb 27");
    await userEvent.click(card.getByRole("button", { name: "Complete Test smoke and carbon monoxide alarms" }));
    await expect(args.onComplete).toHaveBeenCalledWith(args.task);
  },
};

export const DueTodayProfessional: Story = {
  args: { task: toDashboardTask(taskFromCatalog({ catalogTaskId: "furnace-schedule-service", due: 0, applianceName: "Basement furnace", priority: "high" }), clock) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Due today")).toBeVisible();
    await expect(within(canvasElement).getByText("Professional")).toBeVisible();
  },
};

/**
 * A write of the task is on its way (a card back from its Undo, a snooze that keeps its place): Complete shows
 * it is busy and takes no press until the server has answered (docs/product.md §2.9).
 */
export const Busy: Story = {
  tags: ["visual-mobile"],
  args: { isBusy: (taskId: string) => taskId === task("test-smoke-co-detectors").id },
  play: async ({ canvasElement }) => {
    const complete = within(canvasElement).getByRole("button", { name: "Complete Test smoke and carbon monoxide alarms" });
    await expect(complete).toHaveAttribute("aria-busy", "true");
    await expect(complete).toBeDisabled();
    await expect(within(canvasElement).getByRole("button", { name: "More actions for Test smoke and carbon monoxide alarms" })).toBeEnabled();
  },
};

export const QuickWin: Story = {
  args: { task: task("check-water-softener-salt") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Quick win")).toBeVisible();
    await expect(within(canvasElement).getByText("Due in 2 days")).toBeVisible();
  },
};

export const SnoozeMenu: Story = {
  args: { menuOpen: true },
  decorators: [
    (Story) => (
      <div className="min-h-96">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("menuitem", { name: "Snooze 14 days" })).toBeVisible();
    await userEvent.click(body.getByRole("menuitem", { name: "Snooze 7 days" }));
    await expect(args.onSnooze).toHaveBeenCalledWith(args.task, 7);
  },
};

/** An appliance named as long as a name may be (100 characters), in one word: it wraps inside the card, never past its buttons. */
export const LongApplianceName: Story = {
  tags: ["visual-mobile"],
  args: { task: toDashboardTask({ ...homeTasks()[0]!, applianceName: `Kitchen${"W".repeat(93)}` }, clock) },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText(/^KitchenW+$/);
    await expect(name).toBeVisible();
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    const card = canvasElement.querySelector("article")!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

const [alex, sam] = someHomeMembers;
const assignedToSam = toDashboardTask({ ...homeTasks().find((each) => each.masterTaskSlug === "test-smoke-co-detectors")!, assignee: { userId: sam!.userId, name: "Sam Lee" } }, clock);

/** A shared home (docs/product.md §6.5), nobody named yet: the card offers "Assign". */
export const SharedUnassigned: Story = {
  tags: ["visual-mobile"],
  args: { members: someHomeMembers, onAssign: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Assign: who does Test smoke and carbon monoxide alarms" })).toBeVisible();
  },
};

/** Given to Sam: the card shows Sam's initials and name. */
export const SharedAssigned: Story = {
  tags: ["visual-mobile"],
  args: { members: someHomeMembers, onAssign: fn(), task: assignedToSam },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "SL Sam Lee: who does Test smoke and carbon monoxide alarms" });
    await expect(button).toHaveTextContent("SL Sam Lee");
  },
};

/** Given to the person looking: the card says "You". */
export const SharedAssignedToYou: Story = {
  tags: ["visual-mobile"],
  args: { members: someHomeMembers, onAssign: fn(), task: { ...assignedToSam, assignee: { userId: alex!.userId, name: "Alex Morgan" } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "AM You: who does Test smoke and carbon monoxide alarms" })).toBeVisible();
  },
};

/** The assignment menu open: the home's people and "Nobody", the current choice checked; choosing by keyboard. */
export const AssignMenu: Story = {
  tags: ["visual-mobile"],
  args: { members: someHomeMembers, onAssign: fn(), task: assignedToSam, assigneeMenuOpen: true },
  decorators: [
    (Story) => (
      <div className="min-h-96">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("menuitemradio", { name: "Sam Lee" })).toHaveAttribute("aria-checked", "true");
    await expect(body.getByRole("menuitemradio", { name: "Alex Morgan (you)" })).toHaveAttribute("aria-checked", "false");
    await userEvent.click(body.getByRole("menuitemradio", { name: "Nobody (anyone can)" }));
    await expect(args.onAssign).toHaveBeenCalledWith(args.task, null);
  },
};

/** One person keeps the home: nothing about who does it. */
export const NotShared: Story = {
  args: { members: [alex!], onAssign: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: /who does/ })).toBeNull();
  },
};
