import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PageFallback } from "./page-fallback.tsx";

const meta = {
  title: "UI/PageFallback",
  component: PageFallback,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen", docs: { description: { component: "A page's place-holder while its code arrives: the 28 px shield and the page's own loading text." } } },
  args: { text: "Loading privacy policy..." },
} satisfies Meta<typeof PageFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status");
    await expect(status).toHaveTextContent("Loading privacy policy...");
    await expect(status.querySelector("svg")?.getBoundingClientRect().width).toBe(28);
  },
};

export const LongText: Story = { args: { text: "Loading appliance selector..." } };
