import { afterAll, beforeAll, describe, expect, test } from "vitest";
import fc from "fast-check";
import { errorBodySchema } from "@domain/contract/index.ts";
import { defaultRateLimits, type RateLimitName, type RateLimitRule } from "../config.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

/*
 * Every route of the OpenAPI document (GET /api/openapi.json, built from the contract) driven with
 * generated bad input: path parameters, query strings and bodies shaped like the real ones but holding
 * anything. Whatever arrives, the server answers below 500, and every error has the shape
 * `{ error: { code, message } }`. Seeded and bounded, so a run is repeatable and quick.
 */

const SEED = 20261124;
const RUNS_PER_ROUTE = 12;

let server: TestServer;
let member: SignedInClient;
type Operation = {
  method: string;
  path: string;
  parameters?: { name: string; in: "path" | "query" }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

/** A page meant for a browser (the e-mail links): its errors are pages too, not JSON. */
const answersWithAPage = (operation: Operation) => Object.values(operation.responses ?? {}).some((response) => "text/html" in (response.content ?? {}));
let operations: Operation[] = [];

beforeAll(async () => {
  // Many bad requests from one address on purpose: limits out of the way (they are tested elsewhere).
  const generous = Object.fromEntries(Object.keys(defaultRateLimits).map((name) => [name, { limit: 100_000, windowMs: 60_000 }])) as Record<
    RateLimitName,
    RateLimitRule
  >;
  server = await startTestServer({ rateLimits: generous });
  member = await signUp(server, { name: "Member" });
  expect((await member.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }] })).status).toBe(200);
  const document = (await member.client.get<{ paths: Record<string, Record<string, Omit<Operation, "method" | "path">>> }>("/api/openapi.json")).body;
  operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ method, path, ...operation })));
});
afterAll(async () => {
  await server.close();
});

/** Text a client might send by mistake or on purpose: control characters, lone surrogates, traversal, huge. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", "\u001b[2J", "../../etc/passwd", "%00", "' OR 1=1 --", "0", "-1", "NaN", "null", "{}", "[]"),
  fc.constantFrom("x".repeat(5_000), "9".repeat(400), "00000000-0000-0000-0000-000000000000", "2026-02-30", "9999-12-31T23:59:59Z"),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: "small" },
  hostileText,
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53, 0.5, true, false, null, [], {}),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** A body with the route's own field names (so validation gets past "unknown shape") and anything in them. */
function bodyFor(operation: Operation): fc.Arbitrary<unknown> {
  // Whatever the body's media type (JSON, or the one-click unsubscribe's form), fuzz its own field names.
  const [media] = Object.values(operation.requestBody?.content ?? {});
  const properties = Object.keys(media?.schema.properties ?? {});
  const shaped = properties.length > 0 ? fc.record(Object.fromEntries(properties.map((name) => [name, hostileValue])), { requiredKeys: [] }) : fc.constant({});
  return fc.oneof(shaped, hostileValue, fc.constant(undefined));
}

function requestFor(operation: Operation) {
  const pathNames = (operation.parameters ?? []).filter((parameter) => parameter.in === "path").map((parameter) => parameter.name);
  const queryNames = (operation.parameters ?? []).filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
  return fc.record({
    pathValues: fc.tuple(...pathNames.map(() => hostileText)),
    query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...(queryNames.length > 0 ? queryNames : ["q"])), hostileText), hostileText), { maxLength: 3 }),
    body: bodyFor(operation),
    rawBody: fc.option(fc.constantFrom("{", "[1,", '{"a":1}x', "\u0000", "null", '"text"', "1e999"), { freq: 4 }),
  });
}

/** encodeURIComponent, except that a lone surrogate is sent as the malformed UTF-8 a careless client would send. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

function urlOf(operation: Operation, pathValues: readonly string[], query: readonly (readonly [string, string])[]) {
  let index = 0;
  const path = operation.path.replace(/\{[^}]+\}/g, () => encodePathValue(pathValues[index++] ?? ""));
  const search = new URLSearchParams(query.map(([key, value]) => [key, value]));
  return search.size > 0 ? `${path}?${search.toString()}` : path;
}

describe("fuzzing every route of the OpenAPI document", () => {
  test("the document lists the routes to drive", () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  test("no generated request gets a 5xx, and every error has the shape { error: { code, message } }", { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const outcome = await fc.check(
        fc.asyncProperty(requestFor(operation), async ({ pathValues, query, body, rawBody }) => {
          const url = urlOf(operation, pathValues, query);
          const sentBody = JSON.stringify(rawBody ?? body)?.slice(0, 200);
          try {
            // fetch sends no body with a GET; a GET is driven by its path and query alone.
            const options = operation.method === "get" ? {} : rawBody !== null ? { rawBody } : { body };
            const response = await member.client.request(operation.method.toUpperCase(), url, options);
            sent += 1;
            const shaped =
              response.status < 400 ||
              (answersWithAPage(operation) ? (response.headers.get("content-type") ?? "").startsWith("text/html") : errorBodySchema.safeParse(response.body).success);
            if (response.status < 500 && shaped) return true;
            failures.push(`${operation.method.toUpperCase()} ${url} ${sentBody} → ${response.status} ${JSON.stringify(response.body)?.slice(0, 300)}`);
          } catch (error) {
            failures.push(`${operation.method.toUpperCase()} ${url} ${sentBody} → no answer: ${String(error)}`);
          }
          return false;
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (outcome.failed && failures.length === 0) failures.push(`${operation.method.toUpperCase()} ${operation.path}: ${String(outcome.errorInstance)}`);
    }
    // Every route was driven (a run stops early only at a failure, which is listed).
    if (failures.length === 0) expect(sent).toBe(operations.length * RUNS_PER_ROUTE);
    expect(failures).toEqual([]);
  });
});

/*
 * The bodies the app itself may send when a form is cleaned of everything: `{}`, or nothing at all, on
 * every route that changes something, with the path naming real things of the caller's home (a completed
 * task, an open one, an appliance, a notification). A change that names nothing to change is answered
 * below 500 (a 200 that changes nothing, or a 400): a 5xx would keep the offline queue retrying it.
 */
describe("an empty body on every route that changes something, at real things of the home", () => {
  type Home = { client: SignedInClient["client"]; completedTaskId: string; openTaskId: string; applianceId: string; notificationId: string };

  /** A member of their own home (a route may sign out or delete), with a completed task and a notification. */
  async function homeWithACompletedTask(): Promise<Home> {
    const { client } = await signUp(server);
    expect((await client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }] })).status).toBe(200);
    const tasks = await client.get<{ data: { id: string; applianceId: string }[] }>("/api/tasks/for-dashboard");
    const [completed, open] = tasks.body.data;
    expect(completed && open).toBeTruthy();
    expect((await client.put(`/api/tasks/${completed!.id}/complete`, {})).status).toBe(200);
    // An appliance added after the onboarding is announced: the notification to name.
    expect((await client.post("/api/appliances", { type: "refrigerator" })).status).toBe(201);
    const notifications = await client.get<{ data: { id: string }[] }>("/api/notifications");
    return { client, completedTaskId: completed!.id, openTaskId: open!.id, applianceId: completed!.applianceId, notificationId: notifications.body.data[0]!.id };
  }

  /** The real things a route's path can name, each one way to fill it. */
  function pathsAtRealThings(operation: Operation, home: Home): string[] {
    if (!operation.path.includes("{")) return [operation.path];
    if (operation.path.startsWith("/api/tasks/")) return [home.completedTaskId, home.openTaskId].map((id) => operation.path.replace("{id}", id));
    if (operation.path.startsWith("/api/appliances/")) return [operation.path.replace("{id}", home.applianceId)];
    if (operation.path.startsWith("/api/notifications/")) return [operation.path.replace("{id}", home.notificationId)];
    return [operation.path.replace(/\{[^}]+\}/g, "unknown")];
  }

  test("no 5xx, and every error has the shape { error: { code, message } }", { timeout: 300_000 }, async () => {
    const changing = operations.filter((operation) => operation.method !== "get");
    expect(changing.map((operation) => `${operation.method} ${operation.path}`)).toContain("put /api/tasks/{id}/metadata");
    const failures: string[] = [];
    for (const operation of changing) {
      for (const body of [{}, undefined]) {
        const home = await homeWithACompletedTask();
        for (const url of pathsAtRealThings(operation, home)) {
          const response = await home.client.request(operation.method.toUpperCase(), url, { body });
          const shaped =
            response.status < 400 ||
            (answersWithAPage(operation) ? (response.headers.get("content-type") ?? "").startsWith("text/html") : errorBodySchema.safeParse(response.body).success);
          if (response.status >= 500 || !shaped) failures.push(`${operation.method.toUpperCase()} ${url} ${JSON.stringify(body)} → ${response.status} ${JSON.stringify(response.body)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
