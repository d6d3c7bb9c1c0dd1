import { http, HttpResponse } from "msw";
import { mockPathOf } from "../route-mocks.ts";
import { healthResponseSchema, type HealthResponse } from "@domain/contract/index.ts";
import { errorBody, neverAnswer, refuse } from "./responses.ts";

export const healthUrl = mockPathOf("getHealth");

export const healthHandlers = {
  ok: http.get(healthUrl, () => HttpResponse.json(healthResponseSchema.parse({ ok: true, database: "pglite" } satisfies HealthResponse))),
  loading: http.get(healthUrl, neverAnswer),
  down: http.get(healthUrl, () =>
    refuse(503, errorBody("UNAVAILABLE", "The service is unavailable")),
  ),
};
