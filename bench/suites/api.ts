import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, open, rm } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../server/db/client.ts";
import { createAccessTokens } from "../../server/security/access-token.ts";
import { createScratchDatabase } from "../../test-support/server/test-server.ts";
import { buildServer, serverNodeFlags } from "../../server/build-server.ts";
import { completionRouteName, compressedDashboardRouteName, dashboardRouteName, healthRouteName, routeNames, type LatencySplit, type LoadAnswer, type LoadOrder, type LoadSetup, type Tokens } from "../support/load-generator.ts";
import { seedHomes, seededUserId } from "../support/seed.ts";
import type { ProbeReport, ProbeRequest } from "../support/server-probe.ts";
import { cpuPerRequest, readCpu, type CpuReading } from "../support/process-cpu.ts";
import { healthReference, ratiosToHealth, ratioTargets, routeRatiosText, routeRatiosValuesText, type RouteFigures } from "../support/ratios.ts";
import type { BenchRow, BenchSuite } from "../types.ts";

const homes = Number(process.env.BENCH_HOMES ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Load before each measurement, not counted: the route's code warmed up and its caches filled. */
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? "10,200").split(",").map(Number);
/** A folder for the server's CPU profile (`node --cpu-prof`), written when the server stops. */
const cpuProfileDir = process.env.BENCH_CPU_PROFILE;
/** Which databases to measure: both by default (PostgreSQL only when DATABASE_URL is set). */
const databaseKinds = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");
/** Which routes to measure, by a word of their name (`BENCH_ROUTES=dashboard`); all by default. */
const routeFilter = process.env.BENCH_ROUTES?.split(",");
const root = path.resolve(import.meta.dirname, "../..");
const md5 = (text: string) => createHash("md5").update(text).digest("hex");

export type Database = { kind: string; dataDir: string; databaseUrl: string | undefined; drop(): Promise<void> };
export type Measured = { route: string; connections: number; result: autocannon.Result; latency: LatencySplit; server: ProbeReport; cpu: CpuReading };

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** What the description says of the databases: those `databases()` will measure, and how to add PostgreSQL. */
function measuredDatabases(): string {
  const names = [databaseKinds.includes("pglite") && "PGlite", process.env.DATABASE_URL && databaseKinds.includes("postgres") && "PostgreSQL"].filter(Boolean);
  const missing = process.env.DATABASE_URL || !databaseKinds.includes("postgres") ? "" : " (set DATABASE_URL for PostgreSQL too)";
  return `${names.join(" and ") || "no database (BENCH_DATABASES names none)"}${missing}`;
}

/** Both databases the product runs on: the embedded one always, PostgreSQL when DATABASE_URL names a server. */
async function databases(): Promise<Database[]> {
  const list: Database[] = [];
  if (databaseKinds.includes("pglite")) {
    const embedded = await mkdtemp(path.join(tmpdir(), "hearthkeep-bench-"));
    list.push({ kind: "pglite", dataDir: embedded, databaseUrl: undefined, drop: () => rm(embedded, { recursive: true, force: true }) });
  }
  if (process.env.DATABASE_URL && databaseKinds.includes("postgres")) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL);
    const dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-bench-"));
    list.push({
      kind: "postgres",
      dataDir,
      databaseUrl: scratch.url,
      drop: async () => {
        await scratch.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    });
  }
  return list;
}

/**
 * Seeds the homes and picks the users the load will act as; the bench's own connection is closed after.
 * `historyPerAppliance`: the completed occurrences of each appliance, a year's spread evenly.
 */
export async function seed(target: Database, secret: string, { homes, historyPerAppliance }: { homes: number; historyPerAppliance: number }): Promise<{ tokens: Tokens; seedSeconds: number }> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    const started = performance.now();
    await seedHomes(database.db, { homes, appliancesPerHome: 5, openTasksPerAppliance: 3, historyPerAppliance });
    const seedSeconds = (performance.now() - started) / 1000;
    const issuer = createAccessTokens(secret);
    const readers = await Promise.all(Array.from({ length: 1000 }, (_, i) => issuer.issue(seededUserId(1 + Math.floor((i * homes) / 1000), md5))));
    // One open task from each of up to 1,000 homes, more than the connections: each complete is
    // followed by its uncomplete on the same connection, so no two connections hold the same task.
    const picked = await database.db.execute(sql`
        select distinct on (t.home_id) t.id as task_id, m.user_id from tasks t join home_members m on m.home_id = t.home_id
        where t.status = 'open' and t.home_id in (select md5('home' || g)::uuid from generate_series(1, ${homes}, ${Math.max(1, Math.floor(homes / 1000))}) g)
        order by t.home_id, t.due_date`);
    // Both drivers answer `{ rows }`; Drizzle's common type does not say so.
    const rows = (picked as { rows: { task_id: string; user_id: string }[] }).rows;
    const pool = await Promise.all(rows.map(async (row) => ({ taskId: row.task_id, token: await issuer.issue(row.user_id) })));
    return { tokens: { readers, pool }, seedSeconds };
  } finally {
    await database.close();
  }
}

function serverEnvironment(target: Database, port: number, secret: string, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ownDatabase, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: target.dataDir,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    JWT_SECRET: secret,
    ...extra,
  };
}

/**
 * The probe as JavaScript beside the built server. Loaded as TypeScript, it would make Node load its
 * type stripper (about 17 MB) into a server process that `npm start` runs without it.
 */
export async function buildProbe(outdir: string): Promise<string> {
  const outfile = path.join(outdir, "server-probe.js");
  const esbuild = await import("esbuild");
  await esbuild.build({ entryPoints: [path.join(root, "bench/support/server-probe.ts")], outfile, platform: "node", format: "esm", logLevel: "warning" });
  return outfile;
}

/** The server as `npm start` runs it (built, production mode, its own logging to a file), plus the probe. */
export class BenchServer {
  private constructor(
    readonly url: string,
    private readonly child: ChildProcess,
    /** PGlite runs inside the server, so PostgreSQL's processes of this machine are not this server's. */
    private readonly ownPostgres: boolean,
    /** The server's database on PostgreSQL: only its backends' CPU is counted, not other work's on the same server. */
    private readonly postgresDatabase: string | undefined,
  ) {}

  /**
   * `entry`: the built server (server/build-server.ts); `probe`: the probe, compiled beside it (`buildProbe`);
   * `environment`: variables of the server's besides the bench's own (the scale bench's SMTP server).
   */
  static async start(target: Database, secret: string, { entry, probe, environment = {} }: { entry: string; probe: string; environment?: NodeJS.ProcessEnv }): Promise<BenchServer> {
    const port = await freePort();
    const log = await open(path.join(target.dataDir, "server.log"), "a");
    const child = spawn(
      process.execPath,
      [
        ...serverNodeFlags,
        ...(cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfileDir}`] : []),
        "--import",
        probe,
        entry,
      ],
      {
        cwd: root,
        env: serverEnvironment(target, port, secret, environment),
        stdio: ["ignore", log.fd, log.fd, "ipc"],
      },
    );
    await log.close();
    const server = new BenchServer(`http://127.0.0.1:${port}`, child, target.kind === "postgres", target.databaseUrl && new URL(target.databaseUrl).pathname.slice(1));
    await server.ready();
    return server;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Waits until the server answers its health check: it opens the port before the database. */
  private async ready() {
    const exited = new Promise<never>((_, reject) => this.child.once("exit", (code) => reject(new Error(`the server stopped at start (exit ${code}); see server.log`))));
    const healthy = (async () => {
      for (;;) {
        const answer = await fetch(`${this.url}/api/health`).catch(() => undefined);
        if (answer?.ok) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    await Promise.race([healthy, exited]);
  }

  private ask(request: ProbeRequest): Promise<{ probe: string; report?: ProbeReport }> {
    return new Promise((resolve) => {
      this.child.once("message", (message: { probe: string; report?: ProbeReport }) => resolve(message));
      this.child.send(request);
    });
  }

  async measure(route: string, connections: number, generator: LoadGenerator, durations = { seconds, warmupSeconds }): Promise<Measured> {
    // Unmeasured first: a fresh server compiles its hot paths during its first seconds of load, so the
    // first route measured ran slower than the same route later (health 4,146 before the other routes
    // and 5,043 after them, in one run).
    if (durations.warmupSeconds > 0) await generator.run({ route, connections, seconds: durations.warmupSeconds });
    await this.ask({ probe: "reset" });
    const processes = { serverPid: this.child.pid, loadGeneratorPid: generator.pid, postgresDatabase: this.postgresDatabase };
    const before = readCpu(processes);
    const { result, latency } = await generator.run({ route, connections, seconds: durations.seconds });
    const cpu = cpuPerRequest(before, readCpu(processes), result.requests.total);
    const { report } = await this.ask({ probe: "report" });
    if (!report) throw new Error("the server's probe did not report");
    return { route, connections, result, latency, server: report, cpu: this.ownPostgres ? cpu : { ...cpu, postgres: undefined } };
  }

  async stop() {
    const exited = new Promise((resolve) => this.child.once("exit", resolve));
    this.child.kill("SIGTERM");
    await exited;
  }
}

/** The load generator (bench/support/load-generator.ts) in a process of its own, for the whole of one database's run. */
export class LoadGenerator {
  private constructor(private readonly child: ChildProcess) {}

  get pid(): number | undefined {
    return this.child.pid;
  }

  static start(url: string, tokens: Tokens): LoadGenerator {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "bench/support/load-generator.ts")], { cwd: root, stdio: ["ignore", "inherit", "inherit", "ipc"] });
    child.send({ setup: { url, tokens } } satisfies LoadSetup);
    return new LoadGenerator(child);
  }

  /** One run of a route's load; the route's data is put back before it answers. */
  run(order: LoadOrder["run"]): Promise<{ result: autocannon.Result; latency: LatencySplit }> {
    return new Promise((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`the load generator stopped (exit ${code}) during ${order.route}`));
      this.child.once("exit", exited);
      this.child.once("message", (answer: LoadAnswer) => {
        this.child.off("exit", exited);
        if ("error" in answer) reject(new Error(`the load generator failed on ${order.route}: ${answer.error}`));
        else resolve(answer);
      });
      this.child.send({ run: order } satisfies LoadOrder);
    });
  }

  async stop() {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once("exit", resolve));
    this.child.kill("SIGTERM");
    await exited;
  }
}

const healthAgain = `${healthRouteName} (again, after the routes)`;

/**
 * The CPU time each request cost the server, PostgreSQL's processes (on this machine, "–" on PGlite, which
 * runs inside the server) and the load generator, in microseconds (bench/support/process-cpu.ts).
 */
const cpuColumn = "CPU µs a request: server · PG · load";

const blank = {
  connections: "",
  "req/s": "",
  "p50 ms": "",
  "p99 ms": "",
  "p99 ÷ p50": "",
  "first requests p50 · max ms": "",
  errors: "",
  "server RSS MB": "",
  "loop delay p99 ms": "",
  [cpuColumn]: "",
};

const cpuFigure = (microseconds: number | undefined) => (microseconds === undefined ? "–" : String(microseconds));

// Latency is the load as it holds, each connection's first request apart: a run opens its connections at
// once, and those first requests, one burst, are shown on their own (bench/support/load-generator.ts).
function row(database: string, { route, connections, result, latency, server, cpu }: Measured): BenchRow {
  return {
    database,
    route,
    connections,
    "req/s": Math.round(result.requests.average),
    "p50 ms": latency.held.p50,
    "p99 ms": latency.held.p99,
    "p99 ÷ p50": Number((latency.held.p99 / Math.max(1, latency.held.p50)).toFixed(1)),
    "first requests p50 · max ms": `${latency.first.p50} · ${latency.first.max}`,
    errors: result.errors + result.non2xx,
    "server RSS MB": Math.round(server.peakRssMb),
    "loop delay p99 ms": Number(server.eventLoopDelayP99Ms.toFixed(1)),
    [cpuColumn]: `${cpuFigure(cpu.server)} · ${cpuFigure(cpu.postgres)} · ${cpuFigure(cpu.loadGenerator)}`,
  };
}

const dashboardRatiosColumn = "dashboard ÷ health: req/s · CPU a request";
const completionRatiosColumn = "complete + uncomplete ÷ health: req/s · CPU a request";

/**
 * The ratios to health at each connection count: requests a second, and CPU time a request of the server
 * and its database together (PGlite's process holds both), each with its target (bench/support/ratios.ts).
 */
function ratios(database: string, measured: Measured[]): BenchRow[] {
  const databaseInServer = database === "pglite";
  return connectionCounts.map((connections) => {
    const figures = (name: string): RouteFigures | undefined => {
      const entry = measured.find((each) => each.route === name && each.connections === connections);
      return entry && { requestsPerSecond: entry.result.requests.average, cpu: entry.cpu };
    };
    const health = healthReference(
      [figures(healthRouteName), figures(healthAgain)].filter((each) => each !== undefined),
      databaseInServer,
    );
    const toHealth = (name: string, targets: (typeof ratioTargets)[keyof typeof ratioTargets]) => ratiosToHealth(figures(name), health, { databaseInServer, targets });
    const reference =
      health.requestsPerSecond === undefined
        ? "health not measured"
        : `health's mean ${Math.round(health.requestsPerSecond)} req/s, ${health.cpu === undefined ? "CPU not measured" : `${Math.round(health.cpu)} µs CPU a request`}`;
    return {
      database,
      route: `ratios at ${connections} connections (${reference})`,
      ...blank,
      // A route left out by BENCH_ROUTES has no ratio, which says so rather than NaN.
      [dashboardRatiosColumn]: `${routeRatiosText(toHealth(dashboardRouteName, ratioTargets.dashboard))} (compressed as a browser asks: ${routeRatiosValuesText(toHealth(compressedDashboardRouteName, ratioTargets.dashboard))})`,
      [completionRatiosColumn]: routeRatiosText(toHealth(completionRouteName, ratioTargets.completion)),
    };
  });
}

const suite: BenchSuite = {
  name: "api",
  description:
    `${homes.toLocaleString("en")} homes with appliances and a year of history; the server built and started as \`npm start\` starts it ` +
    `(production, its logging to a file) in its own process, autocannon in a process of its own; ${connectionCounts.join(" and ")} connections, ${seconds} s per route after ${warmupSeconds} s unmeasured, health before and after the others; latency without each connection's first request, shown apart; ` +
    measuredDatabases(),
  async run() {
    const rows: BenchRow[] = [];
    // A build of the bench's own, from the sources as they are now, removed afterwards.
    const outdir = path.join(root, "dist", `server-bench-${process.pid}`);
    const { entry } = await buildServer(outdir);
    const probe = await buildProbe(outdir);
    try {
      for (const target of await databases()) {
        try {
          const secret = randomBytes(32).toString("hex");
          const { tokens, seedSeconds } = await seed(target, secret, { homes, historyPerAppliance: 12 });
          console.log(`Seeded ${homes} homes in ${seedSeconds.toFixed(1)} s (${target.kind}).`);
          const server = await BenchServer.start(target, secret, { entry, probe });
          const generator = LoadGenerator.start(server.url, tokens);
          const measured: Measured[] = [];
          try {
            const chosen = routeNames.filter((name) => !routeFilter || routeFilter.some((word) => name.includes(word)));
            for (const connections of connectionCounts) {
              for (const route of chosen) measured.push(await server.measure(route, connections, generator));
              // Health once more after the other routes: each ratio compares a route with health measured on
              // both sides of it, so a host whose speed drifts during the run (a shared one does, by a fifth
              // within minutes) moves the reference as it moved the route.
              if (chosen.length > 1 && chosen[0] === healthRouteName) measured.push({ ...(await server.measure(healthRouteName, connections, generator)), route: healthAgain });
            }
          } finally {
            await generator.stop();
            await server.stop();
          }
          rows.push(...measured.map((entry) => row(target.kind, entry)), ...ratios(target.kind, measured));
          rows.push({ database: target.kind, route: `seed ${seedSeconds.toFixed(0)} s`, ...blank });
        } finally {
          await target.drop();
        }
      }
    } finally {
      await rm(outdir, { recursive: true, force: true });
    }
    return rows;
  },
};

export default suite;
