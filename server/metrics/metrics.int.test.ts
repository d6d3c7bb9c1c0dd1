import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startScheduledWork } from "../jobs/scheduled-work.ts";
import { queueNames } from "../jobs/job-queue.ts";
import { createLogger } from "../logger.ts";
import { createMailer } from "../mail/mailer.ts";
import { resolveJwtSecret } from "../security/access-token.ts";
import { builtInCatalog } from "../services/built-in-catalog.ts";
import { systemClock } from "../services/clock.ts";
import { signUp } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

const metricsToken = "a-metrics-token-of-at-least-32-characters";

let server: TestServer;
let work: Awaited<ReturnType<typeof startScheduledWork>>;
beforeAll(async () => {
  server = await startTestServer({ metricsToken });
  work = await startScheduledWork({
    config: server.config,
    database: server.database,
    logger: createLogger(server.config),
    mailer: createMailer(server.config),
    catalog: builtInCatalog(),
    clock: systemClock,
    signingSecret: resolveJwtSecret(server.config),
    schedule: false,
  });
  // Opening the database and installing the queue's schema take a while on a busy machine.
}, 300_000);
afterAll(async () => {
  await work?.queue.stop();
  await server?.close();
});

const scrape = (authorization?: string) => fetch(`${server.baseURL}/metrics`, { headers: authorization ? { authorization } : {} });

/** The value of one series of a scrape, or undefined when the scrape does not have it. */
function valueOf(scraped: string, series: string): number | undefined {
  const line = scraped.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  test("without the token, or with another, answers 401 and shows nothing", async () => {
    for (const authorization of [undefined, "Bearer not-the-metrics-token-but-just-as-long-as-it", `Basic ${metricsToken}`]) {
      const refused = await scrape(authorization);
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await refused.text()).not.toContain("hearthkeep_");
    }
  });

  test("after a few requests and a job, answers the named series, with a latency histogram per route id", { timeout: 120_000 }, async () => {
    const { client } = await signUp(server);
    // The series are the process's: other test files run in this process may have counted requests first.
    const dashboardCount = 'hearthkeep_http_request_duration_seconds_count{route="getDashboardTasks",status="200"}';
    const dashboardAll = 'hearthkeep_http_request_duration_seconds_bucket{le="+Inf",route="getDashboardTasks",status="200"}';
    const applianceMisses = 'hearthkeep_http_request_duration_seconds_count{route="updateAppliance",status="404"}';
    const before = await (await scrape(`Bearer ${metricsToken}`)).text();
    const countedBefore = (series: string) => valueOf(before, series) ?? 0;
    expect((await client.get("/api/tasks/for-dashboard")).status).toBe(200);
    expect((await client.get("/api/tasks/for-dashboard")).status).toBe(200);
    const someoneElsesAppliance = randomUUID();
    expect((await client.put(`/api/appliances/${someoneElsesAppliance}`, { name: "Boiler" })).status).toBe(404);
    expect((await client.get("/api/no-such-route")).status).toBe(404);
    await work.queue.dispatch({ at: new Date().toISOString(), allZones: true });

    const jobRuns = `hearthkeep_job_duration_seconds_count{kind="${queueNames.dispatch}",outcome="completed"}`;
    await expect.poll(async () => valueOf(await (await scrape(`Bearer ${metricsToken}`)).text(), jobRuns), { timeout: 60_000, interval: 250 }).toBeGreaterThanOrEqual(1);

    const response = await scrape(`Bearer ${metricsToken}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const scraped = await response.text();

    // The dashboard's route id, never its path: one histogram per route and status.
    expect(valueOf(scraped, dashboardCount)).toBe(countedBefore(dashboardCount) + 2);
    expect(valueOf(scraped, dashboardAll)).toBe(countedBefore(dashboardAll) + 2);
    expect(scraped).toContain('hearthkeep_http_request_duration_seconds_bucket{le="0.05",route="getDashboardTasks",status="200"}');
    expect(valueOf(scraped, 'hearthkeep_http_request_duration_seconds_count{route="signUp",status="201"}')).toBeGreaterThanOrEqual(1);
    // A path with an id is counted under its route, whatever the id.
    expect(valueOf(scraped, applianceMisses)).toBe(countedBefore(applianceMisses) + 1);
    expect(valueOf(scraped, 'hearthkeep_http_request_duration_seconds_count{route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(scraped).not.toContain(someoneElsesAppliance);
    expect(scraped).not.toContain("/api/");

    expect(valueOf(scraped, 'hearthkeep_emails_total{outcome="sent",transport="outbox"}')).toBeGreaterThanOrEqual(1);
    expect(scraped).toMatch(/^hearthkeep_db_query_duration_seconds_count\{database="(pglite|postgres)"\} [1-9]/m);
    expect(scraped).toMatch(new RegExp(`^hearthkeep_job_queue_depth\\{queue="${queueNames.send}",state="queued"\\} \\d+`, "m"));
    expect(scraped).toContain("hearthkeep_db_pool_connections");
    expect(scraped).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(scraped).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });
});
