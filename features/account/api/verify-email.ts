import { queryOptions, useQuery } from "@tanstack/react-query";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";

export const emailVerificationKeys = {
  all: ["email-verification"] as const,
  link: (token: string) => [...emailVerificationKeys.all, token] as const,
};

/** Sends an e-mailed verification link's token (docs/product.md §4.18): resolves once the address is verified. */
export function verifyEmail(client: ApiClient, token: string) {
  return callRoute(client, "verifyEmail", { body: { token } }, { authenticated: false });
}

/**
 * A query rather than a mutation: opening the page sends the token once, however often React renders it, and
 * a second send would only hear that the link was used.
 */
export const verifyEmailQueryOptions = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: emailVerificationKeys.link(token),
    queryFn: () => verifyEmail(client, token),
    staleTime: Infinity,
    // 'Try again' is the person's to press: a link is spent by its first success.
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useVerifyEmail(token: string) {
  const { client } = useAuth();
  return useQuery(verifyEmailQueryOptions(client, token));
}
