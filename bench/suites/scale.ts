import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { PgBoss } from "pg-boss";
import { SMTPServer } from "smtp-server";
import { queueNames, type DispatchJobData } from "../../server/jobs/job-queue.ts";
import { createScratchDatabase } from "../../test-support/server/test-server.ts";
import { buildServer } from "../../server/build-server.ts";
import { completionRouteName, dashboardRouteName, healthRouteName, historyRouteName } from "../support/load-generator.ts";
import { cpuSecondsOf, postgresCpuSeconds } from "../support/process-cpu.ts";
import type { BenchRow, BenchSuite } from "../types.ts";
import { BenchServer, buildProbe, LoadGenerator, seed, type Database, type Measured } from "./api.ts";

/**
 * `npm run bench -- scale` (issue 69): the API's hot routes on PostgreSQL with 1,000 homes and with
 * 100,000, and the daily reminder run for every user of the larger database, on two server processes.
 * Needs DATABASE_URL (a scratch database is created in that server for each size and dropped after).
 */
const sizes = (process.env.BENCH_SCALE_HOMES ?? "1000,100000").split(",").map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const connections = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 10);
/** Completed occurrences of each appliance (a year's, spread evenly): fewer than the api bench's 12, so 100,000 homes seed in minutes. */
const historyPerAppliance = Number(process.env.BENCH_SCALE_HISTORY ?? 6);
/** How long the reminder run may take before the bench stops waiting and reports how far it got. */
const reminderLimitMinutes = Number(process.env.BENCH_SCALE_REMINDER_MINUTES ?? 20);
const routes = [healthRouteName, dashboardRouteName, completionRouteName, historyRouteName];
/** Within this factor of the smallest size's latency, a route is said to hold its figures (issue 69). */
const allowedGrowth = 1.5;

type SizeRun = { homes: number; seedSeconds: number; measured: Measured[] };

/** An SMTP server that counts what it is sent to each address, and keeps nothing else. */
async function startMailCounter() {
  const received = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      received.set(address.address, (received.get(address.address) ?? 0) + 1);
      callback();
    },
    onData(stream, _session, callback) {
      stream.on("end", () => callback());
      stream.resume();
    },
  });
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type MailCounter = Awaited<ReturnType<typeof startMailCounter>>;

async function scratchTarget(url: string): Promise<Database & { url: string }> {
  const scratch = await createScratchDatabase(url);
  const dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-scale-"));
  return {
    kind: "postgres",
    dataDir,
    databaseUrl: scratch.url,
    url: scratch.url,
    drop: async () => {
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The day after today, so that no quarter-hour dispatch of the servers' own clock lands on the same period during the run. */
function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

type ReminderRun = { users: number; reminded: number; sent: number; addressesMailed: number; mailedTwice: number; seconds: number; finished: boolean; cpuSecondsPerUser: { workers: number; postgres: number } };

/**
 * The daily reminder run for every user of `target`, on two server processes sharing its job queue: every
 * address verified (e-mails go only to those), one dispatch at 8 a.m. UTC, timed until no e-mail is left to
 * send. Each user is counted by the messages recorded and by what the SMTP server received.
 */
async function reminderRun(target: Database & { url: string }, workers: BenchServer[], mail: MailCounter): Promise<ReminderRun> {
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  const boss = new PgBoss({ connectionString: target.url, schedule: false, supervise: false, migrate: false, max: 2 });
  boss.on("error", () => undefined);
  try {
    await client.query("update users set email_verified_at = now(), weekly_summary = false");
    await client.query("vacuum analyze users");
    const users = (await client.query<{ count: number }>("select count(*)::int as count from users")).rows[0]!.count;
    await boss.start();
    const period = tomorrow();
    const statuses = async () =>
      Object.fromEntries(
        (await client.query<{ email_status: string; count: number }>("select email_status, count(*)::int as count from scheduled_messages where kind = 'reminder' and period = $1 group by 1", [period])).rows.map((row) => [row.email_status, row.count]),
      ) as Record<string, number>;
    const cpuBefore = { workers: workers.map((worker) => cpuSecondsOf(worker.pid) ?? 0), postgres: postgresCpuSeconds() ?? 0 };
    const started = performance.now();
    const dispatchId = await boss.send(queueNames.dispatch, { at: `${period}T08:00:00Z` } satisfies DispatchJobData);
    let finished = false;
    const deadline = started + reminderLimitMinutes * 60_000;
    // The dispatch plans the blocks; the run is over once every block has run and no e-mail is left to send.
    const openBlocks = async () =>
      (await client.query<{ count: number }>("select count(*)::int as count from pgboss.job where name = $1 and state in ('created', 'retry', 'active')", [queueNames.dispatchBlock])).rows[0]!.count;
    while (performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const job = dispatchId ? await boss.getJobById(queueNames.dispatch, dispatchId) : undefined;
      const now = await statuses();
      if (job?.state === "completed" && (await openBlocks()) === 0 && (now.pending ?? 0) === 0 && (now.sending ?? 0) === 0) {
        finished = true;
        break;
      }
    }
    const elapsed = (performance.now() - started) / 1000;
    const workerCpu = workers.reduce((sum, worker, index) => sum + (cpuSecondsOf(worker.pid) ?? 0) - cpuBefore.workers[index]!, 0);
    const postgresCpu = (postgresCpuSeconds() ?? 0) - cpuBefore.postgres;
    const final = await statuses();
    const reminded = Object.values(final).reduce((sum, count) => sum + count, 0);
    const counts = [...mail.received.values()];
    return {
      users,
      reminded,
      sent: final.sent ?? 0,
      addressesMailed: counts.length,
      mailedTwice: counts.filter((count) => count > 1).length,
      seconds: elapsed,
      finished,
      cpuSecondsPerUser: { workers: workerCpu / Math.max(1, reminded), postgres: postgresCpu / Math.max(1, reminded) },
    };
  } finally {
    await boss.stop({ graceful: false, close: true }).catch(() => undefined);
    await client.end();
  }
}

const cpuColumn = "CPU µs a request: server · PG · load";
const figure = (value: number | undefined) => (value === undefined ? "–" : String(value));

function routeRow(homes: number, entry: Measured): BenchRow {
  return {
    homes: homes.toLocaleString("en"),
    route: entry.route,
    "req/s": Math.round(entry.result.requests.average),
    "p50 ms": entry.latency.held.p50,
    "p99 ms": entry.latency.held.p99,
    errors: entry.result.errors + entry.result.non2xx,
    [cpuColumn]: `${figure(entry.cpu.server)} · ${figure(entry.cpu.postgres)} · ${figure(entry.cpu.loadGenerator)}`,
  };
}

const blank = { "req/s": "", "p50 ms": "", "p99 ms": "", errors: "", [cpuColumn]: "" };

/** Each route's p50 and p99 at the larger size ÷ at the smallest; a route holds when both stay within 1.5×. */
function growthRows(runs: SizeRun[]): BenchRow[] {
  const [base, ...larger] = runs;
  if (!base) return [];
  return larger.flatMap((run) =>
    routes.map((route) => {
      const small = base.measured.find((entry) => entry.route === route);
      const large = run.measured.find((entry) => entry.route === route);
      if (!small || !large) return { homes: run.homes.toLocaleString("en"), route: `${route}: not measured`, ...blank };
      const p50 = large.latency.held.p50 / Math.max(0.1, small.latency.held.p50);
      const p99 = large.latency.held.p99 / Math.max(0.1, small.latency.held.p99);
      const holds = p50 <= allowedGrowth && p99 <= allowedGrowth;
      return {
        homes: `${run.homes.toLocaleString("en")} ÷ ${base.homes.toLocaleString("en")}`,
        route: `${route}: p50 × ${p50.toFixed(2)}, p99 × ${p99.toFixed(2)} (${holds ? "within" : "NOT within"} ${allowedGrowth}×)`,
        ...blank,
      };
    }),
  );
}

function reminderRow(homes: number, run: ReminderRun): BenchRow {
  const minutes = (run.seconds / 60).toFixed(1);
  // An unfinished run has e-mails the SMTP server took whose rows are still "sending": only "none twice" can be said of it.
  const once = run.mailedTwice === 0 && run.addressesMailed === run.sent;
  const verdict = once ? "each user exactly once" : !run.finished && run.mailedTwice === 0 ? "none twice so far" : "NOT exactly once";
  return {
    homes: homes.toLocaleString("en"),
    route:
      `reminder run, two server processes: ${run.finished ? `finished in ${minutes} min` : `NOT finished after ${minutes} min`}; ` +
      `${run.users.toLocaleString("en")} users, ${run.reminded.toLocaleString("en")} reminders recorded (the others had nothing due), ${run.sent.toLocaleString("en")} e-mails sent, ` +
      `${run.addressesMailed.toLocaleString("en")} addresses received, ${run.mailedTwice} of them twice (${verdict}); ` +
      `CPU a reminder: workers ${Math.round(run.cpuSecondsPerUser.workers * 1e6)} µs, PostgreSQL ${Math.round(run.cpuSecondsPerUser.postgres * 1e6)} µs`,
    ...blank,
  };
}

const suite: BenchSuite = {
  name: "scale",
  description:
    `the hot routes on PostgreSQL at ${sizes.map((size) => size.toLocaleString("en")).join(" and ")} homes (5 appliances, 15 open tasks and ${historyPerAppliance} completions each), ` +
    `${connections} connections, ${seconds} s a route after ${warmupSeconds} s unmeasured; then the daily reminder run for every user of the largest, on two server processes` +
    (process.env.DATABASE_URL ? "" : " (needs DATABASE_URL: nothing is measured without it)"),
  async run() {
    const baseUrl = process.env.DATABASE_URL;
    if (!baseUrl) return [{ homes: "", route: "set DATABASE_URL to a PostgreSQL server: the scale bench runs on PostgreSQL only", ...blank }];
    const rows: BenchRow[] = [];
    const runs: SizeRun[] = [];
    const outdir = path.join(path.resolve(import.meta.dirname, "../.."), "dist", `server-scale-${process.pid}`);
    const { entry } = await buildServer(outdir);
    const probe = await buildProbe(outdir);
    const mail = await startMailCounter();
    const environment = { SMTP_URL: mail.url, APP_URL: "https://hearthkeep.example" };
    try {
      for (const [index, homes] of sizes.entries()) {
        const target = await scratchTarget(baseUrl);
        try {
          const secret = randomBytes(32).toString("hex");
          const { tokens, seedSeconds } = await seed(target, secret, { homes, historyPerAppliance });
          console.log(`Seeded ${homes.toLocaleString("en")} homes in ${seedSeconds.toFixed(1)} s.`);
          const server = await BenchServer.start(target, secret, { entry, probe, environment });
          const measured: Measured[] = [];
          try {
            const generator = LoadGenerator.start(server.url, tokens);
            try {
              for (const route of routes) {
                const entry = await server.measure(route, connections, generator, { seconds, warmupSeconds });
                measured.push(entry);
                console.log(`${homes.toLocaleString("en")} homes, ${route}: p50 ${entry.latency.held.p50} ms, p99 ${entry.latency.held.p99} ms`);
              }
            } finally {
              await generator.stop();
            }
            runs.push({ homes, seedSeconds, measured });
            rows.push(...measured.map((entry) => routeRow(homes, entry)), { homes: homes.toLocaleString("en"), route: `seeded in ${seedSeconds.toFixed(0)} s`, ...blank });
            if (index === sizes.length - 1) {
              // A second server process on the same database: the two share the job queue, as servers do.
              const secondDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-scale-"));
              const second = await BenchServer.start({ ...target, dataDir: secondDir }, secret, { entry, probe, environment });
              try {
                const run = await reminderRun(target, [server, second], mail);
                console.log(reminderRow(homes, run).route);
                rows.push(reminderRow(homes, run));
              } finally {
                await second.stop();
                await rm(secondDir, { recursive: true, force: true });
              }
            }
          } finally {
            await server.stop();
          }
        } finally {
          await target.drop();
        }
      }
    } finally {
      await mail.close();
      await rm(outdir, { recursive: true, force: true });
    }
    rows.push(...growthRows(runs));
    return rows;
  },
};

export default suite;
