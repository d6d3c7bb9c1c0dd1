-- The catalogue's day-one tasks (domain/catalog/additions.ts, CATALOG_ADDITIONS_OF_0015) for homes scheduled
-- before they existed: each home's appliances get those they list, planned as adding the appliance today
-- would (planApplianceTasks): a day-one task (domain/catalog/day-one.ts) is due today. The two the whole
-- home shares (domain/catalog/home-wide.ts) go once to the first appliance, as every appliance lists them.
-- Nothing is removed or changed. A task already open is left as it is. "Today" is the database's date,
-- which may be a day off the home's own.
-- find-water-shut-off-valve: once per home, on the first of its appliances (every appliance lists it).
INSERT INTO "tasks" ("home_id", "appliance_id", "appliance_type", "appliance_name", "catalog_task_id", "name", "frequency", "time_estimate", "difficulty", "priority", "due_date")
SELECT DISTINCT ON ("a"."home_id") "a"."home_id", "a"."id", "a"."type", "a"."name", 'find-water-shut-off-valve', 'Find and label the main water shut-off valve', 'annually', 10, 'Easy', 'medium', current_date
FROM "appliances" "a"
WHERE NOT EXISTS (SELECT 1 FROM "tasks" "t" WHERE "t"."home_id" = "a"."home_id" AND "t"."catalog_task_id" = 'find-water-shut-off-valve' AND "t"."status" = 'open')
ORDER BY "a"."home_id", "a"."created_at", "a"."id";--> statement-breakpoint
-- photograph-rating-plates: once per home, on the first of its appliances (every appliance lists it).
INSERT INTO "tasks" ("home_id", "appliance_id", "appliance_type", "appliance_name", "catalog_task_id", "name", "frequency", "time_estimate", "difficulty", "priority", "due_date")
SELECT DISTINCT ON ("a"."home_id") "a"."home_id", "a"."id", "a"."type", "a"."name", 'photograph-rating-plates', 'Photograph the appliances'' rating plates', 'annually', 15, 'Easy', 'low', current_date
FROM "appliances" "a"
WHERE NOT EXISTS (SELECT 1 FROM "tasks" "t" WHERE "t"."home_id" = "a"."home_id" AND "t"."catalog_task_id" = 'photograph-rating-plates' AND "t"."status" = 'open')
ORDER BY "a"."home_id", "a"."created_at", "a"."id";--> statement-breakpoint
-- refrigerator-check-temperatures: on each appliance that lists it.
INSERT INTO "tasks" ("home_id", "appliance_id", "appliance_type", "appliance_name", "catalog_task_id", "name", "frequency", "time_estimate", "difficulty", "priority", "due_date")
SELECT "a"."home_id", "a"."id", "a"."type", "a"."name", 'refrigerator-check-temperatures', 'Check the fridge and freezer temperatures', 'quarterly', 5, 'Easy', 'medium', current_date
FROM "appliances" "a"
WHERE "a"."type" IN ('refrigerator') AND NOT EXISTS (SELECT 1 FROM "tasks" "t" WHERE "t"."appliance_id" = "a"."id" AND "t"."catalog_task_id" = 'refrigerator-check-temperatures' AND "t"."status" = 'open');
