export { healthHandlers, healthUrl } from "./handlers/health.ts";
export { contactHandlers, contactUrl } from "./handlers/contact.ts";
export { authHandlers, authUrls, defaultAuthHandlers } from "./handlers/auth.ts";

import { healthHandlers } from "./handlers/health.ts";
import { contactHandlers } from "./handlers/contact.ts";
import { defaultAuthHandlers } from "./handlers/auth.ts";

/** The happy-path handlers: what `npm run dev` without a server and stories without overrides use. */
export const defaultHandlers = [healthHandlers.ok, contactHandlers.ok, ...defaultAuthHandlers];
