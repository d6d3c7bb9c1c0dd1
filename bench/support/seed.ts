import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";

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
  // Vacuumed as well as analysed: a database in use has been, and autovacuum would otherwise work through
  // the fresh rows during the measurements (the visibility map it sets also lets index-only scans skip the heap).
  await db.execute(sql`vacuum analyze`);
}

/** The user and home ids `seedHomes` gave row number `n` (1-based). */
export function seededUserId(n: number, md5: (text: string) => string): string {
  const hex = md5(`user${n}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
