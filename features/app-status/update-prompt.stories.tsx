import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { UPDATE_AVAILABLE_TEXT, UpdatePrompt } from "./update-prompt.tsx";

const onReload = fn();
const onDismiss = fn();

const meta = {
  title: "Features/Offline/UpdatePrompt",
  component: UpdatePrompt,
  parameters: { layout: "fullscreen" },
  args: { open: true, onReload, onDismiss },
  beforeEach: () => {
    onReload.mockClear();
    onDismiss.mockClear();
  },
  render: (args) => (
    <main className="min-h-96 p-6">
      <h1 className="text-xl font-semibold">Dashboard</h1>
      <p className="mt-2 text-sm text-muted-foreground">The page goes on working while the prompt waits.</p>
      <UpdatePrompt {...args} />
    </main>
  ),
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bottom right on a wide screen; on a phone, across the width above the bottom navigation. */
export const Shown: Story = {
  tags: ["visual-mobile"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(UPDATE_AVAILABLE_TEXT);
    await expect(canvas.getByRole("button", { name: "Reload" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Dismiss" })).toBeVisible();
    // It never takes the focus from what the user is doing.
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
  },
};

/** Reached with the keyboard like any control: Tab, then Enter. */
export const ReloadFromTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Reload" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onReload).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Dismiss" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Reload" })).toBeVisible();
  },
};

/** Nothing waiting: nothing shows, and the empty live region is ready for the sentence. */
export const Hidden: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
