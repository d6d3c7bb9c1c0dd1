import { logWarning } from "@lib/logger/index.ts";
import type { ConsentState } from "./consent.ts";

/** The part of PostHog's browser library the app uses. */
export type AnalyticsLibrary = {
  init(key: string, options: Record<string, unknown>): unknown;
  identify(distinctId: string): void;
  capture(event: string, properties?: Record<string, unknown>): unknown;
  reset(): void;
  opt_in_capturing(): void;
  opt_out_capturing(): void;
};

export type AnalyticsConfig = {
  /** The build-time project key (VITE_POSTHOG_KEY); without it nothing is ever loaded or sent. */
  key: string | undefined;
  /** The build-time host (VITE_POSTHOG_HOST). */
  host: string | undefined;
};

/** docs/product.md §7.9: pageview, pageleave and autocapture off; cookie persistence. */
export function analyticsInitOptions(host: string | undefined): Record<string, unknown> {
  return {
    ...(host ? { api_host: host } : {}),
    capture_pageview: false,
    capture_pageleave: false,
    autocapture: false,
    persistence: "cookie",
    disable_session_recording: true,
  };
}

export type Analytics = {
  /** True once there is a key and the user said yes: only then does anything leave the browser. */
  isEnabled(): boolean;
  /** Whether a key was set at build time (the consent question is pointless without one). */
  isConfigured(): boolean;
  setConsent(state: ConsentState): void;
  identify(userId: string): void;
  capture(event: string, properties?: Record<string, unknown>): void;
  /** Forgets the identified user (at sign-out). */
  reset(): void;
};

/**
 * PostHog's library, only in a build that was given a key: the condition is settled when the app is
 * built, so without VITE_POSTHOG_KEY the bundler drops the import and the library is not shipped at all.
 */
const loadPostHog: (() => Promise<AnalyticsLibrary>) | undefined = import.meta.env.VITE_POSTHOG_KEY
  ? () => import("posthog-js").then((module) => module.default as unknown as AnalyticsLibrary)
  : undefined;

/**
 * The analytics client of docs/product.md §7. PostHog's library is imported only after consent with a key,
 * so it is not part of the first download and a build without a key never loads it at all.
 */
export function createAnalytics({
  config,
  load = loadPostHog,
}: {
  config: AnalyticsConfig;
  /** How the library arrives; absent in a build without a key, which then never loads anything. */
  load?: (() => Promise<AnalyticsLibrary>) | undefined;
}): Analytics {
  const key = load ? config.key?.trim() || undefined : undefined;
  let consent: ConsentState = "pending";
  let library: Promise<AnalyticsLibrary | null> | null = null;

  const isEnabled = () => key !== undefined && consent === "granted";

  function ready(): Promise<AnalyticsLibrary | null> | null {
    if (!isEnabled() || key === undefined || !load) return null;
    library ??= load()
      .then((posthog) => {
        posthog.init(key, analyticsInitOptions(config.host));
        return posthog;
      })
      .catch((error: unknown) => {
        logWarning("Analytics could not be loaded", error);
        library = null;
        return null;
      });
    return library;
  }

  const whenReady = (use: (posthog: AnalyticsLibrary) => void) => {
    void ready()?.then((posthog) => {
      if (posthog && isEnabled()) use(posthog);
    });
  };

  return {
    isEnabled,
    isConfigured: () => key !== undefined,
    setConsent(state) {
      const previous = consent;
      consent = state;
      if (state === "granted") whenReady((posthog) => posthog.opt_in_capturing());
      else if (previous === "granted" && library) void library.then((posthog) => posthog?.opt_out_capturing());
    },
    identify: (userId) => whenReady((posthog) => posthog.identify(userId)),
    capture: (event, properties) => whenReady((posthog) => void posthog.capture(event, properties)),
    reset() {
      if (library) void library.then((posthog) => posthog?.reset());
    },
  };
}

export const analytics = createAnalytics({
  config: { key: import.meta.env.VITE_POSTHOG_KEY, host: import.meta.env.VITE_POSTHOG_HOST },
});
