import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedHomes, seededUserId } from "../../bench/support/seed.ts";
import { fixtureCatalog } from "../../test-support/server/fixture-catalog.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { createTaskService } from "../services/tasks.ts";
import type { Database } from "./client.ts";
import { findHomeIdOfMember } from "./repositories/users-repository.ts";
import { findTask } from "./repositories/tasks-repository.ts";
import { readAchievementFacts } from "./repositories/progress-repository.ts";

/** What PostgreSQL says of the statements prepared on the connection the handle holds. */
async function preparedStatementsOf(db: Database) {
  const result = await db.execute(sql`select name, generic_plans, custom_plans from pg_prepared_statements where name is not null order by name`);
  // The driver answers `{ rows }`; Drizzle's common type does not say so.
  const { rows } = result as { rows: { name: string; generic_plans: string; custom_plans: string }[] };
  return rows.map((row) => ({ name: row.name, genericPlans: Number(row.generic_plans), customPlans: Number(row.custom_plans) }));
}

// A statement is prepared so that PostgreSQL plans it once per connection (decision 018). It does so only
// when, after five calls planned one by one, the plan made for every call costs no more than theirs. On a
// table with statistics, a parameter whose value the plan depends on (the dashboard's `status = $1` did)
// keeps it planning every call, at a cost the bench saw as much as the statement's own work; hence the
// homes the bench seeds, analysed, rather than a few made through the API. PostgreSQL only: the embedded
// database's driver keeps no named statements.
describe.skipIf(!process.env.DATABASE_URL)("prepared statements on PostgreSQL", () => {
  let server: TestServer;

  const userId = seededUserId(1, (text) => createHash("md5").update(text).digest("hex"));

  beforeAll(async () => {
    server = await startTestServer();
    await seedHomes(server.database.db, { homes: 20, appliancesPerHome: 5, openTasksPerAppliance: 3, historyPerAppliance: 12 });
  });
  afterAll(async () => {
    await server.close();
  });

  test("every statement of a dashboard view, a completion and its undo is planned once, not at every call", async () => {
    const context = { userId, timeZone: "UTC" };

    // One transaction holds one connection, so every call below runs on the connection that is asked after.
    const statements = await server.database.db.transaction(async (tx) => {
      const tasks = createTaskService({ db: tx, catalog: fixtureCatalog() });
      const [task] = await tasks.forDashboard(context);
      for (let call = 0; call < 8; call++) {
        const homeId = (await findHomeIdOfMember(tx, userId))!;
        await tasks.forDashboard(context);
        await tasks.complete(context, task!.id, {});
        await readAchievementFacts(tx, homeId);
        await tasks.uncomplete(context, task!.id);
        await findTask(tx, homeId, task!.id);
      }
      return preparedStatementsOf(tx);
    });

    expect(statements.map((statement) => statement.name)).toEqual(
      expect.arrayContaining(["achievement_facts", "complete_open_task_with_next", "home_id_of_member", "open_tasks_of_member", "task_of_home", "task_of_member", "undo_completion"]),
    );
    expect(statements.filter((statement) => statement.genericPlans === 0)).toEqual([]);
  });

  // After every completion the achievements are judged on facts from all of the home's occurrences and
  // completions, rows scattered one per heap page or nearly; migration 0007 carries the columns the facts
  // use in the home's indexes, so that PostgreSQL reads them from a few index pages.
  test("the achievements' facts are read from the home's indexes alone", async () => {
    type PlanNode = { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };
    const scans = await server.database.db.transaction(async (tx) => {
      const homeId = (await findHomeIdOfMember(tx, userId))!;
      await readAchievementFacts(tx, homeId);
      // EXPLAIN takes no parameters: the id, a uuid the database gave, is written into the text.
      expect(homeId).toMatch(/^[0-9a-f-]{36}$/);
      const result = await tx.execute(sql`explain (format json) execute achievement_facts(${sql.raw(`'${homeId}'`)})`);
      // The driver answers `{ rows }` with the plan as JSON; Drizzle's common type does not say so.
      const [{ "QUERY PLAN": [plan] }] = (result as { rows: [{ "QUERY PLAN": [{ Plan: PlanNode }] }] }).rows;
      const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
      return nodes(plan.Plan).filter((node) => node["Relation Name"] === "tasks" || node["Relation Name"] === "completions");
    });
    expect(scans.map((scan) => [scan["Relation Name"], scan["Node Type"]]).sort()).toEqual([
      ["completions", "Index Only Scan"],
      ["tasks", "Index Only Scan"],
    ]);
  });
});
