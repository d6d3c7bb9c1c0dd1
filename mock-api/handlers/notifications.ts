import { delay, http, HttpResponse } from "msw";
import { errorBodySchema, markNotificationReadResponseSchema, notificationsResponseSchema, type Notification } from "@domain/contract/index.ts";
import { manyNotifications, notifications as someNotifications } from "../fixtures/progress.ts";

export const notificationUrls = {
  list: "/api/notifications",
  readOne: "/api/notifications/:id/read",
  readAll: "/api/notifications/read-all",
} as const;

const serverError = () =>
  HttpResponse.json(errorBodySchema.parse({ error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." } }), { status: 500 });

/**
 * The notification center over a list of its own: marking read and clearing change it, so a story's
 * play function sees the bell's count fall. Each call makes a fresh list.
 */
export function notificationCenter(initial: readonly Notification[] = someNotifications) {
  let list = initial.map((notification) => ({ ...notification }));
  return [
    http.get(notificationUrls.list, () => HttpResponse.json(notificationsResponseSchema.parse({ data: list }))),
    http.put(notificationUrls.readAll, () => {
      list = list.map((notification) => ({ ...notification, isRead: true }));
      return HttpResponse.json(notificationsResponseSchema.parse({ data: list }));
    }),
    http.put(notificationUrls.readOne, ({ params }) => {
      const found = list.find((notification) => notification.id === params.id);
      if (!found) return HttpResponse.json(errorBodySchema.parse({ error: { code: "NOT_FOUND", message: "Notification not found" } }), { status: 404 });
      found.isRead = true;
      return HttpResponse.json(markNotificationReadResponseSchema.parse({ data: found }));
    }),
    http.delete(notificationUrls.list, () => {
      list = [];
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

export const notificationHandlers = {
  some: () => notificationCenter(),
  empty: () => notificationCenter([]),
  many: () => notificationCenter(manyNotifications(28)),
  loading: () => [http.get(notificationUrls.list, async () => {
    await delay("infinite");
    return new HttpResponse(null, { status: 204 });
  })],
  failing: () => [http.get(notificationUrls.list, serverError)],
  /** Reads work, every change is refused. */
  refusingChanges: () => [
    http.get(notificationUrls.list, () => HttpResponse.json(notificationsResponseSchema.parse({ data: someNotifications }))),
    http.put(notificationUrls.readAll, serverError),
    http.put(notificationUrls.readOne, serverError),
    http.delete(notificationUrls.list, serverError),
  ],
};
