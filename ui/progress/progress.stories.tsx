import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { Progress } from "./progress.tsx";

const meta = {
  title: "UI/Progress",
  component: Progress,
  args: { label: "Maintenance score", value: 64, showValue: true },
  decorators: [
    (Story) => (
      <div className="w-80 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Maintenance score" });
    await expect(bar).toHaveAttribute("aria-valuenow", "64");
    await expect(bar).toHaveAttribute("aria-valuemin", "0");
    await expect(bar).toHaveAttribute("aria-valuemax", "100");
    await expect(bar).toHaveAttribute("aria-valuetext", "64%");
    await expect(within(canvasElement).getByText("64%")).toBeVisible();
  },
};

/** The landing page's demo: the share of demo tasks completed, told in words. */
export const TasksCompleted: Story = {
  args: {
    label: "Tasks completed",
    value: 2,
    max: 3,
    formatValue: (value: number, max: number) => `${value} of ${max} done`,
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Tasks completed" });
    await expect(bar).toHaveAttribute("aria-valuetext", "2 of 3 done");
    const indicator = bar.querySelector<HTMLElement>('[data-slot="progress-indicator"]');
    await expect(indicator?.style.width).toMatch(/^66\.66/);
  },
};

export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar");
    await expect(bar).toHaveAttribute("data-state", "complete");
  },
};

/** While the total is unknown the bar is indeterminate: no value is announced. */
export const Loading: Story = {
  args: { value: null, label: "Loading your tasks" },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Loading your tasks" });
    await expect(bar).toHaveAttribute("data-state", "indeterminate");
    await expect(bar).not.toHaveAttribute("aria-valuenow");
  },
};

/** Values outside 0…max are clamped instead of hiding the bar. */
export const OutOfRange: Story = {
  args: { value: 140 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, showValue: false, "aria-label": "Upload progress", value: 30, size: "sm" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: "Upload progress" })).toBeInTheDocument();
  },
};

export const Large: Story = { args: { size: "lg" } };

export const LongLabel: Story = {
  args: { label: "Yearly maintenance plan for the house, the garage and the garden shed", value: 12 },
};

function LiveProgress() {
  const [done, setDone] = React.useState(0);
  return (
    <div className="flex flex-col gap-3">
      <Progress label="Guide steps" value={done} max={4} showValue formatValue={(value, max) => `${value} of ${max} steps`} />
      <Button size="sm" onClick={() => setDone((count) => Math.min(count + 1, 4))}>
        Complete a step
      </Button>
    </div>
  );
}

export const Updates: Story = {
  render: () => <LiveProgress />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("progressbar", { name: "Guide steps" });
    await userEvent.click(canvas.getByRole("button", { name: "Complete a step" }));
    await userEvent.click(canvas.getByRole("button", { name: "Complete a step" }));
    await expect(bar).toHaveAttribute("aria-valuetext", "2 of 4 steps");
    await expect(canvas.getByText("2 of 4 steps")).toBeVisible();
  },
};
