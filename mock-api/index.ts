export { healthHandlers, healthUrl } from "./handlers/health.ts";
export { contactHandlers, contactUrl } from "./handlers/contact.ts";
export { authHandlers, authUrls, defaultAuthHandlers } from "./handlers/auth.ts";

export { notificationCenter, notificationHandlers, notificationUrls } from "./handlers/notifications.ts";
export { achievementsWith, historyOf, progressHandlers, progressUrls } from "./handlers/progress.ts";
export { accountHandlers, accountOf, accountUrls, MOCK_ACCOUNT_PASSWORD } from "./handlers/account.ts";

import { healthHandlers } from "./handlers/health.ts";
import { notificationHandlers } from "./handlers/notifications.ts";
import { progressHandlers } from "./handlers/progress.ts";
import { accountHandlers } from "./handlers/account.ts";
import { contactHandlers } from "./handlers/contact.ts";
import { defaultAuthHandlers } from "./handlers/auth.ts";

/** The happy-path handlers: what `npm run dev` without a server and stories without overrides use. */
export const defaultHandlers = [
  healthHandlers.ok,
  contactHandlers.ok,
  ...defaultAuthHandlers,
  ...notificationHandlers.some(),
  ...progressHandlers.some(),
  ...accountHandlers.signedIn(),
];
