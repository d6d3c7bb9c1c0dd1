import * as React from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { LiveRegionProvider } from "@ui/live-region/index.ts";
import { ToastProvider } from "@ui/toast/index.ts";
import { defaultUserPreferences, type User } from "@domain/contract/index.ts";
import { AnalyticsConsent, analytics } from "@features/analytics/index.ts";
import { appStore } from "@features/app-state/index.ts";
import { AuthProvider, useAuth, type ApiClient, type TestModeLogin } from "@features/session/index.ts";
import { AppErrorBoundary, ComponentErrorBoundary } from "./boundaries.tsx";

/**
 * product.md §6 test modes, in development (and Storybook) builds only. In a production build
 * `import.meta.env.DEV` is the constant false, so the bundler drops this branch and the dynamic import
 * with it: neither the test accounts nor their tokens ship (app/production-bundle.test.ts checks).
 */
const developmentTestModes: TestModeLogin | undefined = import.meta.env.DEV
  ? (credentials) => import("./dev/test-modes.ts").then((module) => module.testModeLogin(credentials))
  : undefined;

function signedOut() {
  appStore.getState().reset();
  analytics.reset();
}

/** Keeps the app-wide store's user in step with the session, and tells analytics who it is (by id). */
function SessionBridge() {
  const { user, status } = useAuth();
  React.useEffect(() => {
    if (status === "authenticated" && user) appStore.getState().setUser(sessionUserOf(user));
  }, [status, user]);
  return (
    <ComponentErrorBoundary>
      <AnalyticsConsent userId={status === "authenticated" ? user?.id : null} />
    </ComponentErrorBoundary>
  );
}

function sessionUserOf(user: User) {
  const known = appStore.getState().user;
  return {
    id: user.id,
    email: user.email,
    ...(user.name === undefined ? {} : { name: user.name }),
    plan: user.plan,
    createdAt: user.createdAt,
    lastLoginAt: known?.id === user.id ? known.lastLoginAt : new Date().toISOString(),
    avatarUrl: user.avatarUrl,
    preferences: known?.id === user.id ? known.preferences : { emailReminders: defaultUserPreferences.emailReminders, weeklySummary: defaultUserPreferences.weeklySummary, theme: defaultUserPreferences.theme },
  };
}

type AppProvidersProps = {
  children: React.ReactNode;
  /** Stories and tests pass their own client and starting state. */
  client?: ApiClient;
  testModeLogin?: TestModeLogin;
};

export function AppProviders({ children, client, testModeLogin = developmentTestModes }: AppProvidersProps) {
  const [queryClient] = React.useState(() => new QueryClient());
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <LiveRegionProvider>
          <ToastProvider>
            <AuthProvider onSignedOut={signedOut} {...(client ? { client } : {})} {...(testModeLogin ? { testModeLogin } : {})}>
              {children}
              <SessionBridge />
            </AuthProvider>
          </ToastProvider>
        </LiveRegionProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
