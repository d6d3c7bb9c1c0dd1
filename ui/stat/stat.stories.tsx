import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Skeleton } from "../skeleton/index.ts";
import { Stat } from "./stat.tsx";

const meta = {
  title: "UI/Stat",
  component: Stat,
  args: {
    label: "Tasks completed",
    value: 14,
    trend: { direction: "up", text: "+3 this month", intent: "positive" },
    size: "md",
  },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TrendUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("term")).toHaveTextContent("Tasks completed");
    const [value, trend] = canvas.getAllByRole("definition");
    await expect(value).toHaveTextContent("14");
    // Screen readers hear the direction in words; sighted users see the arrow and the colour too.
    await expect(trend).toHaveTextContent("Up: +3 this month");
    await expect(trend?.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

/** Fewer overdue tasks is good news: a falling trend with a positive intent. */
export const TrendDownGood: Story = {
  args: { label: "Overdue tasks", value: 1, trend: { direction: "down", text: "2 fewer than last week", intent: "positive" } },
  play: async ({ canvasElement }) => {
    const [, trend] = within(canvasElement).getAllByRole("definition");
    await expect(trend).toHaveTextContent("Down: 2 fewer than last week");
  },
};

export const TrendDownBad: Story = {
  args: { label: "Maintenance score", value: "72%", trend: { direction: "down", text: "−6 since March", intent: "negative" } },
};

export const TrendFlat: Story = {
  args: { label: "Current streak", value: "4 weeks", trend: { direction: "flat", text: "Same as last month" } },
  play: async ({ canvasElement }) => {
    const [, trend] = within(canvasElement).getAllByRole("definition");
    await expect(trend).toHaveTextContent("No change: Same as last month");
  },
};

export const WithoutTrend: Story = {
  args: { label: "Appliances", value: 8, trend: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("definition")).toHaveLength(1);
  },
};

export const Empty: Story = { args: { label: "Money saved", value: "—", trend: undefined } };

export const Loading: Story = {
  args: { label: "Tasks completed", value: <Skeleton className="h-7 w-16" />, trend: undefined, "aria-busy": true },
};

export const Small: Story = { args: { size: "sm" } };

export const LongText: Story = {
  args: {
    label: "Estimated yearly savings from keeping every appliance maintained on schedule",
    value: "$1,240",
    trend: { direction: "up", text: "+$180 compared with the same period last year", intent: "positive" },
  },
  decorators: [
    (Story) => (
      <div className="w-56">
        <Story />
      </div>
    ),
  ],
};

export const Dashboard: Story = {
  render: () => (
    <div className="grid grid-cols-2 gap-6 rounded-xl border bg-card p-6 sm:grid-cols-4">
      <Stat label="Appliances" value={8} />
      <Stat label="Active tasks" value={12} trend={{ direction: "up", text: "+2", intent: "neutral" }} />
      <Stat label="Completed" value={14} trend={{ direction: "up", text: "+3", intent: "positive" }} />
      <Stat label="Overdue" value={1} trend={{ direction: "down", text: "−2", intent: "positive" }} />
    </div>
  ),
  tags: ["visual-mobile"],
};
