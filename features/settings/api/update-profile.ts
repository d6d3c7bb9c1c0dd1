import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Profile, type UpdateProfileRequest } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { accountKeys } from "./keys.ts";

export function updateProfile(client: ApiClient, change: UpdateProfileRequest): Promise<Profile> {
  return callRoute(client, "updateProfile", { body: change });
}

/** The server answers the whole profile after the change, which becomes the cache. */
export function useUpdateProfile() {
  const { client, checkAuth } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateProfileRequest) => updateProfile(client, change),
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      // The header shows the session user's name: read it again.
      void checkAuth();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
  });
}
