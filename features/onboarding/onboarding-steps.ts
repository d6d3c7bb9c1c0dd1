import { ONBOARDING_FIRST_STEP } from "@domain/entities/app-state.ts";
import type { HomeType } from "@domain/contract/index.ts";

/** The steps of onboarding in order; 'complete' (docs/product.md §4) follows the last one. */
export const ONBOARDING_STEPS = [
  { id: "welcome", title: "Welcome" },
  { id: "home-type", title: "Home type" },
  { id: "appliances", title: "Appliances" },
  { id: "ages", title: "Ages" },
  { id: "location", title: "Location" },
  { id: "review", title: "Review" },
] as const;

export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]["id"];

/** What the Stepper shows: the steps, then Done. */
export const STEPPER_STEPS = [...ONBOARDING_STEPS.map(({ id, title }) => ({ id, title })), { id: "done", title: "Done" }];

export function isOnboardingStep(value: unknown): value is OnboardingStepId {
  return ONBOARDING_STEPS.some((step) => step.id === value);
}

/** The step to show for what the store holds: an unknown or finished step starts again at the welcome. */
export function stepOrFirst(value: unknown): OnboardingStepId {
  return isOnboardingStep(value) ? value : ONBOARDING_FIRST_STEP;
}

export function stepIndex(step: OnboardingStepId): number {
  return ONBOARDING_STEPS.findIndex((candidate) => candidate.id === step);
}

export function nextStep(step: OnboardingStepId): OnboardingStepId | undefined {
  return ONBOARDING_STEPS[stepIndex(step) + 1]?.id;
}

export function previousStep(step: OnboardingStepId): OnboardingStepId | undefined {
  return ONBOARDING_STEPS[stepIndex(step) - 1]?.id;
}

/** The home types onboarding offers, with the words shown for each. */
export const HOME_TYPE_OPTIONS: readonly { value: HomeType; label: string; description: string }[] = [
  { value: "house", label: "House", description: "A detached home with its own roof, yard and systems" },
  { value: "townhouse", label: "Townhouse", description: "Shares a wall or two with the neighbours" },
  { value: "condo", label: "Condo", description: "An owned unit; the building's upkeep is shared" },
  { value: "apartment", label: "Apartment", description: "A rented or owned flat in a larger building" },
  { value: "mobile-home", label: "Mobile home", description: "A manufactured or mobile home" },
  { value: "other", label: "Other", description: "Something else: pick your appliances yourself" },
];

export function homeTypeLabel(homeType: HomeType): string {
  return HOME_TYPE_OPTIONS.find((option) => option.value === homeType)?.label ?? homeType;
}

/** What the appliances step says it ticked: "a condo", "an apartment"; "Other" homes get what every home has. */
export function suggestionSentence(homeType: HomeType): string {
  if (homeType === "other") return "We ticked what every home has.";
  const label = homeTypeLabel(homeType).toLowerCase();
  return `We ticked what ${/^[aeiou]/.test(label) ? "an" : "a"} ${label} usually has.`;
}
