import { queryOptions, useQuery } from "@tanstack/react-query";
import { createAuthApi, shouldRetryQuery, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";

export const resetLinkKeys = {
  all: ["reset-link"] as const,
  check: (token: string) => [...resetLinkKeys.all, token] as const,
};

/** Whether an e-mailed reset link still works, asked once when it is opened; it uses nothing up. */
export const resetLinkQueryOptions = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: resetLinkKeys.check(token),
    queryFn: () => createAuthApi(client).checkResetLink({ token }),
    // A link's answer does not change while the page is open, except by its own use, which leaves the page.
    staleTime: Infinity,
    retry: shouldRetryQuery,
  });

export function useResetLinkCheck(token: string) {
  const { client } = useAuth();
  return useQuery(resetLinkQueryOptions(client, token));
}
