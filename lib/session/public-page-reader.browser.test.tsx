import { hydrateRoot, createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { AuthProvider, usePublicPageReader, type AuthState } from "./auth-provider.tsx";
import { onboardedUser as user } from "../../mock-api/fixtures/auth.ts";
import { stubApiClient } from "../../test-support/stub-api-client.ts";

/** A client that must not be used: the states below are given, so no session check runs. */
const { client } = stubApiClient();

function Reader() {
  return <p data-testid="reader">{usePublicPageReader()}</p>;
}

const tree = (initialState?: Partial<AuthState>) =>
  initialState ? (
    <AuthProvider client={client} initialState={initialState}>
      <Reader />
    </AuthProvider>
  ) : (
    <Reader />
  );

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  root?.unmount();
  container?.remove();
  root = undefined;
  container = undefined;
});

const readerText = () => container?.querySelector("[data-testid=reader]")?.textContent;

test("a page read outside the session's provider is read by a visitor", async () => {
  container = document.body.appendChild(document.createElement("div"));
  root = createRoot(container);
  root.render(tree());
  await vi.waitFor(() => expect(readerText()).toBe("visitor"));
});

test.each([
  [{ status: "authenticated", user, isLocalSession: false } satisfies Partial<AuthState>, "account"],
  [{ status: "authenticated", user, isLocalSession: true, mode: "local" } satisfies Partial<AuthState>, "browser-home"],
  [{ status: "unauthenticated" } satisfies Partial<AuthState>, "visitor"],
] as const)("markup drawn for a visitor is taken over without a mismatch, then shows the reader (%#)", async (state, expected) => {
  // The landing page's markup is rendered at build time, before any session exists.
  container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(tree({ status: "loading" }));
  expect(readerText()).toBe("visitor");

  const recoverableErrors: unknown[] = [];
  root = hydrateRoot(container, tree(state), { onRecoverableError: (error) => recoverableErrors.push(error) });
  await vi.waitFor(() => expect(readerText()).toBe(expected));
  expect(recoverableErrors).toEqual([]);
});
