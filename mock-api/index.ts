export { healthHandlers, healthUrl } from "./handlers/health.ts";
export { contactHandlers, contactUrl } from "./handlers/contact.ts";
export { authHandlers, authUrls, defaultAuthHandlers } from "./handlers/auth.ts";
export {
  applianceHandlers,
  applianceUrls,
  catalogHandlers,
  catalogUrls,
  homeApplianceHandlers,
  onboardingHandlers,
} from "./handlers/appliances.ts";
export { homeApplianceOf, severalHomeAppliances, applianceErrorBodies } from "./fixtures/appliances.ts";

import { healthHandlers } from "./handlers/health.ts";
import { contactHandlers } from "./handlers/contact.ts";
import { defaultAuthHandlers } from "./handlers/auth.ts";
import { catalogHandlers, homeApplianceHandlers, onboardingHandlers } from "./handlers/appliances.ts";
import { severalHomeAppliances } from "./fixtures/appliances.ts";

/** The happy-path handlers: what `npm run dev` without a server and stories without overrides use. */
export const defaultHandlers = [
  healthHandlers.ok,
  contactHandlers.ok,
  ...defaultAuthHandlers,
  catalogHandlers.appliances.ok,
  catalogHandlers.tasks.ok,
  onboardingHandlers.ok,
  ...homeApplianceHandlers(severalHomeAppliances()),
];
