import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorBodySchema } from "@domain/contract/index.ts";
import { WEAK_PASSWORD_CODE, WEAK_PASSWORD_MESSAGE } from "@domain/entities/password-rule.ts";
import { defaultRateLimits } from "../config.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { TestClient, uniqueEmail } from "../../test-support/server/test-client.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(async () => {
  await server.close();
});

describe("new passwords must be hard to guess (domain/entities/password-rule.ts)", () => {
  test.each([
    ["eight spaces", "        "],
    ["eight a's", "aaaaaaaa"],
    ["a common password", "password1"],
    ["a keyboard run", "qwertyuiop"],
    ["the address itself", "ana.weak@example.com"],
  ])("sign-up refuses %s with 400 WEAK_PASSWORD naming the field, and creates nothing", { timeout: 120_000 }, async (_label, password) => {
    const client = new TestClient(server.baseURL);
    const response = await client.post("/api/auth/signup", { email: "ana.weak@example.com", password });
    expect(response.status).toBe(400);
    const { error } = errorBodySchema.parse(response.body);
    expect(error).toMatchObject({ code: WEAK_PASSWORD_CODE, message: WEAK_PASSWORD_MESSAGE, details: [{ path: ["password"] }] });
    expect((await client.post("/api/auth/login", { email: "ana.weak@example.com", password })).status).toBe(401);
  });

  test("reset-password refuses a weak password before looking at the token", async () => {
    const response = await new TestClient(server.baseURL).post("/api/auth/reset-password", { token: "whatever-token", password: "aaaaaaaa" });
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body).error.code).toBe(WEAK_PASSWORD_CODE);
  });

  test("a few unrelated words are welcome", { timeout: 120_000 }, async () => {
    const response = await new TestClient(server.baseURL).post("/api/auth/signup", { email: uniqueEmail(), password: "copper kettle on the hob" });
    expect(response.status).toBe(201);
  });
});
