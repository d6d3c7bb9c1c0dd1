import { http, HttpResponse, delay } from "msw";
import { healthResponseSchema, type HealthResponse } from "@domain/contract/index.ts";

export const healthUrl = "/api/health";

export const healthHandlers = {
  ok: http.get(healthUrl, () => HttpResponse.json(healthResponseSchema.parse({ ok: true, database: "pglite" } satisfies HealthResponse))),
  loading: http.get(healthUrl, async () => {
    await delay("infinite");
    return HttpResponse.json({});
  }),
  down: http.get(healthUrl, () =>
    HttpResponse.json({ error: { code: "UNAVAILABLE", message: "The service is unavailable" } }, { status: 503 }),
  ),
};
