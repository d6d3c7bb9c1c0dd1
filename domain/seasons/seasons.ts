import type { ClimateType, HomeClimate } from "./home-location.ts";

/**
 * Seasons as the catalogue's seasonal tasks name them (docs/product.md §5.7): each is a window of the
 * year whose months follow from the home's hemisphere and climate. A season a climate does not have
 * (no hard freezes in Miami, no hurricanes in Minneapolis) has no months there, and its tasks are not
 * scheduled for that home.
 */
export const SEASONS = [
  "spring",
  "before-cooling-season",
  "after-cooling-season",
  "before-heating-season",
  "spring-and-autumn",
  "before-first-hard-freeze",
  "after-last-hard-freeze",
  "end-of-outdoor-season",
  "autumn-after-leaves-fall",
  "before-hurricane-season",
  "before-wildfire-season",
] as const;
export type Season = (typeof SEASONS)[number];

/** What the homeowner reads for each season. */
export const SEASON_NAMES: Readonly<Record<Season, string>> = {
  spring: "spring",
  "before-cooling-season": "before the cooling season",
  "after-cooling-season": "after the cooling season",
  "before-heating-season": "before the heating season",
  "spring-and-autumn": "spring and autumn",
  "before-first-hard-freeze": "before the first hard freeze",
  "after-last-hard-freeze": "after the last hard freeze",
  "end-of-outdoor-season": "at the end of the outdoor season",
  "autumn-after-leaves-fall": "autumn, after the leaves fall",
  "before-hurricane-season": "before hurricane season",
  "before-wildfire-season": "before the wildfire season",
};

type MonthsByClimate = Readonly<Record<ClimateType, readonly number[]>>;

/**
 * Northern-hemisphere months (1–12) whose first day each season's tasks fall due on; an empty list means
 * the climate does not have that season. Cold and mixed keep the months the product always used.
 * Hot climates cool earlier and heat later; mild marine homes rarely freeze hard and cool late.
 */
const NORTHERN_MONTHS: Readonly<Record<Season, MonthsByClimate>> = {
  spring: { cold: [4], mixed: [4], "hot-humid": [3], "hot-dry": [3], marine: [4] },
  "before-cooling-season": { cold: [4], mixed: [4], "hot-humid": [3], "hot-dry": [3], marine: [5] },
  "after-cooling-season": { cold: [10], mixed: [10], "hot-humid": [11], "hot-dry": [11], marine: [10] },
  "before-heating-season": { cold: [9], mixed: [9], "hot-humid": [10], "hot-dry": [10], marine: [9] },
  "spring-and-autumn": { cold: [4, 10], mixed: [4, 10], "hot-humid": [3, 11], "hot-dry": [3, 11], marine: [4, 10] },
  "before-first-hard-freeze": { cold: [10], mixed: [10], "hot-humid": [], "hot-dry": [], marine: [] },
  // Later where winters are long: a pipe that still freezes at night bursts just the same in April.
  "after-last-hard-freeze": { cold: [5], mixed: [4], "hot-humid": [], "hot-dry": [], marine: [] },
  // Where hurricanes come, the furniture goes in before them, not before a winter that never comes.
  "end-of-outdoor-season": { cold: [10], mixed: [10], "hot-humid": [5], "hot-dry": [11], marine: [10] },
  "autumn-after-leaves-fall": { cold: [11], mixed: [11], "hot-humid": [12], "hot-dry": [12], marine: [11] },
  // The Atlantic season opens on 1 June (NOAA); preparation is due in May.
  "before-hurricane-season": { cold: [], mixed: [], "hot-humid": [5], "hot-dry": [], marine: [] },
  "before-wildfire-season": { cold: [], mixed: [], "hot-humid": [], "hot-dry": [4], marine: [] },
};

/**
 * Southern months are the northern ones six months on, except the storm season: the Australian and
 * South Pacific cyclone season opens on 1 November (Bureau of Meteorology), so preparation is October's.
 */
const SOUTHERN_EXCEPTIONS: Partial<Record<Season, readonly number[]>> = {
  "before-hurricane-season": [10],
};

const sixMonthsOn = (month: number) => ((month + 5) % 12) + 1;

/** The months a season's tasks fall due in for a home, sorted; empty when the home has no such season. */
export function seasonMonths(season: Season, home: HomeClimate): readonly number[] {
  const northern = NORTHERN_MONTHS[season][home.climate];
  if (home.hemisphere === "northern" || northern.length === 0) return northern;
  return SOUTHERN_EXCEPTIONS[season] ?? northern.map(sixMonthsOn).sort((a, b) => a - b);
}

/** Whether a home has the season at all. */
export function homeHasSeason(season: Season, home: HomeClimate): boolean {
  return seasonMonths(season, home).length > 0;
}

/** The homeowner's words for a climate (docs/product.md §5.7). */
export const CLIMATE_NAMES: Readonly<Record<ClimateType, string>> = {
  cold: "cold winters with hard freezes",
  mixed: "mixed, with some hard freezes",
  "hot-humid": "hot and humid, no hard freezes",
  "hot-dry": "hot and dry, rare hard freezes",
  marine: "mild, no hard freezes",
};

/** "Southern hemisphere · mild, no hard freezes". */
export function describeHomeClimate(home: HomeClimate): string {
  const hemisphere = home.hemisphere === "northern" ? "Northern hemisphere" : "Southern hemisphere";
  return `${hemisphere} · ${CLIMATE_NAMES[home.climate]}`;
}
