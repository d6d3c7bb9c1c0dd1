import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorBodySchema, refreshResponseSchema } from "@domain/contract/index.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { logIn, signUp, TestClient } from "../../test-support/server/test-client.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("POST /api/auth/logout-all", () => {
  test("ends every session of the user: another device's cookie no longer buys a token, and this device's cookie is cleared", async () => {
    const laptop = await signUp(server);
    const phone = await logIn(server, laptop.email, laptop.password);
    const laptopToken = laptop.client.refreshToken!;

    const response = await phone.client.post("/api/auth/logout-all");
    expect(response.status).toBe(204);
    expect(phone.client.refreshToken).toBeUndefined();

    expect((await laptop.client.post("/api/auth/refresh")).status).toBe(401);
    expect((await laptop.client.get("/api/auth/session")).body).toEqual({ ok: false });
    const replay = new TestClient(server.baseURL);
    replay.cookies.set("refresh_token", { value: laptopToken, path: "/api/auth" });
    expect((await replay.post("/api/auth/refresh")).status).toBe(401);
  });

  test("leaves other users signed in", async () => {
    const leaving = await signUp(server);
    const staying = await signUp(server);
    expect((await leaving.client.post("/api/auth/logout-all")).status).toBe(204);
    const refreshed = await staying.client.post("/api/auth/refresh");
    expect(refreshed.status).toBe(200);
    expect(refreshResponseSchema.parse(refreshed.body).accessToken).not.toBe("");
  });

  test("a new sign-in afterwards works as before", async () => {
    const user = await signUp(server);
    expect((await user.client.post("/api/auth/logout-all")).status).toBe(204);
    const again = await logIn(server, user.email, user.password);
    expect((await again.client.post("/api/auth/refresh")).status).toBe(200);
  });

  test("without an access token answers 401 and revokes nothing", async () => {
    const user = await signUp(server);
    const stranger = new TestClient(server.baseURL);
    stranger.cookies.set("refresh_token", { value: user.client.refreshToken!, path: "/api/auth" });
    const response = await stranger.post("/api/auth/logout-all");
    expect(response.status).toBe(401);
    expect(errorBodySchema.parse(response.body).error.code).toBe("UNAUTHORIZED");
    expect((await user.client.post("/api/auth/refresh")).status).toBe(200);
  });
});
