import type {
  AuthResponse,
  CheckResetLinkRequest,
  ForgotPasswordRequest,
  LoginRequest,
  ResetPasswordRequest,
  SignupRequest,
  User,
} from "@domain/contract/index.ts";
import { LOGOUT_PATH, type ApiClient } from "./http-client.ts";

/*
 * The route table and its schemas load with the first call, so the session code that every page starts
 * with stays small.
 */
const loadCallRoute = () => import("./call-route.ts").then((module) => module.callRoute);

/** The /auth calls of docs/product.md §7.2, each answer checked against the domain contract. */
export function createAuthApi(client: ApiClient) {
  return {
    login: async (credentials: LoginRequest): Promise<AuthResponse> =>
      (await loadCallRoute())(client, "logIn", { body: credentials }, { authenticated: false }),
    signup: async (details: SignupRequest): Promise<AuthResponse> =>
      (await loadCallRoute())(client, "signUp", { body: details }, { authenticated: false }),
    me: async (): Promise<User> =>
      (await (await loadCallRoute())(client, "getMe", {})).user,
    /**
     * docs/product.md §7.2: a failed logout does not stop the browser forgetting the session, so it is not
     * thrown. It is not forgotten either: until the server has answered, the refresh cookie it sent is still
     * good for 30 days, and the next start would sign the person straight back in. The client's record of a
     * pending sign-out (pending-sign-out.ts) is written before the call and struck out by its answer; while
     * it stands, the logout goes again before anything else presents the cookie. Says whether the server
     * was told.
     */
    logout: async (): Promise<boolean> => {
      client.pendingSignOut?.remember();
      try {
        await client.post(LOGOUT_PATH, undefined, { authenticated: false });
      } catch {
        return false;
      }
      client.pendingSignOut?.forget();
      return true;
    },
    forgotPassword: async (request: ForgotPasswordRequest) =>
      (await loadCallRoute())(client, "forgotPassword", { body: request }, { authenticated: false }),
    /** Whether the link's token still works (docs/product.md §2.5): resolves, or rejects with RESET_TOKEN_INVALID. */
    checkResetLink: async (request: CheckResetLinkRequest) =>
      (await loadCallRoute())(client, "checkResetLink", { body: request }, { authenticated: false }),
    resetPassword: async (request: ResetPasswordRequest) =>
      (await loadCallRoute())(client, "resetPassword", { body: request }, { authenticated: false }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
