import { createAccessTokenStore, createApiClient } from "@lib/http/index.ts";

type StubAnswer = () => Response | Promise<Response>;

/** A JSON answer as the server sends it. */
export const jsonAnswer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * The real HTTP client over a server that answers from `routes` ("METHOD /path" → a fresh response each
 * call) and fails any other request, so a test sees every request it did not expect; `calls` lists them
 * in order. With no routes, the client fails whatever it is asked.
 */
export function stubApiClient(
  routes: Readonly<Record<string, StubAnswer>> = {},
  { token, pendingSignOut }: { token?: string; pendingSignOut?: Parameters<typeof createApiClient>[0]["pendingSignOut"] } = {},
) {
  const calls: string[] = [];
  const tokens = createAccessTokenStore();
  if (token) tokens.set(token);
  const client = createApiClient({
    tokens,
    readCookie: () => undefined,
    ...(pendingSignOut ? { pendingSignOut } : {}),
    fetch: (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const key = `${init?.method ?? "GET"} ${new URL(url, "http://app.test").pathname}`;
      calls.push(key);
      const answer = routes[key];
      return answer ? Promise.resolve(answer()) : Promise.reject(new Error(`unexpected request ${key}`));
    },
  });
  return { client, calls, tokens };
}
