import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { listeningAddress, outputOf, spawnServer, type ServerProcess } from "../../test-support/server/server-process.ts";

// The real server on an embedded database whatever DATABASE_URL says: the run against PostgreSQL would only repeat it.
describe.skipIf(Boolean(process.env.DATABASE_URL))("METRICS_PORT", () => {
  test("serves /metrics alone, without a token, on 127.0.0.1; the app's port does not serve them", { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-metrics-port-"));
    let server: ServerProcess | undefined;
    try {
      server = spawnServer({ DATA_DIR: dataDir, METRICS_PORT: "0" });
      const app = await listeningAddress(server);
      await outputOf(server, "HEARTHKEEP_METRICS port=");
      const metricsPort = /HEARTHKEEP_METRICS port=(\d+)/.exec(server.output())![1];
      const metrics = `http://127.0.0.1:${metricsPort}`;

      expect((await fetch(`${app}/api/health`)).status).toBe(200);
      const scrape = await fetch(`${metrics}/metrics`);
      expect(scrape.status).toBe(200);
      const scraped = await scrape.text();
      expect(scraped).toMatch(/^hearthkeep_http_request_duration_seconds_count\{route="getHealth",status="200"\} 1$/m);
      expect(scraped).toMatch(/^process_resident_memory_bytes \d+/m);

      // Nothing else is served there, and the app's port has no metrics without METRICS_TOKEN.
      expect((await fetch(`${metrics}/api/health`)).status).toBe(404);
      expect(await (await fetch(`${app}/metrics`)).text()).not.toContain("hearthkeep_http_request_duration_seconds");

      await server.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      await server?.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
