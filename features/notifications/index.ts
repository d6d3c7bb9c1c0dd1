/**
 * The screen loads when its page is opened, not with this face: the app shell imports this face for
 * its small parts on every signed-in page, and the screen would otherwise come with them.
 */
export const loadNotificationsScreen = () => import("./notifications-screen.tsx").then((module) => module.NotificationsScreen);
export { NotificationBell } from "./notification-bell.tsx";
export { useUnreadNotificationCount } from "./api/get-notifications.ts";
export { notificationKeys } from "./api/keys.ts";
export { WarrantyEndingNotices } from "./warranty-ending-notices.tsx";
