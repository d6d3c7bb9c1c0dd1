/*
 * "Notify this device" through the real push platform of lib/push over a faked browser: a PushManager that
 * records what it is asked and answers a subscription of the shape browsers make, and Notification's
 * permission prompt answered as the case says. Composed with the project's Storybook set-up (MSW, a fresh
 * query cache, the console guard) and the section's meta.
 */
import { composeStory, setProjectAnnotations, type StoryObj } from "@storybook/react-vite";
import { beforeAll, describe, test } from "vitest";
import { expect, userEvent, within } from "storybook/test";
import preview from "../../../.storybook/preview.tsx";
import { browserPushPlatform, type PushGlobals } from "@lib/push/index.ts";
import { defaultAuthHandlers } from "../../../mock-api/handlers/auth.ts";
import { deliveryChannelMocks } from "../../../mock-api/handlers/delivery-channels.ts";
import { mockRoute } from "../../../mock-api/route-mocks.ts";
import { fakeSubscription } from "../../../test-support/fake-push-platform.ts";
import meta from "./delivery-channels-section.stories.tsx";

type Story = StoryObj<typeof meta>;

/** A browser whose push side is scripted, with a record of what the page asked of it, in order. */
function fakeBrowser(answer: NotificationPermission) {
  const asked: string[] = [];
  const subscribeOptions: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }[] = [];
  let permission: NotificationPermission = "default";
  const subscription = { toJSON: () => fakeSubscription, unsubscribe: () => Promise.resolve(true) };
  const pushManager = {
    getSubscription: () => Promise.resolve(null),
    subscribe: (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array<ArrayBuffer> }) => {
      asked.push("subscribe");
      subscribeOptions.push(options);
      return Promise.resolve(subscription);
    },
  };
  const globals: PushGlobals = {
    navigator: {
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      maxTouchPoints: 0,
      serviceWorker: { getRegistration: () => Promise.resolve({ pushManager }) },
    },
    PushManager: class {},
    Notification: {
      get permission() {
        return permission;
      },
      requestPermission: () => {
        asked.push("permission");
        permission = answer;
        return Promise.resolve(answer);
      },
    },
  };
  return { asked, subscribeOptions, platform: browserPushPlatform(globals) };
}

const sentSubscriptions: unknown[] = [];
const recordSubscriptions = mockRoute("subscribePush", async ({ request }) => {
  sentSubscriptions.push(await request.clone().json());
  // Answered by the next handler, the mock server's own.
});

const granting = fakeBrowser("granted");
const Granted: Story = {
  parameters: { pushPlatform: () => granting.platform, msw: { handlers: [recordSubscriptions, ...deliveryChannelMocks.none(), ...defaultAuthHandlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Notify this device" }));
    const devices = await canvas.findByRole("list", { name: "Devices that get notifications" });
    await expect(within(devices).getByText("This device")).toBeVisible();
    // The permission first, within the tap; then the subscription, showing every push, with the server's key as bytes.
    await expect(granting.asked).toEqual(["permission", "subscribe"]);
    await expect(granting.subscribeOptions[0]?.userVisibleOnly).toBe(true);
    await expect(granting.subscribeOptions[0]?.applicationServerKey).toHaveLength(65);
    await expect(sentSubscriptions).toEqual([fakeSubscription]);
  },
};

const refusing = fakeBrowser("denied");
const Refused: Story = {
  parameters: { pushPlatform: () => refusing.platform },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Notify this device" }));
    await expect(await canvas.findByText(/Notifications are blocked for Hearthkeep in this browser/)).toBeVisible();
    await expect(refusing.asked).toEqual(["permission"]);
  },
};

const project = setProjectAnnotations([preview, { initialGlobals: { network: "instant" } }]);
beforeAll(project.beforeAll);

describe("Notify this device", () => {
  test("granted: asks within the tap, subscribes with the VAPID key and sends the subscription", async () => {
    await composeStory(Granted, meta, undefined, "Granted").run();
  });
  test("refused: says how to allow it, and subscribes nothing", async () => {
    await composeStory(Refused, meta, undefined, "Refused").run();
  });
});
