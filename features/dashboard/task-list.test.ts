import { describe, expect, test } from "vitest";
import { cardsToDraw } from "./task-list.tsx";
import { TASK_GROUP_TITLES, type DashboardTask, type TaskGroup, type TaskGroupId } from "@features/tasks/index.ts";

/** A group of `count` tasks; the list only reads their order, so an id stands in for each task. */
const group = (id: TaskGroupId, count: number): TaskGroup => ({
  id,
  title: TASK_GROUP_TITLES[id],
  tasks: Array.from({ length: count }, (_, index) => ({ id: `${id}-${index}` }) as DashboardTask),
});
const ids = (drawn: DashboardTask[][]) => drawn.map((tasks) => tasks.map((task) => task.id));

describe("cardsToDraw: the cards the dashboard's list draws", () => {
  const groups = [group("overdue", 3), group("this-week", 4), group("coming-up", 5), group("later", 6)];

  test("the first render draws the first cards in the list's order, across groups, up to the limit", () => {
    expect(ids(cardsToDraw(groups, false, 8))).toEqual([
      ["overdue-0", "overdue-1", "overdue-2"],
      ["this-week-0", "this-week-1", "this-week-2", "this-week-3"],
      ["coming-up-0"],
      [],
    ]);
  });

  test("then every card of every open group; the Later group's only while it is open", () => {
    expect(cardsToDraw(groups, false, Number.POSITIVE_INFINITY).map((tasks) => tasks.length)).toEqual([3, 4, 5, 0]);
    expect(cardsToDraw(groups, true, Number.POSITIVE_INFINITY).map((tasks) => tasks.length)).toEqual([3, 4, 5, 6]);
  });

  test("a closed Later group takes nothing from the limit", () => {
    expect(cardsToDraw([group("later", 4), group("coming-up", 2)], false, 3).map((tasks) => tasks.length)).toEqual([0, 2]);
  });
});
