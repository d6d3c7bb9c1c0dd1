import type {
  AuthResponse,
  ForgotPasswordRequest,
  LoginRequest,
  ResetPasswordRequest,
  SignupRequest,
  User,
} from "@domain/contract/index.ts";
import { VALIDATION_MESSAGES } from "@domain/messages.ts";
import type { ApiClient } from "./http-client.ts";

/* The answers' schemas load with the first call, so the session code that every page starts with stays small. */
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
    /** docs/product.md §7.2: errors of logout are ignored; the browser forgets the session either way. */
    logout: async (): Promise<void> => {
      await client.post("/auth/logout", undefined, { authenticated: false }).catch(() => undefined);
    },
    forgotPassword: async (request: ForgotPasswordRequest) =>
      client.post("/auth/forgot-password", request, { schema: (await loadAuthSchemas()).okResponseSchema, authenticated: false }),
    resetPassword: async (request: ResetPasswordRequest) =>
      client.post("/auth/reset-password", request, { schema: (await loadAuthSchemas()).okResponseSchema, authenticated: false }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
