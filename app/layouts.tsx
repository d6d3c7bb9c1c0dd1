import * as React from "react";
import { NavLink, Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from "react-router";
import { LogOut } from "lucide-react";
import { Button } from "@ui/button/index.ts";
import { useAuth } from "@features/session/index.ts";
import { RouteErrorBoundary } from "./boundaries.tsx";
import { usePageFade } from "./page-fade.ts";
import { LANDING_PATH } from "./prerender-markers.ts";

export type RouteHandle = { title?: string };

/** The document title of the deepest matched route that names one. */
function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = (matches[index]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/**
 * Around every page: its document title, the 0.18 s fade when the path changes, scroll restoration,
 * and the route-level error boundary. The title is set in a layout effect so a page that manages its
 * own head (the landing page's description and sharing tags) can still refine it afterwards.
 */
export function RootLayout() {
  const location = useLocation();
  const title = useRouteTitle();
  const fadeRef = usePageFade(location.pathname);
  // The landing page arrives painted in index.html (see vite.config.ts): fading it in again once the app
  // takes it over would blink the page the visitor is already reading.
  const [arrivalKey] = React.useState(location.key);
  const arrivedPainted = location.key === arrivalKey && location.pathname === LANDING_PATH;
  React.useLayoutEffect(() => {
    if (title) document.title = title;
  }, [title, location.pathname]);
  return (
    <>
      <ScrollRestoration />
      <div ref={arrivedPainted ? undefined : fadeRef} data-slot="page">
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </div>
    </>
  );
}

/** The account screens (sign-in, sign-up, password): one centred card on a quiet background. */
export function AccountLayout() {
  return (
    <main id="main-content" tabIndex={-1} className="min-h-svh bg-muted/40 outline-none">
      <Outlet />
    </main>
  );
}

const navigation = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/completed", label: "Completed" },
  { to: "/appliances/add", label: "Appliances" },
  { to: "/notifications", label: "Notifications" },
  { to: "/settings", label: "Settings" },
] as const;

/** The signed-in frame: the product's name, the main sections, the user and Sign out. */
export function AppLayout() {
  const { user, logout, hasCompletedOnboarding } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = React.useState(false);
  const signOut = async () => {
    setSigningOut(true);
    await logout();
    await navigate("/sign-in", { replace: true });
  };
  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring/60"
      >
        Skip to content
      </a>
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <NavLink to={hasCompletedOnboarding ? "/dashboard" : "/onboarding"} className="rounded-md text-lg font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
            Hearthkeep
          </NavLink>
          {hasCompletedOnboarding ? (
            <nav aria-label="Main" className="order-last w-full sm:order-none sm:w-auto">
              <ul className="flex flex-wrap gap-1 text-sm">
                {navigation.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      className="rounded-md px-2 py-1.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="ml-auto flex items-center gap-3 text-sm">
            {user ? <span className="hidden text-muted-foreground sm:inline">{user.name ?? user.email}</span> : null}
            <Button variant="outline" size="sm" loading={signingOut} onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none">
        <Outlet />
      </main>
    </div>
  );
}
