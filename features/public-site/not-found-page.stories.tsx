import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { withPublicRouter } from "../../test-support/stories/public-router.tsx";
import { NotFoundPage } from "./not-found-page.tsx";

const meta = {
  title: "Features/InfoPages/NotFound",
  component: NotFoundPage,
  parameters: { layout: "fullscreen" },
  decorators: [withPublicRouter("/no/such/page")],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(document.title).toBe("Page not found · Hearthkeep");
    await userEvent.click(canvas.getByRole("link", { name: "Go to the home page" }));
    await expect(await canvas.findByRole("heading", { name: "Arrived at /" })).toBeVisible();
  },
};
