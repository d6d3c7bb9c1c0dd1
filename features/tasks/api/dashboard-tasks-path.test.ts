import { expect, test } from "vitest";
import { routePathOf } from "@lib/http/index.ts";
import { DASHBOARD_STATS_PATH, DASHBOARD_TASKS_PATH } from "./dashboard-tasks-path.ts";

// The page's entry asks for these ahead without loading the route table; the calls build them from the
// table, and an early answer is claimed only by a call to the very same path.
test("the paths asked for ahead are the ones the dashboard's calls build", () => {
  expect(routePathOf("getDashboardTasks")).toBe(DASHBOARD_TASKS_PATH);
  expect(routePathOf("getTaskStatistics")).toBe(DASHBOARD_STATS_PATH);
});
