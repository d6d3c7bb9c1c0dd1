import * as React from "react";
import type { Decorator } from "@storybook/react-vite";
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from "react-router";
import { ToastProvider } from "@ui/toast/index.ts";
import { AuthProvider, createAccessTokenStore, createApiClient, type AuthState } from "@features/session/index.ts";

/*
 * The surroundings an account screen has in the app, for its stories: a router at the screen's
 * address with the pages it may lead to, the toasts, and a session of its own talking to /api (which
 * the story's MSW handlers answer). Only stories import this file.
 */

/** Where a screen may send the visitor; each says where it arrived so a play function can check. */
const destinations = ["/dashboard", "/onboarding", "/settings", "/sign-in", "/sign-up", "/forgot-password"] as const;

function Arrived() {
  const location = useLocation();
  return (
    <div className="grid min-h-64 place-items-center p-6">
      <h1 className="text-xl font-semibold">Arrived at {location.pathname}</h1>
    </div>
  );
}

export type AccountStoryFrameProps = {
  children: React.ReactNode;
  /** The address the story opens at, with its query and any remembered page in `state`. */
  entry: InitialEntry;
  /** The route pattern the screen answers, e.g. "/sign-in". */
  screenPath: string;
  /** Starts the session in this state instead of asking the server (the probe). */
  auth?: Partial<AuthState>;
  /** Toasts stay this long; the stories keep them a minute so they can be seen and checked. */
  toastDuration?: number;
};

export function AccountStoryFrame({ children, entry, screenPath, auth, toastDuration = 60_000 }: AccountStoryFrameProps) {
  // A fresh client per story: no access token leaks from one story into the next.
  const [client] = React.useState(() => createApiClient({ tokens: createAccessTokenStore() }));
  return (
    <ToastProvider duration={toastDuration}>
      <AuthProvider client={client} {...(auth ? { initialState: auth } : {})}>
        <MemoryRouter initialEntries={[entry]}>
          <main className="min-h-svh bg-muted/40">
            <Routes>
              <Route path={screenPath} element={children} />
              {destinations
                .filter((path) => path !== screenPath)
                .map((path) => (
                  <Route key={path} path={path} element={<Arrived />} />
                ))}
            </Routes>
          </main>
        </MemoryRouter>
      </AuthProvider>
    </ToastProvider>
  );
}

/** What a story may change of its frame, in `parameters.accountFrame`. */
export type AccountFrameParameters = { entry?: InitialEntry; auth?: Partial<AuthState> | null };

/**
 * The decorator for a screen answering `screenPath`: it opens at `screenPath` with nobody signed in,
 * unless the story's `parameters.accountFrame` says otherwise (`auth: null` asks the server instead).
 */
export function withAccountFrame(screenPath: string): Decorator {
  return function AccountFrameDecorator(Story, { parameters }) {
    const overrides = (parameters.accountFrame ?? {}) as AccountFrameParameters;
    const auth = overrides.auth === undefined ? { status: "unauthenticated" as const } : (overrides.auth ?? undefined);
    return (
      <AccountStoryFrame entry={overrides.entry ?? screenPath} screenPath={screenPath} {...(auth ? { auth } : {})}>
        <Story />
      </AccountStoryFrame>
    );
  };
}
