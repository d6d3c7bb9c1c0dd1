import * as React from "react";
import { QueryClient, QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { LiveRegionProvider } from "@ui/live-region/index.ts";
import { ToastProvider, useToast } from "@ui/toast/index.ts";
import type { User } from "@domain/contract/index.ts";
import { AnalyticsConsent } from "@features/analytics/index.ts";
import { analytics } from "@lib/analytics/index.ts";
import { AuthProvider, PageContentProvider, useAuth, usePageContentShown, type LocalSessionPort, type TestModeLogin } from "@lib/session/index.ts";
import { logWarning } from "@lib/logger/index.ts";
import { shouldRetryQuery, type ApiClient } from "@lib/http/index.ts";
import { AUTH_MESSAGES, changesKeptEncryptedMessage, SIGN_OUT_MESSAGES } from "@domain/messages.ts";
import { ThemeProvider } from "@lib/theme/index.ts";
import { AppErrorBoundary, ComponentErrorBoundary } from "./boundaries.tsx";
import { NetworkModeOfSession } from "./network-mode-of-session.tsx";
import { useLocalDataNotice } from "./local-data-notice.ts";

/* The app-wide store follows the session from its own chunk: a visitor's first paint needs neither. */
const sessionStoreSync = () => import("./session-store-sync.ts");

/**
 * docs/product.md §6.3 test modes, in development (and Storybook) builds only. In a production build
 * `import.meta.env.DEV` is the constant false, so the bundler drops this branch and the dynamic import
 * with it: neither the test accounts nor their tokens ship (e2e/production-bundle.spec.ts checks).
 */
const developmentTestModes: TestModeLogin | undefined = import.meta.env.DEV
  ? (credentials) => import("./dev/test-modes.ts").then((module) => module.testModeLogin(credentials))
  : undefined;

/** The last server session's user, kept by the app-wide store, for a start without a network. */
const rememberedUser = () => sessionStoreSync().then((sync) => sync.rememberedSessionUser());

/* The dashboard's kept list (docs/product.md §9.4) is cleared by its own feature, loaded only when a session ends. */
const tasksFeature = () => import("@features/tasks/index.ts");

/* An account's waiting changes on a shared browser (decision 051), loaded only when a session starts or ends. */
const accountQueueSeal = () => import("./account-queue-seal.ts");

/** A password sign-in: the account's secret is kept for its session, and what it sealed at its last sign-out here is opened. */
async function openSealedChanges(user: User, password: string): Promise<void> {
  const seal = await accountQueueSeal();
  await seal.openSealedChanges(globalThis.localStorage, user.id, await seal.accountSecretFromPassword(password, user.id));
}

/** How many changes the last sign-out sealed, for the tab it happened in to say so. */
let lastSealing: Promise<number> = Promise.resolve(0);

function signedOut() {
  // The account's waiting changes stay, for their owner only: sealed with a secret that leaves with the session.
  lastSealing = accountQueueSeal()
    .then((seal) => seal.sealWaitingChanges(globalThis.localStorage))
    .then((outcome) => (outcome.kind === "sealed" ? outcome.count : 0))
    .catch((error: unknown) => {
      logWarning("The changes waiting on this device could not be sealed at sign-out", error);
      return 0;
    });
  void sessionStoreSync().then((sync) => sync.forgetSession());
  // The account's last list stays in no browser it signed out of (docs/product.md §4.16, §9.1).
  tasksFeature()
    .then((tasks) => tasks.forgetStoredDashboards())
    .catch((error: unknown) => logWarning("The dashboard's kept list could not be cleared at sign-out", error));
  analytics.reset();
}

/** Keeps the app-wide store's user in step with the session, and tells analytics who it is (by id). */
function SessionBridge({ localSession }: { localSession: LocalSessionPort | undefined }) {
  const { user, status, isLocalSession, homeMove, serverSignOutPending, signedOutInAnotherTab } = useAuth();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  useLocalDataNotice(localSession);
  // Tasks read in one session are not the next one's (a home moved from the browser to an account, a
  // sign-out): when a session ends or gives way to another, every query starts afresh. The first session
  // of the page replaces nothing, so the queries it has started are left alone.
  const sessionKey = status === "authenticated" ? `${isLocalSession ? "local" : "server"}:${user?.id ?? ""}` : null;
  const previousSessionKey = React.useRef(sessionKey);
  React.useEffect(() => {
    const previous = previousSessionKey.current;
    previousSessionKey.current = sessionKey;
    if (previous !== null && previous !== sessionKey) queryClient.removeQueries();
  }, [queryClient, sessionKey]);
  // docs/product.md §4.4: say what became of the home kept in this browser.
  const toldHomeMove = React.useRef<typeof homeMove>(null);
  React.useEffect(() => {
    if (homeMove === toldHomeMove.current) return;
    toldHomeMove.current = homeMove;
    if (homeMove === "moved") toast({ title: AUTH_MESSAGES.homeMoved, variant: "success" });
    if (homeMove === "failed") toast({ title: AUTH_MESSAGES.homeMoveFailed, variant: "error" });
  }, [homeMove, toast]);
  // A sign-out the server could not be told of: the person is signed out here, and is told so honestly, once,
  // when their session ends (a start that finds the sign-out still owed has no session to end, and says nothing).
  // The tab they signed out in tells them; another tab whose session ended with it only leaves the account,
  // since it heard of the sign-out before the server's answer could say whether it was told.
  const previousStatus = React.useRef(status);
  React.useEffect(() => {
    const was = previousStatus.current;
    previousStatus.current = status;
    if (was === "authenticated" && status === "unauthenticated" && serverSignOutPending && !signedOutInAnotherTab) {
      // Longer than the 2.5 s default (docs/product.md §9.9): two sentences about their account's safety.
      toast({ title: SIGN_OUT_MESSAGES.signedOutOnThisDevice, description: SIGN_OUT_MESSAGES.serverToldLater, variant: "warning", duration: SIGN_OUT_NOTICE_MS });
    }
    // Changes waiting at sign-out: the person is told they are kept, encrypted, for them alone (decision 051).
    if (was === "authenticated" && status === "unauthenticated" && !signedOutInAnotherTab) {
      void lastSealing.then((count) => {
        if (count > 0) toast({ ...changesKeptEncryptedMessage(count), variant: "info", duration: SIGN_OUT_NOTICE_MS });
      });
    }
  }, [status, serverSignOutPending, signedOutInAnotherTab, toast]);
  // The consent banner depends on this browser's saved answer, which a page rendered ahead of time cannot know.
  const mounted = React.useSyncExternalStore(subscribeToNothing, inBrowser, beforeHydration);
  // Kept for a start without a network, which is no reason to hold back the page's first paint.
  const pageContentShown = usePageContentShown();
  React.useEffect(() => {
    if (status === "authenticated" && user && pageContentShown) rememberUser(user);
  }, [status, user, pageContentShown]);
  if (!mounted) return null;
  return (
    <ComponentErrorBoundary>
      <AnalyticsConsent userId={status === "authenticated" ? user?.id : null} />
    </ComponentErrorBoundary>
  );
}

/** How long the notice of a sign-out the server was not told of stays. */
const SIGN_OUT_NOTICE_MS = 10_000;

const subscribeToNothing = () => () => undefined;
const inBrowser = () => true;
const beforeHydration = () => false;

function rememberUser(user: User) {
  void sessionStoreSync().then((sync) => sync.rememberSessionUser(user));
}

type AppProvidersProps = {
  children: React.ReactNode;
  /** Stories and tests pass their own client and starting state. */
  client?: ApiClient;
  /** Local mode (docs/product.md §4.16); the app gives the browser's, stories their own or none. */
  localSession?: LocalSessionPort;
  testModeLogin?: TestModeLogin;
  /** When the start-up session check runs (see AuthProvider); at once by default. */
  scheduleStartupCheck?: (check: () => void) => () => void;
  /** Called once the first render is on the page (an effect, so it adds nothing to the rendered tree). */
  onFirstRender?: () => void;
  /** Whether the chosen theme paints `<html>`; stories leave that to Storybook. */
  applyThemeToDocument?: boolean;
  /** Stories hold every toast this long, so a screenshot never races a toast's timer. */
  holdToastsFor?: number;
  /** Whether a failed query is tried again (three times, backing off, unless its answer is final); stories show a failure at once. */
  retryFailedQueries?: boolean;
};

export function AppProviders({ children, client, localSession, testModeLogin = developmentTestModes, scheduleStartupCheck, onFirstRender, applyThemeToDocument = true, holdToastsFor, retryFailedQueries = true }: AppProvidersProps) {
  const [queryClient] = React.useState(() => new QueryClient({ defaultOptions: { queries: { retry: retryFailedQueries ? shouldRetryQuery : false } } }));
  // The session's reads end with it, before the signed-in pages are gone: a write that ended it (signing
  // out everywhere, deleting the account) would else have the bell and the achievements read again without one.
  const onSignedOut = React.useCallback(() => {
    queryClient.removeQueries();
    signedOut();
  }, [queryClient]);
  const onFirstRenderRef = React.useRef(onFirstRender);
  React.useEffect(() => onFirstRenderRef.current?.(), []);
  return (
    <AppErrorBoundary>
      <ThemeProvider applyToDocument={applyThemeToDocument}>
      <QueryClientProvider client={queryClient}>
        <PageContentProvider>
        <LiveRegionProvider>
          <ToastProvider {...(holdToastsFor === undefined ? {} : { holdFor: holdToastsFor })}>
            <AuthProvider
              onSignedOut={onSignedOut}
              rememberedUser={rememberedUser}
              onPasswordSession={openSealedChanges}
              {...(client ? { client } : {})}
              {...(localSession ? { localSession } : {})}
              {...(testModeLogin ? { testModeLogin } : {})}
              {...(scheduleStartupCheck ? { scheduleStartupCheck } : {})}
            >
              <NetworkModeOfSession>{children}</NetworkModeOfSession>
              <SessionBridge localSession={localSession} />
            </AuthProvider>
          </ToastProvider>
        </LiveRegionProvider>
        </PageContentProvider>
      </QueryClientProvider>
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
