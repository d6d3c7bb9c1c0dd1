import { useMutation } from "@tanstack/react-query";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";

/** Mails the signed-in user's unverified address a new verification link (docs/product.md §4.18). */
export function resendVerification(client: ApiClient) {
  return callRoute(client, "resendVerificationEmail", {});
}

export function useResendVerification() {
  const { client } = useAuth();
  return useMutation({ mutationFn: () => resendVerification(client) });
}
