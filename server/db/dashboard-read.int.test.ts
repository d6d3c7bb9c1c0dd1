import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedHomes, seededUserId } from "../../bench/support/seed.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { listOpenTasksOfMember, taskViewRowOf } from "./repositories/tasks-repository.ts";
import { tasks } from "./schema.ts";
import { findHomeIdOfMember } from "./repositories/users-repository.ts";

// The dashboard's read has the database write each instant as ISO text (tasks-repository.ts); every
// other read turns Drizzle's Dates into text with toISOString. Both must give the same text for the same
// row, microseconds and all, on both databases.
describe("the dashboard's read of a home's open tasks", () => {
  let server: TestServer;
  const userId = seededUserId(1, (text) => createHash("md5").update(text).digest("hex"));

  beforeAll(async () => {
    server = await startTestServer();
    await seedHomes(server.database.db, { homes: 2, appliancesPerHome: 2, openTasksPerAppliance: 2, historyPerAppliance: 1 });
  });
  afterAll(async () => {
    await server.close();
  });

  test("gives each open task's row as a Drizzle read of it gives its view row", async () => {
    const { db } = server.database;
    const homeId = (await findHomeIdOfMember(db, userId))!;
    const [first, second] = await db.select().from(tasks).where(and(eq(tasks.homeId, homeId), eq(tasks.status, "open"))).orderBy(tasks.dueDate).limit(2);
    // Times with microseconds (which both drop), a snooze, and an open task that still carries a completion time.
    await db.execute(sql`update tasks set created_at = '2025-03-04 05:06:07.891999+00', snooze_until = '2026-12-31 23:59:59.999999+00' where id = ${first!.id}`);
    await db.execute(sql`update tasks set created_at = '2024-02-29 00:00:00+00', completed_at = '2026-01-02 03:04:05.000001+00' where id = ${second!.id}`);

    const dashboard = await listOpenTasksOfMember(db, { userId });
    const open = await db.select().from(tasks).where(and(eq(tasks.homeId, homeId), eq(tasks.status, "open")));

    expect(dashboard).toHaveLength(open.length);
    const byId = new Map(dashboard!.map((row) => [row.id, row]));
    for (const row of open) expect(byId.get(row.id)).toStrictEqual(taskViewRowOf(row, null));
    expect(byId.get(first!.id)).toMatchObject({ createdAt: "2025-03-04T05:06:07.891Z", snoozeUntil: "2026-12-31T23:59:59.999Z", completedAt: null });
    expect(byId.get(second!.id)).toMatchObject({ createdAt: "2024-02-29T00:00:00.000Z", completedAt: "2026-01-02T03:04:05.000Z" });
  });

  test("answers no rows for a user with no home, and none of a home with no open task", async () => {
    const { db } = server.database;
    expect(await listOpenTasksOfMember(db, { userId: "00000000-0000-4000-8000-000000000000" })).toBeUndefined();
    const other = seededUserId(2, (text) => createHash("md5").update(text).digest("hex"));
    await db.execute(sql`update tasks set status = 'completed' where home_id = ${(await findHomeIdOfMember(db, other))!} and status = 'open'`);
    expect(await listOpenTasksOfMember(db, { userId: other })).toEqual([]);
  });
});
