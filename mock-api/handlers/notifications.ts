import { http, HttpResponse } from "msw";
import { markNotificationReadResponseSchema, notificationsResponseSchema, type Notification } from "@domain/contract/index.ts";
import { NOTIFICATION_MESSAGES } from "@domain/messages.ts";
import { manyNotifications, notifications as someNotifications } from "../fixtures/progress.ts";
import { errorBody, neverAnswer, refuse } from "./responses.ts";
import { simulateWork } from "./simulated-latency.ts";

export const notificationUrls = {
  list: "/api/notifications",
  readOne: "/api/notifications/:id/read",
  readAll: "/api/notifications/read-all",
} as const;

const serverError = () =>
  refuse(500, errorBody("INTERNAL", "Something went wrong on our side. Please try again."));

/**
 * The notification center over a list of its own: marking read and clearing change it, so a story's
 * play function sees the bell's count fall. Each call makes a fresh list.
 */
export function notificationCenter(initial: readonly Notification[] = someNotifications) {
  let list = initial.map((notification) => ({ ...notification }));
  return [
    http.get(notificationUrls.list, () => HttpResponse.json(notificationsResponseSchema.parse({ data: list }))),
    http.put(notificationUrls.readAll, async () => {
      await simulateWork("bulkUpdate");
      list = list.map((notification) => ({ ...notification, isRead: true }));
      return HttpResponse.json(notificationsResponseSchema.parse({ data: list }));
    }),
    http.put(notificationUrls.readOne, async ({ params }) => {
      await simulateWork("update");
      const found = list.find((notification) => notification.id === params.id);
      if (!found) return refuse(404, errorBody("NOT_FOUND", NOTIFICATION_MESSAGES.notFound));
      found.isRead = true;
      return HttpResponse.json(markNotificationReadResponseSchema.parse({ data: found }));
    }),
    http.delete(notificationUrls.list, async () => {
      await simulateWork("delete");
      list = [];
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

export const notificationHandlers = {
  some: () => notificationCenter(),
  empty: () => notificationCenter([]),
  many: () => notificationCenter(manyNotifications(28)),
  loading: () => [http.get(notificationUrls.list, neverAnswer)],
  failing: () => [http.get(notificationUrls.list, serverError)],
  /** Reads work, every change is refused. */
  refusingChanges: () => [
    http.get(notificationUrls.list, () => HttpResponse.json(notificationsResponseSchema.parse({ data: someNotifications }))),
    http.put(notificationUrls.readAll, serverError),
    http.put(notificationUrls.readOne, serverError),
    http.delete(notificationUrls.list, serverError),
  ],
};
