export { appStore, useAppStore, type OnboardingProgress } from "./app-store.ts";
