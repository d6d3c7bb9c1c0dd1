import { mkdir, mkdtemp, rm, stat, symlink, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorBodySchema } from "@domain/contract/index.ts";
import { listeningAddress, spawnBareServer, type ServerProcess } from "../test-support/server/server-process.ts";
import { signUp, TestClient } from "../test-support/server/test-client.ts";

/*
 * `npm start` with no configuration at all is the production server (docs/decisions/042-production-by-default.md).
 * The built server runs here as a newcomer runs it: from a folder of its own, holding only a built web app,
 * with no environment but a free port, so its data folder is the default `./.data` there.
 */
let folder: string;
let server: ServerProcess;
let baseURL: string;
const webDist = () => path.join(folder, "dist", "web");

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "hearthkeep-bare-"));
  await mkdir(path.join(webDist(), "assets"), { recursive: true });
  await writeFile(path.join(webDist(), "index.html"), "<!doctype html><title>Hearthkeep</title>");
  await writeFile(path.join(webDist(), "assets", "app-abc123.js"), "console.log('app');\n");
  await writeFile(path.join(webDist(), "assets", "app-abc123.js.map"), '{"version":3,"sources":["app.tsx"],"mappings":""}');
  server = spawnBareServer({ PORT: "0" }, folder);
  baseURL = await listeningAddress(server);
}, 300_000);

afterAll(async () => {
  await server?.kill("SIGTERM");
  await rm(folder, { recursive: true, force: true });
});

describe("a server started with no configuration", () => {
  test("serves the app but not its source maps, nor names them", async () => {
    expect((await fetch(`${baseURL}/`)).status).toBe(200);
    const script = await fetch(`${baseURL}/assets/app-abc123.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("sourcemap")).toBeNull();
    const map = await fetch(`${baseURL}/assets/app-abc123.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain("mappings");
  });

  test("generates a strong signing secret in its data folder, readable by its owner only, and signs sessions with it", async () => {
    const secretFile = path.join(folder, ".data", "jwt-secret");
    expect((await stat(secretFile)).mode & 0o777).toBe(0o600);
    const { client } = await signUp({ baseURL });
    expect((await client.get("/api/auth/me")).status).toBe(200);
  });

  test("has no development helpers", async () => {
    const outbox = await fetch(`${baseURL}/api/dev/outbox`);
    expect(outbox.status).toBe(404);
    expect((await new TestClient(baseURL).post("/api/auth/dev-login", { email: "owner@example.com" })).status).toBe(404);
    expect((await new TestClient(baseURL).post("/api/dev/scheduled-messages", { at: "2026-12-01T08:00:00Z", allZones: true })).status).toBe(404);
  });

  test("over plain HTTP sets cookies without Secure, which the browser would not keep there, and no HSTS", async () => {
    const page = await fetch(`${baseURL}/dashboard`);
    expect(page.headers.getSetCookie().join("\n")).toMatch(/csrf_token=/);
    expect(page.headers.getSetCookie().join("\n")).not.toMatch(/;\s*Secure/i);
    expect(page.headers.get("strict-transport-security")).toBeNull();
  });

  test("behind a TLS proxy on this machine (X-Forwarded-Proto: https), sets Secure cookies and HSTS", async () => {
    const overTls = { "x-forwarded-proto": "https" };
    const page = await fetch(`${baseURL}/dashboard`, { headers: overTls });
    expect(page.headers.getSetCookie().find((cookie) => cookie.startsWith("csrf_token="))).toMatch(/;\s*Secure/i);
    expect(page.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(page.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");

    const client = new TestClient(baseURL);
    await client.get("/api/auth/session", { headers: overTls });
    const email = `bare-tls-${Date.now()}@example.com`;
    const signedUp = await client.post("/api/auth/signup", { email, password: "a long and secret passphrase", name: "Over TLS" }, { headers: overTls });
    expect(signedUp.status).toBe(201);
    const refreshCookie = signedUp.headers.getSetCookie().find((cookie) => cookie.startsWith("refresh_token="));
    expect(refreshCookie).toMatch(/;\s*Secure/i);
    expect(refreshCookie).toMatch(/;\s*HttpOnly/i);
  });

  // Runs last: it breaks the app's page for good.
  test("answers a failure with a 500 that carries no stack trace", async () => {
    // A page file that cannot be read (a link to itself) fails the file server with a 500 of its own.
    await unlink(path.join(webDist(), "index.html"));
    await symlink("index.html", path.join(webDist(), "index.html"));
    const response = await fetch(`${baseURL}/`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(errorBodySchema.parse(JSON.parse(text)).error).toEqual({ code: "INTERNAL", message: "Something went wrong on our side" });
    expect(text).not.toMatch(/stack|\bat \S+ \(|node_modules|ELOOP/);
  });
});
