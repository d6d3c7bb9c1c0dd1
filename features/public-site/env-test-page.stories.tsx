import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { healthHandlers } from "../../mock-api/handlers/health.ts";
import { EnvTestPage } from "./env-test-page.tsx";
import { withPublicRouter } from "../../test-support/stories/public-router.tsx";

const meta = {
  // A page for support and developers (docs/product.md, "Environment test"), not one a designer reviews: listed with the developers' stories.
  title: "Developers/EnvTest",
  component: EnvTestPage,
  parameters: { layout: "fullscreen", msw: { handlers: [healthHandlers.ok] } },
  decorators: [withPublicRouter("/env-test")],
} satisfies Meta<typeof EnvTestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for a label of the facts list. */
const valueOf = (root: HTMLElement, label: string) => within(root).getByText(label, { selector: "dt" }).nextElementSibling;

export const ApiReachable: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Environment test" })).toBeVisible();
    await expect(document.title).toBe("Environment test · Hearthkeep");
    await expect(await canvas.findByText("Reachable")).toBeVisible();
    await expect(valueOf(canvasElement, "API")).toHaveTextContent(/^reachable \(pglite, \d+ ms\)$/);
    await expect(valueOf(canvasElement, "Build mode")).not.toBeEmptyDOMElement();
    await expect(valueOf(canvasElement, "App version")).not.toBeEmptyDOMElement();
    await expect(valueOf(canvasElement, "Cookies enabled")).toHaveTextContent(/^(yes|no)$/);
  },
};

export const ApiUnreachable: Story = {
  tags: ["no-visual"],
  parameters: { msw: { handlers: [healthHandlers.down] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Unreachable")).toBeVisible();
    await expect(valueOf(canvasElement, "API")).toHaveTextContent("unreachable: the server answered 503");
  },
};

export const ApiChecking: Story = {
  parameters: { msw: { handlers: [healthHandlers.loading] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Checking")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Check again" })).toBeDisabled();
  },
};

export const CopyReport: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Reachable");
    await userEvent.click(canvas.getByRole("button", { name: "Copy report" }));
    // Headless browsers may refuse the clipboard; either way the page says what happened.
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(/Report copied to the clipboard\.|Copying was blocked/));
  },
};
