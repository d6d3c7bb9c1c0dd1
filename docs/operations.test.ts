import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { configVariableNames, loadConfig } from "../server/config.ts";
import { shutdownLimits } from "../server/serve.ts";

const read = (file: string) => readFileSync(new URL(file, import.meta.url), "utf8");
const unit = read("./hearthkeep.service");
const guide = read("./operations.md");
const scripts = (JSON.parse(read("../package.json")) as { scripts: Record<string, string> }).scripts;

/** The unit's settings of one name, in order, from `Name=value` lines outside comments. */
const settings = (name: string) =>
  unit
    .split("\n")
    .filter((line) => line.startsWith(`${name}=`))
    .map((line) => line.slice(name.length + 1));

/** Variables the unit sets for npm rather than for the server. */
const npmVariables = new Set(["npm_config_cache"]);

describe("the systemd unit of docs/operations.md", () => {
  test("runs the server as `npm start` does, from the app's folder", () => {
    expect(settings("ExecStart")).toEqual(["/usr/bin/env npm start"]);
    expect(scripts.start).toContain("dist/server/main.js");
    expect(settings("WorkingDirectory")).toHaveLength(1);
  });

  test("sets only variables the server reads, with values it accepts", () => {
    const environment = Object.fromEntries(
      settings("Environment").map((assignment) => {
        const [name = "", ...value] = assignment.split("=");
        return [name, value.join("=")];
      }),
    );
    const serverVariables = Object.keys(environment).filter((name) => !npmVariables.has(name));
    expect(serverVariables.filter((name) => !(configVariableNames as readonly string[]).includes(name))).toEqual([]);
    expect(() => loadConfig(environment)).not.toThrow();
    // Behind a proxy on the same machine, and serving metrics to this machine alone.
    expect(environment.HOST).toBe("127.0.0.1");
    expect(loadConfig(environment).appUrl).toMatch(/^https:/);
  });

  test("stops with SIGTERM and waits longer than a shutdown takes", () => {
    expect(settings("KillSignal")).toEqual(["SIGTERM"]);
    const environment = Object.fromEntries(
      settings("Environment").map((assignment) => {
        const [name = "", value = ""] = assignment.split("=", 2);
        return [name, value] as const;
      }),
    );
    expect(Number(settings("TimeoutStopSec")[0]) * 1000).toBeGreaterThan(shutdownLimits(loadConfig(environment)).wholeMs);
  });
});

describe("docs/operations.md", () => {
  test("its table lists every environment variable the server reads, and no other", () => {
    const listed = [...guide.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...configVariableNames].sort());
  });

  test("every npm command it names exists", () => {
    const named = new Set([...guide.matchAll(/npm run ([a-z:]+)/g)].map((match) => match[1]!));
    expect([...named].filter((name) => !(name in scripts))).toEqual([]);
    expect([...named]).toEqual(expect.arrayContaining(["backup", "jobs", "db:migrate"]));
  });
});
