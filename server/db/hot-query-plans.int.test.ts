import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Logger as DrizzleLogger } from "drizzle-orm/logger";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedHomes, seededUserId } from "../../bench/support/seed.ts";
import { fixtureCatalog } from "../../test-support/server/fixture-catalog.ts";
import { createScratchDatabase } from "../../test-support/server/test-server.ts";
import { createTaskService } from "../services/tasks.ts";
import { openDatabase, type Database, type DatabaseHandle } from "./client.ts";
import * as schema from "./schema.ts";
import { listNotifications } from "./repositories/notifications-repository.ts";
import { findScheduledMessage, listOpenTasksDueBy } from "./repositories/scheduled-messages-repository.ts";
import { listTasksPage } from "./repositories/tasks-repository.ts";
import { findHomeIdOfMember } from "./repositories/users-repository.ts";
import { listCompletionsWithTasks } from "./repositories/completions-repository.ts";

/**
 * The tables that grow with the number of homes: a query of one home that reads any of them whole costs
 * more with every home signed up (issue 69, docs/scale.md). `users` is read whole once per reminder run
 * (the zones it is 8 a.m. in), never per request.
 */
const perHomeTables = new Set(["tasks", "completions", "appliances", "notifications", "home_members", "scheduled_messages", "achievements", "documents"]);

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; "Index Cond"?: string; Plans?: PlanNode[] };
type Statement = { text: string; params: unknown[] };

/** Every statement a piece of work sent, as the driver was given it (Drizzle logs prepared statements too). */
class StatementRecorder implements DrizzleLogger {
  statements: Statement[] = [];
  logQuery(text: string, params: unknown[]) {
    this.statements.push({ text, params });
  }
}

/** A Drizzle handle on the same database as `handle`, whose statements `recorder` sees. */
async function recordedDatabase(handle: DatabaseHandle, recorder: StatementRecorder): Promise<{ db: Database; close(): Promise<void> }> {
  if (handle.queueConnection.kind === "pglite") {
    const { drizzle } = await import("drizzle-orm/pglite");
    return { db: drizzle({ client: handle.queueConnection.client, schema, logger: recorder }) as unknown as Database, close: async () => {} };
  }
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: handle.queueConnection.connectionString, max: 2 });
  return { db: drizzle({ client: pool, schema, logger: recorder }) as unknown as Database, close: () => pool.end() };
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * The scans of per-home tables in a statement's plan that read more than one home's rows: a sequential
 * scan, or an index scan with no condition (what the planner falls back to for an ordering when sequential
 * scans are off and no index narrows the rows). Planned with sequential scans, hash joins and merge joins
 * off, so that the few homes seeded here answer what the planner does with many: one home's rows are few,
 * so it reaches them through an index and joins them row by row, through an index of the other table.
 * Without those settings, a table of a few pages is read whole because that is cheapest, index or not.
 */
async function wholeTableScans(db: Database, statement: Statement, tableOfIndex: Map<string, string>): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_hashjoin = off`);
    await tx.execute(sql`set local enable_mergejoin = off`);
    // EXPLAIN takes the statement's parameters as the statement itself does; Drizzle's `sql` cannot carry
    // a ready text with values, so the session is given the text and values as recorded (both drivers
    // answer `{ rows }`; Drizzle's common type does not say so).
    const prepared = tx._.session.prepareQuery({ sql: `explain (format json) ${statement.text}`, params: statement.params }, undefined, undefined, false);
    const result = (await prepared.execute()) as { rows: { "QUERY PLAN": [{ Plan: PlanNode }] | string }[] };
    const cell = result.rows[0]!["QUERY PLAN"];
    const [{ Plan: plan }] = typeof cell === "string" ? (JSON.parse(cell) as [{ Plan: PlanNode }]) : cell;
    return nodesOf(plan).flatMap((node) => {
      const table = node["Relation Name"] ?? (node["Index Name"] ? tableOfIndex.get(node["Index Name"]) : undefined);
      if (!table || !perHomeTables.has(table)) return [];
      if (node["Node Type"] === "Seq Scan") return [`Seq Scan on ${table}`];
      if (/Index/.test(node["Node Type"]) && !node["Index Cond"]) return [`${node["Node Type"]} on ${table} using ${node["Index Name"]} with no condition`];
      return [];
    });
  });
}

/**
 * The hot queries of issue 69 (dashboard, completion and its undo, history, the notifications list, the
 * reminder run's per-user reads) planned on both databases the product runs on: each reads a home's rows
 * through an index, never a whole per-home table. The statements are the repositories' own, recorded as
 * they were sent, so a change of a query is planned as changed.
 */
describe("the hot queries read one home's rows through an index", () => {
  let handle: DatabaseHandle;
  let dropDatabase: () => Promise<void> = async () => {};
  let dataDir: string;
  const recorder = new StatementRecorder();
  let recorded: { db: Database; close(): Promise<void> };
  let tableOfIndex: Map<string, string>;
  const userId = seededUserId(3, (text) => createHash("md5").update(text).digest("hex"));

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-plans-"));
    const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
    if (scratch) dropDatabase = scratch.drop;
    handle = await openDatabase({ databaseUrl: scratch?.url, dataDir: scratch ? dataDir : "memory://" });
    await seedHomes(handle.db, { homes: 20, appliancesPerHome: 5, openTasksPerAppliance: 3, historyPerAppliance: 12 });
    recorded = await recordedDatabase(handle, recorder);
    // Both drivers answer `{ rows }`; Drizzle's common type does not say so.
    const indexes = await handle.db.execute(sql`select indexname, tablename from pg_indexes where schemaname = 'public'`);
    tableOfIndex = new Map((indexes as { rows: { indexname: string; tablename: string }[] }).rows.map((row) => [row.indexname, row.tablename]));
  }, 60_000);

  afterAll(async () => {
    await recorded?.close();
    await handle?.close();
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The statements `work` sent that read or write tables (not the transaction's own BEGIN and COMMIT). */
  async function statementsOf(work: (db: Database) => Promise<unknown>): Promise<Statement[]> {
    recorder.statements = [];
    await work(recorded.db);
    return recorder.statements.filter((statement) => /^\s*(select|insert|update|delete|with)\b/i.test(statement.text));
  }

  /** Checks every statement `work` sent reads through an index; answers how many it sent. */
  async function expectIndexedReads(work: (db: Database) => Promise<unknown>): Promise<number> {
    const statements = await statementsOf(work);
    expect(statements.length).toBeGreaterThan(0);
    const scans = await Promise.all(statements.map(async (statement) => ({ statement: statement.text, scans: await wholeTableScans(handle.db, statement, tableOfIndex) })));
    expect(scans.filter((entry) => entry.scans.length > 0)).toEqual([]);
    return statements.length;
  }

  const context = { userId, timeZone: "UTC" };
  const homeIdOf = async (db: Database) => (await findHomeIdOfMember(db, userId))!;

  test("the dashboard's open tasks", async () => {
    await expectIndexedReads((db) => createTaskService({ db, catalog: fixtureCatalog() }).forDashboard(context));
  });

  // Three round trips in a home of one: the task's read, the completing statement (which reads who hears of
  // it too) and the undo (decision 105).
  test("a completion and its undo, in three statements", async () => {
    const [task] = await createTaskService({ db: handle.db, catalog: fixtureCatalog() }).forDashboard(context);
    const sent = await expectIndexedReads(async (db) => {
      const tasks = createTaskService({ db, catalog: fixtureCatalog() });
      await tasks.complete(context, task!.id, {});
      await tasks.uncomplete(context, task!.id);
    });
    expect(sent).toBe(3);
  });

  test("the history: completed tasks a page at a time, and the completions the statistics read", async () => {
    const homeId = await homeIdOf(handle.db);
    await expectIndexedReads(async (db) => {
      await listTasksPage(db, homeId, { status: "completed", today: "2026-12-07", limit: 20, offset: 0 });
      await listCompletionsWithTasks(db, homeId);
    });
  });

  test("the notifications list", async () => {
    const homeId = await homeIdOf(handle.db);
    await expectIndexedReads((db) => listNotifications(db, { homeId, userId }));
  });

  // The run's lists of recipients (listRecipientsInTimeZone, a block of a zone's users at a time) read every
  // user of the zones it is 8 a.m. in with their homes, once a run: reading them whole is its work. What it does for each of them must not.
  test("the reminder run's reads of each user", async () => {
    const homeId = await homeIdOf(handle.db);
    await expectIndexedReads(async (db) => {
      await findScheduledMessage(db, userId, "reminder", "2026-12-07");
      await listOpenTasksDueBy(db, { homeId, userId }, "2026-12-14", new Date());
    });
  });

  test("undoing a completion finds the photos attached to it through an index", async () => {
    // What PostgreSQL runs for the foreign key's `on delete set null` when a completion is undone.
    const statement = { text: "update documents set completion_id = null where completion_id = $1", params: [randomUUID()] };
    expect(await wholeTableScans(handle.db, statement, tableOfIndex)).toEqual([]);
  });

  test("a plan that reads a whole per-home table is caught", async () => {
    const statement = { text: "select count(*) from tasks where name = $1", params: ["nothing"] };
    expect(await wholeTableScans(handle.db, statement, tableOfIndex)).toEqual(["Seq Scan on tasks"]);
  });
});
