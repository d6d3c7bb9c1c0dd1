import { request as httpRequest } from "node:http";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { calendarFeedResponseSchema, errorBodySchema } from "@domain/contract/index.ts";
import { startTestServer, type TestServer } from "../test-support/server/test-server.ts";
import { signUp, TestClient, uniqueEmail } from "../test-support/server/test-client.ts";

/*
 * Logs never hold secrets or personal data (docs/product.md §8). A database error used to be logged with
 * its parameters (the e-mail and the whole password hash) and with the row PostgreSQL failed to
 * write. Here the users table is made to refuse one name, so real queries fail, and the log is read.
 */
const logLines: string[] = [];
const logDestination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
const log = () => logLines.join("");

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logLevel: "info" }, { logDestination });
  await server.database.db.execute(sql`alter table users add constraint users_name_refused check (name is distinct from 'Refused')`);
}, 600_000);
afterAll(() => server.close());

describe("a failing query", () => {
  test("at sign-up answers 500 and logs the error without the e-mail, the password or its hash", async () => {
    const email = uniqueEmail("secret-owner");
    const password = "a long and secret passphrase";
    logLines.length = 0;
    const response = await new TestClient(server.baseURL).post("/api/auth/signup", { email, password, name: "Refused" });
    expect(response.status).toBe(500);
    expect(errorBodySchema.parse(response.body).error.code).toBe("INTERNAL");
    // The error is in the log, with what helps (the constraint), and without what must not be there.
    expect(log()).toContain("users_name_refused");
    expect(log()).not.toContain(email);
    expect(log()).not.toContain(password);
    expect(log()).not.toMatch(/scrypt\$/);
    expect(log()).not.toMatch(/@example\.com/);
    // Outside production the answer carries the stack for the developer: scrubbed the same way.
    expect(JSON.stringify(response.body)).not.toContain(email);
    expect(JSON.stringify(response.body)).not.toMatch(/scrypt\$/);
  });

  test("by a signed-in user logs neither the access token, the refresh cookie nor the CSRF token", async () => {
    const { client, email } = await signUp(server);
    logLines.length = 0;
    const response = await client.put("/api/users/profile", { name: "Refused" });
    expect(response.status).toBe(500);
    expect(log()).toContain("users_name_refused");
    for (const secret of [client.accessToken!, client.refreshToken!, client.csrfToken!, email]) expect(log()).not.toContain(secret);
    expect(log()).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  });
});

/** A GET of exactly this request target, as written: no client tidies its case, dots or slashes. */
function getRaw(baseURL: string, target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: hostname, port, path: target, method: "GET" }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

describe("the calendar feed's secret", () => {
  let secret: string;
  beforeAll(async () => {
    const { client } = await signUp(server);
    const { url } = calendarFeedResponseSchema.parse((await client.get("/api/users/calendar")).body);
    secret = /\/api\/calendar\/([\w-]+)\.ics$/.exec(url)![1]!;
  });

  test("at its one path, serves the feed and stays out of the log", async () => {
    logLines.length = 0;
    const feed = await getRaw(server.baseURL, `/api/calendar/${secret}.ics`);
    expect(feed.status).toBe(200);
    expect(feed.body).toContain("BEGIN:VCALENDAR");
    expect(log()).toContain("/api/calendar/[redacted].ics");
    expect(log()).not.toContain(secret);
  });

  // Another spelling of the feed's path under /api: the API's own 404.
  const apiSpellings: [string, (secret: string) => string][] = [
    ["a trailing slash", (s) => `/api/calendar/${s}.ics/`],
    ["two trailing slashes", (s) => `/api/calendar/${s}.ics//`],
    ["/API in capitals", (s) => `/API/calendar/${s}.ics`],
    ["/Api capitalised", (s) => `/Api/calendar/${s}.ics`],
    ["Calendar capitalised", (s) => `/api/Calendar/${s}.ics`],
    [".ICS in capitals", (s) => `/api/calendar/${s}.ICS`],
    ["a doubled slash inside", (s) => `/api//calendar/${s}.ics`],
    ["a dot segment", (s) => `/api/./calendar/${s}.ics`],
    ["an escaped letter", (s) => `/api/%63alendar/${s}.ics`],
    ["an escaped dot", (s) => `/api/calendar/${s}%2Eics`],
    ["a trailing slash before a query", (s) => `/api/calendar/${s}.ics/?refresh=1`],
    ["an absolute-form target", (s) => `http://hearthkeep.example/api/calendar/${s}.ics/`],
    ["an absolute-form target in capitals", (s) => `http://hearthkeep.example/API/Calendar/${s}.ics`],
  ];
  test.each(apiSpellings)("with %s, answers the API's 404, not the feed, and the secret stays out of the log", async (_variant, target) => {
    logLines.length = 0;
    const response = await getRaw(server.baseURL, target(secret));
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(JSON.parse(response.body)).error.code).toBe("NOT_FOUND");
    // The request was logged, without its secret.
    expect(log()).toContain("[redacted]");
    expect(log()).not.toContain(secret);
  });

  // Paths a proxy or a URL parser might read as the feed's, which the API does not: refused, whoever answers.
  const otherForms: [string, (secret: string) => string][] = [
    ["a doubled slash in front", (s) => `//api/calendar/${s}.ics`],
    ["a dot-dot segment", (s) => `/api/users/../calendar/${s}.ics`],
    ["backslashes", (s) => `/api\\calendar\\${s}.ics`],
    ["escaped slashes", (s) => `/api%2Fcalendar%2F${s}.ics`],
  ];
  test.each(otherForms)("with %s, is refused, not the feed, and the secret stays out of the log", async (_variant, target) => {
    logLines.length = 0;
    const response = await getRaw(server.baseURL, target(secret));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).not.toContain("BEGIN:VCALENDAR");
    expect(log()).toContain("[redacted]");
    expect(log()).not.toContain(secret);
  });
});

describe("the API's paths", () => {
  test.each(["/api/Health", "/API/health", "/api/health/", "/api/catalog/", "/api/Catalog"])("have one spelling: %s answers 404 JSON", async (target) => {
    const response = await getRaw(server.baseURL, target);
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(JSON.parse(response.body)).error.code).toBe("NOT_FOUND");
  });

  test("a signed-in request at another spelling of its path answers 404, not the data", async () => {
    const { client } = await signUp(server);
    expect((await client.get("/api/users/profile")).status).toBe(200);
    for (const path of ["/api/users/profile/", "/api/Users/profile", "/API/users/profile", "/api/users/Profile"]) {
      expect((await client.get(path)).status, path).toBe(404);
    }
  });
});
