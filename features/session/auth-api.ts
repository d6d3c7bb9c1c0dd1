import {
  authResponseSchema,
  meResponseSchema,
  okResponseSchema,
  VALIDATION_MESSAGES,
  type AuthResponse,
  type ForgotPasswordRequest,
  type LoginRequest,
  type ResetPasswordRequest,
  type SignupRequest,
  type User,
} from "@domain/contract/index.ts";
import type { ApiClient } from "./http-client.ts";

/** The /auth calls of product.md §7, each answer checked against the domain contract. */
export function createAuthApi(client: ApiClient) {
  return {
    login: (credentials: LoginRequest): Promise<AuthResponse> =>
      client.post("/auth/login", credentials, {
        schema: authResponseSchema,
        invalidMessage: VALIDATION_MESSAGES.invalidLoginResponse,
        authenticated: false,
      }),
    signup: (details: SignupRequest): Promise<AuthResponse> =>
      client.post("/auth/signup", details, {
        schema: authResponseSchema,
        invalidMessage: VALIDATION_MESSAGES.invalidLoginResponse,
        authenticated: false,
      }),
    me: async (): Promise<User> =>
      (await client.get("/auth/me", { schema: meResponseSchema, invalidMessage: VALIDATION_MESSAGES.invalidUserPayload })).user,
    /** product.md §7: errors of logout are ignored; the browser forgets the session either way. */
    logout: async (): Promise<void> => {
      await client.post("/auth/logout", undefined, { authenticated: false }).catch(() => undefined);
    },
    forgotPassword: (request: ForgotPasswordRequest) =>
      client.post("/auth/forgot-password", request, { schema: okResponseSchema, authenticated: false }),
    resetPassword: (request: ResetPasswordRequest) =>
      client.post("/auth/reset-password", request, { schema: okResponseSchema, authenticated: false }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
