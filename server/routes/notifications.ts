import type { RequestHandler, Router } from "express";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import { authOf } from "../security/require-auth.ts";
import type { NotificationService } from "../services/notifications.ts";
import { privateCaching } from "./request-context.ts";

/** /api/notifications, where server/app.ts mounts it: the notification center; a signed-in member only. */
export function notificationRoutes({ registry, notifications, requireAuth }: { registry: RouteRegistry; notifications: NotificationService; requireAuth: RequestHandler }): Router {
  const router = apiRouter();
  router.use(requireAuth, privateCaching);
  return registry.mount(router, "/api/notifications", {
    listNotifications: async (_input, { req }) => ({ data: await notifications.list(authOf(req)) }),
    markAllNotificationsRead: async (_input, { req }) => ({ data: await notifications.markAllRead(authOf(req)) }),
    markNotificationRead: async ({ params }, { req }) => ({ data: await notifications.markRead(authOf(req), params.id) }),
    clearNotifications: async (_input, { req }) => notifications.clear(authOf(req)),
  });
}
