export { healthHandlers, healthUrl } from "./handlers/health.ts";
export { contactHandlers, contactUrl } from "./handlers/contact.ts";
export { authHandlers, authUrls, defaultAuthHandlers } from "./handlers/auth.ts";
export { taskHandlers, taskHome, taskUrls, type TaskHomeOptions } from "./handlers/tasks.ts";
export { calendarFeedFixtures, calendarHandlers, calendarUrls, defaultCalendarHandlers } from "./handlers/calendar.ts";
export {
  applianceHandlers,
  applianceUrls,
  catalogHandlers,
  catalogUrls,
  homeApplianceHandlers,
  onboardingHandlers,
} from "./handlers/appliances.ts";
export { homeApplianceOf, severalHomeAppliances, applianceErrorBodies, recordedHomeAppliances, recordedFurnaceWork, RECORDED_APPLIANCE_IDS } from "./fixtures/appliances.ts";

export { notificationCenter, notificationHandlers, notificationUrls } from "./handlers/notifications.ts";
export { achievementsWith, historyOf, progressHandlers, progressUrls } from "./handlers/progress.ts";
export { accountHandlers, accountOf, accountUrls, MOCK_ACCOUNT_PASSWORD } from "./handlers/account.ts";
export { homeLocationHandlers, homeLocationUrl } from "./handlers/home-location.ts";
export {
  deliveryChannelHandlers,
  deliveryChannelMocks,
  noDeliveryChannels,
  privateAddressRefusal,
  pushGoneError,
  someDeliveries,
  someDeliveryChannels,
} from "./handlers/delivery-channels.ts";
export { documentHandlers, documentLibrary, documentUrls } from "./handlers/documents.ts";
export { homeDocumentOf, someHomeDocuments } from "./fixtures/documents.ts";
export { warrantyHandlers, warrantyOf, warrantyUrls } from "./handlers/warranties.ts";
export { maintenanceRecordHandlers, maintenanceRecordUrls } from "./handlers/maintenance-record.ts";
export { apiTokenCenter, apiTokenHandlers, apiTokenUrls, mockApiTokenSecret, someApiTokens } from "./handlers/api-tokens.ts";
export { homeNotFoundHandlers, householdHandlers, mockHomeId, someHomeMembers } from "./handlers/households.ts";
export {
  homeMembersSeenByMember,
  homeOfOne,
  invitationForAnotherAddressHandlers,
  invitationHandlers,
  invitationNotFoundHandlers,
  invitationPendingHandlers,
  invitationRateLimitedHandlers,
  mockInvitationToken,
  pendingInvitation,
  someInvitations,
} from "./handlers/households.ts";
export {
  allHomesTasks,
  homeCenter,
  homeHandlers,
  homeOfRequest,
  homeUrls,
  LAKE_COTTAGE_ID,
  MAPLE_STREET_ID,
  MUMS_FLAT_ID,
  oneHome,
  severalHomes,
} from "./handlers/homes.ts";
export {
  chooseNetworkMode,
  isNetworkMode,
  networkMode,
  networkModes,
  setNetworkMode,
  simulatedDelayMs,
  type NetworkMode,
  type SimulatedWork,
} from "./handlers/simulated-latency.ts";

import { healthHandlers } from "./handlers/health.ts";
import { notificationHandlers } from "./handlers/notifications.ts";
import { progressHandlers } from "./handlers/progress.ts";
import { accountHandlers } from "./handlers/account.ts";
import { contactHandlers } from "./handlers/contact.ts";
import { defaultAuthHandlers } from "./handlers/auth.ts";
import { catalogHandlers, homeApplianceHandlers, onboardingHandlers } from "./handlers/appliances.ts";
import { severalHomeAppliances } from "./fixtures/appliances.ts";
import { taskHome } from "./handlers/tasks.ts";
import { defaultCalendarHandlers } from "./handlers/calendar.ts";
import { homeLocationHandlers } from "./handlers/home-location.ts";
import { deliveryChannelHandlers } from "./handlers/delivery-channels.ts";
import { documentHandlers } from "./handlers/documents.ts";
import { maintenanceRecordHandlers } from "./handlers/maintenance-record.ts";
import { apiTokenHandlers } from "./handlers/api-tokens.ts";
import { householdHandlers, invitationHandlers } from "./handlers/households.ts";
import { homeHandlers } from "./handlers/homes.ts";
import { warrantyHandlers } from "./handlers/warranties.ts";

/** The happy-path handlers: what `npm run dev` without a server and stories without overrides use. */
export const defaultHandlers = [
  healthHandlers.ok,
  contactHandlers.ok,
  ...defaultAuthHandlers,
  catalogHandlers.appliances.ok,
  catalogHandlers.tasks.ok,
  onboardingHandlers.ok,
  ...homeApplianceHandlers(severalHomeAppliances()),
  ...taskHome(),
  ...defaultCalendarHandlers,
  ...notificationHandlers.some(),
  ...progressHandlers.some(),
  ...progressHandlers.guideFinished(),
  ...accountHandlers.signedIn(),
  ...homeLocationHandlers(),
  ...deliveryChannelHandlers(),
  ...documentHandlers.some(),
  ...maintenanceRecordHandlers.ok(),
  ...apiTokenHandlers.some(),
  ...householdHandlers(),
  ...homeHandlers.one(),
  ...invitationHandlers(),
  ...warrantyHandlers(),
];
