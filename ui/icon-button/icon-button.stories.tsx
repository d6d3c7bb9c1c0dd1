import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Bell, Pencil, Trash2, X } from "lucide-react";
import { IconButton } from "./icon-button.tsx";

const meta = {
  title: "UI/IconButton",
  component: IconButton,
  tags: ["autodocs"],
  parameters: {
    docs: { description: { component: "A square button that shows only an icon; its required `aria-label` names the action." } },
  },
  args: { "aria-label": "Close", children: <X aria-hidden="true" />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Close" });
    await expect(button).toHaveAttribute("data-slot", "icon-button");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};
export const Primary: Story = { args: { variant: "primary", "aria-label": "Edit", children: <Pencil aria-hidden="true" /> } };
export const Secondary: Story = { args: { variant: "secondary", "aria-label": "Notifications", children: <Bell aria-hidden="true" /> } };
export const Outline: Story = { args: { variant: "outline", "aria-label": "Edit", children: <Pencil aria-hidden="true" /> } };
export const Destructive: Story = { args: { variant: "destructive", "aria-label": "Delete", children: <Trash2 aria-hidden="true" /> } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} size="sm" variant="outline" aria-label="Edit (small)">
        <Pencil aria-hidden="true" />
      </IconButton>
      <IconButton {...args} size="md" variant="outline" aria-label="Edit (medium)">
        <Pencil aria-hidden="true" />
      </IconButton>
      <IconButton {...args} size="lg" variant="outline" aria-label="Edit (large)">
        <Pencil aria-hidden="true" />
      </IconButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sideOf = (name: string) => canvas.getByRole("button", { name }).getBoundingClientRect();
    // Each size is square, and they grow in steps.
    const [small, medium, large] = [sideOf("Edit (small)"), sideOf("Edit (medium)"), sideOf("Edit (large)")];
    for (const box of [small, medium, large]) await expect(box.width).toBe(box.height);
    await expect(small.width).toBeLessThan(medium.width);
    await expect(medium.width).toBeLessThan(large.width);
  },
};

export const Focused: Story = {
  args: { variant: "outline" },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("button", { name: "Close" })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, variant: "outline" },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Close" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
