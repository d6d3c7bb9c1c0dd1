import { describe, expect, test } from "vitest";
import { niceMaximum } from "./bar-chart.tsx";

describe("niceMaximum", () => {
  test.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [12, 20],
    [45, 50],
    [100, 100],
    [101, 200],
    [0.4, 0.5],
  ])("%d → %d", (value, expected) => {
    expect(niceMaximum(value)).toBeCloseTo(expected);
  });
});
