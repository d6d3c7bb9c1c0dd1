import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Logo } from "./logo.tsx";

const meta = {
  title: "UI/Logo",
  component: Logo,
  tags: ["autodocs"],
  parameters: { docs: { description: { component: "The mark, a shield around a house, as inline SVG in the theme's primary colours." } } },
  args: { size: 64 },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: beside the product's name it says nothing more, so screen readers skip it. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[data-slot="logo"]');
    await expect(mark).toHaveAttribute("aria-hidden", "true");
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
  },
};

/** Standing alone (a home link with no text), it carries the name. */
export const Named: Story = {
  args: { label: "Home page" },
  play: async ({ canvasElement }) => {
    const mark = within(canvasElement).getByRole("img", { name: "Home page" });
    await expect(mark).not.toHaveAttribute("aria-hidden");
  },
};

/** The sizes a header, a card and a splash screen use. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-4">
      {[24, 32, 48, 96].map((size) => (
        <Logo key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = Array.from(canvasElement.querySelectorAll('[data-slot="logo"]'), (mark) => mark.getBoundingClientRect().width);
    await expect(widths).toEqual([24, 32, 48, 96]);
  },
};

/** Beside a name, in the header's layout. */
export const WithName: Story = {
  render: (args) => (
    <span className="inline-flex items-center gap-2 text-lg font-semibold">
      <Logo {...args} size={28} />
      Product name
    </span>
  ),
};
