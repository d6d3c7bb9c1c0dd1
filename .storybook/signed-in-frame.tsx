import * as React from "react";
import type { Decorator } from "@storybook/react-vite";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { LiveRegionProvider } from "@ui/live-region/index.ts";
import { ToastProvider } from "@ui/toast/index.ts";
import type { User } from "@domain/contract/index.ts";
import { AuthProvider, createAccessTokenStore, createApiClient } from "@features/session/index.ts";

/*
 * The surroundings a signed-in screen has in the app, for its stories: a session of its own talking to
 * /api (answered by the story's MSW handlers), toasts kept a minute so a play function can read them,
 * and a router with the places the screen may send the person. Only stories import this file.
 */

function Arrived() {
  const location = useLocation();
  return <h1 className="text-xl font-semibold">Arrived at {location.pathname}</h1>;
}

export function SignedInStoryFrame({ children, path, user }: { children: React.ReactNode; path: string; user: User }) {
  const [client] = React.useState(() => createApiClient({ tokens: createAccessTokenStore() }));
  return (
    <LiveRegionProvider>
      <ToastProvider duration={60_000}>
        <AuthProvider client={client} initialState={{ status: "authenticated", user, hasCompletedOnboarding: user.hasCompletedOnboarding ?? false, mode: "remote" }}>
          <MemoryRouter initialEntries={[path]}>
            <main className="min-h-svh p-4 sm:p-8">
              <Routes>
                <Route path={path} element={children} />
                <Route path="*" element={<Arrived />} />
              </Routes>
            </main>
          </MemoryRouter>
        </AuthProvider>
      </ToastProvider>
    </LiveRegionProvider>
  );
}

/** The decorator for a signed-in screen at `path`. */
export function withSignedInFrame(path: string, user: User): Decorator {
  return function SignedInFrameDecorator(Story) {
    return (
      <SignedInStoryFrame path={path} user={user}>
        <Story />
      </SignedInStoryFrame>
    );
  };
}
