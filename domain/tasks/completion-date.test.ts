import { expect, test } from "vitest";
import { COMPLETION_DATE_MESSAGES } from "../messages.ts";
import { completionDateBounds, completionDateProblem } from "./completion-date.ts";

const today = "2026-12-07";

test("a completion may be dated any day from the day the task was added to today", () => {
  expect(completionDateBounds(today, "2026-01-15")).toEqual({ min: "2026-01-15", max: today });
  expect([completionDateProblem(today, today, "2026-01-15"), completionDateProblem("2026-01-15", today, "2026-01-15")]).toEqual([null, null]);
  expect(completionDateProblem("2026-12-04", today, "2026-01-15")).toBeNull();
});

test("a day after today is refused, as is a day before the task existed", () => {
  expect(completionDateProblem("2026-12-08", today, "2026-01-15")).toBe(COMPLETION_DATE_MESSAGES.inFuture);
  expect(completionDateProblem("2026-01-14", today, "2026-01-15")).toBe(COMPLETION_DATE_MESSAGES.beforeTask);
  expect(COMPLETION_DATE_MESSAGES.inFuture).toBe("The day it was done can't be in the future");
});

test("a task with no known start, or one added after today by a clock put back, may be done any day up to today", () => {
  expect(completionDateProblem("2001-01-01", today, null)).toBeNull();
  expect(completionDateBounds(today, "2026-12-09")).toEqual({ min: null, max: today });
  expect(completionDateProblem(today, today, "2026-12-09")).toBeNull();
});
