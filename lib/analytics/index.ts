export { analytics, type Analytics, createAnalytics, type AnalyticsLibrary } from "./analytics-client.ts";
export { readConsent, writeConsent, type ConsentState, CONSENT_STORAGE_KEY } from "./consent.ts";
