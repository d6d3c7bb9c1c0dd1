import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HomeSummary } from "@domain/contract/homes.ts";
import { initialAppState } from "@domain/entities/app-state.ts";
import { appStore } from "@lib/app-state/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { homeKeys, switchHome } from "@features/tasks/index.ts";

/** `POST /api/homes`: another home, owned by the person, with nothing in it yet. */
export async function createHome(client: ApiClient, name: string): Promise<HomeSummary> {
  return callRoute(client, "createHome", { body: { name } });
}

/**
 * Creates another home and shows it on this device (docs/product.md §6.5): its onboarding starts from the
 * first step, whatever the previous home's left in progress, and the list of homes is read again.
 */
export function useCreateHome() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createHome(client, name),
    onSuccess: (home) => {
      const { isComplete: _theAccountsOnboarding, completedAt: _sameHere, ...freshProgress } = initialAppState().onboarding;
      appStore.getState().updateOnboarding(freshProgress);
      // The list of homes holds the new one before it is shown: a list without it would put the first home back.
      queryClient.setQueryData<HomeSummary[]>(homeKeys.list(), (homes) => (homes && !homes.some(({ id }) => id === home.id) ? [...homes, home] : homes));
      switchHome(queryClient, home.id);
      return queryClient.invalidateQueries({ queryKey: homeKeys.all });
    },
  });
}
