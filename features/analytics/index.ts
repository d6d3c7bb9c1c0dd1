export { analytics } from "./analytics-client.ts";
export { AnalyticsConsent } from "./analytics-consent.tsx";
