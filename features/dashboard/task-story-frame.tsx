import * as React from "react";
import type { Decorator } from "@storybook/react-vite";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { LiveRegionProvider } from "@ui/live-region/index.ts";
import { ToastProvider } from "@ui/toast/index.ts";
import type { User } from "@domain/contract/index.ts";
import { AuthProvider, createAccessTokenStore, createApiClient } from "@features/session/index.ts";

/*
 * The surroundings a signed-in screen has in the app, for its stories: a signed-in session of its own
 * talking to /api (the story's MSW handlers answer), toasts, the live region and a router at the
 * screen's address, with the pages it may lead to. Only stories import this file.
 */

const storyUser: User = {
  id: "user-home-0002",
  email: "sam@example.com",
  name: "Sam",
  plan: "free",
  hasCompletedOnboarding: true,
  createdAt: "2026-01-10T09:00:00.000Z",
  updatedAt: "2026-01-10T09:00:00.000Z",
  avatarUrl: null,
};

function Arrived() {
  const location = useLocation();
  return (
    <div className="grid min-h-64 place-items-center p-6">
      <h1 className="text-xl font-semibold">Arrived at {location.pathname}</h1>
    </div>
  );
}

export type TaskStoryFrameProps = {
  children: React.ReactNode;
  /** The address the story opens at, e.g. "/dashboard?status=overdue". */
  entry: string;
  /** The route pattern the screen answers, e.g. "/task/:id". */
  screenPath: string;
};

export function TaskStoryFrame({ children, entry, screenPath }: TaskStoryFrameProps) {
  const [client] = React.useState(() => createApiClient({ tokens: createAccessTokenStore() }));
  return (
    <LiveRegionProvider>
      <ToastProvider duration={60_000}>
        <AuthProvider client={client} initialState={{ status: "authenticated", user: storyUser, hasCompletedOnboarding: true, error: null }}>
          <MemoryRouter initialEntries={[entry]}>
            <main className="min-h-svh bg-background">
              <Routes>
                <Route path={screenPath} element={children} />
                {["/dashboard", "/task/:id", "/appliances/add"]
                  .filter((path) => path !== screenPath)
                  .map((path) => (
                    <Route key={path} path={path} element={<Arrived />} />
                  ))}
              </Routes>
            </main>
          </MemoryRouter>
        </AuthProvider>
      </ToastProvider>
    </LiveRegionProvider>
  );
}

/** The decorator: the screen at `screenPath`, opened at the story's `parameters.entry` (or the path itself). */
export function withTaskFrame(screenPath: string): Decorator {
  return function TaskFrameDecorator(Story, { parameters }) {
    const entry = typeof parameters.entry === "string" ? parameters.entry : screenPath;
    return (
      <TaskStoryFrame entry={entry} screenPath={screenPath}>
        <Story />
      </TaskStoryFrame>
    );
  };
}
