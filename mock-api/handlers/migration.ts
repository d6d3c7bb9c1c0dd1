import { http, HttpResponse } from "msw";
import { mockPathOf } from "../route-mocks.ts";
import { migrationRequestSchema, migrationResponseSchema } from "@domain/contract/index.ts";
import { errorBody, refuse } from "./responses.ts";

export const migrationUrls = { local: mockPathOf("migrateLocalData"), merge: mockPathOf("mergeLocalData") } as const;

/** `POST /api/migration/local` (docs/product.md §7.4): the server takes the browser's home, or is down. */
export const migrationHandlers = {
  ok: http.post(migrationUrls.local, async ({ request }) => {
    const parsed = migrationRequestSchema.safeParse(await request.json());
    if (!parsed.success) return refuse(400, errorBody("VALIDATION_ERROR", "The migration request is not valid"));
    return HttpResponse.json(
      migrationResponseSchema.parse({
        migrated: true,
        imported: { appliances: parsed.data.appliances.length, completions: parsed.data.completed.length, tasks: 0 },
        warnings: [],
        skipped: [],
      }),
    );
  }),
  failing: http.post(migrationUrls.local, () => refuse(503, errorBody("SERVICE_UNAVAILABLE", "The server is busy; try again shortly"))),
};
