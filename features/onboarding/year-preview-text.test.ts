import { expect, test } from "vitest";
import { yearPreviewText } from "./year-preview-text.ts";

test.each([
  [{ tasksPerYear: 31, minutesPerYear: 540 }, "31 tasks a year, about 9 hours"],
  [{ tasksPerYear: 31, minutesPerYear: 569 }, "31 tasks a year, about 9 hours"],
  [{ tasksPerYear: 1, minutesPerYear: 60 }, "1 task a year, about 1 hour"],
  [{ tasksPerYear: 2, minutesPerYear: 45 }, "2 tasks a year, about 45 minutes"],
  [{ tasksPerYear: 1, minutesPerYear: 1 }, "1 task a year, about 1 minute"],
  [{ tasksPerYear: 0, minutesPerYear: 0 }, "0 tasks a year"],
])("%j reads %j", (preview, text) => {
  expect(yearPreviewText(preview)).toBe(text);
});
