import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { PROVIDER_MESSAGES } from "@domain/contract/index.ts";
import { createAccessTokenStore, createApiClient } from "@lib/http/index.ts";
import { AuthProvider, useAuth } from "./auth-provider.tsx";

function SessionStatus() {
  const { status, user } = useAuth();
  return <p>{`${status}:${user?.email ?? "nobody"}`}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("useAuth (docs/product.md §8.5)", () => {
  test("outside its provider it throws 'useAuth must be used within an AuthProvider'", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderToString(<SessionStatus />)).toThrow(PROVIDER_MESSAGES.useAuthOutsideProvider);
    expect(PROVIDER_MESSAGES.useAuthOutsideProvider).toBe("useAuth must be used within an AuthProvider");
  });

  test("inside it, the session starts loading until the server has been asked", () => {
    const client = createApiClient({ tokens: createAccessTokenStore(), fetch: () => Promise.reject(new Error("not called while rendering")) });
    expect(
      renderToString(
        <AuthProvider client={client}>
          <SessionStatus />
        </AuthProvider>,
      ),
    ).toContain("loading:nobody");
  });
});
