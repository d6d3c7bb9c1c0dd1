export { analytics, createAnalytics, analyticsInitOptions, type Analytics, type AnalyticsConfig, type AnalyticsLibrary } from "./analytics-client.ts";
export { AnalyticsConsent } from "./analytics-consent.tsx";
export { ConsentBanner } from "./consent-banner.tsx";
export { readConsent, writeConsent, CONSENT_STORAGE_KEY, type ConsentState } from "./consent.ts";
