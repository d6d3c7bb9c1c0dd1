import { http, HttpResponse } from "msw";
import { mockPathOf } from "../route-mocks.ts";
import { APPLIANCE_DEFINITIONS, applianceDisplayName, normaliseApplianceIds, type ApplianceId } from "@domain/appliances/identifiers.ts";
import { CATALOG_TASKS } from "@domain/catalog/tasks.ts";
import { previewMaintenanceYear } from "@domain/scheduling/year-preview.ts";
import {
  addApplianceRequestSchema,
  addApplianceResponseSchema,
  applianceRecordResponseSchema,
  appliancesResponseSchema,
  catalogAppliancesResponseSchema,
  catalogTasksResponseSchema,
  onboardingCompleteRequestSchema,
  onboardingCompleteResponseSchema,
  updateApplianceRequestSchema,
  updateApplianceResponseSchema,
  type CatalogTask,
  type CatalogTaskSummary,
  type ApplianceRecord,
  type HomeAppliance,
} from "@domain/contract/index.ts";
import { applianceErrorBodies, homeApplianceOf } from "../fixtures/appliances.ts";
import { errorBody, neverAnswer, refuse } from "./responses.ts";
import { simulateWork } from "./simulated-latency.ts";

export const catalogUrls = { appliances: mockPathOf("listCatalogAppliances"), tasks: mockPathOf("listCatalogTasks") } as const;
export const applianceUrls = { list: mockPathOf("listAppliances"), one: mockPathOf("updateAppliance"), onboardingComplete: mockPathOf("completeOnboarding") } as const;

const invalidRequest = (message: string) => refuse(400, errorBody("VALIDATION_FAILED", message));

function summaryOf({ steps: _steps, requiredTools: _tools, safetyWarnings: _warnings, description: _description, ...summary }: CatalogTask): CatalogTaskSummary {
  return summary;
}

/** The built-in catalogue, as the server serves it. */
export const catalogHandlers = {
  appliances: {
    ok: http.get(catalogUrls.appliances, () =>
      HttpResponse.json(catalogAppliancesResponseSchema.parse({ data: APPLIANCE_DEFINITIONS.map(({ id, displayName, category }) => ({ id, displayName, category })) })),
    ),
    pending: http.get(catalogUrls.appliances, neverAnswer),
    failing: http.get(catalogUrls.appliances, () => refuse(503, applianceErrorBodies.unavailable)),
  },
  tasks: {
    ok: http.get(catalogUrls.tasks, () => HttpResponse.json(catalogTasksResponseSchema.parse({ data: CATALOG_TASKS.map(summaryOf) }))),
    pending: http.get(catalogUrls.tasks, neverAnswer),
  },
};

/** An appliance's open tasks and completed work, by its id, for its record. */
export type ApplianceWork = Readonly<Record<string, Pick<ApplianceRecord, "openTasks" | "completedWork">>>;

/**
 * A home kept in memory while a story or the dev server runs: the list, the record, adding (with the
 * catalogue's task count), editing and removing behave as the server's do. Each call makes a fresh home.
 */
export function homeApplianceHandlers(initial: readonly HomeAppliance[] = [], work: ApplianceWork = {}) {
  let home = initial.map((appliance) => ({ ...appliance }));
  return [
    http.get(applianceUrls.list, () => HttpResponse.json(appliancesResponseSchema.parse({ data: home }))),
    http.get(applianceUrls.one, ({ params }) => {
      const appliance = home.find((each) => each.id === params.id);
      if (!appliance) return refuse(404, applianceErrorBodies.notFound);
      const { openTasks, completedWork } = work[appliance.id] ?? { openTasks: appliance.nextTask ? [appliance.nextTask] : [], completedWork: [] };
      return HttpResponse.json(applianceRecordResponseSchema.parse({ data: { ...appliance, openTasks, completedWork } }));
    }),
    http.post(applianceUrls.list, async ({ request }) => {
      await simulateWork("create");
      const parsed = addApplianceRequestSchema.safeParse(await request.json());
      if (!parsed.success) return invalidRequest("The appliance is not valid");
      const normalised = normaliseApplianceIds([parsed.data.type]);
      const type = normalised.ids[0];
      if (!type) return invalidRequest(normalised.warnings[0]?.message ?? `"${parsed.data.type}" is not an appliance id`);
      const added = homeApplianceOf(type, {
        name: parsed.data.name ?? applianceDisplayName(type) ?? type,
        brand: parsed.data.brand ?? null,
        model: parsed.data.model ?? null,
        installDate: parsed.data.installDate ?? null,
      });
      home = [...home, added];
      const { openTaskCount: _count, ...appliance } = added;
      return HttpResponse.json(addApplianceResponseSchema.parse({ data: appliance, tasksCreated: added.openTaskCount, warnings: normalised.warnings.map((warning) => warning.message) }), { status: 201 });
    }),
    http.put(applianceUrls.one, async ({ params, request }) => {
      await simulateWork("update");
      const parsed = updateApplianceRequestSchema.safeParse(await request.json());
      if (!parsed.success) return invalidRequest("Nothing to change");
      const existing = home.find((appliance) => appliance.id === params.id);
      if (!existing) return refuse(404, applianceErrorBodies.notFound);
      const given = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
      // A date typed is the owner's; a cleared one has no source (as the server keeps it).
      const installDateSource = parsed.data.installDate === undefined ? existing.installDateSource : parsed.data.installDate === null ? null : (parsed.data.installDateSource ?? "entered");
      const updated = { ...existing, ...given, installDateSource, updatedAt: new Date().toISOString() };
      home = home.map((appliance) => (appliance.id === existing.id ? updated : appliance));
      const { openTaskCount: _count, ...appliance } = updated;
      return HttpResponse.json(updateApplianceResponseSchema.parse({ data: appliance }));
    }),
    http.delete(applianceUrls.one, async ({ params }) => {
      await simulateWork("delete");
      if (!home.some((appliance) => appliance.id === params.id)) return refuse(404, applianceErrorBodies.notFound);
      home = home.filter((appliance) => appliance.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** Single answers for the states a story shows; put them before a home's handlers to override them. */
export const applianceHandlers = {
  list: {
    pending: http.get(applianceUrls.list, neverAnswer),
    failing: http.get(applianceUrls.list, () => refuse(500, applianceErrorBodies.internal)),
  },
  add: { failing: http.post(applianceUrls.list, () => refuse(500, applianceErrorBodies.internal)) },
  record: {
    pending: http.get(applianceUrls.one, neverAnswer),
    failing: http.get(applianceUrls.one, () => refuse(500, applianceErrorBodies.internal)),
    notFound: http.get(applianceUrls.one, () => refuse(404, applianceErrorBodies.notFound)),
  },
  update: {
    pending: http.put(applianceUrls.one, neverAnswer),
    futureInstallDate: http.put(applianceUrls.one, () => refuse(400, applianceErrorBodies.futureInstallDate)),
  },
  remove: {
    pending: http.delete(applianceUrls.one, neverAnswer),
    failing: http.delete(applianceUrls.one, () => refuse(500, applianceErrorBodies.internal)),
  },
};

/** `POST /api/users/onboarding-complete`: the server's answer for the appliances sent. */
export const onboardingHandlers = {
  ok: http.post(applianceUrls.onboardingComplete, async ({ request }) => {
    // Finishing onboarding generates the home's whole schedule (docs/product.md §4.12).
    await simulateWork("generation");
    const parsed = onboardingCompleteRequestSchema.safeParse(await request.json());
    if (!parsed.success) return invalidRequest("The onboarding request is not valid");
    const { ids, warnings } = normaliseApplianceIds(parsed.data.appliances.map((appliance) => appliance.type));
    const appliances = ids.map((type: ApplianceId) => {
      const { openTaskCount: _count, ...appliance } = homeApplianceOf(type);
      return appliance;
    });
    return HttpResponse.json(
      onboardingCompleteResponseSchema.parse({
        hasCompletedOnboarding: true,
        onboardingCompletedAt: new Date().toISOString(),
        homeType: parsed.data.homeType,
        appliances,
        // What the server schedules: each appliance's tasks, a home-wide one once (docs/product.md §4.12).
        tasksCreated: previewMaintenanceYear(CATALOG_TASKS, ids).taskCount,
        warnings: warnings.map((warning) => warning.message),
      }),
    );
  }),
  pending: http.post(applianceUrls.onboardingComplete, neverAnswer),
  failing: http.post(applianceUrls.onboardingComplete, () => refuse(503, applianceErrorBodies.unavailable)),
};
