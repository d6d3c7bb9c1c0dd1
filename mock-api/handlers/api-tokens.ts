import { HttpResponse } from "msw";
import {
  API_TOKEN_PREFIX,
  apiTokensResponseSchema,
  createApiTokenRequestSchema,
  createApiTokenResponseSchema,
  MAX_API_TOKENS,
  type ApiToken,
} from "@domain/contract/index.ts";
import { API_TOKEN_MESSAGES } from "@domain/messages.ts";
import { mockPathOf, mockRoute } from "../route-mocks.ts";
import { errorBody, neverAnswer, refuse } from "./responses.ts";
import { simulateWork } from "./simulated-latency.ts";

export const apiTokenUrls = {
  list: mockPathOf("listApiTokens"),
  create: mockPathOf("createApiToken"),
  revoke: mockPathOf("revokeApiToken"),
} as const;

/** Two tokens of a home with automations: one used a few minutes ago, one never used. */
export const someApiTokens: readonly ApiToken[] = [
  { id: "6f1c2f7e-2b7c-4a4e-9a57-0a8f1b1e2c01", name: "Home Assistant", scope: "read", createdAt: "2026-10-02T18:20:00.000Z", lastUsedAt: "2026-11-22T14:55:00.000Z" },
  { id: "6f1c2f7e-2b7c-4a4e-9a57-0a8f1b1e2c02", name: "Garage tablet", scope: "write", createdAt: "2026-11-20T09:05:00.000Z", lastUsedAt: null },
];

/** The one secret every token the mock makes has: the stories show it and a play function copies it. */
export const mockApiTokenSecret = `${API_TOKEN_PREFIX}4nT0ken_sh0wn-0nce_ExampleOnly_xxxxxxxxxxxxxx`;

const serverError = () => refuse(500, errorBody("INTERNAL", "Something went wrong on our side. Please try again."));

/** The token routes over a list of their own: making and revoking change it, as the server does. */
export function apiTokenCenter(initial: readonly ApiToken[] = someApiTokens) {
  let list = initial.map((token) => ({ ...token }));
  let made = 0;
  return [
    mockRoute("listApiTokens", () => HttpResponse.json(apiTokensResponseSchema.parse({ tokens: list }))),
    mockRoute("createApiToken", async ({ request }) => {
      await simulateWork("create");
      const parsed = createApiTokenRequestSchema.safeParse(await request.json());
      if (!parsed.success) return refuse(400, errorBody("VALIDATION_ERROR", parsed.error.issues[0]?.message ?? "The request is not valid"));
      if (list.length >= MAX_API_TOKENS) return refuse(409, errorBody("CONFLICT", API_TOKEN_MESSAGES.tooMany));
      made += 1;
      const token: ApiToken = { id: `7a2d3e4f-0000-4000-8000-${String(made).padStart(12, "0")}`, name: parsed.data.name, scope: parsed.data.scope, createdAt: "2026-11-22T15:00:00.000Z", lastUsedAt: null };
      list = [token, ...list];
      return HttpResponse.json(createApiTokenResponseSchema.parse({ token, secret: mockApiTokenSecret }), { status: 201 });
    }),
    mockRoute("revokeApiToken", async ({ params }) => {
      await simulateWork("delete");
      if (!list.some((token) => token.id === params.id)) return refuse(404, errorBody("NOT_FOUND", API_TOKEN_MESSAGES.notFound));
      list = list.filter((token) => token.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

export const apiTokenHandlers = {
  some: () => apiTokenCenter(),
  empty: () => apiTokenCenter([]),
  loading: () => [mockRoute("listApiTokens", neverAnswer)],
  failing: () => [mockRoute("listApiTokens", serverError)],
  /** The list loads; making and revoking fail. */
  refusingChanges: () => [
    mockRoute("listApiTokens", () => HttpResponse.json(apiTokensResponseSchema.parse({ tokens: someApiTokens }))),
    mockRoute("createApiToken", serverError),
    mockRoute("revokeApiToken", serverError),
  ],
};
