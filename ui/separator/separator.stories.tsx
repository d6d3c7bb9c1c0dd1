import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Separator } from "./separator.tsx";

const meta = {
  title: "UI/Separator",
  component: Separator,
  args: { orientation: "horizontal", spacing: "md" },
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: (args) => (
    <div className="w-72">
      <p className="text-sm font-medium">Kitchen</p>
      <p className="text-sm text-muted-foreground">Oven, range hood, garbage disposal</p>
      <Separator {...args} />
      <p className="text-sm font-medium">Utilities</p>
      <p className="text-sm text-muted-foreground">Water heater, washer, dryer</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Decorative by default: hidden from assistive technology.
    await expect(within(canvasElement).queryByRole("separator")).toBeNull();
    const rule = canvasElement.querySelector('[data-slot="separator"]');
    await expect(rule).toHaveAttribute("data-orientation", "horizontal");
    await expect((rule as HTMLElement).getBoundingClientRect().height).toBe(1);
  },
};

export const Vertical: Story = {
  args: { orientation: "vertical", spacing: "sm" },
  render: (args) => (
    <div className="flex h-5 items-center text-sm">
      <span>Privacy</span>
      <Separator {...args} />
      <span>Terms</span>
      <Separator {...args} />
      <span>Cookies</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rules = canvasElement.querySelectorAll<HTMLElement>('[data-slot="separator"]');
    await expect(rules).toHaveLength(2);
    await expect(rules[0]?.getBoundingClientRect().width).toBe(1);
  },
};

/** When the rule separates sections that have meaning, it is announced. */
export const Semantic: Story = {
  args: { decorative: false },
  render: (args) => (
    <div className="w-72 text-sm">
      <p>Signed in as sam@example.com</p>
      <Separator {...args} />
      <p>Settings</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("separator")).toBeInTheDocument();
  },
};
