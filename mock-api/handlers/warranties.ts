import { HttpResponse } from "msw";
import { warrantyEndOf } from "@domain/appliances/warranty.ts";
import { warrantyRequestSchema, warrantyResponseSchema, type Warranty } from "@domain/contract/warranties.ts";
import { requestValidationMessage } from "@domain/contract/index.ts";
import { mockPathOf, mockRoute } from "../route-mocks.ts";
import { refuse } from "./responses.ts";
import { simulateWork } from "./simulated-latency.ts";

export const warrantyUrls = {
  one: mockPathOf("getWarranty"),
} as const;

/** A warranty as the server keeps it, its last day worked out as the server does. */
export function warrantyOf(applianceId: string, terms: Partial<Omit<Warranty, "applianceId" | "coveredUntil">> & Pick<Warranty, "startsOn">): Warranty {
  const whole = { lengthMonths: null, endsOn: null, provider: null, coverage: null, link: null, documentId: null, ...terms };
  return { applianceId, ...whole, coveredUntil: warrantyEndOf(whole) };
}

/**
 * The warranties of a home's appliances over a map of their own: saving and removing change it. The mock
 * checks a saved warranty with the contract's schema, as the server's registry does.
 */
export function warrantyHandlers(initial: readonly Warranty[] = []) {
  const byAppliance = new Map(initial.map((warranty) => [warranty.applianceId, { ...warranty }]));
  return [
    mockRoute("getWarranty", ({ params }) => HttpResponse.json(warrantyResponseSchema.parse({ data: byAppliance.get(String(params.id)) ?? null }))),
    mockRoute("setWarranty", async ({ params, request }) => {
      await simulateWork("update");
      const parsed = warrantyRequestSchema.safeParse(await request.json());
      if (!parsed.success) return refuse(400, { error: { code: "VALIDATION_FAILED", message: requestValidationMessage(parsed.error), details: parsed.error.issues } });
      const saved = { applianceId: String(params.id), ...parsed.data, coveredUntil: warrantyEndOf(parsed.data) };
      byAppliance.set(saved.applianceId, saved);
      return HttpResponse.json(warrantyResponseSchema.parse({ data: saved }));
    }),
    mockRoute("removeWarranty", async ({ params }) => {
      await simulateWork("delete");
      byAppliance.delete(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
