import { describe, expect, test } from "vitest";
import { generateLocalTasks } from "../../lib/local-mode/local-task-generation.ts";
import { appliancesForTaskCount } from "./homeowner.ts";

/** How many tasks a first schedule of these appliances holds, as a home is scheduled (here by local mode's rules, the server's). */
function scheduledTaskCount(appliances: readonly string[]): number {
  const today = "2026-12-01";
  return generateLocalTasks({ selectedAppliances: [...appliances], applianceAges: [] }, [], { now: new Date(`${today}T12:00:00Z`), today }).created.length;
}

describe("appliancesForTaskCount", () => {
  test.each([5, 12, 30])("chooses appliances whose first schedule holds exactly %i tasks", (tasks) => {
    const chosen = appliancesForTaskCount(tasks);
    expect(new Set(chosen).size).toBe(chosen.length);
    expect(scheduledTaskCount(chosen)).toBe(tasks);
  });

  test("says so when the catalogue cannot give that many", () => {
    expect(() => appliancesForTaskCount(100_000)).toThrow(/No set of appliances gives exactly 100000 tasks/);
  });
});
