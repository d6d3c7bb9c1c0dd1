import { expect, test } from "vitest";
import { INSTALL_DATE_MESSAGES } from "../messages.ts";
import { installDateBounds, installDateOf, installDateProblem } from "./install-date.ts";

const today = "2026-11-24";

test("an install date may be any day from 200 years back to today", () => {
  expect(installDateBounds(today)).toEqual({ min: "1826-11-24", max: today });
  expect([installDateProblem(today, today), installDateProblem("1826-11-24", today)]).toEqual([null, null]);
  expect(installDateProblem("2026-11-25", today)).toBe(INSTALL_DATE_MESSAGES.inFuture);
  expect(installDateProblem("1826-11-23", today)).toBe(INSTALL_DATE_MESSAGES.tooOld);
  expect(INSTALL_DATE_MESSAGES).toEqual({ inFuture: "The install date is in the future", tooOld: "The install date is more than 200 years ago" });
});

test("the date given is kept, else the age counted back from today, else none", () => {
  expect(installDateOf({ installDate: "2019-05-01", yearsOld: 3 }, today)).toEqual({ installDate: "2019-05-01" });
  // Years of 365.25 days (docs/product.md §9.6): two are 731 days (730.5 rounded), a day more than these two calendar years.
  expect(installDateOf({ yearsOld: 2 }, today)).toEqual({ installDate: "2024-11-23" });
  expect(installDateOf({ installDate: null, yearsOld: null }, today)).toEqual({ installDate: null });
  expect(installDateOf({}, today)).toEqual({ installDate: null });
});

test("a date that may not be kept is a problem, in the product's words", () => {
  expect(installDateOf({ installDate: "2027-01-01" }, today)).toEqual({ problem: "The install date is in the future" });
  expect(installDateOf({ installDate: "1700-01-01", yearsOld: 2 }, today)).toEqual({ problem: "The install date is more than 200 years ago" });
});
