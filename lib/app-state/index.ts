export { appStore, useAppStore, useCurrentHomeId, type OnboardingProgress } from "./app-store.ts";
export { browserLocale, conventionsOf, useReadingConventions } from "./reading-conventions.ts";
