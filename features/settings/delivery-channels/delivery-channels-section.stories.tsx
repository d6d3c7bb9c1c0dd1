import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { createAccessTokenStore, createApiClient } from "@lib/http/index.ts";
import { PushPlatformProvider, type PushPlatform } from "@lib/push/index.ts";
import { AuthProvider } from "@lib/session/index.ts";
import { defaultAuthHandlers } from "../../../mock-api/handlers/auth.ts";
import { deliveryChannelMocks, privateAddressRefusal, pushGoneError } from "../../../mock-api/handlers/delivery-channels.ts";
import { fakePushPlatform } from "../../../test-support/fake-push-platform.ts";
import { DeliveryChannelsSection } from "./delivery-channels-section.tsx";

function WithSession({ platform, children }: { platform: PushPlatform; children: React.ReactNode }) {
  // A fresh client per story: no access token leaks from one story into the next.
  const [client] = React.useState(() => createApiClient({ tokens: createAccessTokenStore() }));
  return (
    <AuthProvider client={client}>
      <PushPlatformProvider platform={platform}>{children}</PushPlatformProvider>
    </AuthProvider>
  );
}

type StoryParameters = { pushPlatform?: () => PushPlatform };

const meta = {
  title: "Features/Settings/DeliveryChannels",
  component: DeliveryChannelsSection,
  tags: ["visual-mobile"],
  parameters: { layout: "padded", msw: { handlers: [...deliveryChannelMocks.none(), ...defaultAuthHandlers] } },
  args: { copy: fn(() => Promise.resolve()) },
  decorators: [
    (Story, { parameters }) => {
      const platform = ((parameters as StoryParameters).pushPlatform ?? (() => fakePushPlatform()))();
      return (
        <WithSession platform={platform}>
          <div className="max-w-2xl">
            <Story />
          </div>
        </WithSession>
      );
    },
  ],
} satisfies Meta<typeof DeliveryChannelsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) => within(canvasElement);

/** Nothing set up: "Notify this device", empty ntfy and webhook forms, every box ticked but household activity's, an empty log. */
export const NothingSetUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Notify this device" })).toBeVisible();
    await expect(canvas.getByText("No device gets notifications yet.")).toBeVisible();
    await expect(canvas.getAllByText("Not set up.")).toHaveLength(2);
    await expect(canvas.getByText("Nothing has been sent yet. Send a test to see it here.")).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Reminder" })).toBeVisible();
    for (const box of within(canvas.getByRole("group", { name: "Household activity" })).getAllByRole("checkbox")) await expect(box).not.toBeChecked();
  },
};

/** Devices, ntfy and a webhook set, the webhook's last delivery failed, and a log with failures in words. */
export const SetUp: Story = {
  parameters: { msw: { handlers: [...deliveryChannelMocks.some(), ...defaultAuthHandlers] } },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    const devices = await canvas.findByRole("list", { name: "Devices that get notifications" });
    await expect(within(devices).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(devices).getByText("Nothing delivered yet")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Topic URL/ })).toHaveValue("https://ntfy.sh/hearthkeep-maple-street");
    await expect(canvas.getByText(/Last delivery: Not delivered to your webhook: the webhook answered 502 Bad Gateway/)).toBeVisible();
    const log = await canvas.findByRole("list", { name: "Delivery log" });
    await expect(within(log).getByText(/Not delivered to your webhook: the webhook answered 502/)).toBeVisible();
    await expect(within(log).getByText(new RegExp(`The push service refused: ${pushGoneError}`))).toBeVisible();
    await expect(within(canvas.getByRole("group", { name: "Reminder" })).getByRole("checkbox", { name: "Push" })).toBeChecked();
    await expect(within(canvas.getByRole("group", { name: "Household activity" })).getByRole("checkbox", { name: "Push" })).toBeChecked();
    await expect(within(log).getByText("Household activity · Push")).toBeVisible();
  },
};

/** The tap asks for permission, then subscribes; the device joins the list. */
export const Subscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Notify this device" }));
    const devices = await canvas.findByRole("list", { name: "Devices that get notifications" });
    await expect(within(devices).getByText("Chrome on macOS")).toBeVisible();
    await expect(within(devices).getByText("This device")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Notify this device" })).toBeNull();
  },
};

/** Waiting on the browser's push service. */
export const Subscribing: Story = {
  parameters: { pushPlatform: () => fakePushPlatform({ subscribe: "never" }) },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Notify this device" }));
    await expect(await canvas.findByRole("button", { name: "Turning on notifications…" })).toBeVisible();
  },
};

/** The push service could not be reached: said in words, the button stays for another try. */
export const SubscribeFailed: Story = {
  parameters: { pushPlatform: () => fakePushPlatform({ subscribe: "fails" }) },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Notify this device" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("This browser could not reach its push service");
    await expect(canvas.getByRole("button", { name: "Notify this device" })).toBeVisible();
  },
};

/** The person said no, or had blocked the site: how to allow it instead of a button. */
export const PermissionDenied: Story = {
  parameters: { pushPlatform: () => fakePushPlatform({ permission: "denied" }) },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(await canvas.findByText(/Notifications are blocked for Hearthkeep in this browser/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Notify this device" })).toBeNull();
  },
};

/** iPhone Safari in a tab: the steps to the Home Screen. */
export const IosNotInstalled: Story = {
  parameters: { pushPlatform: () => fakePushPlatform({ support: "needs-home-screen" }) },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    const steps = await canvas.findByRole("group", { name: "On iPhone and iPad, notifications come to the app on your Home Screen" });
    await expect(within(steps).getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.queryByRole("button", { name: "Notify this device" })).toBeNull();
  },
};

export const Unsupported: Story = {
  parameters: { pushPlatform: () => fakePushPlatform({ support: "unsupported" }) },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(await canvas.findByText(/This browser cannot show notifications from websites/)).toBeVisible();
  },
};

/** "Send a test" answers the real result beside the device. */
export const TestDelivered: Story = {
  parameters: SetUp.parameters,
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Send a test to Firefox on Windows" }));
    const devices = canvas.getByRole("list", { name: "Devices that get notifications" });
    await expect(await within(devices).findByText(/^Delivered to Firefox on Windows at \d\d:\d\d$/)).toBeVisible();
  },
};

/** The receivers refuse: the push service says the subscription ended, the webhook a 404, in words. */
export const TestRefused: Story = {
  parameters: { msw: { handlers: [...deliveryChannelMocks.refusingTests(), ...defaultAuthHandlers] } },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Send a test to Chrome on Android" }));
    await expect(await canvas.findByText(/The push service refused: .*subscription has ended — turn notifications on again/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Send a test to Webhook" }));
    await expect(await canvas.findByText("Not delivered to your webhook: the webhook answered 404 Not Found")).toBeVisible();
  },
};

/** A webhook saved: its signing secret, this once, with a copy button. */
export const WebhookSecretShownOnce: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = section(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /Webhook URL/ }), "https://home.example.com/api/webhook/hearthkeep");
    await userEvent.click(canvas.getByRole("button", { name: "Save Webhook" }));
    const secret = await canvas.findByRole("textbox", { name: "Webhook signing secret" });
    await expect(secret).toHaveValue("whsec_mockedSecretShownOnceOnlyForStories0000");
    await userEvent.click(canvas.getByRole("button", { name: "Copy secret" }));
    await expect(args.copy).toHaveBeenCalledWith("whsec_mockedSecretShownOnceOnlyForStories0000");
    await expect(await canvas.findByText("Secret copied.")).toBeVisible();
  },
};

/** A URL on a private network: the server's reason, the URL kept for correcting. */
export const PrivateAddressRefused: Story = {
  parameters: { msw: { handlers: [...deliveryChannelMocks.refusingPrivateUrls(), ...defaultAuthHandlers] } },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    const url = await canvas.findByRole("textbox", { name: /Webhook URL/ });
    await userEvent.type(url, "https://10.0.0.5/hook");
    await userEvent.click(canvas.getByRole("button", { name: "Save Webhook" }));
    await expect(await canvas.findByText(privateAddressRefusal)).toBeVisible();
    await expect(url).toHaveValue("https://10.0.0.5/hook");
  },
};

/** Not https: refused in the form with the contract's words before anything is sent. */
export const NotHttps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /Topic URL/ }), "ntfy.sh/my-topic");
    await userEvent.click(canvas.getByRole("button", { name: "Save ntfy" }));
    await expect(await canvas.findByText("Enter an address that starts with https://")).toBeVisible();
  },
};

/** Unticking a box sends the new choices. */
export const ChoiceChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    const achievements = await canvas.findByRole("group", { name: "Achievement" });
    const push = within(achievements).getByRole("checkbox", { name: "Push" });
    await userEvent.click(push);
    await waitFor(() => expect(push).not.toBeChecked());
  },
};

/** Household activity goes nowhere until chosen: ticking ntfy for it sends the new choices and keeps the box. */
export const HouseholdActivityChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    const household = await canvas.findByRole("group", { name: "Household activity" });
    const ntfy = within(household).getByRole("checkbox", { name: "ntfy" });
    await userEvent.click(ntfy);
    await waitFor(() => expect(ntfy).toBeChecked());
    await expect(within(household).getByRole("checkbox", { name: "Push" })).not.toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...deliveryChannelMocks.loading(), ...defaultAuthHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(await section(canvasElement).findByRole("status", { name: "Loading your notification settings" })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...deliveryChannelMocks.failing(), ...defaultAuthHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(await section(canvasElement).findByRole("alert")).toHaveTextContent("Your notification settings could not be loaded.");
  },
};

/** The server fails a test: its reason in words beside the channel. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [...deliveryChannelMocks.failingChanges(), ...defaultAuthHandlers] } },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Send a test to ntfy" }));
    await expect(await canvas.findByText("Something went wrong on our side. Please try again.")).toBeVisible();
  },
};
