import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { is, sql } from "drizzle-orm";
import { errorBodySchema, profileResponseSchema } from "@domain/contract/index.ts";
import { defaultRateLimits, type RateLimitName, type RateLimitRule } from "../config.ts";
import * as schema from "../db/schema.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { signUp, TestClient, type SignedInClient } from "../../test-support/server/test-client.ts";

let server: TestServer;
let member: SignedInClient;
beforeAll(async () => {
  // Limits out of the way: this file sends many bad requests from one address on purpose.
  const generous = Object.fromEntries(Object.keys(defaultRateLimits).map((name) => [name, { limit: 10_000, windowMs: 60_000 }])) as Record<
    RateLimitName,
    RateLimitRule
  >;
  server = await startTestServer({ rateLimits: generous });
  member = await signUp(server, { name: "Member" });
});
afterAll(async () => {
  await server.close();
});

/** Everything stored, table by table (rate-limit counters excepted: counting bad requests is their job). */
async function snapshot() {
  const tables: Record<string, unknown[]> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable) || table === schema.rateLimitBuckets) continue;
    const name = getTableConfig(table).name;
    const result = await server.database.db.execute(sql`select * from ${sql.identifier(name)} order by 1`);
    tables[name] = (result as { rows: unknown[] }).rows;
  }
  return tables;
}

const sqlInjection = "' OR '1'='1'; DROP TABLE users; --";
const html = '<script>alert("x")</script><img src=x onerror=alert(1)>';
const huge = "x".repeat(20_000);
const hugePassword = "p".repeat(2_000);

type Case = [description: string, method: "POST" | "PUT" | "DELETE", path: string, body: unknown, signedIn: boolean];
const cases: Case[] = [
  ["signup: no body", "POST", "/api/auth/signup", undefined, false],
  ["signup: empty object", "POST", "/api/auth/signup", {}, false],
  ["signup: wrong types", "POST", "/api/auth/signup", { email: 42, password: true, name: ["x"] }, false],
  ["signup: an array", "POST", "/api/auth/signup", [{ email: "a@b.co", password: "long enough" }], false],
  ["signup: missing password", "POST", "/api/auth/signup", { email: "new@example.com" }, false],
  ["signup: short password", "POST", "/api/auth/signup", { email: "new@example.com", password: "short" }, false],
  ["signup: huge password", "POST", "/api/auth/signup", { email: "new@example.com", password: hugePassword }, false],
  ["signup: huge name", "POST", "/api/auth/signup", { email: "new@example.com", password: "long enough", name: huge }, false],
  ["signup: huge e-mail", "POST", "/api/auth/signup", { email: `${huge}@example.com`, password: "long enough" }, false],
  ["signup: SQL as e-mail", "POST", "/api/auth/signup", { email: sqlInjection, password: "long enough" }, false],
  ["signup: HTML as e-mail", "POST", "/api/auth/signup", { email: html, password: "long enough" }, false],
  ["login: wrong types", "POST", "/api/auth/login", { email: { $ne: null }, password: { $gt: "" } }, false],
  ["login: missing fields", "POST", "/api/auth/login", {}, false],
  ["login: SQL as e-mail", "POST", "/api/auth/login", { email: sqlInjection, password: sqlInjection }, false],
  ["login: huge password", "POST", "/api/auth/login", { email: "a@b.co", password: huge }, false],
  ["forgot-password: wrong type", "POST", "/api/auth/forgot-password", { email: 1 }, false],
  ["forgot-password: HTML as e-mail", "POST", "/api/auth/forgot-password", { email: html }, false],
  ["reset-password: missing token", "POST", "/api/auth/reset-password", { password: "long enough password" }, false],
  ["reset-password: SQL as token", "POST", "/api/auth/reset-password", { token: sqlInjection, password: "long enough password" }, false],
  ["reset-password: huge token", "POST", "/api/auth/reset-password", { token: huge, password: "long enough password" }, false],
  ["reset-password: wrong types", "POST", "/api/auth/reset-password", { token: 1, password: 2 }, false],
  ["dev-login outside development", "POST", "/api/auth/dev-login", { email: "a@b.co" }, false],
  ["profile: wrong type", "PUT", "/api/users/profile", { name: 12 }, true],
  ["profile: missing name", "PUT", "/api/users/profile", {}, true],
  ["profile: huge name", "PUT", "/api/users/profile", { name: huge }, true],
  ["preferences: wrong types", "PUT", "/api/users/preferences", { emailReminders: "yes", theme: 1 }, true],
  ["preferences: unknown theme", "PUT", "/api/users/preferences", { theme: "neon" }, true],
  ["preferences: SQL as theme", "PUT", "/api/users/preferences", { theme: sqlInjection }, true],
  ["preferences: HTML as theme", "PUT", "/api/users/preferences", { theme: html }, true],
  ["preferences: nothing to change", "PUT", "/api/users/preferences", { plan: "pro" }, true],
  ["delete account: no password", "DELETE", "/api/users/me", {}, true],
  ["delete account: SQL as password", "DELETE", "/api/users/me", { password: sqlInjection }, true],
  ["delete account: huge password", "DELETE", "/api/users/me", { password: huge }, true],
  ["contact: missing fields", "POST", "/api/contact", { name: "Ana" }, false],
  ["contact: wrong types", "POST", "/api/contact", { name: 1, email: 2, subject: 3, message: 4 }, false],
  ["contact: empty strings", "POST", "/api/contact", { name: " ", email: "a@b.co", subject: " ", message: " " }, false],
  ["contact: huge message", "POST", "/api/contact", { name: "Ana", email: "a@b.co", subject: "Hi", message: huge }, false],
  ["contact: HTML as e-mail", "POST", "/api/contact", { name: "Ana", email: html, subject: "Hi", message: "Hello" }, false],
  ["contact: SQL as e-mail", "POST", "/api/contact", { name: "Ana", email: sqlInjection, subject: "Hi", message: "Hello" }, false],
];

describe("bad input on every route", () => {
  test.each(cases)("%s gets a 4xx JSON error and changes nothing", async (_description, method, path, body, signedIn) => {
    const before = await snapshot();
    const client = signedIn ? member.client : new TestClient(server.baseURL);
    const response = await client.request(method, path, { body });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    errorBodySchema.parse(response.body);
    // Passwords are never echoed back in validation details.
    expect(JSON.stringify(response.body)).not.toContain(hugePassword);
    expect(await snapshot()).toEqual(before);
  });

  test.each([
    ["malformed JSON", "POST", "/api/auth/login", '{"email": "a@b.co", "password": '],
    ["a body over 100 kB", "POST", "/api/contact", JSON.stringify({ name: "Ana", email: "a@b.co", subject: "Hi", message: "x".repeat(200_000) })],
    ["a JSON string", "PUT", "/api/users/preferences", '"dark"'],
  ] as const)("%s gets a 4xx JSON error and changes nothing", async (_description, method, path, rawBody) => {
    const before = await snapshot();
    const response = await member.client.request(method, path, { rawBody });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    errorBodySchema.parse(response.body);
    expect(await snapshot()).toEqual(before);
  });

  test("a body over 100 kB answers 413", async () => {
    const response = await member.client.request("POST", "/api/contact", { rawBody: JSON.stringify({ message: "x".repeat(200_000) }) });
    expect(response.status).toBe(413);
    expect(errorBodySchema.parse(response.body).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  test("SQL and HTML in free-text fields are stored verbatim as text, never run", async () => {
    const response = await member.client.put("/api/users/profile", { name: `${sqlInjection}${html}`.slice(0, 100) });
    expect(response.status).toBe(200);
    expect(profileResponseSchema.parse(response.body).name).toBe(`${sqlInjection}${html}`.slice(0, 100));
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const users = await server.database.db.execute("select count(*)::int as count from users");
    expect((users as { rows: { count: number }[] }).rows[0]!.count).toBeGreaterThan(0);
  });
});
