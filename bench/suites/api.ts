import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { createLogger } from "../../server/logger.ts";
import { createAccessTokens } from "../../server/security/access-token.ts";
import { createScratchDatabase } from "../../server/test-support/test-server.ts";
import { seedHomes, seededUserId } from "../support/seed.ts";
import type { BenchRow, BenchSuite } from "../types.ts";

const homes = Number(process.env.BENCH_HOMES ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const md5 = (text: string) => createHash("md5").update(text).digest("hex");

type Measured = { name: string; result: autocannon.Result };

function row({ name, result }: Measured): BenchRow {
  return {
    route: name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

const suite: BenchSuite = {
  name: "api",
  description: `${homes.toLocaleString("en")} homes with appliances and a year of history; autocannon, ${connections} connections, ${seconds} s per route`,
  async run() {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-bench-"));
    const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
    const database = await openDatabase({ databaseUrl: scratch?.url, dataDir });
    const secret = randomBytes(32).toString("hex");
    const config = { ...loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, JWT_SECRET: secret }), jwtSecret: secret };
    try {
      const seedStarted = performance.now();
      await seedHomes(database.db, { homes, appliancesPerHome: 5, openTasksPerAppliance: 3, historyPerAppliance: 12 });
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      const counted = await database.db.execute(sql`select (select count(*) from tasks) as tasks, (select count(*) from completions) as completions`);
      const [counts] = (counted as { rows: { tasks: string; completions: string }[] }).rows;
      console.log(`Seeded ${homes} homes, ${counts?.tasks} tasks, ${counts?.completions} completions in ${seedSeconds.toFixed(1)} s (${database.kind}).`);

      const app = createApp({ config, database, logger: createLogger(config) });
      const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
        const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
      });
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const tokens = createAccessTokens(secret);
      const bearer = await Promise.all(Array.from({ length: 1000 }, (_, i) => tokens.issue(seededUserId(1 + Math.floor((i * homes) / 1000), md5))));
      const csrfToken = randomBytes(24).toString("hex");
      const csrf = { cookie: `csrf_token=${csrfToken}`, "x-csrf-token": csrfToken, "content-type": "application/json" };

      // One open task from each of 500 homes: each complete is followed by its uncomplete, so the pool never runs dry.
      const picked = await database.db.execute(sql`
          select distinct on (t.home_id) t.id as task_id, m.user_id from tasks t join home_members m on m.home_id = t.home_id
          where t.status = 'open' and t.home_id in (select md5('home' || g)::uuid from generate_series(1, ${homes}, ${Math.max(1, Math.floor(homes / 500))}) g)
          order by t.home_id, t.due_date`);
      // Both drivers answer `{ rows }`; Drizzle's common type does not say so.
      const pool = (picked as { rows: { task_id: string; user_id: string }[] }).rows;
      const poolTokens = await Promise.all(pool.map((entry) => tokens.issue(entry.user_id)));
      let next = 0;

      const measure = (name: string, options: Omit<autocannon.Options, "url" | "connections" | "duration">) =>
        new Promise<Measured>((resolve, reject) => {
          autocannon({ url, connections, duration: seconds, ...options }, (error: unknown, result) =>
            error ? reject(error instanceof Error ? error : new Error(`autocannon failed on ${name}`)) : resolve({ name, result }),
          );
        });

      const health = await measure("GET /api/health", { requests: [{ method: "GET", path: "/api/health" }] });
      const dashboard = await measure("GET /api/tasks/for-dashboard", {
        requests: [
          {
            method: "GET",
            path: "/api/tasks/for-dashboard",
            setupRequest: (request) => ({ ...request, headers: { authorization: `Bearer ${bearer[Math.floor(Math.random() * bearer.length)]}` } }),
          },
        ],
      });
      const pair = await measure("PUT complete + uncomplete", {
        requests: [
          {
            method: "PUT",
            setupRequest: (request, context: { index?: number }) => {
              const index = next++ % pool.length;
              context.index = index;
              return { ...request, path: `/api/tasks/${pool[index]!.task_id}/complete`, body: "{}", headers: { ...csrf, authorization: `Bearer ${poolTokens[index]}` } };
            },
          },
          {
            method: "PUT",
            setupRequest: (request, context: { index?: number }) => {
              const index = context.index ?? 0;
              return { ...request, path: `/api/tasks/${pool[index]!.task_id}/uncomplete`, headers: { ...csrf, authorization: `Bearer ${poolTokens[index]}` } };
            },
          },
        ],
      });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));

      const rows = [health, dashboard, pair].map(row);
      const ratio = dashboard.result.requests.average / health.result.requests.average;
      rows.push({ route: "dashboard ÷ health", "req/s": Number(ratio.toFixed(2)), "p50 ms": "", "p99 ms": "", requests: "", errors: "" });
      rows.push({ route: `database: ${database.kind}; seed ${seedSeconds.toFixed(0)} s`, "req/s": "", "p50 ms": "", "p99 ms": "", requests: "", errors: "" });
      return rows;
    } finally {
      await database.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

export default suite;
