import * as React from "react";
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from "react-router";
import { LiveRegionProvider } from "@ui/live-region/index.ts";
import { ToastProvider } from "@ui/toast/index.ts";
import { AuthProvider, type AuthState, type LocalSessionPort } from "@lib/session/index.ts";
import { createAccessTokenStore, createApiClient } from "@lib/http/index.ts";

/*
 * The surroundings a screen has in the app, for its stories: a session of its own talking to /api
 * (answered by the story's MSW handlers), toasts kept a minute so a play function can read them, the
 * live region, and a router at the screen's address with the places the screen may send the person,
 * each saying where it arrived. Every story frame (account, signed-in, task screens) is this one with
 * its own settings; only stories import this file.
 */

export type StoryFrameProps = {
  children: React.ReactNode;
  /** The address the story opens at, with its query and any remembered page in `state`. */
  entry: InitialEntry;
  /** The route pattern the screen answers, e.g. "/task/:id". */
  screenPath: string;
  /** Starts the session in this state; without it the session asks the server (the probe). */
  auth?: Partial<AuthState>;
  /** The addresses the screen may lead to; without them every other address is a place to arrive at. */
  destinations?: readonly string[];
  /** The page's `main`, as the screen's layout in the app draws it. */
  mainClassName: string;
  /** The box around "Arrived at …"; without it the heading stands alone. */
  arrivedClassName?: string;
  /** Toasts stay this long; a minute, so they can be seen and checked. */
  toastDuration?: number;
  /** The app's live region; the account stories leave it out, as they read the forms' own alerts. */
  liveRegion?: boolean;
  /** Local mode, for the screens that offer or use it. */
  localSession?: LocalSessionPort;
};

function Arrived({ className }: { className: string | undefined }) {
  const location = useLocation();
  const heading = <h1 className="text-xl font-semibold">Arrived at {location.pathname}</h1>;
  return className ? <div className={className}>{heading}</div> : heading;
}

export function StoryFrame({ children, entry, screenPath, auth, destinations, mainClassName, arrivedClassName, toastDuration = 60_000, liveRegion = true, localSession }: StoryFrameProps) {
  // A fresh client per story: no access token leaks from one story into the next.
  const [client] = React.useState(() => createApiClient({ tokens: createAccessTokenStore() }));
  const arrived = <Arrived className={arrivedClassName} />;
  const frame = (
    <ToastProvider duration={toastDuration}>
      <AuthProvider client={client} {...(auth ? { initialState: auth } : {})} {...(localSession ? { localSession } : {})}>
        <MemoryRouter initialEntries={[entry]}>
          <main className={mainClassName}>
            <Routes>
              <Route path={screenPath} element={children} />
              {destinations ? (
                destinations.filter((path) => path !== screenPath).map((path) => <Route key={path} path={path} element={arrived} />)
              ) : (
                <Route path="*" element={arrived} />
              )}
            </Routes>
          </main>
        </MemoryRouter>
      </AuthProvider>
    </ToastProvider>
  );
  return liveRegion ? <LiveRegionProvider>{frame}</LiveRegionProvider> : frame;
}
