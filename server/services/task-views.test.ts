import { describe, expect, test } from "vitest";
import { serverTaskSchema } from "@domain/entities/task.ts";
import type { TaskViewRow } from "../db/repositories/tasks-repository.ts";
import { fixtureCatalog } from "../../test-support/server/fixture-catalog.ts";
import { toServerTask } from "./task-views.ts";

const TODAY = "2026-11-22";
const catalog = fixtureCatalog();

function taskRow(overrides: Partial<TaskViewRow> = {}): TaskViewRow {
  return {
    id: "5f0c1a52-4a1e-4c55-9a41-2f6a3a8e0d11",
    applianceId: "a3c2b1d0-9e8f-4a7b-8c6d-5e4f3a2b1c0d",
    applianceType: "furnace",
    applianceName: "Furnace",
    catalogTaskId: "hvac-replace-filter",
    name: "Replace the HVAC filter",
    frequency: "monthly",
    timeEstimate: 5,
    difficulty: "Easy",
    priority: "high",
    dueDate: "2026-11-30",
    status: "open",
    completedAt: null,
    snoozeUntil: null,
    createdAt: "2026-10-01T08:00:00.000Z",
    assignee: null,
    ...overrides,
  };
}

// The server sends what toServerTask builds without parsing it: these rows cover every branch of the
// mapping, and for each the schema must accept the task and give it back unchanged (no default left to
// fill, nothing to strip or coerce).
const rows: Record<string, TaskViewRow> = {
  "an open catalogue task": taskRow(),
  "a task the catalogue no longer has": taskRow({ catalogTaskId: "retired-task", difficulty: "Moderate" }),
  "a difficulty the contract does not know": taskRow({ difficulty: "tricky" }),
  "a completed task": taskRow({ status: "completed", completedAt: "2026-11-20T17:45:12.345Z" }),
  "a snoozed overdue task": taskRow({ dueDate: "2026-11-01", snoozeUntil: "2026-11-29T00:00:00.000Z" }),
  "a custom task with no appliance": taskRow({ applianceId: null, applianceType: "custom", catalogTaskId: "custom", timeEstimate: 0, priority: "low" }),
};

describe("toServerTask", () => {
  test.each(Object.entries(rows))("%s is a server task as the contract's schema would give it back", (_, row) => {
    const task = toServerTask(row, TODAY, catalog);
    expect(serverTaskSchema.parse(task)).toStrictEqual(task);
  });

  test("fills the catalogue's costs and savings, the days until due, quick win and state", () => {
    expect(toServerTask(taskRow(), TODAY, catalog)).toMatchObject({
      applianceId: "a3c2b1d0-9e8f-4a7b-8c6d-5e4f3a2b1c0d",
      daysUntilDue: 8,
      isQuickWin: true,
      difficulty: "Easy",
      diyCost: 10,
      proCost: 120,
      masterTaskSlug: "hvac-replace-filter",
      isCompleted: false,
      createdAt: "2026-10-01T08:00:00.000Z",
    });
    expect(toServerTask(taskRow(), TODAY, catalog).savingsMessage).toMatch(/\w/);
    const custom = toServerTask(rows["a custom task with no appliance"]!, TODAY, catalog);
    expect(custom.applianceId).toBe("custom");
    expect(custom).not.toHaveProperty("diyCost");
    expect(toServerTask(rows["a difficulty the contract does not know"]!, TODAY, catalog).difficulty).toBeUndefined();
    expect(toServerTask(rows["a snoozed overdue task"]!, TODAY, catalog)).toMatchObject({ daysUntilDue: -21, snoozeUntil: "2026-11-29T00:00:00.000Z" });
    expect(toServerTask(rows["a completed task"]!, TODAY, catalog)).toMatchObject({ isCompleted: true, completedAt: "2026-11-20T17:45:12.345Z" });
  });
});
