import { describe, expect, test } from "vitest";
import { warrantyEndOf, warrantyEndsSoon, warrantyStateOn, type WarrantyTerms } from "./warranty.ts";

const byLength = (startsOn: string, lengthMonths: number): WarrantyTerms => ({ startsOn, lengthMonths, endsOn: null });
const byEnd = (startsOn: string, endsOn: string): WarrantyTerms => ({ startsOn, lengthMonths: null, endsOn });

describe("warrantyEndOf", () => {
  test.each([
    ["2026-03-04", 12, "2027-03-03"],
    ["2026-01-31", 1, "2026-02-27"],
    ["2024-02-29", 12, "2025-02-27"],
    ["2026-12-01", 60, "2031-11-30"],
    ["2026-03-01", 1, "2026-03-31"],
  ])("a warranty from %s for %i months covers up to %s", (startsOn, months, coveredUntil) => {
    expect(warrantyEndOf(byLength(startsOn, months))).toBe(coveredUntil);
  });

  test("an end date given is the last day", () => {
    expect(warrantyEndOf(byEnd("2026-03-04", "2027-03-04"))).toBe("2027-03-04");
  });

  test("terms with neither are a mistake of the caller", () => {
    expect(() => warrantyEndOf({ startsOn: "2026-03-04", lengthMonths: null, endsOn: null })).toThrow();
  });
});

describe("warrantyStateOn", () => {
  const terms = byEnd("2025-03-04", "2027-03-03");
  test.each([
    ["2025-03-01", "not-started"],
    ["2025-03-04", "active"],
    ["2027-01-31", "active"],
    ["2027-02-01", "ending-soon"],
    ["2027-03-03", "ending-soon"],
    ["2027-03-04", "ended"],
  ])("on %s it is %s", (today, kind) => {
    expect(warrantyStateOn(terms, today).kind).toBe(kind);
  });

  test("ending soon counts the days left, the last day being 0", () => {
    expect(warrantyStateOn(terms, "2027-02-11")).toEqual({ kind: "ending-soon", endsOn: "2027-03-03", daysLeft: 20 });
    expect(warrantyStateOn(terms, "2027-03-03")).toEqual({ kind: "ending-soon", endsOn: "2027-03-03", daysLeft: 0 });
  });

  test("an ending is announced at most 30 days ahead, and never once it has ended", () => {
    expect(warrantyEndsSoon(terms, "2027-01-31")).toBe(false);
    expect(warrantyEndsSoon(terms, "2027-02-01")).toBe(true);
    expect(warrantyEndsSoon(terms, "2027-03-04")).toBe(false);
  });
});
