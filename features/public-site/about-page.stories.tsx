import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AboutPage } from "./about-page.tsx";
import { withPublicRouter } from "../../test-support/stories/public-router.tsx";

const meta = {
  title: "Pages/About",
  component: AboutPage,
  parameters: { layout: "fullscreen" },
  decorators: [withPublicRouter("/about")],
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "About Hearthkeep" })).toBeVisible();
    await expect(document.title).toBe("About · Hearthkeep");
    await expect(canvas.getByRole("heading", { level: 2, name: "What we believe" })).toBeVisible();
  },
};
