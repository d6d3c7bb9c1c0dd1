import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { lockFileName } from "./data-dir-lock.ts";
import { listeningAddress, spawnServer, type ServerProcess } from "../test-support/server/server-process.ts";
import { logIn, signUp } from "../test-support/server/test-client.ts";

/*
 * What an operator meets when starting the real server (`server/main.ts`) wrongly: a data folder in use,
 * a port in use, an embedded database that cannot open. Each process start opens PGlite (seconds on a
 * busy machine), so the limits are generous and nothing here waits on the clock.
 */
const serverStart = { timeout: 600_000 };

let dataDir: string;
let first: ServerProcess;
let firstAddress: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-operator-"));
  first = spawnServer({ DATA_DIR: dataDir });
  firstAddress = await listeningAddress(first);
}, 600_000);
afterAll(async () => {
  await first?.kill("SIGKILL");
  await rm(dataDir, { recursive: true, force: true });
});

// These start the real server on an embedded database in a data folder whatever DATABASE_URL says, so the
// second integration run (against PostgreSQL) would only repeat them: it skips them.
const embeddedOnly = describe.skipIf(Boolean(process.env.DATABASE_URL));

embeddedOnly("one server per data folder", () => {
  test("a second server on a folder in use refuses, naming the folder and the holder's PID, and the first keeps its data", serverStart, async () => {
    const { email } = await signUp({ baseURL: firstAddress }, { name: "First" });
    expect(JSON.parse(await readFile(path.join(dataDir, lockFileName), "utf8"))).toMatchObject({ pid: first.pid });

    const second = spawnServer({ DATA_DIR: dataDir });
    try {
      expect(await second.exited).toBe(1);
      expect(second.output()).not.toContain("HEARTHKEEP_LISTENING");
      expect(second.output()).toContain(`The data folder ${dataDir} is in use by another Hearthkeep server (PID ${first.pid})`);
    } finally {
      // One that started after all must not outlive the test.
      await second.kill("SIGKILL");
    }

    // The first server still answers, with what it had confirmed.
    const again = await logIn({ baseURL: firstAddress }, email);
    expect(again.user.name).toBe("First");
    expect(JSON.parse(await readFile(path.join(dataDir, lockFileName), "utf8"))).toMatchObject({ pid: first.pid });
  });

  test("a port in use stops the start with a message saying so and what to set", serverStart, async () => {
    const port = new URL(firstAddress).port;
    const otherDataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-operator-"));
    let second: ServerProcess | undefined;
    try {
      second = spawnServer({ DATA_DIR: otherDataDir, PORT: port });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`Port ${port} is already in use on 127.0.0.1`);
      expect(second.output()).toContain("set PORT");
      expect(second.output()).not.toContain("Cannot destructure");
      // It let go of its own data folder on the way out.
      expect(existsSync(path.join(otherDataDir, lockFileName))).toBe(false);
    } finally {
      await second?.kill("SIGKILL");
      await rm(otherDataDir, { recursive: true, force: true });
    }
  });

  test("SIGTERM stops the server and frees the folder for the next one", serverStart, async () => {
    expect(await first.kill("SIGTERM")).toBe(0);
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
    first = spawnServer({ DATA_DIR: dataDir });
    firstAddress = await listeningAddress(first);
  });
});

embeddedOnly("an embedded database that cannot open", () => {
  test("stops the start naming the folder and how to recover", serverStart, async () => {
    const brokenDataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-broken-"));
    let server: ServerProcess | undefined;
    try {
      await mkdir(path.join(brokenDataDir, "pglite"));
      await writeFile(path.join(brokenDataDir, "pglite", "PG_VERSION"), "not a database\n");
      server = spawnServer({ DATA_DIR: brokenDataDir });
      expect(await server.exited).toBe(1);
      const folder = path.join(brokenDataDir, "pglite");
      expect(server.output()).toContain(`The embedded database in ${folder} could not be opened`);
      expect(server.output()).toContain('"Backup and recovery"');
      expect(existsSync(path.join(brokenDataDir, lockFileName))).toBe(false);
    } finally {
      await server?.kill("SIGKILL");
      await rm(brokenDataDir, { recursive: true, force: true });
    }
  });
});
