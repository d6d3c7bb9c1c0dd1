import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { migrationsFolder, type Database } from "./client.ts";
import { appliances, homes, tasks } from "./schema.ts";

const MIGRATION = "0011_window_ac_and_grill_tasks_of_their_own.sql";

/** The migration's statements, as the migrator splits them. */
async function migrationStatements(): Promise<string[]> {
  const text = await readFile(path.join(migrationsFolder, MIGRATION), "utf8");
  return text.split("--> statement-breakpoint").map((statement) => statement.trim()).filter((statement) => statement.length > 0);
}

/*
 * Migration 0011 takes the window unit's and the outdoor grill's open tasks off the central ACs and ovens
 * that were given them (docs/decisions/037-window-ac-and-outdoor-grill.md). The test server's database has
 * every migration applied; the rows are written as an older version left them, and the migration is run
 * on them again.
 */
describe("migration 0011: a window unit's and a grill's tasks leave the central AC and the oven", () => {
  let server: TestServer;
  let db: Database;
  let homeId: string;
  const applianceIds = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer();
    db = server.database.db;
    const [home] = await db.insert(homes).values({}).returning();
    homeId = home!.id;
    for (const [type, name] of [
      ["central-ac", "Central AC"],
      ["oven-range", "Oven / Range"],
      ["window-ac", "Window AC"],
      ["outdoor-grill", "Outdoor Grill"],
    ] as const) {
      const [row] = await db.insert(appliances).values({ homeId, type, name }).returning();
      applianceIds.set(type, row!.id);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  async function occurrence(type: string, catalogTaskId: string, status: "open" | "completed") {
    await db.insert(tasks).values({
      homeId,
      applianceId: applianceIds.get(type)!,
      applianceType: type,
      applianceName: type,
      catalogTaskId,
      name: catalogTaskId,
      frequency: "annually",
      timeEstimate: 20,
      difficulty: "easy",
      dueDate: "2026-06-01",
      status,
      ...(status === "completed" && { completedAt: new Date("2026-05-01T12:00:00Z") }),
    });
  }

  async function remaining() {
    const rows = await db
      .select({ type: tasks.applianceType, task: tasks.catalogTaskId, status: tasks.status })
      .from(tasks)
      .where(sql`${tasks.homeId} = ${homeId}`);
    return rows.map((row) => `${row.type} ${row.task} ${row.status}`).sort();
  }

  test("deletes only their open occurrences on central ACs and ovens; history and the other tasks stay", async () => {
    const windowTasks = ["window-ac-clean-filter", "window-ac-clean-coils", "window-ac-straighten-fins", "window-ac-clean-fans-drain", "window-ac-store"];
    for (const id of windowTasks) await occurrence("central-ac", id, "open");
    await occurrence("central-ac", "window-ac-clean-filter", "completed");
    await occurrence("central-ac", "ac-schedule-service", "open");
    await occurrence("oven-range", "grill-clean-outdoor", "open");
    await occurrence("oven-range", "grill-clean-outdoor", "completed");
    await occurrence("oven-range", "oven-clean-racks", "open");
    await occurrence("window-ac", "window-ac-clean-filter", "open");
    await occurrence("outdoor-grill", "grill-clean-outdoor", "open");

    for (const statement of await migrationStatements()) await db.execute(sql.raw(statement));

    expect(await remaining()).toEqual(
      [
        "central-ac window-ac-clean-filter completed",
        "central-ac ac-schedule-service open",
        "oven-range grill-clean-outdoor completed",
        "oven-range oven-clean-racks open",
        "window-ac window-ac-clean-filter open",
        "outdoor-grill grill-clean-outdoor open",
      ].sort(),
    );
  });

  test("is listed in the migrations' journal, after 0010", async () => {
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };
    expect(journal.entries.find((entry) => entry.idx === 11)?.tag).toBe(MIGRATION.replace(/\.sql$/, ""));
  });
});
