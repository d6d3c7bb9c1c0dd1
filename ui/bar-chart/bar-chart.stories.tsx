import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BarChart } from "./bar-chart.tsx";

const months = ["Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov"];
const values = [0, 1, 0, 2, 1, 0, 3, 1, 0, 1, 1, 2];

const meta = {
  title: "UI/BarChart",
  component: BarChart,
  parameters: { layout: "padded" },
  args: {
    title: "Items per month",
    valueLabel: "Items",
    data: months.map((label, index) => ({ label, fullLabel: `${label} (month ${index + 1})`, value: values[index]! })),
  },
  decorators: [
    (Story) => (
      <div className="w-[28rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bars for the eye; the same figures in a table for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Items per month" });
    await expect(within(table).getByRole("rowheader", { name: "Jun (month 7)" })).toBeInTheDocument();
    await expect(within(table).getAllByRole("row")).toHaveLength(13);
  },
};

/** The toggle shows the table to everyone, and back. */
export const AsTable: Story = {
  args: { defaultView: "table" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Named with its chart's title, so two charts' buttons on one page differ.
    const toggle = canvas.getByRole("button", { name: "Show as table: Items per month" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("table")).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  },
};

/** The table shown: the toggle looks pressed, with a tick, and keeps its words. */
export const TableShown: Story = {
  args: { defaultView: "table" },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Show as table: Items per month" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toHaveTextContent("Show as table");
    await expect(toggle.querySelector("svg")).not.toBeNull();
  },
};

export const Money: Story = {
  args: {
    title: "Amount per month",
    valueLabel: "Amount",
    formatValue: (value: number) => `$${value}`,
    data: months.map((label, index) => ({ label, value: values[index]! * 45 })),
  },
};

export const AllZero: Story = {
  args: { data: months.map((label) => ({ label, value: 0 })) },
};

/** Every value zero: the plot says so instead of standing blank. */
export const Empty: Story = {
  args: {
    emptyMessage: "Nothing here in these twelve months",
    data: months.map((label) => ({ label, value: 0 })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Nothing here in these twelve months")).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="bar"]')).toHaveLength(12);
  },
};

/** One value is enough for the bars to speak for themselves: no message. */
export const EmptyMessageWithData: Story = {
  args: { emptyMessage: "Nothing here in these twelve months" },
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText("Nothing here in these twelve months")).toBeNull();
  },
};
