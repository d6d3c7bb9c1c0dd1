import { expect, test } from "vitest";
import { installedText, taskCountText } from "./appliance-details.ts";

const today = new Date(2026, 10, 24);

test.each([
  [null, null],
  ["2019-05-01", "Installed May 2019 · 7 years old"],
  ["2025-11-25", "Installed Nov 2025 · less than a year old"],
  ["2025-11-24", "Installed Nov 2025 · 1 year old"],
  ["2026-11-01", "Installed Nov 2026 · less than a year old"],
])("installed %s reads %s", (installDate, text) => {
  expect(installedText(installDate, today)).toBe(text);
});

test.each([
  [0, "0 tasks"],
  [1, "1 task"],
  [5, "5 tasks"],
])("%d reads %s", (count, text) => {
  expect(taskCountText(count)).toBe(text);
});
