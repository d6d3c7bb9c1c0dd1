import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { addApplianceResponseSchema, dashboardTasksResponseSchema, errorBodySchema } from "@domain/contract/index.ts";
import { defaultRateLimits, type RateLimitName, type RateLimitRule } from "../config.ts";
import { signUp, TestClient, uniqueEmail, type SignedInClient } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

let server: TestServer;
let member: SignedInClient;
let applianceId: string;
let openTaskId: string;
let completedTaskId: string;

beforeAll(async () => {
  const generous = Object.fromEntries(Object.keys(defaultRateLimits).map((name) => [name, { limit: 10_000, windowMs: 60_000 }])) as Record<
    RateLimitName,
    RateLimitRule
  >;
  server = await startTestServer({ rateLimits: generous });
  member = await signUp(server, { name: "Member" });
  const added = await member.client.post("/api/appliances", { type: "furnace", name: "Basement furnace" });
  expect(added.status).toBe(201);
  applianceId = addApplianceResponseSchema.parse(added.body).data.id;
  const tasks = dashboardTasksResponseSchema.parse((await member.client.get("/api/tasks/for-dashboard")).body).data;
  expect(tasks.length).toBeGreaterThan(1);
  openTaskId = tasks[0]!.id;
  completedTaskId = tasks[1]!.id;
  expect((await member.client.put(`/api/tasks/${completedTaskId}/complete`, {})).status).toBe(200);
});
afterAll(async () => {
  await server.close();
});

const NUL = "\u0000";

type Case = {
  field: string;
  route: string;
  method: "POST" | "PUT" | "DELETE";
  path: () => string;
  body: () => unknown;
  signedIn: boolean;
};

/** Every text field a person can fill in, each carrying a NUL (docs/product.md §5: bad input gets a clear error). */
const cases: Case[] = [
  { field: "name", method: "POST", route: "/api/auth/signup", path: () => "/api/auth/signup", body: () => ({ email: uniqueEmail(), password: "copper kettle on the hob", name: `Ana${NUL}` }), signedIn: false },
  { field: "email", method: "POST", route: "/api/auth/signup", path: () => "/api/auth/signup", body: () => ({ email: `ana${NUL}@example.com`, password: "copper kettle on the hob" }), signedIn: false },
  { field: "password", method: "POST", route: "/api/auth/signup", path: () => "/api/auth/signup", body: () => ({ email: uniqueEmail(), password: `copper kettle${NUL} on the hob` }), signedIn: false },
  { field: "password", method: "POST", route: "/api/auth/login", path: () => "/api/auth/login", body: () => ({ email: member.email, password: `wrong${NUL}` }), signedIn: false },
  { field: "token", method: "POST", route: "/api/auth/reset-password", path: () => "/api/auth/reset-password", body: () => ({ token: `abc${NUL}`, password: "copper kettle on the hob" }), signedIn: false },
  { field: "name", method: "PUT", route: "/api/users/profile", path: () => "/api/users/profile", body: () => ({ name: `Ana${NUL}` }), signedIn: true },
  { field: "password", method: "DELETE", route: "/api/users/me", path: () => "/api/users/me", body: () => ({ password: `x${NUL}` }), signedIn: true },
  { field: "name", method: "POST", route: "/api/contact", path: () => "/api/contact", body: () => ({ name: `Ana${NUL}`, email: uniqueEmail(), subject: "Hi", message: "Hello" }), signedIn: false },
  { field: "subject", method: "POST", route: "/api/contact", path: () => "/api/contact", body: () => ({ name: "Ana", email: uniqueEmail(), subject: `Hi${NUL}`, message: "Hello" }), signedIn: false },
  { field: "message", method: "POST", route: "/api/contact", path: () => "/api/contact", body: () => ({ name: "Ana", email: uniqueEmail(), subject: "Hi", message: `Hello${NUL}` }), signedIn: false },
  { field: "name", method: "POST", route: "/api/appliances", path: () => "/api/appliances", body: () => ({ type: "dishwasher", name: `Dish${NUL}` }), signedIn: true },
  { field: "brand", method: "POST", route: "/api/appliances", path: () => "/api/appliances", body: () => ({ type: "dishwasher", brand: `Bosch${NUL}` }), signedIn: true },
  { field: "model", method: "POST", route: "/api/appliances", path: () => "/api/appliances", body: () => ({ type: "dishwasher", model: `SMS${NUL}` }), signedIn: true },
  { field: "type", method: "POST", route: "/api/appliances", path: () => "/api/appliances", body: () => ({ type: `dishwasher${NUL}` }), signedIn: true },
  { field: "name", method: "PUT", route: "/api/appliances/{id}", path: () => `/api/appliances/${applianceId}`, body: () => ({ name: `Furnace${NUL}` }), signedIn: true },
  { field: "brand", method: "PUT", route: "/api/appliances/{id}", path: () => `/api/appliances/${applianceId}`, body: () => ({ brand: `Carrier${NUL}` }), signedIn: true },
  { field: "model", method: "PUT", route: "/api/appliances/{id}", path: () => `/api/appliances/${applianceId}`, body: () => ({ model: `X${NUL}` }), signedIn: true },
  {
    field: "appliances.0.brand",
    method: "POST",
    route: "/api/users/onboarding-complete", path: () => "/api/users/onboarding-complete",
    body: () => ({ homeType: "house", appliances: [{ type: "furnace", brand: `Lennox${NUL}` }] }),
    signedIn: true,
  },
  { field: "notes", method: "PUT", route: "/api/tasks/{id}/complete", path: () => `/api/tasks/${openTaskId}/complete`, body: () => ({ notes: `Done${NUL}` }), signedIn: true },
  { field: "notes", method: "PUT", route: "/api/tasks/{id}/metadata", path: () => `/api/tasks/${completedTaskId}/metadata`, body: () => ({ notes: `Done${NUL}` }), signedIn: true },
  {
    field: "appliances.0.type",
    method: "POST",
    route: "/api/migration/local", path: () => "/api/migration/local",
    body: () => ({ strategy: "server_wins", appliances: [{ type: `furnace${NUL}`, yearsOld: 1 }], completed: [], lastCompleted: {}, tasks: [] }),
    signedIn: true,
  },
];

describe("text PostgreSQL cannot store", () => {
  test.each(cases)("$method $route: a NUL in $field answers 400 naming the field", async ({ field, method, path, body, signedIn }) => {
    const client = signedIn ? member.client : new TestClient(server.baseURL);
    const response = await client.request(method, path(), { body: body() });
    expect(response.status).toBe(400);
    const { error } = errorBodySchema.parse(response.body);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.message).toContain(`${field}: Text cannot contain the NUL character (U+0000)`);
    const paths = z.array(z.object({ path: z.array(z.union([z.string(), z.number()])) })).parse(error.details).map((issue) => issue.path.join("."));
    expect(paths).toContain(field);
  });

  test("a control character other than tab and line feed is refused too", async () => {
    const response = await member.client.put("/api/users/profile", { name: "Ana\u001b[31m" });
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body).error.message).toBe("The request is not valid: name: Text cannot contain the control character U+001B");
  });

  test("tabs and line breaks in notes are kept, a Windows line break as a line feed", async () => {
    const response = await member.client.put(`/api/tasks/${completedTaskId}/metadata`, { notes: "Filter:\tchanged\r\nNext: spring" });
    expect(response.status).toBe(200);
    expect((response.body as { data: { notes?: string } }).data.notes).toBe("Filter:\tchanged\nNext: spring");
  });

  test("nothing was stored by the refused requests", async () => {
    const profile = await member.client.get("/api/users/profile");
    expect((profile.body as { name?: string }).name).toBe("Member");
    const appliances = (await member.client.get("/api/appliances")).body as { data: { name: string; brand: string | null }[] };
    expect(appliances.data).toEqual([expect.objectContaining({ name: "Basement furnace", brand: null })]);
  });
});
