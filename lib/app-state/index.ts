export { appStore, useAppStore, type OnboardingProgress } from "./app-store.ts";
export { browserLocale, conventionsOf, useReadingConventions } from "./reading-conventions.ts";
