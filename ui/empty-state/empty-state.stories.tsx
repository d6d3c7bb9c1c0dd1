import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Bell, ClipboardCheck, WifiOff } from "lucide-react";
import { Button } from "../button/index.ts";
import { EmptyState } from "./empty-state.tsx";

const onAdd = fn();

const meta = {
  title: "UI/EmptyState",
  component: EmptyState,
  args: {
    icon: <ClipboardCheck />,
    title: "No appliances yet",
    description: "Add the appliances in your home and we will build your maintenance schedule.",
    action: <Button onClick={onAdd}>Add appliances</Button>,
    size: "md",
    framed: false,
  },
  decorators: [
    (Story) => (
      <div className="w-[28rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onAdd.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "No appliances yet" })).toBeVisible();
    // The icon is decoration only.
    await expect(canvasElement.querySelector('[data-slot="empty-state-icon"]')).toHaveAttribute("aria-hidden", "true");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Add appliances" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

export const Framed: Story = { args: { framed: true } };

export const Small: Story = {
  args: {
    size: "sm",
    icon: <Bell />,
    title: "You're all caught up",
    description: "New reminders will show up here.",
    action: undefined,
    headingLevel: 3,
  },
};

export const TitleOnly: Story = { args: { icon: undefined, description: undefined, action: undefined, title: "No completed tasks yet" } };

export const Offline: Story = {
  args: {
    icon: <WifiOff />,
    title: "You're offline",
    description: "Showing what was saved on this device. Changes will sync when you're back online.",
    action: (
      <Button variant="outline" disabled>
        Retry
      </Button>
    ),
    framed: true,
  },
};

export const LongText: Story = {
  args: {
    title: "No tasks match the filters you picked for this appliance and time range",
    description:
      "Try widening the date range, clearing the status filter or choosing another appliance. Tasks you snoozed are hidden unless you turn on “Show snoozed tasks” in the filter menu.",
    action: (
      <>
        <Button variant="outline">Clear filters</Button>
        <Button>Show all tasks</Button>
      </>
    ),
  },
};
