import { useMutation, useQueryClient } from "@tanstack/react-query";
import { preferencesAfter, type Profile, type UpdatePreferencesRequest, type UserPreferences } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { accountKeys } from "./keys.ts";

export async function updatePreferences(client: ApiClient, change: UpdatePreferencesRequest): Promise<UserPreferences> {
  const { preferences } = await callRoute(client, "updatePreferences", { body: change });
  return preferences;
}

/** A switch flips at once (optimistic), and flips back if the server refuses; so does whether the zone follows the browser. */
export function useUpdatePreferences() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdatePreferencesRequest) => updatePreferences(client, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.profile() });
      const previous = queryClient.getQueryData<Profile>(accountKeys.profile());
      if (previous) queryClient.setQueryData<Profile>(accountKeys.profile(), { ...previous, preferences: preferencesAfter(previous.preferences, change) });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(accountKeys.profile(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
  });
}
