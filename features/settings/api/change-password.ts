import { useMutation } from "@tanstack/react-query";
import { type AuthResponse, type ChangePasswordRequest } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";

/**
 * `POST /api/auth/change-password`: the server ends every session of the account and answers this one's
 * new session (a new refresh cookie with the answer), whose access token the client then uses.
 */
export async function changePassword(client: ApiClient, request: ChangePasswordRequest): Promise<AuthResponse> {
  const answer = await callRoute(client, "changePassword", { body: request });
  client.tokens.set(answer.accessToken);
  return answer;
}

export function useChangePassword() {
  const { client } = useAuth();
  return useMutation({ mutationFn: (request: ChangePasswordRequest) => changePassword(client, request) });
}
