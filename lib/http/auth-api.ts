import type {
  AuthResponse,
  CheckResetLinkRequest,
  ForgotPasswordRequest,
  LoginRequest,
  ResetPasswordRequest,
  SignupRequest,
  User,
} from "@domain/contract/index.ts";
import { VALIDATION_MESSAGES } from "@domain/messages.ts";
import { LOGOUT_PATH, type ApiClient } from "./http-client.ts";

/*
 * The answers' schemas load with the first call, so the session code that every page starts with stays small.
 * These calls do not go through callRoute: it brings the whole route table with it, and the session code is
 * in the first load of every page (e2e/production-bundle.spec.ts's budget for the dashboard's first visit).
 */
const loadAuthSchemas = () => import("@domain/contract/auth.ts");

/** The /auth calls of docs/product.md §7.2, each answer checked against the domain contract. */
export function createAuthApi(client: ApiClient) {
  return {
    login: async (credentials: LoginRequest): Promise<AuthResponse> =>
      client.post("/auth/login", credentials, {
        schema: (await loadAuthSchemas()).authResponseSchema,
        invalidMessage: VALIDATION_MESSAGES.invalidLoginResponse,
        authenticated: false,
      }),
    signup: async (details: SignupRequest): Promise<AuthResponse> =>
      client.post("/auth/signup", details, {
        schema: (await loadAuthSchemas()).authResponseSchema,
        invalidMessage: VALIDATION_MESSAGES.invalidLoginResponse,
        authenticated: false,
      }),
    me: async (): Promise<User> =>
      (await client.get("/auth/me", { schema: (await loadAuthSchemas()).meResponseSchema, invalidMessage: VALIDATION_MESSAGES.invalidUserPayload })).user,
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
      client.post("/auth/forgot-password", request, { schema: (await loadAuthSchemas()).okResponseSchema, authenticated: false }),
    /** Whether the link's token still works (docs/product.md §2.5): resolves, or rejects with RESET_TOKEN_INVALID. */
    checkResetLink: async (request: CheckResetLinkRequest) =>
      client.post("/auth/reset-password/check", request, { schema: (await loadAuthSchemas()).okResponseSchema, authenticated: false }),
    resetPassword: async (request: ResetPasswordRequest) =>
      client.post("/auth/reset-password", request, { schema: (await loadAuthSchemas()).okResponseSchema, authenticated: false }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
