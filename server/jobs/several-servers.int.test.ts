import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { builtServerEntry } from "../../test-support/server/server-process.ts";
import { recipientOf, startSmtpCapture, type SmtpCapture } from "../../test-support/server/smtp-capture.ts";
import { uniqueEmail } from "../../test-support/server/test-client.ts";
import { createScratchDatabase } from "../../test-support/server/test-server.ts";
import { queueNames, type DispatchJobData } from "./job-queue.ts";

/*
 * Real server processes (`server/main.ts`, built as `npm start` builds it) on one PostgreSQL database: they share the job queue, and
 * every user gets exactly one reminder however many of them work, and however one of them dies.
 * Needs a PostgreSQL server (DATABASE_URL names it; a scratch database is created and dropped).
 */
const postgresUrl = process.env.DATABASE_URL;
const root = path.resolve(import.meta.dirname, "../..");
const userCount = 6;
/*
 * The servers also follow the real clock (a dispatch every quarter hour), as they do in use. The test's
 * days lie years ahead of it, and its users take no weekly summary, so that a real 8 a.m. or Sunday
 * evening during a run cannot add a message of its own to the counts.
 */
const testYear = new Date().getUTCFullYear() + 5;
const firstDay = `${testYear}-12-01`;
const secondDay = `${testYear}-12-02`;

type ServerProcess = { child: ChildProcess; baseURL: string; exited: Promise<number | null> };

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let smtp: SmtpCapture;
let dataDir: string;
let sql: pg.Client;
let boss: PgBoss;
const running = new Set<ServerProcess>();

async function startServer(): Promise<ServerProcess> {
  const child = spawn(process.execPath, [builtServerEntry()], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
      JWT_SECRET: "a test signing secret shared by both servers, long enough",
      SMTP_URL: smtp.url,
      APP_URL: "https://hearthkeep.example",
      JOBS_SEND_TIMEOUT_SECONDS: "3",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /HEARTHKEEP_LISTENING port=(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening: ${errors}`)));
  });
  const server = { child, baseURL: `http://127.0.0.1:${port}`, exited };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

async function stop(server: ServerProcess, signal: NodeJS.Signals) {
  server.child.kill(signal);
  await server.exited;
}

async function statuses(period: string): Promise<Record<string, number>> {
  const { rows } = await sql.query<{ email_status: string; count: string }>(
    "select email_status, count(*) from scheduled_messages where kind = 'reminder' and period = $1 group by email_status",
    [period],
  );
  return Object.fromEntries(rows.map((row) => [row.email_status, Number(row.count)]));
}

/**
 * A user with a home and one open task due on `dueDate`, written straight into the database: this
 * suite is about the job queue, and signing up through HTTP (a deliberately slow password hash) would
 * only make it longer. Sign-up and onboarding have their own tests.
 */
async function insertUserWithTask(dueDate: string): Promise<string> {
  const email = uniqueEmail("reminded");
  const { rows } = await sql.query<{ home_id: string }>(
    `with new_user as (insert into users (email, password_hash, weekly_summary, email_verified_at) values ($1, 'not-a-password', false, now()) returning id),
          new_home as (insert into homes default values returning id),
          member as (insert into home_members (home_id, user_id) select new_home.id, new_user.id from new_home, new_user returning home_id)
     select home_id from member`,
    [email],
  );
  await sql.query(
    `insert into tasks (home_id, appliance_type, appliance_name, catalog_task_id, name, frequency, time_estimate, difficulty, due_date)
     values ($1, 'furnace', 'Furnace', 'hvac-replace-filter', 'Replace the furnace filter', 'quarterly', 15, 'Easy', $2)`,
    [rows[0]!.home_id, dueDate],
  );
  return email;
}

const dispatch = (data: DispatchJobData) => boss.send(queueNames.dispatch, data);
const countFor = (email: string) => smtp.messages.filter((message) => recipientOf(message) === email).length;

describe.skipIf(!postgresUrl)("several server processes on one PostgreSQL database", () => {
  let users: string[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(postgresUrl!);
    smtp = await startSmtpCapture();
    dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-servers-"));
    sql = new pg.Client({ connectionString: scratch.url });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await boss?.stop({ graceful: false, close: true }).catch(() => undefined);
    await Promise.all([...running].map((server) => stop(server, "SIGKILL")));
    await sql?.end().catch(() => undefined);
    await smtp?.close();
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 120_000);

  test("run the same day's jobs together: each user receives exactly one reminder", async () => {
    // The first server creates the schema (migrations, the queue's tables); then the second joins.
    const first = await startServer();
    const second = await startServer();
    users = [];
    for (let index = 0; index < userCount; index += 1) users.push(await insertUserWithTask(secondDay));
    boss = new PgBoss({ connectionString: scratch.url, schedule: false, supervise: false, migrate: false, max: 2 });
    boss.on("error", () => undefined);
    await boss.start();

    // Both servers are handed the same instant (as if each one's clock fired), twice over.
    for (let round = 0; round < 2; round += 1) await dispatch({ at: `${firstDay}T08:00:00Z` });
    await expect.poll(() => statuses(firstDay), { timeout: 120_000, interval: 250 }).toEqual({ sent: userCount });
    expect(users.map(countFor)).toEqual(users.map(() => 1));

    // A second run of the same day (the next quarter hour) changes nothing.
    await dispatch({ at: `${firstDay}T08:15:00Z` });
    await expect.poll(async () => (await boss.findJobs(queueNames.dispatch, { queued: true })).length, { timeout: 60_000 }).toBe(0);
    await expect.poll(async () => (await sql.query<{ active: number }>("select count(*)::int as active from pgboss.job where name = $1 and state in ('created', 'retry', 'active')", [queueNames.dispatchBlock])).rows[0]?.active, { timeout: 60_000 }).toBe(0);
    await expect.poll(async () => (await sql.query<{ active: number }>("select count(*)::int as active from pgboss.job where name = $1 and state in ('created', 'retry', 'active')", [queueNames.send])).rows[0]?.active, { timeout: 60_000 }).toBe(0);
    expect(users.map(countFor)).toEqual(users.map(() => 1));
    await stop(second, "SIGTERM");
    await stop(first, "SIGTERM");
  }, 600_000);

  test("killing a server mid-run and starting it again sends the rest and duplicates nothing", async () => {
    expect(users).toHaveLength(userCount);
    const doomed = await startServer();
    // Two messages go through; the next ones hang at the SMTP server until their sender dies.
    smtp.holdAfter(2);
    await dispatch({ at: `${secondDay}T08:00:00Z` });
    await expect.poll(() => smtp.held(), { timeout: 120_000, interval: 100 }).toBeGreaterThan(0);
    await stop(doomed, "SIGKILL");
    const midRun = await statuses(secondDay);
    expect(midRun.sent).toBe(2);
    expect(midRun.sending).toBeGreaterThan(0);
    smtp.release();

    await startServer();
    await expect.poll(() => statuses(secondDay), { timeout: 120_000, interval: 250 }).toEqual({ sent: userCount });
    expect(users.map(countFor)).toEqual(users.map(() => 2));
  }, 600_000);
});
