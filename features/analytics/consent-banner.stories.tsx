import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { createAnalytics, type AnalyticsLibrary, CONSENT_STORAGE_KEY, readConsent } from "@lib/analytics/index.ts";
import { AnalyticsConsent } from "./analytics-consent.tsx";

/** PostHog's place taken by a recorder: the stories prove what would be sent, and nothing leaves the page. */
const library = {
  init: fn(),
  identify: fn(),
  capture: fn(),
  reset: fn(),
  opt_in_capturing: fn(),
  opt_out_capturing: fn(),
} satisfies AnalyticsLibrary;

const configured = () => createAnalytics({ config: { key: "phc_story_key", host: "https://eu.i.posthog.com" }, load: () => Promise.resolve(library) });

const meta = {
  title: "Features/Analytics/ConsentBanner",
  component: AnalyticsConsent,
  parameters: { layout: "fullscreen" },
  args: { userId: "user-home-0002" },
  beforeEach: () => {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    for (const recorder of Object.values(library)) recorder.mockClear();
  },
  render: (args) => (
    <main className="min-h-64 p-6">
      <h1 className="text-xl font-semibold">Dashboard</h1>
      <AnalyticsConsent {...args} analytics={configured()} />
    </main>
  ),
} satisfies Meta<typeof AnalyticsConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement) => within(canvasElement).queryByRole("region", { name: "Analytics consent" });

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeVisible();
    await expect(readConsent()).toBe("pending");
    // Nothing is loaded or sent while the question is open.
    await expect(library.init).not.toHaveBeenCalled();
  },
};

export const Accepted: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Allow analytics" }));
    await expect(banner(canvasElement)).toBeNull();
    await expect(readConsent()).toBe("granted");
    await waitFor(() => expect(library.identify).toHaveBeenCalledWith("user-home-0002"));
    await expect(library.init).toHaveBeenCalledWith("phc_story_key", expect.objectContaining({ autocapture: false, capture_pageview: false, persistence: "cookie" }));
  },
};

export const Declined: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "No thanks" }));
    await expect(banner(canvasElement)).toBeNull();
    await expect(readConsent()).toBe("denied");
    await expect(library.init).not.toHaveBeenCalled();
  },
};
