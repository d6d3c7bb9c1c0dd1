import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { resolveApplianceId } from "@domain/appliances/identifiers.ts";
import { CATALOG_ADDITIONS_OF_0014 as CATALOG_ADDITIONS } from "@domain/catalog/additions.ts";
import { catalogTaskById, isHomeWideTask, taskIdsForAppliance } from "@domain/catalog/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { planApplianceTasks } from "@domain/scheduling/plan-appliance-tasks.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { migrationsFolder, type Database } from "./client.ts";
import { appliances, homes, tasks } from "./schema.ts";

const MIGRATION = "0014_added_catalogue_tasks_for_existing_homes.sql";

/** The migration's statements, as the migrator splits them. */
async function migrationStatements(): Promise<string[]> {
  const text = await readFile(path.join(migrationsFolder, MIGRATION), "utf8");
  return text.split("--> statement-breakpoint").map((statement) => statement.trim()).filter((statement) => statement.length > 0);
}

type Row = { readonly id: string; readonly type: string; readonly installDate: string | null };

/**
 * What the app itself would give these appliances of the added tasks, added in this order today: each its
 * own, and a task the whole home shares to the first that lists it (server/services/appliances.ts).
 */
function plannedAdditions(home: readonly Row[], today: CalendarDate): string[] {
  const held = new Set<string>();
  const lines: string[] = [];
  for (const appliance of home) {
    const kind = resolveApplianceId(appliance.type)!;
    const listed = taskIdsForAppliance(kind).filter((id) => CATALOG_ADDITIONS.includes(id) && !held.has(id));
    for (const id of listed.filter(isHomeWideTask)) held.add(id);
    for (const task of planApplianceTasks(listed.map((id) => catalogTaskById(id)!), appliance.installDate, today)) {
      lines.push([appliance.type, task.catalogTaskId, task.name, task.frequency, task.timeEstimate, task.difficulty, task.priority, task.dueDate, "open"].join(" | "));
    }
  }
  return lines.sort();
}

/*
 * Migration 0014 gives homes scheduled before the catalogue's added tasks (domain/catalog/additions.ts)
 * those their appliances list. The test server's database has every migration applied; the homes are
 * written as an older version left them, and the migration is run on them again.
 */
describe("migration 0014: a home scheduled before the added tasks gets them, and keeps its history", () => {
  let server: TestServer;
  let db: Database;
  let today: CalendarDate;
  const homeIds = new Map<string, string>();
  const rows = new Map<string, Row[]>();

  async function home(name: string, kinds: readonly (readonly [type: string, installDate: string | null])[]) {
    const [created] = await db.insert(homes).values({}).returning();
    homeIds.set(name, created!.id);
    const list: Row[] = [];
    // One insert each: the home's appliances are in the order they were added (their created_at).
    for (const [type, installDate] of kinds) {
      const [row] = await db.insert(appliances).values({ homeId: created!.id, type, name: type, installDate }).returning();
      list.push({ id: row!.id, type, installDate });
    }
    rows.set(name, list);
  }

  async function occurrence(homeName: string, type: string, catalogTaskId: string, status: "open" | "completed") {
    const appliance = rows.get(homeName)!.find((row) => row.type === type)!;
    await db.insert(tasks).values({
      homeId: homeIds.get(homeName)!,
      applianceId: appliance.id,
      applianceType: type,
      applianceName: type,
      catalogTaskId,
      name: catalogTaskId,
      frequency: "quarterly",
      timeEstimate: 10,
      difficulty: "Easy",
      dueDate: "2026-03-01",
      status,
      ...(status === "completed" && { completedAt: new Date("2026-02-20T12:00:00Z") }),
    });
  }

  async function tasksOf(homeName: string, status?: "open" | "completed") {
    const found = await db
      .select()
      .from(tasks)
      .where(sql`${tasks.homeId} = ${homeIds.get(homeName)!} ${status ? sql`and ${tasks.status} = ${status}` : sql``}`);
    return found.map((task) =>
      [task.applianceType, task.catalogTaskId, task.name, task.frequency, task.timeEstimate, task.difficulty, task.priority, task.dueDate, task.status].join(" | "),
    );
  }

  const added = async (homeName: string) => (await tasksOf(homeName)).filter((line) => CATALOG_ADDITIONS.includes(line.split(" | ")[1]!)).sort();

  beforeAll(async () => {
    server = await startTestServer();
    db = server.database.db;
    // The migration dates from the database's today.
    const result = await db.execute<{ day: string }>(sql`select current_date::text as day`);
    today = (result as { rows: { day: CalendarDate }[] }).rows[0]!.day;
    await home("gas house", [
      ["furnace", "2019-06-10"],
      ["water-heater-tank", null],
      ["electrical-panel", null],
      ["smoke-co-detectors", "2025-11-30"],
      ["refrigerator", null],
      ["washing-machine", null],
      ["boiler", null],
    ]);
    await occurrence("gas house", "furnace", "hvac-replace-filter", "completed");
    await occurrence("gas house", "furnace", "hvac-replace-filter", "open");
    await occurrence("gas house", "smoke-co-detectors", "test-smoke-co-detectors", "completed");
    await occurrence("gas house", "smoke-co-detectors", "test-smoke-co-detectors", "open");
    await home("heat pump only", [["heat-pump", null]]);
    await home("no appliances yet", []);
    await home("drill already open", [["dryer", null], ["sump-pump", null]]);
    await occurrence("drill already open", "sump-pump", "practice-fire-escape-drill", "open");

    for (const statement of await migrationStatements()) await db.execute(sql.raw(statement));
  });
  afterAll(async () => {
    await server.close();
  });

  test("each appliance gets the added tasks it lists, planned as adding it today would", async () => {
    expect(await added("gas house")).toEqual(plannedAdditions(rows.get("gas house")!, today));
  });

  test("a gas water heater home gets one vent inspection, every home the escape drill and the radon test, smoke alarms their end-of-life check", async () => {
    const byTask = (lines: string[]) => lines.map((line) => line.split(" | ").slice(0, 2).join(" "));
    const gasHouse = byTask(await added("gas house"));
    expect(gasHouse.filter((line) => line.endsWith("inspect-gas-appliance-vents"))).toEqual(["furnace inspect-gas-appliance-vents"]);
    expect(gasHouse).toEqual(
      expect.arrayContaining([
        "furnace practice-fire-escape-drill",
        "furnace test-radon",
        "smoke-co-detectors replace-alarms-end-of-life",
        "water-heater-tank water-heater-check-temperature",
        "electrical-panel test-afci-breakers",
        "refrigerator refrigerator-replace-water-filter",
      ]),
    );
    expect(byTask(await added("heat pump only")).sort()).toEqual(["heat-pump practice-fire-escape-drill", "heat-pump test-radon"]);
    expect(await added("no appliances yet")).toEqual([]);
  });

  test("keeps every occurrence the home had, done and open, as it was", async () => {
    const history = (await tasksOf("gas house")).filter((line) => !CATALOG_ADDITIONS.includes(line.split(" | ")[1]!)).sort();
    expect(history).toEqual(
      [
        "furnace | hvac-replace-filter | hvac-replace-filter | quarterly | 10 | Easy | medium | 2026-03-01 | completed",
        "furnace | hvac-replace-filter | hvac-replace-filter | quarterly | 10 | Easy | medium | 2026-03-01 | open",
        "smoke-co-detectors | test-smoke-co-detectors | test-smoke-co-detectors | quarterly | 10 | Easy | medium | 2026-03-01 | completed",
        "smoke-co-detectors | test-smoke-co-detectors | test-smoke-co-detectors | quarterly | 10 | Easy | medium | 2026-03-01 | open",
      ].sort(),
    );
  });

  test("a task the home already has open is not added again", async () => {
    const drills = (await added("drill already open")).filter((line) => line.split(" | ")[1] === "practice-fire-escape-drill");
    expect(drills.map((line) => line.split(" | ")[0])).toEqual(["sump-pump"]);
  });

  test("run again, it adds nothing", async () => {
    const before = await tasksOf("gas house");
    for (const statement of await migrationStatements()) await db.execute(sql.raw(statement));
    expect((await tasksOf("gas house")).sort()).toEqual(before.sort());
  });

  test("covers every added task, and is listed in the migrations' journal after 0013", async () => {
    const text = await readFile(path.join(migrationsFolder, MIGRATION), "utf8");
    for (const id of CATALOG_ADDITIONS) expect(text, id).toContain(`'${id}'`);
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };
    expect(journal.entries.find((entry) => entry.idx === 14)?.tag).toBe(MIGRATION.replace(/\.sql$/, ""));
  });
});
