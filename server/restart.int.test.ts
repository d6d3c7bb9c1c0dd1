import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { createScratchDatabase, startTestServer } from "../test-support/server/test-server.ts";
import { logIn, signUp, TestClient } from "../test-support/server/test-client.ts";

describe("a restart", () => {
  // Two PGlite starts on disk: several seconds each on a busy machine.
  test("data survives a restart: sign up, stop, start again on the same DATA_DIR, log in", { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-restart-"));
    // On PostgreSQL the data lives in one scratch database both servers use; on PGlite, on disk in DATA_DIR.
    const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
    try {
      const first = await startTestServer({ dataDir, databaseUrl: scratch?.url });
      const { email, user, client } = await signUp(first, { name: "Persistent" });
      await client.put("/api/users/preferences", { theme: "dark" });
      await first.close();

      const second = await startTestServer({ dataDir, databaseUrl: scratch?.url });
      try {
        const again = await logIn(second, email);
        expect(again.user).toMatchObject({ id: user.id, email, name: "Persistent" });
        const profile = await again.client.get<{ preferences: { theme: string } }>("/api/users/profile");
        expect(profile.body.preferences.theme).toBe("dark");
        // The generated JWT secret is kept in DATA_DIR too, so the old session's cookie still works.
        const sameBrowser = new TestClient(second.baseURL);
        for (const [name, cookie] of client.cookies) sameBrowser.cookies.set(name, cookie);
        expect((await sameBrowser.post("/api/auth/refresh")).status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
