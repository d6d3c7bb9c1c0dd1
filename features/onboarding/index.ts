export { OnboardingScreen } from "./onboarding-screen.tsx";
