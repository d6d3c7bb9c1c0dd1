export { OnboardingScreen } from "./onboarding-screen.tsx";
export { OnboardingFlow, type OnboardingFlowProps, type CatalogState } from "./onboarding-flow.tsx";
export { completeOnboarding, useCompleteOnboarding } from "./api/complete-onboarding.ts";
