export { CreateHomeScreen } from "./create-home-screen.tsx";
export { OnboardingScreen } from "./onboarding-screen.tsx";
