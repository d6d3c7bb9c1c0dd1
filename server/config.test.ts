import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { loadConfig } from "./config.ts";
import { resolveJwtSecret } from "./security/access-token.ts";

describe("loadConfig", () => {
  test("production refuses to start without JWT_SECRET", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/JWT_SECRET is required/);
  });

  test("a short JWT_SECRET is refused", () => {
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET/);
  });

  test.each([
    [{ SMTP_URL: "http://mail" }, /SMTP_URL/],
    [{ APP_URL: "javascript:alert(1)" }, /APP_URL/],
    [{ PORT: "70000" }, /PORT/],
  ])("rejects %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  test("APP_URL defaults to localhost on the port, without a trailing slash", () => {
    expect(loadConfig({ PORT: "4000" }).appUrl).toBe("http://localhost:4000");
    expect(loadConfig({ APP_URL: "https://hearthkeep.example/" }).appUrl).toBe("https://hearthkeep.example");
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
  test("without JWT_SECRET in development, generates one under DATA_DIR (mode 600) and reuses it", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-secret-"));
    try {
      const first = resolveJwtSecret({ jwtSecret: undefined, dataDir, nodeEnv: "development" });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(resolveJwtSecret({ jwtSecret: undefined, dataDir, nodeEnv: "development" })).toBe(first);
      expect((await readFile(path.join(dataDir, "jwt-secret"), "utf8")).trim()).toBe(first);
      expect((await stat(path.join(dataDir, "jwt-secret"))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test("JWT_SECRET wins when set", () => {
    const secret = "s".repeat(40);
    expect(resolveJwtSecret({ jwtSecret: secret, dataDir: "/nonexistent", nodeEnv: "production" })).toBe(secret);
  });
});
