import { describe, expect, test } from "vitest";
import { monthlyTotals } from "./monthly-history.ts";

describe("monthlyTotals", () => {
  test("twelve months ending with this one, oldest first, empty months counted 0", () => {
    const totals = monthlyTotals([], "2026-11-24");
    expect(totals.map((entry) => entry.month)).toEqual([
      "2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11",
    ]);
    expect(totals.every((entry) => entry.completed === 0 && entry.moneySaved === 0)).toBe(true);
  });

  test.each([
    ["counted in its month", [{ completedOn: "2026-11-01", moneySaved: 40 }], "2026-11", 1, 40],
    ["two in one month add up", [{ completedOn: "2026-10-03", moneySaved: 10.1 }, { completedOn: "2026-10-31", moneySaved: 0.2 }], "2026-10", 2, 10.3],
    ["the window's first month", [{ completedOn: "2025-12-31", moneySaved: 5 }], "2025-12", 1, 5],
  ])("%s", (_label, completions, month, completed, moneySaved) => {
    expect(monthlyTotals(completions, "2026-11-24").find((entry) => entry.month === month)).toEqual({ month, completed, moneySaved });
  });

  test("completions before the window are left out", () => {
    const totals = monthlyTotals([{ completedOn: "2025-11-30", moneySaved: 100 }], "2026-11-24");
    expect(totals.reduce((sum, entry) => sum + entry.completed, 0)).toBe(0);
  });

  test("a shorter window on the last day of a long month", () => {
    expect(monthlyTotals([], "2026-03-31", 3).map((entry) => entry.month)).toEqual(["2026-01", "2026-02", "2026-03"]);
  });
});
