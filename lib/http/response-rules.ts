/** What reading the API's answers needs from the domain contract; the HTTP client loads it with its first request. */
export { refreshResponseSchema, sessionResponseSchema } from "@domain/contract/auth.ts";
export { IDEMPOTENCY_KEY_HEADER } from "@domain/contract/idempotency.ts";
export { TIME_ZONE_HEADER } from "@domain/contract/time-zone.ts";
export { errorFromResponse } from "./error-from-response.ts";
