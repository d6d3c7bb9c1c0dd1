import { useMutation } from "@tanstack/react-query";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";

export async function signOutEverywhere(client: ApiClient): Promise<void> {
  await callRoute(client, "logOutEverywhere", {});
}

/** Revokes every session of the user on the server, then forgets this device's. */
export function useSignOutEverywhere() {
  const { client, logout } = useAuth();
  return useMutation({
    mutationFn: () => signOutEverywhere(client),
    onSuccess: () => logout(),
  });
}
