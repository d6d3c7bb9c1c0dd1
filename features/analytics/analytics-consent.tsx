import * as React from "react";
import { analytics as defaultAnalytics, type Analytics, readConsent, writeConsent, type ConsentState } from "@lib/analytics/index.ts";
import { ConsentBanner } from "./consent-banner.tsx";

/**
 * Asks for consent once (when analytics is configured), applies the saved answer at start, and
 * identifies the signed-in user by id (never by e-mail or name) while consent is granted.
 */
export function AnalyticsConsent({ userId, analytics = defaultAnalytics }: { userId: string | null | undefined; analytics?: Analytics }) {
  const [consent, setConsent] = React.useState<ConsentState>(() => readConsent());

  React.useEffect(() => {
    analytics.setConsent(consent);
  }, [analytics, consent]);

  React.useEffect(() => {
    if (consent !== "granted") return;
    if (userId) analytics.identify(userId);
    else analytics.reset();
  }, [analytics, consent, userId]);

  const answer = (state: "granted" | "denied") => {
    writeConsent(state);
    setConsent(state);
  };

  if (consent !== "pending" || !analytics.isConfigured()) return null;
  return <ConsentBanner onAccept={() => answer("granted")} onDecline={() => answer("denied")} />;
}
