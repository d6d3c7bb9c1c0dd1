import type {
  AuthResponse,
  CheckResetLinkRequest,
  ForgotPasswordRequest,
  LoginRequest,
  ResetPasswordRequest,
  SignupRequest,
  User,
} from "@domain/contract/index.ts";
import { callRoute } from "./call-route.ts";
import { LOGOUT_PATH, type ApiClient } from "./http-client.ts";

/*
 * Through callRoute, imported statically: the auth schemas are in every page's first load already
 * (response-rules.ts reads them), so loading them with import() moved nothing and made the build warn
 * INEFFECTIVE_DYNAMIC_IMPORT; the dashboard's first visit measured the same with callRoute here as without.
 */

/** The /auth calls of docs/product.md §7.2, each answer checked against the domain contract. */
export function createAuthApi(client: ApiClient) {
  return {
    login: async (credentials: LoginRequest): Promise<AuthResponse> =>
      callRoute(client, "logIn", { body: credentials }, { authenticated: false }),
    signup: async (details: SignupRequest): Promise<AuthResponse> =>
      callRoute(client, "signUp", { body: details }, { authenticated: false }),
    me: async (): Promise<User> =>
      (await callRoute(client, "getMe", {})).user,
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
      callRoute(client, "forgotPassword", { body: request }, { authenticated: false }),
    /** Whether the link's token still works (docs/product.md §2.5): resolves, or rejects with RESET_TOKEN_INVALID. */
    checkResetLink: async (request: CheckResetLinkRequest) =>
      callRoute(client, "checkResetLink", { body: request }, { authenticated: false }),
    resetPassword: async (request: ResetPasswordRequest) =>
      callRoute(client, "resetPassword", { body: request }, { authenticated: false }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
