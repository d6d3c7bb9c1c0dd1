import { describe, expect, test } from "vitest";
import { CATALOG_TASKS, catalogTaskById, taskIdsForAppliance } from "../catalog/index.ts";
import type { CatalogTask } from "../contract/catalog.ts";
import { addDays, formatCalendarDate, parseCalendarDate, type CalendarDate } from "../dates/calendar-date.ts";
import { planApplianceTasks } from "../scheduling/plan-appliance-tasks.ts";
import { SEASONAL_SNAP_MIN_INTERVAL_MONTHS, seasonOfTask, seasonalMonths } from "../scheduling/server-schedule.ts";
import { frequencyIntervalMonths } from "../scheduling/frequency.ts";
import { deriveHomeClimate } from "./derive-climate.ts";
import { CLIMATE_TYPES, DEFAULT_HOME_CLIMATE, HEMISPHERES, homeLocationSchema, roundLatitude, type HomeClimate, type HomeLocationInput } from "./home-location.ts";
import { SEASONS, describeHomeClimate, seasonMonths } from "./seasons.ts";

const TODAY = "2026-12-07";
const located = (input: HomeLocationInput): HomeClimate => deriveHomeClimate(homeLocationSchema.parse(input));
const SYDNEY = located({ countryCode: "AU", postalCode: "2000" });
const MIAMI = located({ countryCode: "US", postalCode: "33101" });
const MINNEAPOLIS = located({ countryCode: "US", postalCode: "55401" });
const PHOENIX = located({ countryCode: "US", postalCode: "85004" });

const entry = (id: string): CatalogTask => {
  const found = catalogTaskById(id);
  if (!found) throw new Error(`No catalogue entry ${id}`);
  return found;
};
const monthOf = (date: CalendarDate) => parseCalendarDate(date).month;

/** The first tasks a home with these appliances is given, by catalogue id. */
function firstDueDates(home: HomeClimate, appliances: Parameters<typeof taskIdsForAppliance>[0][], today = TODAY): Map<string, CalendarDate> {
  const planned = appliances.flatMap((appliance) => planApplianceTasks(taskIdsForAppliance(appliance).map(entry), null, today, home));
  return new Map(planned.map((task) => [task.catalogTaskId, task.dueDate]));
}

const APPLIANCES = ["central-ac", "furnace", "outdoor-faucets", "irrigation-sprinkler", "gutters-downspouts", "landscaping", "outdoor-furniture"] as const;

describe("where the home is (docs/product.md §5.7)", () => {
  test.each<[string, HomeLocationInput, HomeClimate]>([
    ["Minneapolis by ZIP code", { countryCode: "US", postalCode: "55401" }, { hemisphere: "northern", climate: "cold" }],
    ["Miami by ZIP code", { countryCode: "US", postalCode: "33101" }, { hemisphere: "northern", climate: "hot-humid" }],
    ["Phoenix by ZIP+4", { countryCode: "US", postalCode: "85001-1234" }, { hemisphere: "northern", climate: "hot-dry" }],
    ["Seattle by ZIP code", { countryCode: "US", postalCode: "98101" }, { hemisphere: "northern", climate: "marine" }],
    ["Atlanta by ZIP code", { countryCode: "US", postalCode: "30301" }, { hemisphere: "northern", climate: "mixed" }],
    ["Sydney by postcode", { countryCode: "AU", postalCode: "2000" }, { hemisphere: "southern", climate: "marine" }],
    ["Darwin by postcode", { countryCode: "AU", postalCode: "0800" }, { hemisphere: "southern", climate: "hot-humid" }],
    ["Canberra by postcode", { countryCode: "AU", postalCode: "2600" }, { hemisphere: "southern", climate: "mixed" }],
    ["New Zealand by country", { countryCode: "NZ" }, { hemisphere: "southern", climate: "marine" }],
    ["the United Kingdom by country", { countryCode: "gb", postalCode: "sw1a 1aa" }, { hemisphere: "northern", climate: "marine" }],
    ["a located home in Cape Town", { countryCode: "ZA", latitude: -33.92 }, { hemisphere: "southern", climate: "marine" }],
    ["a located home in Singapore", { countryCode: "SG", latitude: 1.35 }, { hemisphere: "northern", climate: "hot-humid" }],
    ["a located home in an unlisted southern country", { countryCode: "TV", latitude: -8.5 }, { hemisphere: "southern", climate: "hot-humid" }],
    ["a climate the homeowner chose", { countryCode: "US", postalCode: "55401", climateOverride: "marine" }, { hemisphere: "northern", climate: "marine" }],
  ])("%s", (_case, input, expected) => {
    expect(located(input)).toMatchObject(expected);
  });

  test("no location keeps the northern, mixed schedule the product always had", () => {
    expect(deriveHomeClimate(null)).toMatchObject({ ...DEFAULT_HOME_CLIMATE, source: "default" });
  });

  test.each([["US", "00000"], ["US", "123"], ["AU", "9999"], ["AU", "ABCD"]])("a postal code %s %s nobody knows is reported, and the country's climate used", (countryCode, postalCode) => {
    const derived = deriveHomeClimate(homeLocationSchema.parse({ countryCode, postalCode }));
    expect(derived.postalCodeNotFound).toBe(true);
    expect(derived.source).toBe("country");
  });

  test("a latitude is never kept finer than one decimal degree", () => {
    expect(homeLocationSchema.parse({ countryCode: "AU", latitude: -33.86785 }).latitude).toBe(-33.9);
    expect(roundLatitude(44.97775)).toBe(45);
    expect(roundLatitude(-0.04)).toBe(-0);
  });

  test.each([
    [SYDNEY, "Southern hemisphere · mild, no hard freezes"],
    [MINNEAPOLIS, "Northern hemisphere · cold winters with hard freezes"],
    [MIAMI, "Northern hemisphere · hot and humid, no hard freezes"],
  ])("reads %o as %s", (home, words) => {
    expect(describeHomeClimate(home)).toBe(words);
  });
});

describe("seasons follow the home (docs/product.md §5.7)", () => {
  test("every season's months are whole months, and southern ones lie six months from the northern (storm seasons aside)", () => {
    for (const season of SEASONS) {
      for (const climate of CLIMATE_TYPES) {
        const northern = seasonMonths(season, { hemisphere: "northern", climate });
        const southern = seasonMonths(season, { hemisphere: "southern", climate });
        expect(southern.length).toBe(northern.length);
        for (const month of [...northern, ...southern]) expect(month >= 1 && month <= 12 && Number.isInteger(month)).toBe(true);
        if (season !== "before-hurricane-season") expect(southern).toEqual(northern.map((month) => ((month + 5) % 12) + 1).sort((a, b) => a - b));
      }
    }
  });

  test("Sydney: the AC service before the cooling season falls in the southern spring, the furnace service before the southern winter", () => {
    const due = firstDueDates(SYDNEY, ["central-ac", "furnace"]);
    expect([9, 10, 11]).toContain(monthOf(due.get("ac-schedule-service")!));
    expect([2, 3, 4, 5]).toContain(monthOf(due.get("furnace-schedule-service")!));
    expect(due.get("furnace-schedule-service")! < "2027-06-01").toBe(true);
  });

  test("Miami: no freeze tasks, and the hurricane preparation before June", () => {
    const due = firstDueDates(MIAMI, [...APPLIANCES]);
    for (const freezeTask of ["winterize-outdoor-faucets", "drain-sprinkler-system", "turn-on-outdoor-water"]) expect(due.has(freezeTask)).toBe(false);
    const hurricaneTasks = CATALOG_TASKS.filter((task) => seasonOfTask(task.id) === "before-hurricane-season");
    expect(hurricaneTasks.length).toBeGreaterThan(0);
    const plannedHurricane = planApplianceTasks(hurricaneTasks, null, TODAY, MIAMI);
    expect(plannedHurricane.map((task) => task.catalogTaskId)).toEqual(hurricaneTasks.map((task) => task.id));
    for (const task of plannedHurricane) expect(task.dueDate).toBe("2027-05-01");
    // AC service earlier than up north.
    expect(due.get("ac-schedule-service")).toBe("2027-03-01");
  });

  test("Phoenix: hot and dry; the evaporative cooler starts up before the early heat and is winterized after it, and the wildfire buffer is cleared before the fire season", () => {
    expect(PHOENIX.climate).toBe("hot-dry");
    const due = firstDueDates(PHOENIX, ["evaporative-cooler", "landscaping"]);
    expect(monthOf(due.get("evaporative-cooler-start-up")!)).toBe(3);
    expect(monthOf(due.get("evaporative-cooler-winterize")!)).toBe(11);
    expect(monthOf(due.get("clear-wildfire-buffer")!)).toBe(4);
  });

  test("an evaporative cooler in the southern hemisphere starts up in its spring and is winterized in its autumn", () => {
    const perth = located({ countryCode: "AU", postalCode: "6000", climateOverride: "hot-dry" });
    const due = firstDueDates(perth, ["evaporative-cooler"]);
    expect(monthOf(due.get("evaporative-cooler-start-up")!)).toBe(9);
    expect(monthOf(due.get("evaporative-cooler-winterize")!)).toBe(5);
  });

  test("Minneapolis keeps the months the schedule always used, and gets no hurricane preparation", () => {
    for (const task of CATALOG_TASKS) {
      const season = seasonOfTask(task.id);
      if (season === undefined || season === "after-last-hard-freeze") continue;
      expect(seasonalMonths(task.id, MINNEAPOLIS), task.id).toEqual(seasonalMonths(task.id, DEFAULT_HOME_CLIMATE));
    }
    const due = firstDueDates(MINNEAPOLIS, [...APPLIANCES]);
    expect(monthOf(due.get("ac-schedule-service")!)).toBe(4);
    expect(monthOf(due.get("furnace-schedule-service")!)).toBe(9);
    expect(monthOf(due.get("winterize-outdoor-faucets")!)).toBe(10);
    expect(monthOf(due.get("clean-gutters-fall")!)).toBe(11);
    expect(monthOf(due.get("turn-on-outdoor-water")!)).toBe(5);
    expect(planApplianceTasks(CATALOG_TASKS.filter((task) => seasonOfTask(task.id) === "before-hurricane-season"), null, TODAY, MINNEAPOLIS)).toEqual([]);
  });
});

describe("a seasonal task's first date is in its season, never the lead time's date", () => {
  test("a new northern home is not told to turn the outdoor water back on on 21 January", () => {
    const due = firstDueDates(DEFAULT_HOME_CLIMATE, ["outdoor-faucets"], TODAY);
    expect(due.get("turn-on-outdoor-water")).toBe("2027-04-01");
  });

  const SEASON_WORDS = /\b(spring|autumn|fall|winter|winteri[sz]e|hurricane|cyclone|wildfire|season)\b/i;
  test("every catalogue task named for a season is scheduled by one", () => {
    const named = CATALOG_TASKS.filter((task) => SEASON_WORDS.test(`${task.id} ${task.name}`));
    expect(named.length).toBeGreaterThan(5);
    for (const task of named) expect(seasonOfTask(task.id), task.id).toBeDefined();
  });

  const seasonalTasks = CATALOG_TASKS.filter((task) => seasonOfTask(task.id) !== undefined);
  const homes: HomeClimate[] = HEMISPHERES.flatMap((hemisphere) => CLIMATE_TYPES.map((climate) => ({ hemisphere, climate })));
  // The 1st and 20th of every month of a year: every lead time crosses into every season from somewhere.
  const todays = Array.from({ length: 12 }, (_, index) => [1, 20].map((day) => formatCalendarDate({ year: 2026, month: index + 1, day }))).flat();

  test.each(seasonalTasks.map((task) => [task.id, task] as const))("%s", (_id, task) => {
    expect(frequencyIntervalMonths(task.frequency)).toBeGreaterThanOrEqual(SEASONAL_SNAP_MIN_INTERVAL_MONTHS);
    for (const home of homes) {
      const months = seasonalMonths(task.id, home) ?? [];
      for (const today of todays) {
        const planned = planApplianceTasks([task], null, today, home);
        if (months.length === 0) {
          expect(planned, `${task.id} where ${describeHomeClimate(home)}`).toEqual([]);
          continue;
        }
        const due = planned[0]!.dueDate;
        expect(parseCalendarDate(due).day, `${task.id} from ${today}`).toBe(1);
        expect(months, `${task.id} from ${today} where ${describeHomeClimate(home)}: ${due}`).toContain(monthOf(due));
        // Within the lead time and a year: a season whose first day the lead time has passed waits for next year's.
        expect(due > today && due <= addDays(today, 45 + 366)).toBe(true);
      }
    }
  });
});
