export { NotificationsScreen } from "./notifications-screen.tsx";
export { NotificationBell } from "./notification-bell.tsx";
export { useUnreadNotificationCount } from "./api/get-notifications.ts";
export { notificationKeys } from "./api/keys.ts";
