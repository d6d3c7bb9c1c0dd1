import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorBodySchema } from "@domain/contract/index.ts";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.ts";
import { startTestServer, type TestServer } from "../test-support/test-server.ts";

let server: TestServer;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-web-"));
  await mkdir(path.join(webDistDir, "assets"));
  await writeFile(path.join(webDistDir, "index.html"), '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body></body></html>');
  await writeFile(path.join(webDistDir, "assets", "app-abc123.js"), "console.log('app');");
  server = await startTestServer({ webDistDir });
});
afterAll(async () => {
  await server.close();
  await rm(webDistDir, { recursive: true, force: true });
});

describe("GET /api/ready", () => {
  test("answers 200 while the database answers", async () => {
    const response = await fetch(`${server.baseURL}/api/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe("GET /api/ready during shutdown", () => {
  test("answers 503 once the server is draining, so a load balancer stops sending", async () => {
    let draining = false;
    const app = createApp({ config: server.config, database: server.database, logger: createLogger(server.config), isDraining: () => draining });
    const listening = await new Promise<Server>((resolve) => {
      const started = app.listen(0, "127.0.0.1", () => resolve(started));
    });
    try {
      const url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/api/ready`;
      expect((await fetch(url)).status).toBe(200);
      draining = true;
      const response = await fetch(url);
      expect(response.status).toBe(503);
      expect(errorBodySchema.parse(await response.json()).error.code).toBe("SHUTTING_DOWN");
    } finally {
      listening.closeAllConnections();
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});

describe("security headers", () => {
  test("every response carries a Content-Security-Policy without inline scripts, and no X-Powered-By", async () => {
    for (const url of ["/api/health", "/", "/dashboard"]) {
      const response = await fetch(`${server.baseURL}${url}`);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-powered-by")).toBeNull();
    }
  });
});

describe("serving the built app", () => {
  test("client routes get index.html with the csrf_token cookie, hashed assets are cached for a year", async () => {
    const page = await fetch(`${server.baseURL}/settings`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.getSetCookie().some((line) => line.startsWith("csrf_token="))).toBe(true);
    const asset = await fetch(`${server.baseURL}/assets/app-abc123.js`);
    expect(asset.headers.get("cache-control")).toContain("max-age=31536000");
    expect(asset.headers.get("cache-control")).toContain("immutable");
  });

  test("unknown /api paths answer 404 JSON, not the app", async () => {
    const response = await fetch(`${server.baseURL}/api/nothing/here`);
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error.code).toBe("NOT_FOUND");
  });
});

describe("errors in production", () => {
  test("a 500 carries no stack trace", async () => {
    const production = await startTestServer({ nodeEnv: "production", jwtSecret: "a-production-secret-that-is-long-enough", logLevel: "silent" });
    try {
      await production.database.close();
      const response = await fetch(`${production.baseURL}/api/health`);
      expect(response.status).toBe(500);
      const body = errorBodySchema.parse(await response.json());
      expect(body.error).toEqual({ code: "INTERNAL", message: "Something went wrong on our side" });
      const ready = await fetch(`${production.baseURL}/api/ready`);
      expect(ready.status).toBe(503);
    } finally {
      await production.close().catch(() => undefined);
    }
  });
});
