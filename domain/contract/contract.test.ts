import { describe, expect, test } from "vitest";
import { z } from "zod";
import { catalogTaskSchema, catalogTasksQuerySchema, type CatalogTask } from "./catalog.ts";
import { hasMigratableData, migrationRequestSchema } from "./migration.ts";
import { onboardingCompleteRequestSchema } from "./onboarding.ts";
import { taskEngineRoutes } from "./routes.ts";
import {
  completeTaskRequestSchema,
  completeTaskResponseSchema,
  dashboardTasksResponseSchema,
  snoozeTaskRequestSchema,
  taskListQuerySchema,
} from "./tasks.ts";
import { TIME_ZONE_HEADER, timeZoneFromHeader } from "./time-zone.ts";

describe("the route table can become an OpenAPI 3.1 document", () => {
  test("covers the task-engine calls of docs/product.md §7.5 and the catalogue routes", () => {
    expect(taskEngineRoutes.map((route) => `${route.method.toUpperCase()} ${route.path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/users/onboarding-complete",
        "POST /api/migration/local",
        "POST /api/migration/merge",
        "GET /api/tasks/for-dashboard",
        "PUT /api/tasks/{id}/complete",
        "PUT /api/tasks/{id}/uncomplete",
        "PUT /api/tasks/{id}/metadata",
        "GET /api/tasks/{id}/details",
        "PUT /api/tasks/{id}/snooze",
        "GET /api/tasks",
        "GET /api/tasks/stats",
        "GET /api/notifications",
        "GET /api/catalog/appliances",
        "GET /api/catalog/tasks",
        "GET /api/catalog/tasks/{id}",
      ]),
    );
    const operationIds = taskEngineRoutes.map((route) => route.operationId);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  test.each(taskEngineRoutes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    "%s: every schema converts to JSON Schema 2020-12",
    (_, route) => {
      const requestParts: (z.ZodType | undefined)[] = [
        "params" in route ? route.params : undefined,
        "query" in route ? route.query : undefined,
        "body" in route ? route.body : undefined,
      ];
      for (const schema of requestParts) {
        if (schema) expect(() => z.toJSONSchema(schema, { target: "draft-2020-12", io: "input" })).not.toThrow();
      }
      if ("response" in route) {
        const json = z.toJSONSchema(route.response, { target: "draft-2020-12", io: "output" });
        expect(json.type).toBe("object");
      } else {
        expect(route.successStatus).toBe(204);
      }
      const pathParameters = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = "params" in route ? Object.keys(route.params.shape) : [];
      expect(declared).toEqual(pathParameters);
    },
  );

  test("a due date is a JSON Schema date", () => {
    const json = z.toJSONSchema(completeTaskResponseSchema, { target: "draft-2020-12" });
    expect(json.properties?.nextDueDate).toMatchObject({ anyOf: [{ type: "string", format: "date" }, { type: "null" }] });
  });
});

describe("task calls", () => {
  test("GET /api/tasks/for-dashboard: a minimal list gets the defaults of docs/product.md §3.7", () => {
    const parsed = dashboardTasksResponseSchema.parse({
      data: [{ id: "t1", name: "Test smoke detectors", applianceId: "smoke-co-detectors", dueDate: "2026-12-01" }],
    });
    expect(parsed.data[0]).toMatchObject({ frequency: "monthly", timeEstimate: 30, daysUntilDue: 0 });
  });

  test.each<[string, unknown, boolean]>([
    ["empty body", {}, true],
    ["all three", { notes: "ok", timeSpentMinutes: 20, costActual: 12.5 }, true],
    ["time as text", { timeSpentMinutes: "20" }, false],
    ["negative cost", { costActual: -1 }, false],
  ])("PUT /api/tasks/{id}/complete with %s: valid %s", (_, body, valid) => {
    expect(completeTaskRequestSchema.safeParse(body).success).toBe(valid);
  });

  test.each([
    [1, true],
    [365, true],
    [0, false],
    [366, false],
    [1.5, false],
  ])("snooze for %d days: valid %s", (days, valid) => {
    expect(snoozeTaskRequestSchema.safeParse({ days }).success).toBe(valid);
  });

  test("task list query defaults to status all, first page of 50, and reads numbers from the query string", () => {
    expect(taskListQuerySchema.parse({})).toEqual({ status: "all", page: 1, pageSize: 50 });
    expect(taskListQuerySchema.parse({ status: "overdue", page: "3", pageSize: "20" })).toEqual({ status: "overdue", page: 3, pageSize: 20 });
    expect(taskListQuerySchema.safeParse({ pageSize: "500" }).success).toBe(false);
  });
});

describe("onboarding and migration", () => {
  test("onboarding takes appliance ids in any spelling (the server normalises them) and rejects bad shapes", () => {
    expect(onboardingCompleteRequestSchema.safeParse({ homeType: "house", appliances: [{ type: "furnace", yearsOld: 4 }] }).success).toBe(true);
    expect(onboardingCompleteRequestSchema.safeParse({ homeType: "house", appliances: [{ type: "hvac" }] }).success).toBe(true);
    // An empty id is not a bad shape: the server drops it (docs/product.md §5).
    expect(onboardingCompleteRequestSchema.safeParse({ homeType: "house", appliances: [{ type: "" }] }).success).toBe(true);
    expect(onboardingCompleteRequestSchema.safeParse({ homeType: "house", appliances: [{ type: 42 }] }).success).toBe(false);
    expect(onboardingCompleteRequestSchema.safeParse({ homeType: "house", appliances: [{ type: "furnace", yearsOld: -1 }] }).success).toBe(false);
    expect(onboardingCompleteRequestSchema.safeParse({ homeType: "castle", appliances: [] }).success).toBe(false);
  });

  test("migration: strategy server_wins, with appliances, completions, last-completed marks and tasks", () => {
    const request = {
      strategy: "server_wins",
      appliances: [{ type: "hvac", yearsOld: 3 }],
      completed: [{ taskId: "hvac-replace-filter", applianceId: "hvac", completedAt: "2026-11-01T10:00:00.000Z" }],
      lastCompleted: { "hvac-replace-filter::hvac": "2026-11-01T10:00:00.000Z" },
      tasks: [{ id: "local-1", applianceId: "hvac", dueDate: "2026-12-01", completedAt: null }],
    };
    expect(migrationRequestSchema.parse(request)).toEqual(request);
    expect(migrationRequestSchema.safeParse({ ...request, strategy: "client_wins" }).success).toBe(false);
  });

  test.each([
    [{ appliances: [], completed: [], lastCompleted: {}, tasks: [] }, false],
    [{ appliances: [{ type: "furnace", yearsOld: null }], completed: [], lastCompleted: {}, tasks: [] }, true],
    [{ appliances: [], completed: [], lastCompleted: { "a::b": "2026-11-01T10:00:00.000Z" }, tasks: [] }, true],
  ])("has data to migrate: %o → %s", (data, expected) => {
    expect(hasMigratableData(data)).toBe(expected);
  });
});

describe("catalogue wire shape (docs/product.md §10.2 and §10.11)", () => {
  const entry: CatalogTask = {
    id: "hvac-replace-filter",
    name: "Replace HVAC Filter",
    appliance: "HVAC System",
    applianceIds: ["hvac_furnace"],
    category: "Climate Control Systems",
    estimatedTime: 10,
    difficulty: "Easy",
    diyCost: 15,
    proCost: 75,
    requiredTools: ["New filter"],
    safetyWarnings: ["Turn the system off first"],
    description: "Regular filter replacement keeps the system efficient and the air clean.",
    frequency: "quarterly",
    savingsMessage: "Regular filter replacement keeps the system...",
    steps: [
      {
        id: "hvac-replace-filter-prep",
        type: "preparation",
        title: "Turn off the system",
        description: "Switch the thermostat off.",
        substeps: ["Set the thermostat to off"],
        estimatedTime: 2,
        media: {
          images: [{ filename: "hvac-replace-filter-prep.webp", alt: "A thermostat set to off", caption: "Off" }],
          primaryImage: 0,
          overlays: [{ type: "arrow", position: { x: 40, y: 60 }, direction: "left", label: "Off switch", color: "#eab308" }],
        },
      },
    ],
  };

  test("a well-formed entry parses", () => {
    expect(catalogTaskSchema.parse(entry)).toEqual(entry);
  });

  test.each<[string, (task: CatalogTask) => unknown]>([
    ["an id that is not hyphenated lowercase words", (task) => ({ ...task, id: "HVAC_filter" })],
    ["an unknown difficulty", (task) => ({ ...task, difficulty: "Hard" })],
    ["an unrecognised frequency", (task) => ({ ...task, frequency: "now and then" })],
    ["a fractional cost", (task) => ({ ...task, diyCost: 9.99 })],
    ["six substeps", (task) => ({ ...task, steps: [{ ...task.steps[0], substeps: ["1", "2", "3", "4", "5", "6"] }] })],
    ["a .png image", (task) => ({ ...task, steps: [{ ...task.steps[0], media: { images: [{ filename: "a.png", alt: "a", caption: "" }], primaryImage: 0 } }] })],
    ["primaryImage 1", (task) => ({ ...task, steps: [{ ...task.steps[0], media: { images: [], primaryImage: 1 } }] })],
    ["a camelCase appliance key", (task) => ({ ...task, applianceIds: ["hvacFurnace"] })],
  ])("refuses %s", (_, change) => {
    expect(catalogTaskSchema.safeParse(change(entry)).success).toBe(false);
  });

  test("the catalogue list filter takes a catalogue id and a category", () => {
    expect(catalogTasksQuerySchema.parse({ applianceId: "furnace", category: "Climate Control Systems" })).toEqual({
      applianceId: "furnace",
      category: "Climate Control Systems",
    });
    expect(catalogTasksQuerySchema.safeParse({ applianceId: "hvac" }).success).toBe(false);
  });
});

describe(`the ${TIME_ZONE_HEADER} header`, () => {
  test.each<[string | string[] | undefined, string]>([
    ["Europe/Paris", "Europe/Paris"],
    [["America/New_York", "Europe/Paris"], "America/New_York"],
    ["Mars/Olympus", "UTC"],
    ["", "UTC"],
    [undefined, "UTC"],
  ])("%j → %s", (value, zone) => {
    expect(timeZoneFromHeader(value)).toBe(zone);
  });
});
