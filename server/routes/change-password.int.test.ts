import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { authResponseSchema, errorBodySchema } from "@domain/contract/index.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { logIn, signUp, TestClient } from "../../test-support/server/test-client.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const newPassword = "a brand new passphrase for the boiler";
const codeOf = (body: unknown) => errorBodySchema.parse(body).error.code;

describe("POST /api/auth/change-password", () => {
  test("with the current password: the new one signs in, the old one no longer does, other sessions end and this one goes on", async () => {
    const { client, email, password } = await signUp(server);
    const otherDevice = await logIn(server, email, password);
    const oldCookie = client.refreshToken;

    const changed = await client.post("/api/auth/change-password", { currentPassword: password, newPassword });
    expect(changed.status).toBe(200);
    const answer = authResponseSchema.parse(changed.body);
    expect(answer.user.email).toBe(email);
    // This browser goes on: a new access token and a new refresh cookie, which refreshes.
    expect(client.refreshToken).toBeDefined();
    expect(client.refreshToken).not.toBe(oldCookie);
    client.accessToken = answer.accessToken;
    expect((await client.get("/api/auth/me")).status).toBe(200);
    expect((await client.post("/api/auth/refresh")).status).toBe(200);

    // Every other session ends at its next refresh, as after a reset.
    expect((await otherDevice.client.post("/api/auth/refresh")).status).toBe(401);
    const anonymous = new TestClient(server.baseURL);
    expect((await anonymous.post("/api/auth/login", { email, password })).status).toBe(401);
    await logIn(server, email, newPassword);
  });

  test("a wrong current password is refused with 403 and changes nothing", async () => {
    const { client, email, password } = await signUp(server);
    const refused = await client.post("/api/auth/change-password", { currentPassword: "not my password", newPassword });
    expect(refused.status).toBe(403);
    expect(codeOf(refused.body)).toBe("PASSWORD_INCORRECT");
    expect((await client.post("/api/auth/refresh")).status).toBe(200);
    await logIn(server, email, password);
  });

  test("the same password again, a weak one, or a missing field is a 400 naming what is wrong", async () => {
    const { client, email, password } = await signUp(server);
    const same = await client.post("/api/auth/change-password", { currentPassword: password, newPassword: password });
    expect(same.status).toBe(400);
    expect(codeOf(same.body)).toBe("PASSWORD_UNCHANGED");

    const weak = await client.post("/api/auth/change-password", { currentPassword: password, newPassword: "password1" });
    expect(weak.status).toBe(400);
    expect(codeOf(weak.body)).toBe("WEAK_PASSWORD");
    expect(JSON.stringify(errorBodySchema.parse(weak.body).error.details)).toContain("newPassword");

    const short = await client.post("/api/auth/change-password", { currentPassword: password, newPassword: "short" });
    expect(short.status).toBe(400);
    expect(codeOf(short.body)).toBe("VALIDATION_FAILED");

    const missing = await client.post("/api/auth/change-password", { newPassword });
    expect(missing.status).toBe(400);
    expect(codeOf(missing.body)).toBe("VALIDATION_FAILED");
    await logIn(server, email, password);
  });

  test("needs a signed-in caller: without an access token it is a 401", async () => {
    const { client, password } = await signUp(server);
    const refused = await client.post("/api/auth/change-password", { currentPassword: password, newPassword }, { auth: false });
    expect(refused.status).toBe(401);
  });
});
