import { describe, expect, test } from "vitest";
import { guideStepOf, OPENED_FROM_OVERVIEW, wasOpenedFromOverview, withGuideStep } from "./guide-address.ts";

describe("guideStepOf", () => {
  test("an address without a step shows the overview", () => {
    expect(guideStepOf(new URLSearchParams(""))).toBeNull();
    expect(guideStepOf(new URLSearchParams("from=dashboard"))).toBeNull();
  });

  test("reads the step as the page shows it, counted from 1", () => {
    expect(guideStepOf(new URLSearchParams("step=1"))).toBe(0);
    expect(guideStepOf(new URLSearchParams("step=3"))).toBe(2);
  });

  test("a step that is no step number opens the guide at its first step", () => {
    for (const value of ["", "0", "-2", "abc", "2.5", "1e3", " 2"]) expect(guideStepOf(new URLSearchParams({ step: value }))).toBe(0);
  });

  test("a step past any guide's end is left for the guide to bring back to its last", () => {
    expect(guideStepOf(new URLSearchParams("step=40"))).toBe(39);
    expect(guideStepOf(new URLSearchParams({ step: "9".repeat(400) }))).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("withGuideStep", () => {
  test("writes the step counted from 1 and keeps the other parameters", () => {
    expect(withGuideStep(new URLSearchParams("from=dashboard"), 1).toString()).toBe("from=dashboard&step=2");
    expect(withGuideStep(new URLSearchParams("step=2"), 2).toString()).toBe("step=3");
  });

  test("closing the guide takes the step away", () => {
    expect(withGuideStep(new URLSearchParams("step=2&from=dashboard"), null).toString()).toBe("from=dashboard");
  });
});

test("only a guide opened from the overview goes back to it when left", () => {
  expect(wasOpenedFromOverview(OPENED_FROM_OVERVIEW)).toBe(true);
  for (const state of [null, undefined, "guide", { guideOpenedFromOverview: "yes" }, { from: "/dashboard" }]) expect(wasOpenedFromOverview(state)).toBe(false);
});
