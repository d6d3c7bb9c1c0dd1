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
import { errorBody, refuse } from "./responses.ts";
import { simulateWork } from "./simulated-latency.ts";

const at = "2026-12-07T08:00:00.000Z";
/** A P-256 public key of the right shape (base64url, 65 bytes): the mock never pushes anything with it. */
const samplePublicKey = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";

/** A person with nothing set up: no device, no ntfy topic, no webhook, every event on every channel. */
export const noDeliveryChannels: DeliveryChannelsResponse = {
  devices: [],
  ntfy: null,
  webhook: null,
  choices: { reminder: ["push", "ntfy", "webhook"], "weekly-summary": ["push", "ntfy", "webhook"], achievement: ["push", "ntfy", "webhook"] },
};

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
export function deliveryChannelHandlers(initial: DeliveryChannelsResponse = noDeliveryChannels) {
  const state = structuredClone(initial);
  const log: Delivery[] = [];
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
