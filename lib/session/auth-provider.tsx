import * as React from "react";
import type { LoginRequest, Profile, SignupRequest, User } from "@domain/contract/index.ts";
import { AUTH_MESSAGES, PROVIDER_MESSAGES } from "@domain/messages.ts";
import { apiClient as defaultApiClient, scheduleTokenRefresh, gotNoAnswer, normaliseError, type ApiError, createAuthApi, readRemoteModeFlag, resolveDataMode, type DataMode } from "@lib/http/index.ts";
import type { ApiClient } from "@lib/http/index.ts";
import type { HomeMoveOutcome, LocalSessionPort } from "./local-session-port.ts";
import { logError, logWarning } from "@lib/logger/index.ts";
import { onSignOutInAnotherTab, type SignOutRecordChange } from "./sign-out-in-another-tab.ts";

/** docs/product.md §7: the notification of a local sign-in on a browser that kept the person's home. */
export const LOCAL_WELCOME_BACK = "Welcome back!";

export type AuthStatus = "loading" | "authenticated" | "unauthenticated";

/** The auth state of docs/product.md §4.1. */
export type AuthState = {
  status: AuthStatus;
  user: User | null;
  /** The full profile, when one is known (test modes bring theirs; later screens load it). */
  profile: Profile | null;
  /** The last failure, in the words of docs/product.md §8.3 ('Login failed', 'Session invalid'…), or null. */
  error: string | null;
  hasCompletedOnboarding: boolean;
  mode: DataMode;
  /** The session is local mode's (docs/product.md §4.16): the person uses this browser without an account. */
  isLocalSession: boolean;
  /** What moving the browser's home to the account came to at the last sign-in, for the screen to say. */
  homeMove: HomeMoveOutcome | null;
  /**
   * The server session is the one this browser last had, opened without the server because there was no
   * network (docs/product.md §4.13); it is checked again as soon as the browser is online.
   */
  sessionUnconfirmed: boolean;
  /**
   * This device signed out of a server session and the server has not been told yet (no network, or it
   * failed): the person is signed out here, no session is restored until it has been told, and it is told
   * as soon as the browser is online (pending-sign-out.ts).
   */
  serverSignOutPending: boolean;
  /**
   * The session ended because another tab of this browser signed out (sign-out-in-another-tab.ts): that
   * tab told the person what became of their sign-out; this one only leaves the account.
   */
  signedOutInAnotherTab: boolean;
  /**
   * The person ended the session themselves (signing out, here or in another tab, or deleting the account),
   * rather than it running out or being revoked: the guards then keep no page to come back to, so whoever
   * signs in next starts on the dashboard (docs/product.md §2.2).
   */
  signedOutOnPurpose: boolean;
};

/**
 * A session that never touches the server: the development test modes (docs/product.md §6.3). Only
 * development builds can produce one (see app/dev/test-modes.ts).
 */
export type LocalTestSession = {
  user: User;
  profile: Profile;
  /** The special token value that marks the session; it is never sent anywhere. */
  token: string;
  /** The success toast's text (docs/product.md §6.3). */
  announcement: string;
};

export type TestModeLogin = (credentials: LoginRequest) => Promise<LocalTestSession | null>;

export type AuthOutcome =
  | {
      ok: true;
      user: User;
      announcement?: string;
      /** A server session began while this browser kept a home: what moving it to the account came to (docs/product.md §4.4). */
      homeMove?: HomeMoveOutcome;
    }
  | { ok: false; error: ApiError; message: string };

export type AuthContextValue = AuthState & {
  login: (credentials: LoginRequest) => Promise<AuthOutcome>;
  signup: (details: SignupRequest) => Promise<AuthOutcome>;
  /** Calls the server, then forgets the session whatever it answered. */
  logout: () => Promise<void>;
  /** Validates the session: the token with /auth/me, else the session probe, else signed out. */
  checkAuth: () => Promise<void>;
  /** Onboarding finished: hasCompletedOnboarding goes false → true. */
  markOnboardingComplete: () => void;
  /** 'Try it without an account' (docs/product.md §4.16): a local session on this browser. */
  startLocalSession: (input?: { email?: string | null }) => Promise<AuthOutcome>;
  /** Whether local mode is offered (the app gives the provider a local session). */
  localModeAvailable: boolean;
  /** The client the screens use: the server's, or local mode's in a local session. */
  client: ApiClient;
};

const AuthContext = React.createContext<AuthContextValue | null>(null);

type AuthProviderProps = {
  children: React.ReactNode;
  /** The HTTP client; stories and tests give each their own so no token leaks between them. */
  client?: ApiClient;
  /** Runs after every sign-out (asked for, or forced by a failed refresh): the app resets its stores here. */
  onSignedOut?: () => void;
  /** Development builds only: turns the test accounts into local sessions. */
  testModeLogin?: TestModeLogin;
  /** Skips the start-up session probe and starts in this state (stories of guarded screens). */
  initialState?: Partial<AuthState>;
  /**
   * When the start-up session check runs: given the check, plans it and returns a cancel function.
   * At once by default; the app defers it on the landing page, which shows nothing that depends on it.
   */
  scheduleStartupCheck?: (check: () => void) => () => void;
  /** Local mode (docs/product.md §4.16); without one, only server sessions exist. */
  localSession?: LocalSessionPort;
  /**
   * The user of this browser's last server session, if it kept one: offline, the start-up check opens
   * their screens (the dashboard cache, the offline queue) instead of signing them out.
   */
  rememberedUser?: () => Promise<User | null>;
  /**
   * After a sign-in or sign-up with a password, before the session's screens open: the account's changes
   * sealed at its last sign-out on this browser are opened with it (decision 051).
   */
  onPasswordSession?: (user: User, password: string) => Promise<void>;
};

const signedOut = (mode: DataMode, error: string | null = null, serverSignOutPending = false): AuthState => ({
  status: "unauthenticated",
  user: null,
  profile: null,
  error,
  hasCompletedOnboarding: false,
  mode,
  isLocalSession: false,
  homeMove: null,
  sessionUnconfirmed: false,
  serverSignOutPending,
  signedOutInAnotherTab: false,
  signedOutOnPurpose: false,
});

function currentMode(hasToken: boolean, localOnlySession: boolean): DataMode {
  return resolveDataMode({
    hasToken,
    localOnlySession,
    productionBuild: import.meta.env.PROD,
    remoteEnabledSetting: import.meta.env.VITE_REMOTE_ENABLED,
    localRemoteFlag: readRemoteModeFlag(),
  });
}

function authenticatedState(user: User, profile: Profile | null, mode: DataMode): AuthState {
  return {
    status: "authenticated",
    user,
    profile,
    error: null,
    hasCompletedOnboarding: profile?.hasCompletedOnboarding ?? user.hasCompletedOnboarding ?? false,
    mode,
    isLocalSession: false,
    homeMove: null,
    sessionUnconfirmed: false,
    serverSignOutPending: false,
    signedOutInAnotherTab: false,
    signedOutOnPurpose: false,
  };
}

function localSessionState(user: User, homeMove: HomeMoveOutcome | null = null): AuthState {
  return { ...authenticatedState(user, null, "local"), isLocalSession: true, homeMove };
}

export function AuthProvider({ children, client = defaultApiClient, onSignedOut, testModeLogin, initialState, scheduleStartupCheck, localSession, rememberedUser, onPasswordSession }: AuthProviderProps) {
  const authApi = React.useMemo(() => createAuthApi(client), [client]);
  const [state, setState] = React.useState<AuthState>(() => ({
    ...signedOut(currentMode(client.tokens.get() !== null, false)),
    status: "loading",
    ...initialState,
  }));
  const onSignedOutRef = React.useRef(onSignedOut);
  React.useEffect(() => {
    onSignedOutRef.current = onSignedOut;
  }, [onSignedOut]);

  // Whether a session existed: only the end of one resets the app's stores, so a visitor in local mode
  // keeps their browser data when the start-up probe finds no session.
  const hadSessionRef = React.useRef(state.status === "authenticated");
  React.useEffect(() => {
    if (state.status === "authenticated") hadSessionRef.current = true;
  }, [state.status]);

  const clearAuth = React.useCallback(
    (error: string | null = null, { inAnotherTab = false, onPurpose = inAnotherTab }: { inAnotherTab?: boolean; onPurpose?: boolean } = {}) => {
      client.tokens.set(null);
      setState({
        ...signedOut(currentMode(false, false), error, client.pendingSignOut?.isPending() ?? false),
        signedOutInAnotherTab: inAnotherTab,
        signedOutOnPurpose: onPurpose,
      });
      if (hadSessionRef.current) {
        hadSessionRef.current = false;
        onSignedOutRef.current?.();
      }
    },
    [client],
  );

  // One logout on its way at a time: a sign-in waits for it, so it never ends the session that sign-in opens.
  const logoutInFlight = React.useRef<Promise<boolean> | null>(null);
  const tellServerOfSignOut = React.useCallback((): Promise<boolean> => {
    logoutInFlight.current ??= authApi.logout().finally(() => {
      logoutInFlight.current = null;
    });
    return logoutInFlight.current;
  }, [authApi]);

  // A sign-out the server could not be told of is told as soon as the browser has a network again.
  React.useEffect(() => {
    const signOuts = client.pendingSignOut;
    if (!signOuts) return;
    const tellOnceOnline = () => {
      if (!signOuts.isPending()) return;
      void tellServerOfSignOut().then((told) => {
        if (told) setState((previous) => (previous.serverSignOutPending ? { ...previous, serverSignOutPending: false } : previous));
      });
    };
    window.addEventListener("online", tellOnceOnline);
    return () => window.removeEventListener("online", tellOnceOnline);
  }, [client, tellServerOfSignOut]);

  /**
   * A server session has begun: a home kept in this browser goes to the account first (docs/product.md
   * §4.4). When that fails the person stays in local mode with nothing lost, and the next sign-in tries again.
   */
  const enterServerSession = React.useCallback(
    async (user: User, profile: Profile | null): Promise<HomeMoveOutcome | null> => {
      const local = localSession ? await localSession.current().catch(() => null) : null;
      if (!localSession || !local) {
        setState(authenticatedState(user, profile, currentMode(true, false)));
        return null;
      }
      const outcome = await localSession.moveHomeTo(client, user);
      if (outcome === "failed") {
        client.tokens.set(null);
        setState(localSessionState(local, "failed"));
        return outcome;
      }
      // The home set up in the browser went through onboarding; the account now says so too.
      const onboarded = outcome === "moved" ? (local.hasCompletedOnboarding ?? false) : false;
      const state = authenticatedState(user, profile, currentMode(true, false));
      setState({ ...state, hasCompletedOnboarding: state.hasCompletedOnboarding || onboarded, homeMove: outcome });
      return outcome;
    },
    [client, localSession],
  );

  // The local session, when the server has none (docs/product.md §7: unauthenticated falls back to local).
  const resumeLocalSession = React.useCallback(async (): Promise<boolean> => {
    const local = localSession ? await localSession.current().catch((error: unknown) => (logError("The local session could not be read", error), null)) : null;
    if (!local) return false;
    setState(localSessionState(local));
    return true;
  }, [localSession]);

  // Offline, the last server session opens as it was; the server is asked again once the browser is online.
  const resumeRememberedSession = React.useCallback(async (): Promise<boolean> => {
    const user = rememberedUser ? await rememberedUser().catch(() => null) : null;
    if (!user) return false;
    setState({ ...authenticatedState(user, null, currentMode(true, false)), sessionUnconfirmed: true });
    return true;
  }, [rememberedUser]);

  const checkAuth = React.useCallback(async () => {
    // This device signed out (in this tab or another) and the server has not heard of it yet: a token
    // still in memory opens nothing, and the probe tells the server before anything else.
    if (client.pendingSignOut?.isPending()) client.tokens.set(null);
    // docs/product.md §4.2: a failed token validation falls back to the session probe, then clears all auth.
    const hadToken = client.tokens.get() !== null;
    if (hadToken) {
      try {
        const user = await authApi.me();
        setState((previous) => authenticatedState(user, previous.profile, currentMode(true, false)));
        return;
      } catch (error) {
        logWarning("The access token was refused; asking for a new session", error);
      }
    }
    try {
      const session = await client.probeSession();
      if (session.ok) {
        await enterServerSession(session.user, null);
        return;
      }
      if (await resumeLocalSession()) return;
      clearAuth(hadToken ? AUTH_MESSAGES.sessionInvalid : null);
    } catch (error) {
      // Offline, a home kept in this browser still opens, and so does the last account's.
      if (await resumeLocalSession()) return;
      if (gotNoAnswer(error) && (await resumeRememberedSession())) return;
      logError(AUTH_MESSAGES.authenticationCheckFailed, error);
      clearAuth(AUTH_MESSAGES.authenticationCheckFailed);
    }
  }, [authApi, client, clearAuth, enterServerSession, resumeLocalSession, resumeRememberedSession]);

  // A session opened without the server is checked as soon as the browser has a network again.
  React.useEffect(() => {
    if (!state.sessionUnconfirmed) return;
    const confirm = () => void checkAuth();
    window.addEventListener("online", confirm);
    return () => window.removeEventListener("online", confirm);
  }, [state.sessionUnconfirmed, checkAuth]);

  // The session after a reload comes from the refresh cookie (the access token was only in memory).
  const skipProbe = initialState?.status !== undefined && initialState.status !== "loading";
  const scheduleStartupCheckRef = React.useRef(scheduleStartupCheck);
  React.useEffect(() => {
    if (skipProbe) return;
    // Started after the effect, and only by the mount that stays (StrictMode mounts twice in development).
    let cancelled = false;
    const start = () => void Promise.resolve().then(() => (cancelled ? undefined : checkAuth()));
    const schedule = scheduleStartupCheckRef.current;
    const cancelPlan = schedule ? schedule(start) : (start(), undefined);
    return () => {
      cancelled = true;
      cancelPlan?.();
    };
  }, [checkAuth, skipProbe]);

  // Another tab of this browser signed out, online or not: the refresh cookie this session rests on is cleared
  // or owed to the server, so the session ends here at once rather than at its next refresh, up to 15 minutes
  // later. A home kept in this browser is no server session and stays. When the server has heard of it (or a
  // sign-in replaced the cookie), nothing is owed any more.
  const signOutRecordChanged = React.useEffectEvent((change: SignOutRecordChange) => {
    if (change === "settled") {
      setState((previous) => (previous.serverSignOutPending ? { ...previous, serverSignOutPending: false } : previous));
      return;
    }
    if (state.status === "authenticated" && !state.isLocalSession) clearAuth(null, { inAnotherTab: true });
  });
  React.useEffect(() => (client.pendingSignOut ? onSignOutInAnotherTab(signOutRecordChanged) : undefined), [client]);

  // A 401 the client could not cure by refreshing ends the session.
  React.useEffect(() => client.onSessionEnded(() => clearAuth(null)), [client, clearAuth]);

  // docs/product.md §4.2: refresh 60 s before the token expires (10 minutes when it has none); a failure clears auth.
  React.useEffect(
    () =>
      scheduleTokenRefresh({
        tokens: client.tokens,
        refresh: () => client.refreshAccessToken(),
        onFailure: (error) => {
          // Without a network the session is not over, only unconfirmed: it is checked again once online.
          if (gotNoAnswer(error)) {
            setState((previous) => (previous.status === "authenticated" && !previous.isLocalSession ? { ...previous, sessionUnconfirmed: true } : previous));
            return;
          }
          logWarning("The session could not be refreshed", error);
          clearAuth(null);
        },
      }),
    [client, clearAuth],
  );

  const startSession = React.useCallback(
    async (attempt: () => Promise<{ accessToken: string; user: User }>, failure: string, password: string): Promise<AuthOutcome> => {
      try {
        // The session signed out of earlier ends on the server first, whatever else this sign-in brings.
        if (client.pendingSignOut?.isPending()) await tellServerOfSignOut();
        const { accessToken, user } = await attempt();
        // The sign-in's refresh cookie took the place of the one signed out of: this browser holds that no more.
        client.pendingSignOut?.forget();
        client.tokens.set(accessToken);
        // Changes sealed here at a sign-out are a convenience to their owner: failing to open them never fails the sign-in.
        await onPasswordSession?.(user, password).catch((error: unknown) => logWarning("The changes kept sealed on this device could not be opened", error));
        const homeMove = await enterServerSession(user, null);
        return { ok: true, user, ...(homeMove ? { homeMove } : {}) };
      } catch (caught) {
        const error = normaliseError(caught);
        setState((previous) => ({ ...previous, error: failure }));
        return { ok: false, error, message: failure };
      }
    },
    [client, enterServerSession, tellServerOfSignOut, onPasswordSession],
  );

  const startLocalSession = React.useCallback(
    async (input?: { email?: string | null }): Promise<AuthOutcome> => {
      if (!localSession) {
        const error = normaliseError({ code: "LOCAL_MODE_UNAVAILABLE", message: AUTH_MESSAGES.localModeUnavailable });
        return { ok: false, error, message: error.message };
      }
      try {
        const { user, returning } = await localSession.start(input);
        client.tokens.set(null);
        setState(localSessionState(user));
        return { ok: true, user, ...(returning ? { announcement: LOCAL_WELCOME_BACK } : {}) };
      } catch (caught) {
        logError("A local session could not be started", caught);
        const error = normaliseError(caught);
        return { ok: false, error, message: AUTH_MESSAGES.loginFailed };
      }
    },
    [client, localSession],
  );

  const login = React.useCallback(
    async (credentials: LoginRequest): Promise<AuthOutcome> => {
      const testSession = testModeLogin ? await testModeLogin(credentials) : null;
      if (testSession) {
        client.tokens.set(null);
        setState(authenticatedState(testSession.user, testSession.profile, currentMode(false, true)));
        return { ok: true, user: testSession.user, announcement: testSession.announcement };
      }
      return startSession(() => authApi.login(credentials), AUTH_MESSAGES.loginFailed, credentials.password);
    },
    [authApi, client, startSession, testModeLogin],
  );

  const signup = React.useCallback(
    (details: SignupRequest) => startSession(() => authApi.signup(details), AUTH_MESSAGES.signupFailed, details.password),
    [authApi, startSession],
  );

  const logout = React.useCallback(async () => {
    if (state.isLocalSession && localSession) {
      await localSession.end();
      clearAuth(null, { onPurpose: true });
      return;
    }
    // Told or not, the browser forgets the session; one the server was not told of stays owed (clearAuth says so).
    if (state.mode === "remote" || client.tokens.get() !== null) await tellServerOfSignOut();
    clearAuth(null, { onPurpose: true });
  }, [client, clearAuth, localSession, state.isLocalSession, state.mode, tellServerOfSignOut]);

  const markOnboardingComplete = React.useCallback(() => {
    setState((previous) => ({
      ...previous,
      hasCompletedOnboarding: true,
      user: previous.user ? { ...previous.user, hasCompletedOnboarding: true } : previous.user,
      profile: previous.profile ? { ...previous.profile, hasCompletedOnboarding: true } : previous.profile,
    }));
  }, []);

  const screensClient = state.isLocalSession && localSession ? localSession.client : client;
  const value = React.useMemo<AuthContextValue>(
    () => ({
      ...state,
      login,
      signup,
      logout,
      checkAuth,
      markOnboardingComplete,
      startLocalSession,
      localModeAvailable: localSession !== undefined,
      client: screensClient,
    }),
    [state, login, signup, logout, checkAuth, markOnboardingComplete, startLocalSession, localSession, screensClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session and its actions; only inside an AuthProvider. */
export function useAuth(): AuthContextValue {
  const context = React.useContext(AuthContext);
  if (!context) throw new Error(PROVIDER_MESSAGES.useAuthOutsideProvider);
  return context;
}

/**
 * Who is looking at a public page, for its header: a visitor, a person signed in to an account, or one
 * using a home kept in this browser. "visitor" until the session is known, and outside the provider (a
 * public page's story).
 */
export type PublicPageReader = "visitor" | "account" | "browser-home";

const subscribeToNothing = () => () => {};

export function usePublicPageReader(): PublicPageReader {
  const context = React.useContext(AuthContext);
  // False while React takes over the landing page's pre-rendered markup, which was drawn for a visitor:
  // what the page shows must match it then, and may change in the render after (decision 007).
  const pastHydration = React.useSyncExternalStore(subscribeToNothing, () => true, () => false);
  if (!pastHydration || !context || context.status !== "authenticated") return "visitor";
  return context.isLocalSession ? "browser-home" : "account";
}
