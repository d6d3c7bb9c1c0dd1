import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type HomeLocationResponse } from "@domain/contract/index.ts";
import type { HomeLocation } from "@domain/seasons/home-location.ts";
import { useAuth } from "@lib/session/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { homeLocationKeys } from "./keys.ts";

export async function setHomeLocation(client: ApiClient, location: HomeLocation | null): Promise<HomeLocationResponse> {
  return callRoute(client, "setHomeLocation", { body: { location } });
}

/** Saves where the home is; the tasks move with it, so every cached task list is read again. */
export function useSetHomeLocation() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (location: HomeLocation | null) => setHomeLocation(client, location),
    onSuccess: (answer) => queryClient.setQueryData(homeLocationKeys.current(), answer),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
