import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type OnboardingCompleteRequest, type OnboardingCompleteResponse } from "@domain/contract/index.ts";
import { appStore } from "@lib/app-state/index.ts";
import { invalidateApplianceQueries } from "@features/tasks/home-setup.ts";
import { callRoute, INVALID_ANSWER_MESSAGES, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";

export const INVALID_ONBOARDING_RESPONSE = INVALID_ANSWER_MESSAGES.completeOnboarding;

/**
 * `POST /api/users/onboarding-complete`. The server adds only appliance kinds the home does not have
 * yet, so sending it again (a retry after a lost answer, a second onboarding) creates nothing twice.
 */
export async function completeOnboarding(client: ApiClient, request: OnboardingCompleteRequest): Promise<OnboardingCompleteResponse> {
  return callRoute(client, "completeOnboarding", { body: request });
}

/**
 * Completes onboarding; on success the app-wide state records it (docs/product.md §4: isComplete, currentStep
 * 'complete', completedAt, home type and appliances) and every cache of the home's data is read again.
 * The session's own flag is the caller's to flip, once it has said so to the person: flipping it sends
 * them to the dashboard.
 */
export function useCompleteOnboarding() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OnboardingCompleteRequest) => completeOnboarding(client, request),
    onSuccess: (response) => {
      const store = appStore.getState();
      store.completeOnboarding({ homeType: response.homeType, selectedAppliances: response.appliances.map((appliance) => appliance.type) });
      store.replaceAppliances(response.appliances.map((appliance) => ({ id: appliance.id, name: appliance.name, addedAt: appliance.createdAt })));
      return invalidateApplianceQueries(queryClient);
    },
  });
}
