import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { authHandlers } from "../mock-api/handlers/auth.ts";
import { notificationHandlers } from "../mock-api/handlers/notifications.ts";
import { signedInHomeHandlers } from "../mock-api/handlers/signed-in-home.ts";
import { RECORDED_APPLIANCE_IDS } from "../mock-api/fixtures/appliances.ts";
import { freezeDateNow } from "../mock-api/fixtures/clock.ts";
import { FIXTURE_NOW } from "../mock-api/fixtures/tasks.ts";
import { AppAt, DASHBOARD_HEADING, pageHeading, patientQueries, storyScreen as screen } from "../test-support/stories/app-story-frame.tsx";

/*
 * The dashboard as the app composes it (app/dashboard-page.tsx): the tasks, and under the header the word on
 * a warranty about to end (docs/product.md §4.20), from the home's unread notices.
 */
const meta = {
  title: "Pages/DashboardNotices",
  component: AppAt,
  beforeEach: [freezeDateNow(FIXTURE_NOW), patientQueries],
  parameters: {
    layout: "fullscreen",
    msw: {
      handlers: {
        auth: [authHandlers.session.signedIn],
        notifications: notificationHandlers.warrantyEnding(),
        home: signedInHomeHandlers(),
      },
    },
  },
  args: { path: "/dashboard" },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const DISMISS = "Dismiss the notice about the Upstairs furnace warranty";

async function warrantyCallout(context: Parameters<typeof pageHeading>[0]) {
  await pageHeading(context, DASHBOARD_HEADING);
  return within(await screen(context).findByRole("region", { name: "Warranties ending soon" }));
}

/** The furnace's warranty ends in 20 days: the dashboard says so once the tasks are shown, with the way to its record. */
export const WarrantyEndingSoon: Story = {
  tags: ["visual-mobile"],
  play: async (context) => {
    const callout = await warrantyCallout(context);
    await expect(callout.getByText("The warranty on Upstairs furnace ends on Mar 22, 2026.")).toBeVisible();
    await expect(callout.getByRole("link", { name: "Open Upstairs furnace" })).toHaveAttribute("href", `/appliances/${RECORDED_APPLIANCE_IDS.furnace}`);
    // The notice is also in the bell's count until it is read.
    await expect(await screen(context).findByRole("link", { name: "Notifications, 3 unread" })).toBeInTheDocument();
  },
};

/** Dismissed, the notice is read: it leaves the dashboard, and the bell counts one less. */
export const WarrantyNoticeDismissed: Story = {
  tags: ["no-visual"],
  play: async (context) => {
    const callout = await warrantyCallout(context);
    await userEvent.click(callout.getByRole("button", { name: DISMISS }));
    await waitFor(() => expect(screen(context).queryByRole("region", { name: "Warranties ending soon" })).toBeNull());
    await expect(await screen(context).findByRole("link", { name: "Notifications, 2 unread" })).toBeInTheDocument();
  },
};
