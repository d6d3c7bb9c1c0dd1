import { readdir, readFile, rm } from "node:fs/promises";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dashboardTasksResponseSchema, taskListResponseSchema } from "@domain/contract/index.ts";
import { buildServer, projectRoot } from "./build-server.ts";
import type { HaltPoint } from "./halt-points.ts";
import { haltedMarker } from "../test-support/server/halt-points.ts";
import { builtServerEntry, listeningAddress, outputOf, spawnServer, type ServerProcess } from "../test-support/server/server-process.ts";
import { signUp, TestClient } from "../test-support/server/test-client.ts";
import { createScratchDatabase } from "../test-support/server/test-server.ts";

/*
 * A task change sent with an Idempotency-Key, and the server killed with SIGKILL after it made the change
 * and before it kept the answer: the replay the offline queue sends to the next server must be answered
 * (not "still running" until the key expires) and the change made exactly once. The server under test
 * is built with halt points (server/halt-points.ts): told to, it stops right there, says so, and waits to
 * be killed. Runs on the embedded database, and on PostgreSQL when DATABASE_URL is set.
 */

const haltPoint: HaltPoint = "after-idempotent-change";
const haltingOutdir = path.join(projectRoot, "dist", `server-with-halt-points-${process.pid}`);
let haltingEntry: string;

beforeAll(async () => {
  haltingEntry = (await buildServer(haltingOutdir, { haltPoints: true })).entry;
}, 120_000);
afterAll(async () => {
  await rm(haltingOutdir, { recursive: true, force: true });
});

async function bundleText(entry: string): Promise<string> {
  const folder = path.dirname(entry);
  const files = (await readdir(folder)).filter((name) => name.endsWith(".js"));
  return (await Promise.all(files.map((name) => readFile(path.join(folder, name), "utf8")))).join("\n");
}

describe("halt points", () => {
  test("only the build for these tests has them: the one `npm start` runs never stops at one", async () => {
    expect(await bundleText(haltingEntry)).toContain("HEARTHKEEP_HALT_AT");
    expect(await bundleText(builtServerEntry())).not.toContain("HEARTHKEEP_HALT");
  });
});

describe("kill -9 between a keyed change and its kept answer", () => {
  test("every replay after the restart is answered, and every change is made exactly once", { timeout: 600_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-idempotency-crash-"));
    const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
    const start = (halt?: HaltPoint) =>
      spawnServer({ DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}), ...(halt ? { HEARTHKEEP_HALT_AT: halt } : {}) }, { entry: haltingEntry });
    // The browser: its cookies (the refresh token) carry the session from one server to the next.
    const browser = new TestClient("");
    /** A signed-in client of `server`, with the browser's session, whose rotated cookies the browser keeps. */
    const sessionOn = async (server: ServerProcess) => {
      const session = new TestClient(await listeningAddress(server));
      for (const [name, cookie] of browser.cookies) session.cookies.set(name, cookie);
      const refreshed = await session.post<{ accessToken: string }>("/api/auth/refresh");
      expect(refreshed.status, server.output()).toBe(200);
      session.accessToken = refreshed.body.accessToken;
      browser.cookies.clear();
      for (const [name, cookie] of session.cookies) browser.cookies.set(name, cookie);
      return session;
    };
    let server: ServerProcess | undefined;
    try {
      server = start();
      const { client } = await signUp({ baseURL: await listeningAddress(server) });
      for (const [name, cookie] of client.cookies) browser.cookies.set(name, cookie);
      expect((await client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }] })).status).toBe(200);
      const [first, second] = dashboardTasksResponseSchema.parse((await client.get("/api/tasks/for-dashboard")).body).data;
      expect(first && second).toBeTruthy();
      expect(await server.kill("SIGKILL")).toBe("SIGKILL");

      const changes = [
        { key: "crash-complete", path: `/api/tasks/${first!.id}/complete`, body: { notes: "Filter swapped" } },
        { key: "crash-snooze", path: `/api/tasks/${second!.id}/snooze`, body: { days: 3 } },
        { key: "crash-undo", path: `/api/tasks/${first!.id}/uncomplete`, body: undefined },
      ];
      const answers = new Map<string, unknown>();
      for (const change of changes) {
        const withKey = { headers: { "Idempotency-Key": change.key } };
        server = start(haltPoint);
        const halted = await sessionOn(server);
        const lost = halted.put(change.path, change.body, withKey).then(
          (answer) => `answered ${answer.status}`,
          () => "no answer",
        );
        await outputOf(server, haltedMarker(haltPoint));
        expect(await server.kill("SIGKILL")).toBe("SIGKILL");
        expect(await lost).toBe("no answer");

        server = start();
        const session = await sessionOn(server);
        const replay = await session.put(change.path, change.body, withKey);
        expect(replay.status, `${change.key}: ${JSON.stringify(replay.body)}`).toBe(200);
        expect(replay.headers.get("idempotent-replayed")).toBeNull();
        answers.set(change.key, replay.body);
        const again = await session.put(change.path, change.body, withKey);
        expect(again.headers.get("idempotent-replayed")).toBe("true");
        expect(again.body).toEqual(replay.body);

        if (change.key === "crash-complete") {
          // Completed once: one completion, and one next occurrence in its place.
          const completed = taskListResponseSchema.parse((await session.get("/api/tasks?status=completed&pageSize=100")).body).data;
          expect(completed.map((task) => task.id)).toEqual([first!.id]);
          const open = dashboardTasksResponseSchema.parse((await session.get("/api/tasks/for-dashboard")).body).data;
          expect(open.filter((task) => task.masterTaskSlug === first!.masterTaskSlug).map((task) => task.id)).toEqual([(replay.body as { nextTaskId: string }).nextTaskId]);
        }
        await server.kill("SIGKILL");
      }

      // A kill after the answers were kept: every replay gets its kept answer, and the home is as one of each left it.
      server = start();
      const session = await sessionOn(server);
      for (const change of changes) {
        const replay = await session.put(change.path, change.body, { headers: { "Idempotency-Key": change.key } });
        expect(replay.headers.get("idempotent-replayed"), change.key).toBe("true");
        expect(replay.body).toEqual(answers.get(change.key));
      }
      expect(taskListResponseSchema.parse((await session.get("/api/tasks?status=completed&pageSize=100")).body).data).toEqual([]);
      const open = dashboardTasksResponseSchema.parse((await session.get("/api/tasks/for-dashboard")).body).data;
      expect(open.filter((task) => task.masterTaskSlug === first!.masterTaskSlug).map((task) => task.id)).toEqual([first!.id]);
      expect(open.find((task) => task.id === second!.id)?.snoozeUntil).not.toBeNull();
      await server.kill("SIGTERM");
    } finally {
      // A failed check leaves the last server running: it goes with the test, not with the test run.
      await server?.kill("SIGKILL");
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
