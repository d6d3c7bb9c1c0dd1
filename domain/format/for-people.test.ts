import { describe, expect, test } from "vitest";
import { CATALOG_TASKS, catalogTaskById } from "../catalog/index.ts";
import {
  asSentence,
  conventionsOfLocale,
  DAY_FIRST_CELSIUS,
  dueLabel,
  formatDay,
  formatDayOfInstant,
  formatMonthOfDay,
  formatDayWithWeekday,
  formatDays,
  formatMinutes,
  formatMoney,
  formatMonth,
  formatShortMonth,
  formatTemperatures,
  plural,
  savedOnProVisit,
  US_CONVENTIONS,
} from "./for-people.ts";
import { guideForReader } from "./guide-for-reader.ts";

describe("how the product writes for people", () => {
  test.each([
    ["This reset link is invalid or has expired", "This reset link is invalid or has expired."],
    ["Already a sentence.", "Already a sentence."],
    ["Really?", "Really?"],
    ["  Spaces around  ", "Spaces around."],
  ])("%j as a sentence → %j", (text, expected) => {
    expect(asSentence(text)).toBe(expected);
  });

  test.each([
    [0, "$0"],
    [12, "$12"],
    [12.5, "$12.50"],
    [335, "$335"],
    [1240, "$1,240"],
  ])("money %d → %s", (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  test("a saving is told beside the pro visit it avoided, which is always a typical estimate", () => {
    expect(savedOnProVisit(62, 80)).toBe("$62 on a typical $80 pro visit (estimate)");
    expect(savedOnProVisit(0, 150)).toBe("$0 on a typical $150 pro visit (estimate)");
    expect(savedOnProVisit(0, 0)).toBeNull();
    expect(savedOnProVisit(0, null)).toBeNull();
  });

  test.each([
    [0, "0 min"],
    [45, "45 min"],
    [60, "1 h"],
    [90, "1 h 30 min"],
    [135, "2 h 15 min"],
  ])("minutes %d → %s", (minutes, expected) => {
    expect(formatMinutes(minutes)).toBe(expected);
  });

  test.each([
    [0, "0 days"],
    [1, "1 day"],
    [5, "5 days"],
  ])("days %d → %s", (days, expected) => {
    expect(formatDays(days)).toBe(expected);
  });

  test("plural takes an irregular form", () => {
    expect([plural(1, "task"), plural(2, "task"), plural(2, "entry", "entries")]).toEqual(["1 task", "2 tasks", "2 entries"]);
  });

  test.each([
    [-3, "Overdue by 3 days"],
    [-1, "Overdue by 1 day"],
    [0, "Due today"],
    [1, "Due tomorrow"],
    [5, "Due in 5 days"],
  ])("dueLabel(%i) is %s", (days, label) => expect(dueLabel(days)).toBe(label));

  test("a day leaves out this year's year, and writes any other", () => {
    expect(formatDay("2026-03-12", "2026-03-02")).toBe("Mar 12");
    expect(formatDay("2027-01-03", "2026-03-02")).toBe("Jan 3, 2027");
    expect(formatDay("2025-12-31", "2026-01-01")).toBe("Dec 31, 2025");
    expect(formatDay("2026-11-24")).toBe("Nov 24, 2026");
  });

  test("a day with its weekday reads the same in every time zone", () => {
    expect(formatDayWithWeekday("2026-12-01")).toBe("Tue, Dec 1");
    expect(formatDayWithWeekday("2024-02-29")).toBe("Thu, Feb 29");
  });

  test("months", () => {
    expect(formatMonth("2026-01")).toBe("January 2026");
    expect(formatShortMonth("2026-01")).toBe("Jan");
    expect(formatShortMonth("2026-12")).toBe("Dec");
  });
});

describe("dates of instants and months of days (docs/decisions/033-dates-written-month-first.md)", () => {
  test.each([
    ["2026-03-12T15:00:00Z", "UTC", "Mar 12, 2026"],
    // The reader's day, not the server's: late evening in New York is the next day in UTC.
    ["2026-03-13T02:30:00Z", "America/New_York", "Mar 12, 2026"],
    ["2026-12-31T23:30:00Z", "Asia/Tokyo", "Jan 1, 2027"],
  ])("%s in %s is written %s, with its year", (instant, timeZone, text) => {
    expect(formatDayOfInstant(instant, timeZone)).toBe(text);
  });

  test("a day's month and year, read from its digits", () => {
    expect(formatMonthOfDay("2019-05-01")).toBe("May 2019");
    expect(formatMonthOfDay("2025-12-31")).toBe("Dec 2025");
  });
});

describe("reading conventions (docs/product.md §2.18)", () => {
  test.each([
    ["en-US", US_CONVENTIONS],
    ["en", US_CONVENTIONS],
    ["es-US", US_CONVENTIONS],
    [undefined, US_CONVENTIONS],
    ["not a locale!", US_CONVENTIONS],
    ["en-GB", DAY_FIRST_CELSIUS],
    ["en-AU", DAY_FIRST_CELSIUS],
    ["de-DE", DAY_FIRST_CELSIUS],
    ["fr", DAY_FIRST_CELSIUS],
    ["en-CA", DAY_FIRST_CELSIUS],
  ])("%s writes %o", (locale, expected) => {
    expect(conventionsOfLocale(locale)).toEqual(expected);
  });

  test("a day is written day first outside the US, with its year only when needed", () => {
    expect(formatDay("2026-03-12", "2026-01-01", DAY_FIRST_CELSIUS)).toBe("12 Mar");
    expect(formatDay("2027-03-12", "2026-01-01", DAY_FIRST_CELSIUS)).toBe("12 Mar 2027");
    expect(formatDay("2026-03-12", undefined, DAY_FIRST_CELSIUS)).toBe("12 Mar 2026");
    expect(formatDay("2026-03-12", "2026-01-01", US_CONVENTIONS)).toBe("Mar 12");
  });

  test("a paired temperature shows the reader's scale alone, a range and a difference included", () => {
    const text = "Set it to 120 °F (49 °C); turn it back 7 to 10 °F (4 to 6 °C); the freezer at 0 °F (-18 °C).";
    expect(formatTemperatures(text, "celsius")).toBe("Set it to 49\u00a0°C; turn it back 4 to 6\u00a0°C; the freezer at -18\u00a0°C.");
    expect(formatTemperatures(text, "fahrenheit")).toBe("Set it to 120\u00a0°F; turn it back 7 to 10\u00a0°F; the freezer at 0\u00a0°F.");
  });

  test("a number and its unit never part at a line's end: the space between them is non-breaking", () => {
    expect(formatTemperatures("Freezer: 0 °F (-18 °C)", "celsius")).toBe("Freezer: -18\u00a0°C");
    expect(formatTemperatures("Freezer: 0 °F (-18 °C)", "fahrenheit")).toBe("Freezer: 0\u00a0°F");
    expect(formatTemperatures("rated to 99°C", "celsius")).toBe("rated to 99\u00a0°C");
    expect(formatTemperatures("at 40 °F", "fahrenheit")).toBe("at 40\u00a0°F");
    // Formatting twice changes nothing: the non-breaking space is read as a space.
    expect(formatTemperatures(formatTemperatures("120 °F (49 °C)", "celsius"), "celsius")).toBe("49\u00a0°C");
  });

  test("a temperature in one scale alone is converted as a reading", () => {
    expect(formatTemperatures("a heat gun at 1100 °F or hotter", "celsius")).toBe("a heat gun at 593\u00a0°C or hotter");
    expect(formatTemperatures("rated to 99 °C", "fahrenheit")).toBe("rated to 210\u00a0°F");
    expect(formatTemperatures("no temperature here", "celsius")).toBe("no temperature here");
  });

  test("every temperature the catalogue's guides give in °F has its °C beside it, or reads as a temperature, not a difference", () => {
    const guide = guideForReader(catalogTaskById("refrigerator-check-temperatures")!, DAY_FIRST_CELSIUS);
    expect(guide.steps[1]!.substeps).toEqual(["Refrigerator: 4\u00a0°C or below", "Freezer: -18\u00a0°C", "Read quickly, before warm air gets in"]);
    expect(JSON.stringify(guide)).not.toContain("°F");
    for (const task of CATALOG_TASKS) expect(JSON.stringify(guideForReader(task, DAY_FIRST_CELSIUS)), task.id).not.toContain("°F");
  });
});
