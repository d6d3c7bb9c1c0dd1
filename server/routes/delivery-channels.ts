import type { RequestHandler, Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import { authOf } from "../security/require-auth.ts";
import type { DeliveryChannelService } from "../services/delivery-channels.ts";
import { privateCaching } from "./request-context.ts";

/** /api/delivery-channels, where server/app.ts mounts it: push devices, ntfy, webhooks and the delivery log; a signed-in user's own. */
export function deliveryChannelRoutes({ registry, channels, requireAuth }: { registry: RouteRegistry; channels: DeliveryChannelService; requireAuth: RequestHandler }): Router {
  const router = apiRouter();
  router.use(requireAuth, privateCaching);
  const userOf = (req: Parameters<typeof authOf>[0]) => authOf(req).userId;
  return registry.mount(router, "/api/delivery-channels", {
    listDeliveryChannels: async (_input, { req }) => channels.overview(userOf(req)),
    getVapidPublicKey: async () => ({ publicKey: await channels.vapidPublicKey() }),
    listDeliveries: async (_input, { req }) => ({ data: await channels.deliveries(userOf(req)) }),
    subscribePush: async ({ body }, { req }) => ({ data: await channels.subscribe(userOf(req), body, req.get("user-agent")) }),
    unsubscribePush: async ({ params }, { req }) => channels.unsubscribe(userOf(req), params.id),
    testPush: async ({ params }, { req }) => ({ data: await channels.testPush(userOf(req), params.id) }),
    setNtfyChannel: async ({ body }, { req }) => ({ data: await channels.setNtfy(userOf(req), body) }),
    setWebhookChannel: async ({ body }, { req }) => channels.setWebhook(userOf(req), body),
    setDeliveryChoices: async ({ body }, { req }) => ({ data: await channels.setChoices(userOf(req), body) }),
    removeDeliveryChannel: async ({ params }, { req }) => channels.removeChannel(userOf(req), params.kind),
    testDeliveryChannel: async ({ params }, { req }) => ({ data: await channels.testChannel(userOf(req), params.kind) }),
  });
}
