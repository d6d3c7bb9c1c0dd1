-- The catalogue's added tasks (domain/catalog/additions.ts) for homes scheduled before they existed: each
-- home's appliances get those they list, planned as adding the appliance today would (planApplianceTasks):
-- due an interval after the install date, or today, and never sooner than the minimum lead time. The
-- tasks the whole home shares (domain/catalog/home-wide.ts) go once to the first appliance that lists
-- them. Nothing is removed or changed: every occurrence and completion stays. A task already open is
-- left as it is. "Today" is the database's date, which may be a day off the home's own.
-- replace-alarms-end-of-life: on each appliance that lists it.
INSERT INTO "tasks" ("home_id", "appliance_id", "appliance_type", "appliance_name", "catalog_task_id", "name", "frequency", "time_estimate", "difficulty", "priority", "due_date")
SELECT "a"."home_id", "a"."id", "a"."type", "a"."name", 'replace-alarms-end-of-life', 'Replace smoke and CO alarms by their end-of-life date', 'annually', 20, 'Easy', 'high', GREATEST(COALESCE(("a"."install_date" + interval '12 months')::date, current_date), current_date + 45)
FROM "appliances" "a"
WHERE "a"."type" IN ('smoke-co-detectors') AND NOT EXISTS (SELECT 1 FROM "tasks" "t" WHERE "t"."appliance_id" = "a"."id" AND "t"."catalog_task_id" = 'replace-alarms-end-of-life' AND "t"."status" = 'open');--> statement-breakpoint
-- practice-fire-escape-drill: once per home, on the first of its appliances that lists it (every appliance does).
INSERT INTO "tasks" ("home_id", "appliance_id", "appliance_type", "appliance_name", "catalog_task_id", "name", "frequency", "time_estimate", "difficulty", "priority", "due_date")
SELECT DISTINCT ON ("a"."home_id") "a"."home_id", "a"."id", "a"."type", "a"."name", 'practice-fire-escape-drill', 'Practise the home fire escape plan', 'semi-annually', 30, 'Easy', 'high', GREATEST(COALESCE(("a"."install_date" + interval '6 months')::date, current_date), current_date + 30)
FROM "appliances" "a"
WHERE NOT EXISTS (SELECT 1 FROM "tasks" "t" WHERE "t"."home_id" = "a"."home_id" AND "t"."catalog_task_id" = 'practice-fire-escape-drill' AND "t"."status" = 'open')
ORDER BY "a"."home_id", "a"."created_at", "a"."id";--> statement-breakpoint
-- test-radon: once per home, on the first of its appliances that lists it (every appliance does).
INSERT INTO "tasks" ("home_id", "appliance_id", "appliance_type", "appliance_name", "catalog_task_id", "name", "frequency", "time_estimate", "difficulty", "priority", "due_date")
SELECT DISTINCT ON ("a"."home_id") "a"."home_id", "a"."id", "a"."type", "a"."name", 'test-radon', 'Test the home for radon', 'every 2 years', 20, 'Easy', 'high', GREATEST(COALESCE(("a"."install_date" + interval '24 months')::date, current_date), current_date + 45)
FROM "appliances" "a"
WHERE NOT EXISTS (SELECT 1 FROM "tasks" "t" WHERE "t"."home_id" = "a"."home_id" AND "t"."catalog_task_id" = 'test-radon' AND "t"."status" = 'open')
ORDER BY "a"."home_id", "a"."created_at", "a"."id";--> statement-breakpoint
-- test-afci-breakers: on each appliance that lists it.
INSERT INTO "tasks" ("home_id", "appliance_id", "appliance_type", "appliance_name", "catalog_task_id", "name", "frequency", "time_estimate", "difficulty", "priority", "due_date")
SELECT "a"."home_id", "a"."id", "a"."type", "a"."name", 'test-afci-breakers', 'Test the AFCI breakers', 'monthly', 10, 'Easy', 'medium', GREATEST(COALESCE(("a"."install_date" + interval '1 months')::date, current_date), current_date + 7)
FROM "appliances" "a"
WHERE "a"."type" IN ('electrical-panel') AND NOT EXISTS (SELECT 1 FROM "tasks" "t" WHERE "t"."appliance_id" = "a"."id" AND "t"."catalog_task_id" = 'test-afci-breakers' AND "t"."status" = 'open');--> statement-breakpoint
-- water-heater-check-temperature: on each appliance that lists it.
INSERT INTO "tasks" ("home_id", "appliance_id", "appliance_type", "appliance_name", "catalog_task_id", "name", "frequency", "time_estimate", "difficulty", "priority", "due_date")
SELECT "a"."home_id", "a"."id", "a"."type", "a"."name", 'water-heater-check-temperature', 'Check the water heater temperature', 'annually', 25, 'Easy', 'medium', GREATEST(COALESCE(("a"."install_date" + interval '12 months')::date, current_date), current_date + 45)
FROM "appliances" "a"
WHERE "a"."type" IN ('water-heater-tank') AND NOT EXISTS (SELECT 1 FROM "tasks" "t" WHERE "t"."appliance_id" = "a"."id" AND "t"."catalog_task_id" = 'water-heater-check-temperature' AND "t"."status" = 'open');--> statement-breakpoint
-- inspect-gas-appliance-vents: once per home, on the first of its appliances that lists it.
INSERT INTO "tasks" ("home_id", "appliance_id", "appliance_type", "appliance_name", "catalog_task_id", "name", "frequency", "time_estimate", "difficulty", "priority", "due_date")
SELECT DISTINCT ON ("a"."home_id") "a"."home_id", "a"."id", "a"."type", "a"."name", 'inspect-gas-appliance-vents', 'Inspect the vents of gas appliances', 'annually', 20, 'Easy', 'high', GREATEST(COALESCE(("a"."install_date" + interval '12 months')::date, current_date), current_date + 45)
FROM "appliances" "a"
WHERE "a"."type" IN ('water-heater-tank', 'water-heater-tankless', 'furnace', 'boiler') AND NOT EXISTS (SELECT 1 FROM "tasks" "t" WHERE "t"."home_id" = "a"."home_id" AND "t"."catalog_task_id" = 'inspect-gas-appliance-vents' AND "t"."status" = 'open')
ORDER BY "a"."home_id", "a"."created_at", "a"."id";--> statement-breakpoint
-- refrigerator-replace-water-filter: on each appliance that lists it.
INSERT INTO "tasks" ("home_id", "appliance_id", "appliance_type", "appliance_name", "catalog_task_id", "name", "frequency", "time_estimate", "difficulty", "priority", "due_date")
SELECT "a"."home_id", "a"."id", "a"."type", "a"."name", 'refrigerator-replace-water-filter', 'Replace the refrigerator water filter', 'semi-annually', 15, 'Easy', 'medium', GREATEST(COALESCE(("a"."install_date" + interval '6 months')::date, current_date), current_date + 30)
FROM "appliances" "a"
WHERE "a"."type" IN ('refrigerator') AND NOT EXISTS (SELECT 1 FROM "tasks" "t" WHERE "t"."appliance_id" = "a"."id" AND "t"."catalog_task_id" = 'refrigerator-replace-water-filter' AND "t"."status" = 'open');--> statement-breakpoint
-- well-test-water: on each appliance that lists it.
INSERT INTO "tasks" ("home_id", "appliance_id", "appliance_type", "appliance_name", "catalog_task_id", "name", "frequency", "time_estimate", "difficulty", "priority", "due_date")
SELECT "a"."home_id", "a"."id", "a"."type", "a"."name", 'well-test-water', 'Have the well water tested', 'annually', 30, 'Easy', 'medium', GREATEST(COALESCE(("a"."install_date" + interval '12 months')::date, current_date), current_date + 45)
FROM "appliances" "a"
WHERE "a"."type" IN ('private-well') AND NOT EXISTS (SELECT 1 FROM "tasks" "t" WHERE "t"."appliance_id" = "a"."id" AND "t"."catalog_task_id" = 'well-test-water' AND "t"."status" = 'open');--> statement-breakpoint
-- well-inspect-wellhead: on each appliance that lists it.
INSERT INTO "tasks" ("home_id", "appliance_id", "appliance_type", "appliance_name", "catalog_task_id", "name", "frequency", "time_estimate", "difficulty", "priority", "due_date")
SELECT "a"."home_id", "a"."id", "a"."type", "a"."name", 'well-inspect-wellhead', 'Inspect the wellhead', 'annually', 15, 'Easy', 'medium', GREATEST(COALESCE(("a"."install_date" + interval '12 months')::date, current_date), current_date + 45)
FROM "appliances" "a"
WHERE "a"."type" IN ('private-well') AND NOT EXISTS (SELECT 1 FROM "tasks" "t" WHERE "t"."appliance_id" = "a"."id" AND "t"."catalog_task_id" = 'well-inspect-wellhead' AND "t"."status" = 'open');
