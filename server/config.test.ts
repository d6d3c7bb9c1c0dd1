import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { loadConfig, unconfiguredAppUrl } from "./config.ts";
import { resolveJwtSecret } from "./security/access-token.ts";

describe("loadConfig", () => {
  test("with no environment at all, the configuration is production's: no stack traces, no source maps", () => {
    const bare = loadConfig({});
    expect(bare.nodeEnv).toBe("production");
    expect(bare.serveSourceMaps).toBe(false);
    expect(bare.jwtSecret).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "development" }).serveSourceMaps).toBe(true);
  });

  test("a short JWT_SECRET is refused", () => {
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET/);
  });

  test.each([
    [{ SMTP_URL: "http://mail" }, /SMTP_URL/],
    [{ APP_URL: "javascript:alert(1)" }, /APP_URL/],
    [{ PORT: "70000" }, /PORT/],
    [{ METRICS_TOKEN: "short" }, /METRICS_TOKEN/],
    [{ METRICS_PORT: "metrics" }, /METRICS_PORT/],
  ])("rejects %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  test("APP_URL defaults to localhost on the port, without a trailing slash", () => {
    expect(loadConfig({ PORT: "4000" }).appUrl).toBe("http://localhost:4000");
    expect(loadConfig({ APP_URL: "https://hearthkeep.example/" }).appUrl).toBe("https://hearthkeep.example");
  });

  test("links point at a guess only outside production: in production an unset APP_URL is reported, for the server and the jobs alike", () => {
    expect(unconfiguredAppUrl(loadConfig({}))).toMatch(/^APP_URL is not set, so links in e-mails .* would point at http:\/\/localhost:3000/);
    expect(unconfiguredAppUrl(loadConfig({ PORT: "4000" }))).toContain("http://localhost:4000");
    expect(unconfiguredAppUrl(loadConfig({ APP_URL: "https://hearthkeep.example" }))).toBeUndefined();
    expect(unconfiguredAppUrl(loadConfig({ NODE_ENV: "development" }))).toBeUndefined();
    expect(unconfiguredAppUrl(loadConfig({ NODE_ENV: "test" }))).toBeUndefined();
  });

  test("memory:// data dirs stay as they are", () => {
    expect(loadConfig({ DATA_DIR: "memory://" }).dataDir).toBe("memory://");
  });

  test("SIGNUPS_PER_IP_PER_HOUR sets the sign-up limit only, 20 by default, and refuses a value that is not a positive whole number", () => {
    expect(loadConfig({}).rateLimits.signupPerIp).toEqual({ limit: 20, windowMs: 3_600_000 });
    const raised = loadConfig({ SIGNUPS_PER_IP_PER_HOUR: "500" });
    expect(raised.rateLimits.signupPerIp).toEqual({ limit: 500, windowMs: 3_600_000 });
    expect(raised.rateLimits.loginPerIp).toEqual(loadConfig({}).rateLimits.loginPerIp);
    for (const bad of ["0", "-3", "2.5", "many"]) expect(() => loadConfig({ SIGNUPS_PER_IP_PER_HOUR: bad })).toThrow(/SIGNUPS_PER_IP_PER_HOUR/);
  });

  test("SIGN_INS_PER_IP_PER_15_MINUTES and REFRESHES_PER_IP_PER_15_MINUTES set their own limits, 30 and 120 by default", () => {
    expect(loadConfig({}).rateLimits.loginPerIp).toEqual({ limit: 30, windowMs: 900_000 });
    expect(loadConfig({}).rateLimits.refreshPerIp).toEqual({ limit: 120, windowMs: 900_000 });
    const raised = loadConfig({ SIGN_INS_PER_IP_PER_15_MINUTES: "1000", REFRESHES_PER_IP_PER_15_MINUTES: "5000" });
    expect(raised.rateLimits.loginPerIp).toEqual({ limit: 1000, windowMs: 900_000 });
    expect(raised.rateLimits.refreshPerIp).toEqual({ limit: 5000, windowMs: 900_000 });
    expect(raised.rateLimits.signupPerIp).toEqual(loadConfig({}).rateLimits.signupPerIp);
    for (const bad of ["0", "many"]) expect(() => loadConfig({ REFRESHES_PER_IP_PER_15_MINUTES: bad })).toThrow(/REFRESHES_PER_IP_PER_15_MINUTES/);
  });
});

describe("resolveJwtSecret", () => {
  test("without JWT_SECRET, generates a strong one under DATA_DIR (mode 600) and reuses it", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-secret-"));
    try {
      const first = resolveJwtSecret({ jwtSecret: undefined, dataDir });
      // 48 random bytes, base64url.
      expect(first).toMatch(/^[\w-]{64}$/);
      expect(resolveJwtSecret({ jwtSecret: undefined, dataDir })).toBe(first);
      expect((await readFile(path.join(dataDir, "jwt-secret"), "utf8")).trim()).toBe(first);
      expect((await stat(path.join(dataDir, "jwt-secret"))).mode & 0o777).toBe(0o600);
      expect((await readdir(dataDir)).sort()).toEqual(["jwt-secret"]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test("a kept secret readable by others is made private; one too short to be a secret is replaced", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-secret-"));
    const file = path.join(dataDir, "jwt-secret");
    try {
      const kept = "k".repeat(40);
      await writeFile(file, `${kept}\n`, { mode: 0o644 });
      expect(resolveJwtSecret({ jwtSecret: undefined, dataDir })).toBe(kept);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      await writeFile(file, "short\n");
      const replaced = resolveJwtSecret({ jwtSecret: undefined, dataDir });
      expect(replaced).toMatch(/^[\w-]{64}$/);
      expect((await readFile(file, "utf8")).trim()).toBe(replaced);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test("JWT_SECRET wins when set, and nothing is written", () => {
    const secret = "s".repeat(40);
    expect(resolveJwtSecret({ jwtSecret: secret, dataDir: "/nonexistent" })).toBe(secret);
  });
});
