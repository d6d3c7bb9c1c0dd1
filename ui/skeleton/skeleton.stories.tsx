import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Skeleton } from "./skeleton.tsx";

const meta = {
  title: "UI/Skeleton",
  component: Skeleton,
  args: { shape: "rect", className: "h-24 w-64" },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rectangle: Story = {};
export const Text: Story = { args: { shape: "text", className: "w-48" } };
export const Circle: Story = { args: { shape: "circle", className: "size-12" } };

/** A task card while it loads: the region is busy and says so once; the shapes stay silent. */
export const TaskCardLoading: Story = {
  render: () => (
    <div role="status" aria-busy="true" aria-label="Loading tasks" className="flex w-80 items-start gap-3 rounded-xl border bg-card p-4">
      <Skeleton shape="circle" className="size-10" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton shape="text" className="w-3/4" />
        <Skeleton shape="text" className="w-1/2" />
        <Skeleton className="mt-2 h-8 w-28" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("status", { name: "Loading tasks" });
    await expect(region).toHaveAttribute("aria-busy", "true");
    const shapes = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(shapes).toHaveLength(4);
    for (const shape of shapes) await expect(shape).toHaveAttribute("aria-hidden", "true");
  },
};
