import { spawnSync } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { runScheduledWorkOnce } from "./run-once.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-jobs-"));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/** `npm run jobs` as an operator runs it, with exactly this environment. */
function runJobs(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts", "jobs.ts"), "--now", "2026-12-01T08:00:00Z", "--all-zones"], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("npm run jobs", () => {
  test("in production without APP_URL refuses to send, says why and how to fix it, and opens nothing", async () => {
    const run = runJobs({});
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Nothing was sent. APP_URL is not set");
    expect(run.stderr).toContain("http://localhost:3000");
    expect(run.stderr).toMatch(/Set APP_URL to the app's public address/);
    // Neither the database nor the lock was touched.
    expect(await readdir(dataDir)).toEqual([]);
  });
});

describe("the jobs run once", () => {
  test("in production with APP_URL set, run and report what was due", async () => {
    const config = loadConfig({ APP_URL: "https://hearthkeep.example", DATA_DIR: "memory://" });
    expect(config.nodeEnv).toBe("production");
    const report = await runScheduledWorkOnce({ config, logger: createLogger({ ...config, nodeEnv: "test" }), at: new Date("2026-12-01T08:00:00Z"), allZones: true });
    expect(report).toEqual([]);
  });

  test("in production without APP_URL, are refused before anything is opened", async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    await expect(runScheduledWorkOnce({ config, logger: createLogger({ ...config, nodeEnv: "test" }), at: new Date("2026-12-01T08:00:00Z"), allZones: true })).rejects.toThrow(
      /^Nothing was sent\. APP_URL is not set/,
    );
    expect(await readdir(dataDir)).toEqual([]);
  });
});
