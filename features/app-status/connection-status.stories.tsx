import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ConnectionStatus } from "./connection-status.tsx";

const meta = {
  title: "Features/Offline/ConnectionStatus",
  component: ConnectionStatus,
  parameters: { layout: "fullscreen" },
  args: { online: false },
  // Where it lives: the right-hand end of the signed-in header, beside the bell and the user menu.
  render: (args) => (
    <div className="flex h-14 items-center justify-end gap-2 border-b bg-card px-4">
      <ConnectionStatus {...args} />
    </div>
  ),
} satisfies Meta<typeof ConnectionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole("status");

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent("Offline");
    await expect(within(status(canvasElement)).queryByText(/waiting to sync/)).toBeNull();
    await expect(status(canvasElement).querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

export const OfflineOneChangeWaiting: Story = {
  args: { pendingChanges: 1 },
  tags: ["visual-mobile"],
  play: async ({ canvasElement }) => {
    const region = within(status(canvasElement));
    await expect(region.getByText("Offline")).toBeVisible();
    await expect(region.getByText("1 change waiting to sync")).toBeInTheDocument();
  },
};

/** On a phone the sentence becomes a count beside 'Offline'; screen readers still hear the sentence. */
export const OfflineTwoChangesWaiting: Story = {
  args: { pendingChanges: 2 },
  tags: ["visual-mobile"],
  play: async ({ canvasElement }) => {
    const region = within(status(canvasElement));
    await expect(region.getByText("Offline")).toBeVisible();
    await expect(region.getByText("2 changes waiting to sync")).toBeInTheDocument();
  },
};

export const Syncing: Story = {
  args: { online: true, pendingChanges: 2, sync: "syncing" },
  tags: ["visual-mobile"],
  play: async ({ canvasElement }) => {
    const region = within(status(canvasElement));
    await expect(region.getByText("Syncing")).toBeVisible();
    await expect(region.getByText("2 changes waiting to sync")).toBeInTheDocument();
  },
};

export const SyncFailed: Story = {
  args: { online: true, pendingChanges: 2, sync: "failed" },
  tags: ["visual-mobile"],
  play: async ({ canvasElement }) => {
    const region = within(status(canvasElement));
    await expect(region.getByText("Sync failed")).toBeVisible();
    await expect(region.getByText("2 changes waiting to sync")).toBeInTheDocument();
  },
};

/** Back online, before the queue has started sending: only the count. */
export const OnlineWithChangesWaiting: Story = {
  args: { online: true, pendingChanges: 2 },
  tags: ["visual-mobile"],
  play: async ({ canvasElement }) => {
    await expect(within(status(canvasElement)).getByText("2 changes waiting to sync")).toBeInTheDocument();
    await expect(within(status(canvasElement)).queryByText("Offline")).toBeNull();
  },
};

/** Online with nothing waiting: nothing shows, but the live region stays, ready to announce a change. */
export const Online: Story = {
  args: { online: true },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toBeEmptyDOMElement();
  },
};
