import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { listeningAddress, spawnServer, type ServerProcess } from "../test-support/server/server-process.ts";
import { signUp, TestClient } from "../test-support/server/test-client.ts";

const restarts = 20;

// These start the real server on an embedded database in a data folder whatever DATABASE_URL says, so the
// second integration run (against PostgreSQL) would only repeat them: it skips them.
describe.skipIf(Boolean(process.env.DATABASE_URL))("kill -9 of the only server", () => {
  /*
   * The real server on a small data folder, killed with SIGKILL right after a confirmed write and
   * started again, `restarts` times: every start must open the folder, keep the write it confirmed and
   * take over the dead server's lock. A start opens PGlite from disk (1–3 s); the whole test takes
   * about a minute on 2 idle cores and several on a busy machine, hence the generous limit.
   */
  test(`a start after kill -9 works ${restarts} times in a row, with every confirmed write kept`, { timeout: 900_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-crash-"));
    let server: ServerProcess | undefined;
    try {
      server = spawnServer({ DATA_DIR: dataDir });
      const { client } = await signUp({ baseURL: await listeningAddress(server) }, { name: "Run 0" });
      // Cookies (the refresh token) carry the session from one server to the next, like a browser.
      const browser = new TestClient("");
      for (const [name, cookie] of client.cookies) browser.cookies.set(name, cookie);

      for (let run = 1; run <= restarts; run++) {
        expect(await server.kill("SIGKILL")).toBe("SIGKILL");
        server = spawnServer({ DATA_DIR: dataDir });
        const session = new TestClient(await listeningAddress(server));
        for (const [name, cookie] of browser.cookies) session.cookies.set(name, cookie);

        // The refresh token rotated by the last run is the one this start knows: that write was kept.
        const refreshed = await session.post<{ accessToken: string }>("/api/auth/refresh");
        expect(refreshed.status, `run ${run}: ${server.output()}`).toBe(200);
        session.accessToken = refreshed.body.accessToken;
        const profile = await session.get<{ name: string }>("/api/users/profile");
        expect(profile.body.name).toBe(`Run ${run - 1}`);
        expect((await session.put("/api/users/profile", { name: `Run ${run}` })).status).toBe(200);

        browser.cookies.clear();
        for (const [name, cookie] of session.cookies) browser.cookies.set(name, cookie);
      }
      await server.kill("SIGTERM");
    } finally {
      // A failed check leaves the last server running: it goes with the test, not with the test run.
      await server?.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
