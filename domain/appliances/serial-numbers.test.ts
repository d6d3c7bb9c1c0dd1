import { describe, expect, test } from "vitest";
import { SERIAL_NUMBER_MESSAGES } from "../messages.ts";
import { estimateManufactureMonth, manufactureDate, monthOfWeek, SERIAL_RULES, serialKindOf, serialRulesFor, type SerialApplianceKind } from "./serial-numbers.ts";

const today = "2026-12-07";

/** Each rule with three or more real-looking serials and what they read, and serials that follow no rule. */
const examples: readonly {
  rule: string;
  brand: string;
  kind: SerialApplianceKind;
  reads: readonly (readonly [serial: string, year: number, month: number])[];
  noMatch: readonly string[];
}[] = [
  {
    rule: "bradford-white",
    brand: "Bradford White",
    kind: "water-heater",
    reads: [
      ["MC1234567", 2015, 3],
      ["AB1234567", 2024, 2],
      ["ZL1234567", 2023, 11],
      ["YM7654321", 2022, 12],
      // A source's own example: K is 1993 or 2013, H is August.
      ["KH6511396", 2013, 8],
    ],
    noMatch: ["IA1234567", "MN1234567", "1234567"],
  },
  {
    rule: "ao-smith-yyww",
    brand: "A. O. Smith",
    kind: "water-heater",
    reads: [
      ["1234A567890", 2012, 8],
      ["0918A012345", 2009, 5],
      ["2201M123456", 2022, 1],
      // The InterNACHI forum's Reliance heater: week 33 of 2008.
      ["0833A032628", 2008, 8],
    ],
    noMatch: ["0518A012345", "1260A012345"],
  },
  {
    rule: "rheem-water-heater-mmyy",
    brand: "Rheem",
    kind: "water-heater",
    reads: [
      ["Q051212345", 2012, 5],
      ["RH1019A01234", 2019, 10],
      ["0823B00123", 2023, 8],
    ],
    noMatch: ["1312X12345", "Q05"],
  },
  {
    rule: "rheem-hvac-plant-wwyy",
    brand: "Ruud",
    kind: "heating-cooling",
    reads: [
      ["W371212345", 2012, 9],
      ["Y051812345", 2018, 2],
      ["M482212345", 2022, 11],
      ["W379912345", 1999, 9],
      // A source's style 3 example: plant line W, week 29 of 2010.
      ["W291013412", 2010, 7],
      // The other source's: no plant letter, the week and year first.
      ["2216123456", 2016, 5],
    ],
    noMatch: ["W601212345", "WX371212345"],
  },
  {
    rule: "carrier-wwyy",
    brand: "Carrier",
    kind: "heating-cooling",
    reads: [
      ["4512E12345", 2012, 11],
      ["0719A54321", 2019, 2],
      ["2221G00001", 2021, 5],
      // The sources' own examples: week 11 of 2004, week 52 of 2020.
      ["1104B12345", 2004, 3],
      ["5220E12345", 2020, 12],
    ],
    noMatch: ["5512E12345", "4512123456"],
  },
  {
    rule: "goodman-yymm",
    brand: "Goodman",
    kind: "heating-cooling",
    reads: [
      ["1205123456", 2012, 5],
      ["0811654321", 2008, 11],
      ["2103000001", 2021, 3],
      ["9805123456", 1998, 5],
      // A source's data plate: 1609…, September 2016.
      ["1609123456", 2016, 9],
    ],
    noMatch: ["1213123456", "12051234"],
  },
  {
    rule: "trane",
    brand: "Trane",
    kind: "heating-cooling",
    reads: [
      ["1234ABCDEF", 2012, 8],
      ["1821K12345", 2018, 5],
      ["708K12345", 2007, 2],
      ["3012ABCDEF", 2003, 1],
      // The sources' own examples: April 2008, June 2011, March 2017.
      ["81422S41G", 2008, 4],
      ["11241KADBB", 2011, 6],
      ["17103N6MF4", 2017, 3],
    ],
    noMatch: ["0512ABCDE", "9999ABCDE"],
  },
  {
    rule: "lennox",
    brand: "Lennox",
    kind: "heating-cooling",
    reads: [
      ["5812D12345", 2012, 4],
      ["1907K54321", 2007, 10],
      ["6023M00001", 2023, 12],
      // The sources' own examples: December 2021, and December 2015 with four digits after the letter.
      ["5621M99989", 2021, 12],
      ["1215M1234", 2015, 12],
    ],
    noMatch: ["5812I12345", "5812N12345"],
  },
];

describe.each(examples)("the $rule rule", ({ rule, brand, kind, reads, noMatch }) => {
  test.each(reads)("reads %s as %i-%i", (serial, year, month) => {
    const estimate = estimateManufactureMonth({ brand, serial, kind, today });
    expect(estimate).toMatchObject({ status: "estimated", made: { year, month }, rule: { id: rule } });
  });

  test.each(noMatch)("says plainly that %s matches no rule", (serial) => {
    expect(estimateManufactureMonth({ brand, serial, kind, today })).toEqual({ status: "no-match", message: SERIAL_NUMBER_MESSAGES.noMatch });
  });
});

test("every rule has examples here, reads its own example, and cites at least two publishers", () => {
  expect(new Set(examples.map((example) => example.rule))).toEqual(new Set(SERIAL_RULES.map((rule) => rule.id)));
  for (const rule of SERIAL_RULES) {
    expect(new Set(rule.sources.map((source) => source.publisher)).size, rule.id).toBeGreaterThanOrEqual(2);
    expect(rule.pattern.length, rule.id).toBeGreaterThan(20);
    const estimate = estimateManufactureMonth({ brand: rule.brands[0]!, serial: rule.example, kind: rule.applianceKinds[0]!, today });
    expect(estimate.status, rule.id).toBe("estimated");
  }
});

test("a brand is matched whatever its case, spaces and punctuation, and a maker's other brands share its rule", () => {
  expect(serialRulesFor("bradford-white").map((rule) => rule.id)).toEqual(["bradford-white"]);
  expect(serialRulesFor("AO SMITH").map((rule) => rule.id)).toEqual(["ao-smith-yyww"]);
  for (const brand of ["State", "Reliance", "American"]) expect(serialRulesFor(brand).map((rule) => rule.id)).toEqual(["ao-smith-yyww"]);
  for (const brand of ["Bryant", "Payne"]) expect(serialRulesFor(brand).map((rule) => rule.id)).toEqual(["carrier-wwyy"]);
  expect(serialRulesFor("American Standard").map((rule) => rule.id)).toEqual(["trane"]);
  expect(serialRulesFor("Rheem").map((rule) => rule.id)).toEqual(["rheem-water-heater-mmyy", "rheem-hvac-plant-wwyy"]);
  expect(serialRulesFor("Rheem", "heating-cooling").map((rule) => rule.id)).toEqual(["rheem-hvac-plant-wwyy"]);
  expect(serialRulesFor("")).toEqual([]);
});

test("a brand with no known rule says so", () => {
  expect(estimateManufactureMonth({ brand: "Whirlpool", serial: "1205123456", today })).toEqual({
    status: "unknown-brand",
    message: SERIAL_NUMBER_MESSAGES.unknownBrand,
  });
});

test("a serial is read with its spaces and dashes and in small letters", () => {
  expect(estimateManufactureMonth({ brand: "Bradford White", serial: " mc 123-4567 ", today })).toMatchObject({ made: { year: 2015, month: 3 } });
});

test("the year is the most recent one not in the future: a month still to come is a cycle earlier", () => {
  // C is 2006 or 2026: December 2026 has not begun on 30 November 2026, so the heater is from December 2006.
  expect(estimateManufactureMonth({ brand: "Bradford White", serial: "CM1234567", kind: "water-heater", today: "2026-11-30" })).toMatchObject({ made: { year: 2006, month: 12 } });
  expect(estimateManufactureMonth({ brand: "Bradford White", serial: "CM1234567", kind: "water-heater", today: "2026-12-01" })).toMatchObject({ made: { year: 2026, month: 12 } });
});

test("a reading older than the appliance's plausible life is not offered: a water heater past 20 years", () => {
  // A is 2004 or 2024: a water heater of 2004 would be 22, so 2024 alone is read, not a choice.
  expect(estimateManufactureMonth({ brand: "Bradford White", serial: "AB1234567", kind: "water-heater", today })).toMatchObject({ status: "estimated" });
  // Two-digit years: a Goodman of 1912 would be 114 years old; one of 2098 is not made yet.
  expect(estimateManufactureMonth({ brand: "Goodman", serial: "9805123456", today })).toMatchObject({ made: { year: 1998, month: 5 } });
});

test("a Trane serial that fits both numberings within a system's life asks the owner to choose, newest first", () => {
  const estimate = estimateManufactureMonth({ brand: "Trane", serial: "2104A1234X", kind: "heating-cooling", today });
  expect(estimate).toMatchObject({
    status: "choose",
    candidates: [
      { year: 2021, month: 1 },
      { year: 2002, month: 3 },
    ],
    rule: { id: "trane" },
  });
  expect(SERIAL_NUMBER_MESSAGES.chooseDecade).toMatch(/more than one year/);
});

test("weeks fall in the month of their middle day, and an accepted month stands for its first day", () => {
  expect([monthOfWeek(2012, 1), monthOfWeek(2012, 34), monthOfWeek(2021, 53)]).toEqual([1, 8, 12]);
  expect(manufactureDate({ year: 2015, month: 3 })).toBe("2015-03-01");
});

test("an appliance of the catalogue is read by the rules of its kind; one no rule speaks of by all of its brand's", () => {
  expect([serialKindOf("water-heater-tank"), serialKindOf("furnace"), serialKindOf("heat-pump"), serialKindOf("refrigerator")]).toEqual(["water-heater", "heating-cooling", "heating-cooling", undefined]);
});
