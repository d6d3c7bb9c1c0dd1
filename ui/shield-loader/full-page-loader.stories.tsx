import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FullPageLoader } from "./full-page-loader.tsx";

const meta = {
  title: "UI/FullPageLoader",
  component: FullPageLoader,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen", docs: { description: { component: "The whole page while it loads: 72 px shield on a visit's first paint, 36 px after." } } },
} satisfies Meta<typeof FullPageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

const shieldWidth = (canvasElement: HTMLElement) => within(canvasElement).getByRole("status").querySelector("svg")?.getBoundingClientRect().width;

/** The first paint of a visit: the large shield. */
export const FirstPaint: Story = {
  args: { large: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...");
    await expect(shieldWidth(canvasElement)).toBe(72);
  },
};

/** Any later load: the smaller shield. */
export const LaterLoad: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...");
    await expect(shieldWidth(canvasElement)).toBe(36);
  },
};
