import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button.tsx";
import { LIVE_REGION_CLEAR_MS, LiveRegionProvider, useAnnounce } from "./live-region.tsx";

function Announcer() {
  const announce = useAnnounce();
  return (
    <div className="flex gap-3">
      <Button onClick={() => announce("Filter change marked done")}>Announce status</Button>
      <Button variant="destructive" onClick={() => announce("Could not save your changes", "assertive")}>
        Announce alert
      </Button>
    </div>
  );
}

const meta = {
  title: "UI/LiveRegion",
  component: LiveRegionProvider,
  args: { children: <Announcer /> },
} satisfies Meta<typeof LiveRegionProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PoliteStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Announce status" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Filter change marked done");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(""), { timeout: LIVE_REGION_CLEAR_MS + 1000 });
  },
};

export const AssertiveAlert: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Announce alert" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Could not save your changes");
    await expect(canvas.getByRole("status")).toHaveTextContent("");
  },
};
