import { HttpResponse } from "msw";
import { mockPathOf, mockRoute } from "../route-mocks.ts";
import { markNotificationReadResponseSchema, notificationsResponseSchema, type Notification } from "@domain/contract/index.ts";
import { NOTIFICATION_MESSAGES } from "@domain/messages.ts";
import { manyNotifications, notifications as someNotifications, warrantyEndingNotification } from "../fixtures/progress.ts";
import { errorBody, neverAnswer, refuse } from "./responses.ts";
import { simulateWork } from "./simulated-latency.ts";

export const notificationUrls = {
  list: mockPathOf("listNotifications"),
  readOne: mockPathOf("markNotificationRead"),
  readAll: mockPathOf("markAllNotificationsRead"),
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
    mockRoute("listNotifications", () => HttpResponse.json(notificationsResponseSchema.parse({ data: list }))),
    mockRoute("markAllNotificationsRead", async () => {
      await simulateWork("bulkUpdate");
      list = list.map((notification) => ({ ...notification, isRead: true }));
      return HttpResponse.json(notificationsResponseSchema.parse({ data: list }));
    }),
    mockRoute("markNotificationRead", async ({ params }) => {
      await simulateWork("update");
      const found = list.find((notification) => notification.id === params.id);
      if (!found) return refuse(404, errorBody("NOT_FOUND", NOTIFICATION_MESSAGES.notFound));
      found.isRead = true;
      return HttpResponse.json(markNotificationReadResponseSchema.parse({ data: found }));
    }),
    mockRoute("clearNotifications", async () => {
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
  /** A warranty about to end, unread: the dashboard's callout shows it until it is dismissed. */
  warrantyEnding: () => notificationCenter([warrantyEndingNotification, ...someNotifications]),
  loading: () => [mockRoute("listNotifications", neverAnswer)],
  failing: () => [mockRoute("listNotifications", serverError)],
  /** Reads work, every change is refused. */
  refusingChanges: () => [
    mockRoute("listNotifications", () => HttpResponse.json(notificationsResponseSchema.parse({ data: someNotifications }))),
    mockRoute("markAllNotificationsRead", serverError),
    mockRoute("markNotificationRead", serverError),
    mockRoute("clearNotifications", serverError),
  ],
};
