import { accountHandlers } from "./account.ts";
import { apiTokenHandlers } from "./api-tokens.ts";
import { catalogHandlers, onboardingHandlers } from "./appliances.ts";
import { defaultCalendarHandlers } from "./calendar.ts";
import { deliveryChannelMocks } from "./delivery-channels.ts";
import { homeLocationHandlers } from "./home-location.ts";
import { notificationHandlers } from "./notifications.ts";
import { progressHandlers } from "./progress.ts";
import { taskHome } from "./tasks.ts";

/**
 * Everything a signed-in home's pages ask for once the app lets the person in: the tasks, the bell's
 * notifications, the account, the catalogue, the calendar feed, the API tokens, the delivery channels, where the home is and progress. For stories of the whole app,
 * which then replace only the group they are about (the session, say).
 */
export function signedInHomeHandlers() {
  return [
    ...taskHome(),
    ...notificationHandlers.some(),
    ...accountHandlers.signedIn(),
    catalogHandlers.appliances.ok,
    catalogHandlers.tasks.ok,
    onboardingHandlers.ok,
    ...defaultCalendarHandlers,
    ...apiTokenHandlers.some(),
    ...homeLocationHandlers(),
    ...progressHandlers.noAchievements(),
    ...deliveryChannelMocks.none(),
  ];
}
