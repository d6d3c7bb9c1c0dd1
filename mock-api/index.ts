export { healthHandlers, healthUrl } from "./handlers/health.ts";

import { healthHandlers } from "./handlers/health.ts";

/** The happy-path handlers: what `npm run dev` without a server and stories without overrides use. */
export const defaultHandlers = [healthHandlers.ok];
