import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";

const meta = {
  title: "UI/Tabs",
  component: Tabs,
  args: { defaultValue: "pending", onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-[26rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Tasks by status">
        <TabsTrigger value="pending">Pending</TabsTrigger>
        <TabsTrigger value="overdue">Overdue</TabsTrigger>
        <TabsTrigger value="completed">Completed</TabsTrigger>
      </TabsList>
      <TabsContent value="pending">
        <p className="text-sm">5 tasks due in the next 30 days.</p>
      </TabsContent>
      <TabsContent value="overdue">
        <p className="text-sm">2 tasks are overdue.</p>
      </TabsContent>
      <TabsContent value="completed">
        <p className="text-sm">You have completed 14 tasks.</p>
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pills: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pending = canvas.getByRole("tab", { name: "Pending" });
    const overdue = canvas.getByRole("tab", { name: "Overdue" });
    const completed = canvas.getByRole("tab", { name: "Completed" });
    await expect(pending).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "Pending" })).toHaveTextContent("5 tasks due");

    // Only the selected tab is in the tab order; arrows move and select (automatic activation).
    await userEvent.tab();
    await expect(pending).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(overdue).toHaveFocus();
    await expect(overdue).toHaveAttribute("aria-selected", "true");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("overdue");
    await expect(canvas.getByRole("tabpanel", { name: "Overdue" })).toHaveTextContent("2 tasks are overdue.");
    await userEvent.keyboard("{End}");
    await expect(completed).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(pending).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(completed).toHaveAttribute("aria-selected", "true");

    // Tab from the list goes into the panel, not to the next tab.
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "Completed" })).toHaveFocus();
  },
};

export const Underline: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList variant="underline" aria-label="Appliance details">
        <TabsTrigger value="pending">Tasks</TabsTrigger>
        <TabsTrigger value="history">History</TabsTrigger>
        <TabsTrigger value="manual">Manual</TabsTrigger>
      </TabsList>
      <TabsContent value="pending">
        <p className="text-sm">Flush the tank · every 12 months</p>
      </TabsContent>
      <TabsContent value="history">
        <p className="text-sm">Last flushed on 3 March.</p>
      </TabsContent>
      <TabsContent value="manual">
        <p className="text-sm">No manual added yet.</p>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "History" }));
    await expect(canvas.getByRole("tabpanel", { name: "History" })).toHaveTextContent("Last flushed");
    // The selected tab is marked by its underline in the primary colour.
    const selected = canvas.getByRole("tab", { name: "History" });
    await expect(getComputedStyle(selected).borderBottomColor).not.toBe(getComputedStyle(canvas.getByRole("tab", { name: "Tasks" })).borderBottomColor);
  },
};

/** Manual activation: arrows only move focus; Enter or Space selects (for panels that load data). */
export const ManualActivation: Story = {
  args: { activationMode: "manual" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Overdue" })).toHaveFocus();
    await expect(canvas.getByRole("tab", { name: "Pending" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("tab", { name: "Overdue" })).toHaveAttribute("aria-selected", "true");
  },
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Tasks by status">
        <TabsTrigger value="pending">Pending</TabsTrigger>
        <TabsTrigger value="overdue" disabled>
          Overdue
        </TabsTrigger>
        <TabsTrigger value="completed">Completed</TabsTrigger>
      </TabsList>
      <TabsContent value="pending">
        <p className="text-sm">5 tasks due in the next 30 days.</p>
      </TabsContent>
      <TabsContent value="completed">
        <p className="text-sm">You have completed 14 tasks.</p>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    // The disabled tab is skipped.
    await expect(canvas.getByRole("tab", { name: "Completed" })).toHaveFocus();
    await expect(canvas.getByRole("tab", { name: "Overdue" })).toBeDisabled();
  },
};

export const Vertical: Story = {
  args: { orientation: "vertical", className: "flex-row" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("tab", { name: "Overdue" })).toHaveAttribute("aria-selected", "true");
  },
};

export const ManyTabs: Story = {
  args: { defaultValue: "kitchen" },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Rooms">
        {["Kitchen", "Laundry room", "Garage and workshop", "Basement", "Attic", "Outdoor areas"].map((room) => (
          <TabsTrigger key={room} value={room.toLowerCase().replaceAll(" ", "-")}>
            {room}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="kitchen">
        <p className="text-sm">Oven, range hood, garbage disposal.</p>
      </TabsContent>
    </Tabs>
  ),
};
