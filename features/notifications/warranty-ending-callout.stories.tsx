import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RECORDED_APPLIANCE_IDS } from "../../mock-api/fixtures/appliances.ts";
import { warrantyEndingNotification } from "../../mock-api/fixtures/progress.ts";
import { withPublicRouter } from "../../test-support/stories/public-router.tsx";
import { WarrantyEndingCallout } from "./warranty-ending-callout.tsx";

const furnace = { id: warrantyEndingNotification.id, warranty: warrantyEndingNotification.warranty };
const waterHeater = {
  id: "notification-warranty-0002",
  warranty: { applianceId: RECORDED_APPLIANCE_IDS.waterHeater, applianceName: "Basement water heater with a long name", endsOn: "2026-03-31" },
};

const meta = {
  title: "Features/Notifications/WarrantyEndingCallout",
  component: WarrantyEndingCallout,
  tags: ["visual-mobile"],
  decorators: [withPublicRouter("/dashboard")],
  args: { notices: [furnace], today: "2026-03-02", onDismiss: fn() },
} satisfies Meta<typeof WarrantyEndingCallout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One warranty ends in 20 days: its appliance, its last day, the way to its record and a dismissal. */
export const OneWarranty: Story = {
  play: async ({ canvasElement, args }) => {
    const callout = within(within(canvasElement).getByRole("region", { name: "Warranties ending soon" }));
    await expect(callout.getByText("The warranty on Upstairs furnace ends on Mar 22, 2026.")).toBeVisible();
    await expect(callout.getByRole("link", { name: "Open Upstairs furnace" })).toHaveAttribute("href", `/appliances/${RECORDED_APPLIANCE_IDS.furnace}`);
    await userEvent.click(callout.getByRole("button", { name: "Dismiss the notice about the Upstairs furnace warranty" }));
    await expect(args.onDismiss).toHaveBeenCalledWith(warrantyEndingNotification.id);
  },
};

/** Two at once, each dismissed on its own; a long name wraps on a phone. */
export const TwoWarranties: Story = {
  args: { notices: [furnace, waterHeater] },
  play: async ({ canvasElement }) => {
    const callout = within(within(canvasElement).getByRole("region", { name: "Warranties ending soon" }));
    await expect(callout.getAllByRole("button", { name: /^Dismiss the notice/ })).toHaveLength(2);
    await expect(callout.getByText("The warranty on Basement water heater with a long name ends on Mar 31, 2026.")).toBeVisible();
  },
};

/** The last day covered is today. */
export const EndsToday: Story = {
  tags: ["!visual-mobile"],
  args: { today: "2026-03-22" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("The warranty on Upstairs furnace ends today.")).toBeVisible();
  },
};

/** Nothing to tell: the dashboard shows nothing at all. */
export const NoNotice: Story = {
  tags: ["no-visual"],
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region", { name: "Warranties ending soon" })).toBeNull();
  },
};
