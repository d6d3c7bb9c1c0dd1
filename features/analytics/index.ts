export { AnalyticsConsent } from "./analytics-consent.tsx";
