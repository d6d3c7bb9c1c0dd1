import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { resolveApplianceId } from "@domain/appliances/identifiers.ts";
import { CATALOG_ADDITIONS_OF_0016 } from "@domain/catalog/additions.ts";
import { catalogTaskById, isHomeWideTask, taskIdsForAppliance } from "@domain/catalog/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { planApplianceTasks } from "@domain/scheduling/plan-appliance-tasks.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { migrationsFolder, type Database } from "./client.ts";
import { appliances, homes, tasks } from "./schema.ts";

const MIGRATION = "0016_day_one_catalogue_tasks_for_existing_homes.sql";

async function migrationStatements(): Promise<string[]> {
  const text = await readFile(path.join(migrationsFolder, MIGRATION), "utf8");
  return text.split("--> statement-breakpoint").map((statement) => statement.trim()).filter((statement) => statement.length > 0);
}

type Row = { readonly type: string; readonly installDate: string | null };

/** What adding these appliances today would give of the day-one additions (server/services/appliances.ts). */
function planned(home: readonly Row[], today: CalendarDate): string[] {
  const held = new Set<string>();
  const lines: string[] = [];
  for (const appliance of home) {
    const listed = taskIdsForAppliance(resolveApplianceId(appliance.type)!).filter((id) => CATALOG_ADDITIONS_OF_0016.includes(id) && !held.has(id));
    for (const id of listed.filter(isHomeWideTask)) held.add(id);
    for (const task of planApplianceTasks(listed.map((id) => catalogTaskById(id)!), appliance.installDate, today)) {
      lines.push([appliance.type, task.catalogTaskId, task.name, task.frequency, task.timeEstimate, task.difficulty, task.priority, task.dueDate].join(" | "));
    }
  }
  return lines.sort();
}

describe("migration 0016: a home scheduled before the day-one tasks gets them, due today", () => {
  let server: TestServer;
  let db: Database;
  let today: CalendarDate;
  const homeIds = new Map<string, string>();
  const rows = new Map<string, readonly Row[]>();

  async function home(name: string, kinds: readonly Row[]) {
    const [created] = await db.insert(homes).values({}).returning();
    homeIds.set(name, created!.id);
    for (const { type, installDate } of kinds) await db.insert(appliances).values({ homeId: created!.id, type, name: type, installDate });
    rows.set(name, kinds);
  }

  async function added(name: string) {
    const found = await db.select().from(tasks).where(sql`${tasks.homeId} = ${homeIds.get(name)!}`);
    return found
      .filter((task) => CATALOG_ADDITIONS_OF_0016.includes(task.catalogTaskId ?? ""))
      .map((task) => [task.applianceType, task.catalogTaskId, task.name, task.frequency, task.timeEstimate, task.difficulty, task.priority, task.dueDate].join(" | "))
      .sort();
  }

  beforeAll(async () => {
    server = await startTestServer();
    db = server.database.db;
    const result = await db.execute<{ day: string }>(sql`select current_date::text as day`);
    today = (result as { rows: { day: CalendarDate }[] }).rows[0]!.day;
    await home("kitchen", [
      { type: "furnace", installDate: "2019-06-10" },
      { type: "refrigerator", installDate: null },
      { type: "smoke-co-detectors", installDate: "2025-11-30" },
    ]);
    await home("no appliances yet", []);
    for (const statement of await migrationStatements()) await db.execute(sql.raw(statement));
  });
  afterAll(async () => {
    await server.close();
  });

  test("each home gets the day-one tasks its appliances list, as adding them today would: due today, shared ones once", async () => {
    const lines = await added("kitchen");
    expect(lines).toEqual(planned(rows.get("kitchen")!, today));
    expect(lines.map((line) => line.split(" | ").slice(0, 2).join(" ")).sort()).toEqual(
      ["furnace find-water-shut-off-valve", "furnace photograph-rating-plates", "refrigerator refrigerator-check-temperatures"].sort(),
    );
    expect(await added("no appliances yet")).toEqual([]);
  });

  test("run again, it adds nothing; it covers every day-one addition and follows the migration before it in the journal", async () => {
    const before = await added("kitchen");
    for (const statement of await migrationStatements()) await db.execute(sql.raw(statement));
    expect(await added("kitchen")).toEqual(before);
    const text = await readFile(path.join(migrationsFolder, MIGRATION), "utf8");
    for (const id of CATALOG_ADDITIONS_OF_0016) expect(text, id).toContain(`'${id}'`);
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { idx: number; tag: string; when: number }[] };
    const entry = journal.entries.find((item) => item.tag === MIGRATION.replace(/\.sql$/, ""))!;
    const previous = journal.entries.find((item) => item.idx === entry.idx - 1)!;
    expect(entry.idx).toBe(16);
    // The migrator runs only what is newer than the last migration it ran.
    expect(entry.when).toBeGreaterThan(previous.when);
  });
});
