import { sql } from "drizzle-orm";
import { achievementNotificationContent, newlyEarnedAchievements } from "../../domain/progress/achievements.ts";
import { calendarDateInTimeZone } from "../../domain/dates/calendar-date.ts";
import type { Database } from "../../server/db/client.ts";
import { insertNotifications } from "../../server/db/repositories/notifications-repository.ts";
import { readAchievementFacts } from "../../server/db/repositories/progress-repository.ts";
import type { notifications } from "../../server/db/schema/maintenance.ts";
import { achievements } from "../../server/db/schema/progress.ts";
import { builtInCatalog } from "../../server/services/built-in-catalog.ts";
import { moneySavedByCatalogTask } from "../../server/services/progress.ts";

export type SeedSize = { homes: number; appliancesPerHome: number; openTasksPerAppliance: number; historyPerAppliance: number };

const applianceTypes = ["furnace", "refrigerator", "water-heater-tank", "washing-machine", "dryer", "dishwasher", "smoke-co-detectors", "sump-pump"];

/**
 * Fills a database with many homes in a few set-based statements: users, their homes, appliances, open
 * tasks spread over the coming months, and a year of completed occurrences with their completion records.
 * Ids derive from the row numbers (md5 → uuid), so the benchmark can name users without reading them back.
 */
export async function seedHomes(db: Database, size: SeedSize): Promise<void> {
  const types = applianceTypes.slice(0, size.appliancesPerHome);
  const typeList = sql.raw(types.map((type, index) => `(${index + 1}, '${type}')`).join(", "));
  await db.execute(sql`
    insert into users (id, email, name, password_hash)
    select md5('user' || g)::uuid, 'bench-' || g || '@example.com', 'Bench ' || g, 'scrypt$disabled'
    from generate_series(1, ${size.homes}) g`);
  await db.execute(sql`
    insert into homes (id, home_type, onboarding_completed_at)
    select md5('home' || g)::uuid, 'house', now() from generate_series(1, ${size.homes}) g`);
  await db.execute(sql`
    insert into home_members (home_id, user_id, role)
    select md5('home' || g)::uuid, md5('user' || g)::uuid, 'owner' from generate_series(1, ${size.homes}) g`);
  await db.execute(sql`
    insert into appliances (id, home_id, type, name, install_date)
    select md5('appliance' || g || '-' || t.n)::uuid, md5('home' || g)::uuid, t.type, initcap(replace(t.type, '-', ' ')), date '2018-01-01' + (g % 2000)
    from generate_series(1, ${size.homes}) g cross join (values ${typeList}) as t(n, type)`);
  await db.execute(sql`
    insert into tasks (home_id, appliance_id, appliance_type, appliance_name, catalog_task_id, name, frequency, time_estimate, difficulty, priority, due_date)
    select a.home_id, a.id, a.type, a.name, a.type || '-task-' || k, 'Look after the ' || a.name || ' (' || k || ')', 'monthly',
           5 + (k * 10) % 60, 'Easy', (array['high', 'medium', 'low'])[1 + k % 3], current_date + ((k * 37 + hashtext(a.id::text)) % 120 - 20)
    from appliances a cross join generate_series(1, ${size.openTasksPerAppliance}) k`);
  await db.execute(sql`
    with history as (
      insert into tasks (home_id, appliance_id, appliance_type, appliance_name, catalog_task_id, name, frequency, time_estimate, difficulty, priority, due_date, status, completed_at)
      select a.home_id, a.id, a.type, a.name, a.type || '-task-1', 'Look after the ' || a.name, 'monthly', 15, 'Easy', 'medium',
             current_date - (m * 365 / ${size.historyPerAppliance}), 'completed', now() - make_interval(days => m * 365 / ${size.historyPerAppliance})
      from appliances a cross join generate_series(1, ${size.historyPerAppliance}) m
      returning id, home_id, completed_at
    )
    insert into completions (home_id, task_id, completed_at, completed_on, time_spent_minutes)
    select home_id, id, completed_at, completed_at::date, 15 from history`);
  await unlockEarnedAchievements(db, size.homes);
  // Vacuumed as well as analysed: a database in use has been, and autovacuum would otherwise work through
  // the fresh rows during the measurements (the visibility map it sets also lets index-only scans skip the heap).
  await db.execute(sql`vacuum analyze`);
}

/**
 * Unlocks in every home the achievements its year of history has earned, with their notifications, by the
 * product's own rule on the facts the product reads: a home in use unlocked them as it went. Without them
 * the first completion in each home the bench completes tasks in would unlock five at once, in a
 * transaction of its own, and be measured doing so. The unlocks are written in a few large inserts.
 */
async function unlockEarnedAchievements(db: Database, homeCount: number): Promise<void> {
  const now = new Date();
  const today = calendarDateInTimeZone(now, "UTC");
  const catalog = builtInCatalog();
  const unlocks: (typeof achievements.$inferInsert)[] = [];
  const announcements: (typeof notifications.$inferInsert)[] = [];
  const homeIds = await db.execute(sql`select md5('home' || g)::uuid as id from generate_series(1, ${homeCount}) g`);
  // Both drivers answer `{ rows }`; Drizzle's common type does not say so. A few homes at a time:
  // PostgreSQL's pool reads them side by side, the embedded database one by one.
  const reading = (homeIds as { rows: { id: string }[] }).rows.values();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (const { id: homeId } of reading) {
        const facts = await readAchievementFacts(db, homeId);
        const earned = newlyEarnedAchievements(
          {
            completions: facts.completions.map((completion) => ({
              completedOn: completion.completedOn,
              applianceId: completion.applianceId,
              moneySaved: moneySavedByCatalogTask(catalog, completion.catalogTaskId, completion.costActual),
            })),
            applianceIds: facts.applianceIds,
            tasks: facts.dueFacts,
            guideFinished: false,
            today,
          },
          facts.unlockedIds,
        );
        for (const achievementId of earned) {
          unlocks.push({ homeId, achievementId, unlockedAt: now });
          announcements.push({ homeId, kind: "achievement", ...achievementNotificationContent(achievementId), readAt: now });
        }
      }
    }),
  );
  // PostgreSQL takes at most 65,535 parameters a statement.
  for (let start = 0; start < unlocks.length; start += 5000) await db.insert(achievements).values(unlocks.slice(start, start + 5000));
  for (let start = 0; start < announcements.length; start += 5000) await insertNotifications(db, announcements.slice(start, start + 5000));
}

/** The user and home ids `seedHomes` gave row number `n` (1-based). */
export function seededUserId(n: number, md5: (text: string) => string): string {
  const hex = md5(`user${n}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
