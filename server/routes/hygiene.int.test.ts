import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorBodySchema } from "@domain/contract/index.ts";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import { createLogger } from "../logger.ts";
import { answerAsSent } from "../../test-support/server/answer-as-sent.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

let server: TestServer;
let webDistDir: string;
const largeScript = Array.from({ length: 200 }, (_, index) => `export const value${index} = "${"hearth".repeat(index % 7)}";`).join("\n");
beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-web-"));
  await mkdir(path.join(webDistDir, "assets"));
  await writeFile(path.join(webDistDir, "index.html"), '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body></body></html>');
  await writeFile(path.join(webDistDir, "assets", "app-abc123.js"), "console.log('app');");
  await writeFile(path.join(webDistDir, "assets", "app-abc123.js.map"), '{"version":3,"sources":["app/main.tsx"],"mappings":""}');
  // The build's compressed copies of a larger script (vite.config.ts); the one above has none.
  await writeFile(path.join(webDistDir, "assets", "chunk-def456.js"), largeScript);
  await writeFile(path.join(webDistDir, "assets", "chunk-def456.js.br"), brotliCompressSync(largeScript));
  await writeFile(path.join(webDistDir, "assets", "chunk-def456.js.gz"), gzipSync(largeScript));
  await writeFile(path.join(webDistDir, "sw.js"), "self.addEventListener('fetch', () => undefined);");
  await writeFile(path.join(webDistDir, "manifest.webmanifest"), '{"name":"Hearthkeep"}');
  // Copied from public/ by the web build; only Storybook and the component tests use it.
  await writeFile(path.join(webDistDir, "mockServiceWorker.js"), "self.addEventListener('fetch', () => undefined);");
  server = await startTestServer({ webDistDir });
});
afterAll(async () => {
  await server.close();
  await rm(webDistDir, { recursive: true, force: true });
});

describe("GET /api/ready", () => {
  test("answers 200 while the database answers, and says whether this server runs the job queue", async () => {
    const response = await fetch(`${server.baseURL}/api/ready`);
    expect(response.status).toBe(200);
    // The test server starts without the job queue (reminders run in a separate `npm run jobs` here).
    expect(await response.json()).toEqual({ ok: true, jobs: "off" });
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

describe("behind TLS", () => {
  const secureCookie = /;\s*Secure/i;

  test("with an https APP_URL every cookie is Secure and HSTS is sent, on the app's pages, its files and the API", async () => {
    const overTls = await listenWith({ appUrl: "https://hearthkeep.example" });
    try {
      for (const url of ["/dashboard", "/api/auth/session"]) {
        const response = await fetch(`${overTls.baseURL}${url}`);
        expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith("csrf_token=")), url).toMatch(secureCookie);
        expect(response.headers.get("strict-transport-security"), url).toBe("max-age=15552000; includeSubDomains");
      }
      expect((await fetch(`${overTls.baseURL}/assets/app-abc123.js`)).headers.get("strict-transport-security")).toBe("max-age=15552000; includeSubDomains");
      expect((await fetch(`${overTls.baseURL}/`)).headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    } finally {
      await overTls.close();
    }
  });

  test("with an http APP_URL and no proxy saying otherwise, cookies are not Secure and no HSTS or upgrade is asked", async () => {
    for (const url of ["/dashboard", "/assets/app-abc123.js", "/api/auth/session"]) {
      const response = await fetch(`${server.baseURL}${url}`);
      for (const cookie of response.headers.getSetCookie()) expect(cookie, url).not.toMatch(secureCookie);
      expect(response.headers.get("strict-transport-security"), url).toBeNull();
    }
    expect((await fetch(`${server.baseURL}/`)).headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });

  test("a proxy on this machine that says the request came over HTTPS gets Secure cookies and HSTS", async () => {
    const response = await fetch(`${server.baseURL}/dashboard`, { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith("csrf_token="))).toMatch(secureCookie);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=15552000; includeSubDomains");
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

  test("a script the build compressed is sent as its Brotli copy, or its gzip copy, still cached for a year", async () => {
    const sentAs = async (acceptEncoding: string) => {
      // Node's fetch would undo the encoding; the raw request shows the bytes sent.
      const response = await answerAsSent(`${server.baseURL}/assets/chunk-def456.js`, { "accept-encoding": acceptEncoding });
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toContain("javascript");
      expect(response.headers["cache-control"]).toContain("immutable");
      expect(response.headers["vary"]).toContain("Accept-Encoding");
      return response;
    };
    const brotli = await sentAs("gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.body.equals(brotliCompressSync(largeScript))).toBe(true);
    const gzip = await sentAs("gzip, deflate");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body.equals(gzipSync(largeScript))).toBe(true);
    const plain = await sentAs("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(largeScript);
    // Each form has its own validator, so a cache never answers one encoding's request with another's bytes.
    expect(new Set([brotli.headers["etag"], gzip.headers["etag"], plain.headers["etag"]]).size).toBe(3);
  });

  test("a page whose code the build lists gets its own copy of the page, which names that code; any other address app.html", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), "hearthkeep-web-"));
    await writeFile(path.join(dist, "index.html"), '<!doctype html><div id="root"><main>Landing</main></div>');
    await writeFile(path.join(dist, "app.html"), '<!doctype html><div id="root"></div>');
    await mkdir(path.join(dist, "pages"));
    const dashboardPage = '<!doctype html><head><link rel="modulepreload" href="/assets/signed-in-abc.js"></head><div id="root"></div>';
    await writeFile(path.join(dist, "pages", "dashboard.html"), dashboardPage);
    const withListedPages = await startTestServer({ webDistDir: dist });
    try {
      const dashboard = await fetch(`${withListedPages.baseURL}/dashboard?status=overdue`);
      expect(await dashboard.text()).toBe(dashboardPage);
      expect(dashboard.headers.get("cache-control")).toBe("no-cache");
      expect(dashboard.headers.getSetCookie().some((line) => line.startsWith("csrf_token="))).toBe(true);
      for (const address of ["/settings", "/dashboard/extra", "/pages/dashboard", "/"]) {
        const text = await (await fetch(`${withListedPages.baseURL}${address}`)).text();
        expect(text, address).not.toContain("modulepreload");
      }
    } finally {
      await withListedPages.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  test("the landing page gets index.html and every other address the page without the landing page's markup", async () => {
    const distWithAppPage = await mkdtemp(path.join(tmpdir(), "hearthkeep-web-"));
    await writeFile(path.join(distWithAppPage, "index.html"), '<!doctype html><div id="root"><main>Landing</main></div>');
    await writeFile(path.join(distWithAppPage, "app.html"), '<!doctype html><div id="root"></div>');
    const withAppPage = await startTestServer({ webDistDir: distWithAppPage });
    try {
      expect(await (await fetch(`${withAppPage.baseURL}/`)).text()).toContain("Landing");
      for (const address of ["/dashboard", "/task/abc", "/no-such-page"]) {
        const page = await fetch(`${withAppPage.baseURL}${address}`);
        expect(page.status).toBe(200);
        expect(await page.text(), address).toBe('<!doctype html><div id="root"></div>');
        expect(page.headers.get("cache-control")).toBe("no-cache");
        expect(page.headers.getSetCookie().some((line) => line.startsWith("csrf_token="))).toBe(true);
      }
    } finally {
      await withAppPage.close();
      await rm(distWithAppPage, { recursive: true, force: true });
    }
  });

  test("a hashed file carries the headers that apply to a fetched file, not a document's", async () => {
    const asset = await fetch(`${server.baseURL}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(asset.headers.get("x-powered-by")).toBeNull();
    for (const documentHeader of ["content-security-policy", "x-frame-options", "cross-origin-opener-policy", "referrer-policy"]) {
      expect(asset.headers.get(documentHeader), documentHeader).toBeNull();
    }
    // The page that runs it keeps them all.
    const page = await fetch(`${server.baseURL}/`);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  test("the service worker is revalidated on every visit and the policy lets it run, while other files keep an hour", async () => {
    const worker = await fetch(`${server.baseURL}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toContain("javascript");
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    const policy = worker.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("script-src 'self'");
    const manifest = await fetch(`${server.baseURL}/manifest.webmanifest`);
    expect(manifest.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  test("the mock API's worker is not served even when the build copied it", async () => {
    const worker = await fetch(`${server.baseURL}/mockServiceWorker.js`);
    expect(worker.status).toBe(404);
    expect(errorBodySchema.parse(await worker.json()).error.code).toBe("NOT_FOUND");
  });

  test("a file the build does not have answers 404, not the app's page: a browser asking for a script never gets HTML", async () => {
    for (const file of ["/sw-old.js", "/assets/../missing.css", "/icons/missing.png"]) {
      const response = await fetch(`${server.baseURL}${file}`);
      expect(response.status, file).toBe(404);
      expect(response.headers.get("content-type"), file).toMatch(/^application\/json/);
    }
    // An address of the app still gets its page.
    const page = await fetch(`${server.baseURL}/task/0f8e2a9c-1111-4222-8333-444455556666`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  });

  test("unknown /api paths answer 404 JSON, not the app", async () => {
    const response = await fetch(`${server.baseURL}/api/nothing/here`);
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error.code).toBe("NOT_FOUND");
  });
});

/** The same app and database under another configuration, on its own port; `close` stops it. */
async function listenWith(config: Partial<Config>) {
  const app = createApp({ config: { ...server.config, ...config }, database: server.database, logger: createLogger(server.config) });
  const listening = await new Promise<Server>((resolve) => {
    const started = app.listen(0, "127.0.0.1", () => resolve(started));
  });
  return {
    baseURL: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
    close: async () => {
      listening.closeAllConnections();
      await new Promise((resolve) => listening.close(resolve));
    },
  };
}

const productionSettings = { nodeEnv: "production", jwtSecret: "a-production-secret-that-is-long-enough", serveSourceMaps: false } as const;

describe("source maps", () => {
  test("a production server answers 404 for a script's source map and does not point at it", async () => {
    const production = await listenWith(productionSettings);
    try {
      const map = await fetch(`${production.baseURL}/assets/app-abc123.js.map`);
      expect(map.status).toBe(404);
      expect(errorBodySchema.parse(await map.json()).error.code).toBe("NOT_FOUND");
      const script = await fetch(`${production.baseURL}/assets/app-abc123.js`);
      expect(script.status).toBe(200);
      expect(script.headers.get("sourcemap")).toBeNull();
    } finally {
      await production.close();
    }
  });

  test("an operator can serve them in production with SERVE_SOURCE_MAPS=true", async () => {
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: productionSettings.jwtSecret }).serveSourceMaps).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: productionSettings.jwtSecret, SERVE_SOURCE_MAPS: "true" }).serveSourceMaps).toBe(true);
    const production = await listenWith({ ...productionSettings, serveSourceMaps: true });
    try {
      expect((await fetch(`${production.baseURL}/assets/app-abc123.js.map`)).status).toBe(200);
      expect((await fetch(`${production.baseURL}/assets/app-abc123.js`)).headers.get("sourcemap")).toBe("app-abc123.js.map");
    } finally {
      await production.close();
    }
  });

  test("outside production they are served, and the script names its map in a header", async () => {
    expect((await fetch(`${server.baseURL}/assets/app-abc123.js.map`)).status).toBe(200);
    expect((await fetch(`${server.baseURL}/assets/app-abc123.js`)).headers.get("sourcemap")).toBe("app-abc123.js.map");
  });
});

describe("errors outside /api", () => {
  test.each(["/guides/no-such-guide.webp", "/assets/no-such-script.js"])("a missing file (%s) answers 404 NOT_FOUND", async (url) => {
    const response = await fetch(`${server.baseURL}${url}`);
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error).toMatchObject({ code: "NOT_FOUND", message: `Nothing is found at ${url}` });
  });

  test.each(["/%E0%A4%A", "/guides/%E0%A4%A", "/assets/%E0%A4%A.js", "/settings/%ZZ"])("a path that does not decode (%s) answers 400 saying the path is malformed", async (url) => {
    const response = await fetch(`${server.baseURL}${url}`);
    expect(response.status).toBe(400);
    const { error } = errorBodySchema.parse(await response.json());
    expect(error.code).toBe("MALFORMED_PATH");
    expect(error.message).toContain("path is malformed");
    expect(error.message).not.toContain("JSON");
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
