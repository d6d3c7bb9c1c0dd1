-- A window air conditioner and an outdoor grill are appliances of their own (window-ac, outdoor-grill;
-- docs/decisions/037-window-ac-and-outdoor-grill.md). Before, every central AC was given the window unit's
-- five tasks and every oven / range the outdoor grill's, whether or not the home had one. Their open
-- occurrences go; the completed ones stay, as the home's history. A home that has a window unit or a grill
-- adds it, and gets its tasks then.
DELETE FROM "tasks" WHERE "status" = 'open' AND "appliance_type" = 'central-ac' AND "catalog_task_id" IN ('window-ac-clean-filter', 'window-ac-clean-coils', 'window-ac-straighten-fins', 'window-ac-clean-fans-drain', 'window-ac-store');--> statement-breakpoint
DELETE FROM "tasks" WHERE "status" = 'open' AND "appliance_type" = 'oven-range' AND "catalog_task_id" = 'grill-clean-outdoor';
