import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SHIELD_LOADER_SIZES, ShieldLoader, type ShieldLoaderSize } from "./shield-loader.tsx";

const meta = {
  title: "UI/ShieldLoader",
  component: ShieldLoader,
  tags: ["autodocs"],
  parameters: { docs: { description: { component: "The pulsing shield with a status text, in sizes 28, 36, 56 and 72 only." } } },
  args: { size: 36 },
} satisfies Meta<typeof ShieldLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The loader announces its text, draws the shield at exactly the asked size, and pulses unless motion is reduced. */
async function expectLoader(canvasElement: HTMLElement, size: ShieldLoaderSize, text = "Loading...") {
  const status = within(canvasElement).getByRole("status");
  await expect(status).toHaveTextContent(text);
  await expect(within(status).getByText(text)).toBeVisible();
  const shield = status.querySelector("svg");
  if (!shield) throw new Error("The loader draws no shield.");
  const box = shield.getBoundingClientRect();
  await expect([box.width, box.height]).toEqual([size, size]);
  await expect(shield).toHaveAttribute("aria-hidden", "true");
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const animation = getComputedStyle(shield).animationName;
  await expect(animation).toBe(reduced ? "none" : "pulse");
}

export const Size28: Story = { args: { size: 28 }, play: ({ canvasElement }) => expectLoader(canvasElement, 28) };
export const Size36: Story = { play: ({ canvasElement }) => expectLoader(canvasElement, 36) };
export const Size56: Story = { args: { size: 56 }, play: ({ canvasElement }) => expectLoader(canvasElement, 56) };
export const Size72: Story = { args: { size: 72 }, play: ({ canvasElement }) => expectLoader(canvasElement, 72) };

/** Beside its text, for a line inside a page. */
export const Inline: Story = {
  args: { size: 28, layout: "inline", text: "Loading history..." },
  play: ({ canvasElement }) => expectLoader(canvasElement, 28, "Loading history..."),
};

/** All four sizes side by side. */
export const AllSizes: Story = {
  render: () => (
    <div className="flex items-end gap-8">
      {SHIELD_LOADER_SIZES.map((size) => (
        <ShieldLoader key={size} size={size} text={`${size} px`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = within(canvasElement)
      .getAllByRole("status")
      .map((status) => status.querySelector("svg")?.getBoundingClientRect().width);
    await expect(widths).toEqual([28, 36, 56, 72]);
  },
};
