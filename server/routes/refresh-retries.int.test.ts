import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { signUp, TestClient } from "../../test-support/server/test-client.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Retries of one refresh token within the reuse interval (docs/decisions/026-refresh-token-reuse-interval.md). */
describe("POST /api/auth/refresh, retried in parallel", () => {
  test.each([
    { tokenIs: "spent", spendFirst: true },
    { tokenIs: "fresh", spendFirst: false },
  ])("20 refreshes in parallel with one $tokenIs token all answer the same successor: the family never forks", async ({ spendFirst }) => {
    const { client, user } = await signUp(server);
    const presented = client.refreshToken!;
    if (spendFirst) expect((await client.post("/api/auth/refresh")).status).toBe(200);

    const retries = Array.from({ length: 20 }, () => {
      const retry = new TestClient(server.baseURL);
      retry.cookies.set("refresh_token", { value: presented, path: "/api/auth" });
      return retry;
    });
    await Promise.all(retries.map((retry) => retry.get("/api/health")));
    const answers = await Promise.all(retries.map((retry) => retry.post("/api/auth/refresh")));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const successors = new Set(retries.map((retry) => retry.refreshToken));
    expect(successors.size).toBe(1);
    if (spendFirst) expect([...successors]).toEqual([client.refreshToken]);

    const live = await server.database.db.execute(
      sql`select count(*)::int as count from refresh_tokens where user_id = ${user.id} and used_at is null and revoked_at is null`,
    );
    expect((live as { rows: { count: number }[] }).rows[0]!.count).toBe(1);
  });
});
