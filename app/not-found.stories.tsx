import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { authHandlers } from "../mock-api/handlers/auth.ts";
import { AppAt, pageFadeFinished } from "./app-story-frame.tsx";

/** Any address the route table does not know shows the not-found page (docs/product.md §2.6). */
const meta = {
  title: "Pages/NotFound",
  component: AppAt,
  parameters: { layout: "fullscreen", msw: { handlers: [authHandlers.session.signedOut] } },
  args: { path: "/no/such/page" },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownAddress: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const heading = await screen.findByRole("heading", { level: 1, name: "Page not found" }, { timeout: 5000 });
    // Visible once the page's 0.18 s fade-in has run.
    await waitFor(() => expect(heading).toBeVisible());
    await pageFadeFinished(heading.ownerDocument);
  },
};
