import { normaliseApplianceIds, resolveApplianceId, type ApplianceIdWarning } from "@domain/appliances/identifiers.ts";
import type { OnboardingCompleteRequest } from "@domain/contract/index.ts";
import type { OnboardingState } from "@domain/entities/app-state.ts";

export type OnboardingRequestResult = {
  request: OnboardingCompleteRequest;
  /** Ids left out: numeric ids are refused before sending, unknown ones ignored (docs/product.md §5). */
  leftOut: ApplianceIdWarning[];
};

/**
 * The payload of `POST /api/users/onboarding-complete` (docs/product.md §3: homeType, appliances) from the
 * progress kept in the app-wide state (with where the home is, when the person said): the ids normalised with the domain's rules (empty, '0',
 * 'undefined' and 'null' dropped, legacy ids mapped, numeric ids refused), each with its age when the
 * person gave one; without an age the server's default applies.
 */
export function onboardingRequestFrom(progress: Pick<OnboardingState, "homeType" | "selectedAppliances" | "applianceAges" | "homeLocation">): OnboardingRequestResult {
  const { ids, warnings } = normaliseApplianceIds(progress.selectedAppliances);
  const ages = new Map<string, number>();
  for (const age of progress.applianceAges) {
    const id = resolveApplianceId(age.applianceId);
    if (id && !ages.has(id)) ages.set(id, age.yearsPurchased);
  }
  return {
    request: {
      homeType: progress.homeType,
      appliances: ids.map((type) => {
        const yearsOld = ages.get(type);
        return yearsOld === undefined ? { type } : { type, yearsOld };
      }),
      // Where the home is goes with it, so its seasonal tasks are planned by its seasons from the start.
      ...(progress.homeLocation && { location: progress.homeLocation }),
    },
    leftOut: warnings,
  };
}
