import { HttpResponse } from "msw";
import { mockRoute } from "../route-mocks.ts";
import {
  deliveriesResponseSchema,
  deliveryChannelsResponseSchema,
  deliveryChoicesResponseSchema,
  deliveryChoicesSchema,
  deliveryResponseSchema,
  ntfyChannelResponseSchema,
  pushDeviceResponseSchema,
  setNtfyRequestSchema,
  setWebhookRequestSchema,
  vapidPublicKeyResponseSchema,
  webhookChannelResponseSchema,
  type Delivery,
  type DeliveryChannelsResponse,
} from "@domain/contract/index.ts";
import { errorBody, neverAnswer, refuse } from "./responses.ts";
import { simulateWork } from "./simulated-latency.ts";

const at = "2026-12-07T08:00:00.000Z";
/** A P-256 public key of the right shape (base64url, 65 bytes): the mock never pushes anything with it. */
const samplePublicKey = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";

/** A person with nothing set up: no device, no ntfy topic, no webhook, every event but household activity on every channel. */
export const noDeliveryChannels: DeliveryChannelsResponse = {
  devices: [],
  ntfy: null,
  webhook: null,
  choices: { reminder: ["push", "ntfy", "webhook"], "weekly-summary": ["push", "ntfy", "webhook"], achievement: ["push", "ntfy", "webhook"], household: [] },
};

const delivery = (fields: Partial<Delivery> & Pick<Delivery, "id" | "channel">): Delivery => ({
  deviceLabel: null,
  eventKind: "reminder",
  title: "3 tasks are due this week",
  status: "sent",
  attempts: 1,
  error: null,
  createdAt: at,
  settledAt: at,
  ...fields,
});

/** A push service's refusal of a subscription that has ended, as the server words it. */
export const pushGoneError = "the push service answered 410: the browser's subscription has ended";
/** The server's refusal of a URL on a private network (server/notify/outbound.ts). */
export const privateAddressRefusal = "The address 10.0.0.5 is on a private or reserved network (private), which this server does not send to";

/** Two devices, an ntfy topic with a token and a webhook, each with its last delivery; reminders and household activity to push only. */
export const someDeliveryChannels: DeliveryChannelsResponse = {
  devices: [
    {
      id: "5a0c7a38-8d0e-4f1e-9d54-1b2f3c4d5e01",
      deviceLabel: "Chrome on Android",
      createdAt: "2026-11-02T18:00:00.000Z",
      lastSuccessAt: at,
      lastDelivery: delivery({ id: "d-1", channel: "push", deviceLabel: "Chrome on Android" }),
    },
    { id: "5a0c7a38-8d0e-4f1e-9d54-1b2f3c4d5e02", deviceLabel: "Firefox on Windows", createdAt: "2026-11-20T09:00:00.000Z", lastSuccessAt: null, lastDelivery: null },
  ],
  ntfy: { url: "https://ntfy.sh/hearthkeep-maple-street", hasToken: true, lastDelivery: delivery({ id: "d-2", channel: "ntfy" }) },
  webhook: {
    url: "https://home.example.com/api/webhook/hearthkeep",
    lastDelivery: delivery({ id: "d-3", channel: "webhook", status: "failed", attempts: 5, error: "the webhook answered 502 Bad Gateway" }),
  },
  choices: { reminder: ["push"], "weekly-summary": ["push", "ntfy", "webhook"], achievement: ["ntfy"], household: ["push"] },
};

/** A log with a delivery of each result: delivered, retried, failed with the reason, ended. */
export const someDeliveries: readonly Delivery[] = [
  delivery({ id: "l-1", channel: "webhook", status: "failed", attempts: 5, error: "the webhook answered 502 Bad Gateway", createdAt: "2026-12-07T08:00:00.000Z", settledAt: "2026-12-07T08:31:00.000Z" }),
  delivery({ id: "l-2", channel: "push", deviceLabel: "Chrome on Android", eventKind: "reminder" }),
  delivery({ id: "l-6", channel: "push", deviceLabel: "Chrome on Android", eventKind: "household", title: "Sam Lee completed a task", createdAt: "2026-12-06T20:05:00.000Z", settledAt: "2026-12-06T20:05:00.000Z" }),
  delivery({ id: "l-3", channel: "ntfy", eventKind: "achievement", title: "Achievement unlocked", createdAt: "2026-12-06T19:12:00.000Z", settledAt: "2026-12-06T19:12:00.000Z" }),
  delivery({ id: "l-4", channel: "push", deviceLabel: null, eventKind: "weekly-summary", status: "gone", error: pushGoneError, createdAt: "2026-12-05T07:00:00.000Z", settledAt: "2026-12-05T07:00:01.000Z" }),
  delivery({ id: "l-5", channel: "ntfy", eventKind: "reminder", status: "pending", attempts: 2, error: "the ntfy server did not answer within 5 seconds", settledAt: null }),
];

const refusedPrivateUrl = () => refuse(400, { error: { code: "BAD_REQUEST", message: privateAddressRefusal, details: { fields: { url: privateAddressRefusal } } } });
const serverError = () => refuse(500, errorBody("INTERNAL", "Something went wrong on our side. Please try again."));

const sentTest = (channel: Delivery["channel"], deviceLabel: string | null): Delivery => ({
  id: crypto.randomUUID(),
  channel,
  deviceLabel,
  eventKind: "test",
  title: "Hearthkeep test",
  status: "sent",
  attempts: 1,
  error: null,
  createdAt: at,
  settledAt: at,
});

/**
 * The delivery channels over a state of their own: subscribing, setting and removing change it, and every
 * test is sent. Each call makes a fresh state, for stories and `npm run dev` without a server.
 */
export function deliveryChannelHandlers(initial: DeliveryChannelsResponse = noDeliveryChannels, initialLog: readonly Delivery[] = []) {
  const state = structuredClone(initial);
  const log: Delivery[] = structuredClone([...initialLog]);
  const notFound = () => refuse(404, errorBody("NOT_FOUND", "No such device"));
  return [
    mockRoute("listDeliveryChannels", () => HttpResponse.json(deliveryChannelsResponseSchema.parse(state))),
    mockRoute("getVapidPublicKey", () => HttpResponse.json(vapidPublicKeyResponseSchema.parse({ publicKey: samplePublicKey }))),
    mockRoute("listDeliveries", () => HttpResponse.json(deliveriesResponseSchema.parse({ data: log }))),
    mockRoute("subscribePush", async () => {
      await simulateWork("update");
      const device = { id: crypto.randomUUID(), deviceLabel: "Chrome on macOS", createdAt: at, lastSuccessAt: null, lastDelivery: null };
      state.devices.push(device);
      return HttpResponse.json(pushDeviceResponseSchema.parse({ data: device }), { status: 201 });
    }),
    mockRoute("unsubscribePush", async ({ params }) => {
      await simulateWork("delete");
      if (!state.devices.some((device) => device.id === params.id)) return notFound();
      state.devices = state.devices.filter((device) => device.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    mockRoute("testPush", async ({ params }) => {
      await simulateWork("update");
      const device = state.devices.find((candidate) => candidate.id === params.id);
      if (!device) return notFound();
      const delivery = sentTest("push", device.deviceLabel);
      log.unshift(delivery);
      device.lastDelivery = delivery;
      device.lastSuccessAt = at;
      return HttpResponse.json(deliveryResponseSchema.parse({ data: delivery }));
    }),
    mockRoute("setNtfyChannel", async ({ request }) => {
      await simulateWork("update");
      const parsed = setNtfyRequestSchema.safeParse(await request.json());
      if (!parsed.success) return refuse(400, errorBody("VALIDATION_FAILED", "The request is not valid"));
      state.ntfy = { url: parsed.data.url, hasToken: Boolean(parsed.data.token), lastDelivery: null };
      return HttpResponse.json(ntfyChannelResponseSchema.parse({ data: state.ntfy }));
    }),
    mockRoute("setWebhookChannel", async ({ request }) => {
      await simulateWork("update");
      const parsed = setWebhookRequestSchema.safeParse(await request.json());
      if (!parsed.success) return refuse(400, errorBody("VALIDATION_FAILED", "The request is not valid"));
      state.webhook = { url: parsed.data.url, lastDelivery: null };
      return HttpResponse.json(webhookChannelResponseSchema.parse({ data: state.webhook, secret: "whsec_mockedSecretShownOnceOnlyForStories0000" }));
    }),
    mockRoute("setDeliveryChoices", async ({ request }) => {
      await simulateWork("update");
      const parsed = deliveryChoicesSchema.safeParse(await request.json());
      if (!parsed.success) return refuse(400, errorBody("VALIDATION_FAILED", "The request is not valid"));
      state.choices = parsed.data;
      return HttpResponse.json(deliveryChoicesResponseSchema.parse({ data: state.choices }));
    }),
    mockRoute("removeDeliveryChannel", async ({ params }) => {
      await simulateWork("delete");
      const kind = params.kind === "ntfy" ? "ntfy" : "webhook";
      if (!state[kind]) return refuse(404, errorBody("NOT_FOUND", `No ${kind} channel is set`));
      state[kind] = null;
      return new HttpResponse(null, { status: 204 });
    }),
    mockRoute("testDeliveryChannel", async ({ params }) => {
      await simulateWork("update");
      const kind = params.kind === "ntfy" ? "ntfy" : "webhook";
      const channel = state[kind];
      if (!channel) return refuse(404, errorBody("NOT_FOUND", `No ${kind} channel is set`));
      const delivery = sentTest(kind, null);
      log.unshift(delivery);
      channel.lastDelivery = delivery;
      return HttpResponse.json(deliveryResponseSchema.parse({ data: delivery }));
    }),
  ];
}

/** A test that the receiver refused: the push service says the subscription ended, ntfy and the webhook a 4xx. */
function refusedTests() {
  const refused = (channel: Delivery["channel"], deviceLabel: string | null, status: Delivery["status"], error: string) =>
    HttpResponse.json(deliveryResponseSchema.parse({ data: { ...sentTest(channel, deviceLabel), status, error } }));
  return [
    mockRoute("testPush", () => refused("push", "Chrome on Android", "gone", pushGoneError)),
    mockRoute("testDeliveryChannel", ({ params }) =>
      params.kind === "ntfy" ? refused("ntfy", null, "failed", "the ntfy server answered 403 Forbidden: unauthorized") : refused("webhook", null, "failed", "the webhook answered 404 Not Found"),
    ),
  ];
}

export const deliveryChannelMocks = {
  none: () => deliveryChannelHandlers(),
  some: () => deliveryChannelHandlers(someDeliveryChannels, someDeliveries),
  loading: () => [mockRoute("listDeliveryChannels", neverAnswer), mockRoute("listDeliveries", neverAnswer), mockRoute("getVapidPublicKey", neverAnswer)],
  failing: () => [mockRoute("listDeliveryChannels", serverError), mockRoute("listDeliveries", serverError), mockRoute("getVapidPublicKey", serverError)],
  /** Every test reaches the server and is refused by the receiver. */
  refusingTests: () => [...refusedTests(), ...deliveryChannelHandlers(someDeliveryChannels, someDeliveries)],
  /** Saving a URL on a private network is refused, as the server's address guard does. */
  refusingPrivateUrls: () => [
    mockRoute("setWebhookChannel", refusedPrivateUrl),
    mockRoute("setNtfyChannel", refusedPrivateUrl),
    ...deliveryChannelHandlers(),
  ],
  /** The lists load; every change and test fails on the server. */
  failingChanges: () => [
    ...(["subscribePush", "unsubscribePush", "testPush", "setNtfyChannel", "setWebhookChannel", "setDeliveryChoices", "removeDeliveryChannel", "testDeliveryChannel"] as const).map((id) => mockRoute(id, serverError)),
    ...deliveryChannelHandlers(someDeliveryChannels, someDeliveries),
  ],
};
