import {
  addDays,
  addMonths,
  daysBetween,
  formatCalendarDate,
  laterOf,
  parseCalendarDate,
  type CalendarDate,
} from "../dates/calendar-date.ts";
import { intervalInMonths, parseFrequency, type FrequencyInterval } from "./frequency.ts";
import { DEFAULT_HOME_CLIMATE, type HomeClimate } from "../seasons/home-location.ts";
import { homeHasSeason, seasonMonths, type Season } from "../seasons/seasons.ts";

/**
 * Server-side scheduling of a task's due date (docs/product.md §5.6–§5.8): minimum intervals for a few costly tasks,
 * a seasonal snap for long intervals, and a minimum lead time from today. All dates are calendar dates
 * in the user's time zone (see ../dates/calendar-date.ts).
 */

/** A task is recognised by the words of its catalogue id, so "water-heater-check-anode" matches "anode". */
function idWords(taskId: string): ReadonlySet<string> {
  return new Set(taskId.trim().toLowerCase().split("-"));
}

interface TaskRule<Value> {
  readonly name: string;
  readonly matches: (words: ReadonlySet<string>) => boolean;
  readonly value: Value;
}

const hasAny = (words: ReadonlySet<string>, ...candidates: string[]) => candidates.some((word) => words.has(word));

/** docs/product.md §5.6 "Minimum intervals", in months. */
export const MINIMUM_INTERVAL_RULES: readonly TaskRule<number>[] = [
  // hvac-clean-ductwork
  { name: "duct cleaning", matches: (w) => hasAny(w, "duct", "ducts", "ductwork") && hasAny(w, "clean", "cleaning"), value: 36 },
  // the water heater's check-anode task (an id of our choosing, docs/product.md §10.13)
  { name: "water-heater anode check", matches: (w) => hasAny(w, "anode"), value: 24 },
  // washer-replace-hoses
  {
    name: "washer hose replacement",
    matches: (w) => w.has("washer") && hasAny(w, "hose", "hoses") && hasAny(w, "replace", "replacement"),
    value: 48,
  },
];

/**
 * docs/product.md §5.7 "Seasonal snap": the season each seasonal task belongs to. The season's months come
 * from the home's hemisphere and climate (../seasons/seasons.ts), so one rule serves a home in Minneapolis,
 * Miami and Sydney, on the server and in local mode alike.
 */
export const SEASONAL_RULES: readonly TaskRule<Season>[] = [
  // ac-schedule-service
  { name: "AC service", matches: (w) => w.has("ac") && w.has("service"), value: "before-cooling-season" },
  // furnace-schedule-service, boiler-schedule-service
  { name: "furnace service", matches: (w) => w.has("furnace") && w.has("service"), value: "before-heating-season" },
  { name: "boiler service", matches: (w) => w.has("boiler") && w.has("service"), value: "before-heating-season" },
  // ceiling-fan-reverse
  { name: "ceiling-fan reversal", matches: (w) => w.has("ceiling") && w.has("fan") && hasAny(w, "reverse", "reversal"), value: "spring-and-autumn" },
  // ac-winterize, window-ac-store
  { name: "AC winterizing", matches: (w) => w.has("ac") && hasAny(w, "winterize", "winterizing"), value: "after-cooling-season" },
  { name: "window-AC storing", matches: (w) => w.has("ac") && w.has("store"), value: "after-cooling-season" },
  // evaporative-cooler-start-up, evaporative-cooler-winterize: the swamp cooler's season, as the AC's
  { name: "evaporative-cooler start-up", matches: (w) => w.has("evaporative") && w.has("start"), value: "before-cooling-season" },
  { name: "evaporative-cooler winterizing", matches: (w) => w.has("evaporative") && hasAny(w, "winterize", "winterizing"), value: "after-cooling-season" },
  // The catalogue's other yearly tasks that belong to a season by what they are (§5.7's "Decided"), so that
  // a spring and a fall gutter cleaning, both generated the same day, do not fall due on the same day.
  // clean-gutters-spring, apply-mulch, service-lawn-equipment
  { name: "spring gutter cleaning", matches: (w) => w.has("gutters") && w.has("spring"), value: "spring" },
  { name: "mulching", matches: (w) => w.has("mulch"), value: "spring" },
  { name: "lawn-equipment service", matches: (w) => w.has("lawn") && w.has("equipment") && w.has("service"), value: "spring" },
  // winterize-outdoor-faucets, drain-sprinkler-system: before the first hard freeze, which some homes never get
  { name: "outdoor-faucet winterizing", matches: (w) => hasAny(w, "faucet", "faucets") && hasAny(w, "winterize", "winterizing"), value: "before-first-hard-freeze" },
  { name: "sprinkler draining", matches: (w) => w.has("sprinkler") && w.has("drain"), value: "before-first-hard-freeze" },
  // turn-on-outdoor-water: after the last one, never on the lead time's date in midwinter
  { name: "outdoor water back on", matches: (w) => w.has("outdoor") && w.has("water") && w.has("on"), value: "after-last-hard-freeze" },
  // store-outdoor-furniture
  { name: "outdoor-furniture storing", matches: (w) => w.has("furniture") && w.has("store"), value: "end-of-outdoor-season" },
  // clean-gutters-fall, rake-remove-leaves: once most leaves are down
  { name: "fall gutter cleaning", matches: (w) => w.has("gutters") && hasAny(w, "fall", "autumn"), value: "autumn-after-leaves-fall" },
  { name: "leaf clearing", matches: (w) => w.has("leaves") && hasAny(w, "rake", "remove"), value: "autumn-after-leaves-fall" },
  // prepare-hurricane-*: before the storm season, only where one comes
  { name: "hurricane preparation", matches: (w) => w.has("hurricane"), value: "before-hurricane-season" },
  // clear-wildfire-buffer: before the fire season, only where one comes
  { name: "wildfire preparation", matches: (w) => w.has("wildfire"), value: "before-wildfire-season" },
];

/** Seasonal snap applies only to intervals of this many months or more. */
export const SEASONAL_SNAP_MIN_INTERVAL_MONTHS = 6;

function findRule<Value>(rules: readonly TaskRule<Value>[], taskId: string): TaskRule<Value> | undefined {
  const words = idWords(taskId);
  return rules.find((rule) => rule.matches(words));
}

/** The minimum interval in months for a catalogue task id, or undefined when none applies. */
export function minimumIntervalMonths(taskId: string): number | undefined {
  return findRule(MINIMUM_INTERVAL_RULES, taskId)?.value;
}

/** The season of a catalogue task id, or undefined when the task is not seasonal. */
export function seasonOfTask(taskId: string): Season | undefined {
  return findRule(SEASONAL_RULES, taskId)?.value;
}

/**
 * The preferred months of a catalogue task id for a home (northern mixed when it has no location), or
 * undefined when the task is not seasonal; empty when the home does not have the task's season.
 */
export function seasonalMonths(taskId: string, home: HomeClimate = DEFAULT_HOME_CLIMATE): readonly number[] | undefined {
  const season = seasonOfTask(taskId);
  return season === undefined ? undefined : seasonMonths(season, home);
}

/**
 * Whether a catalogue task belongs in a home's schedule: a seasonal task only where its season comes (no
 * faucet winterizing where nothing freezes, no hurricane shutters in Minneapolis).
 */
export function taskFitsClimate(taskId: string, home: HomeClimate = DEFAULT_HOME_CLIMATE): boolean {
  const season = seasonOfTask(taskId);
  return season === undefined || homeHasSeason(season, home);
}

/** The task's interval: its frequency, lengthened to the task's minimum interval when shorter. */
export function effectiveInterval(taskId: string, frequency: string): FrequencyInterval {
  const interval = parseFrequency(frequency);
  const minimum = minimumIntervalMonths(taskId);
  if (minimum !== undefined && intervalInMonths(interval) < minimum) return { unit: "months", months: minimum };
  return interval;
}

/**
 * docs/product.md §5.8 "Minimum lead time": 7 days for intervals of 1 month or less, 14 days up to
 * 3 months, 30 days up to 6 months, 45 days otherwise.
 */
export function minimumLeadDays(intervalMonths: number): number {
  if (intervalMonths <= 1) return 7;
  if (intervalMonths <= 3) return 14;
  if (intervalMonths <= 6) return 30;
  return 45;
}

export function addInterval(date: CalendarDate, interval: FrequencyInterval): CalendarDate {
  return interval.unit === "days" ? addDays(date, interval.days) : addMonths(date, interval.months);
}

/**
 * The done date moved on by whole intervals to the last cycle that began on or before today (docs/product.md
 * §4.11): a task done long ago, or overdue by several cycles, comes back one interval after that, in the
 * future, keeping the rhythm of the day it was done. Counted from the done date each time (never interval
 * upon interval), so a 31st stays the 31st where the month has one.
 */
export function latestCycleStart(doneOn: CalendarDate, interval: FrequencyInterval, today: CalendarDate): CalendarDate {
  const times = (count: number) =>
    interval.unit === "days" ? addDays(doneOn, interval.days * count) : addMonths(doneOn, interval.months * count);
  let cycles = 0;
  while (times(cycles + 1) <= today) cycles++;
  return times(cycles);
}

/**
 * Snaps `target` to the first day of one of `months`: the one nearest to `target` that is not before
 * `notBefore` (ties go to the earlier one). Nearest, not "next", so a service completed in May is next
 * due the coming April rather than the April after.
 */
export function snapToSeason(target: CalendarDate, months: readonly number[], notBefore: CalendarDate): CalendarDate {
  const targetYear = parseCalendarDate(target).year;
  const floorYear = parseCalendarDate(notBefore).year;
  const candidates: CalendarDate[] = [];
  for (let year = Math.min(targetYear, floorYear) - 1; year <= Math.max(targetYear, floorYear) + 1; year++) {
    for (const month of months) candidates.push(formatCalendarDate({ year, month, day: 1 }));
  }
  let best: CalendarDate | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  // Candidates are in date order, so a strict "<" keeps the earlier one on a tie.
  for (const candidate of candidates.sort().filter((date) => date >= notBefore)) {
    const distance = Math.abs(daysBetween(target, candidate));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  // The candidates span the year after notBefore, so one is always found when months is not empty.
  if (best === undefined) throw new RangeError("snapToSeason needs at least one month");
  return best;
}

export interface ScheduleInput {
  /** The catalogue task id ("ac-schedule-service"), which selects minimum intervals and seasons. */
  readonly taskId: string;
  /** The catalogue or template frequency text. */
  readonly frequency: string;
  /** Today in the user's time zone. */
  readonly today: CalendarDate;
  /** The day the task was last done, in the user's time zone; absent for a newly generated task. */
  readonly lastCompletedOn?: CalendarDate | null;
  /** Where the home is, which sets its seasons' months; a home with none keeps northern mixed months. */
  readonly home?: HomeClimate;
}

export interface ScheduledDueDate {
  readonly dueDate: CalendarDate;
  readonly intervalMonths: number;
  readonly leadDays: number;
  /** True when the seasonal snap chose the date. */
  readonly snapped: boolean;
}

/**
 * The due date the server gives a task:
 * 1. the interval is the frequency's, raised to the task's minimum interval;
 * 2. the target is the last completion plus the interval; a task never done is due "now" (today);
 * 3. the date is pushed out to at least today + the minimum lead time, so nothing new lands on the
 *    user's plate sooner than the lead time allows;
 * 4. for intervals of 6 months or more, seasonal tasks snap to the first of their season's month
 *    nearest the target (the home's months), never before today + the lead time. This holds for a
 *    task's first date too, so a spring task generated in December waits for spring.
 */
export function scheduleDueDate(input: ScheduleInput): ScheduledDueDate {
  const interval = effectiveInterval(input.taskId, input.frequency);
  const months = intervalInMonths(interval);
  const leadDays = minimumLeadDays(months);
  const earliest = addDays(input.today, leadDays);
  const target = input.lastCompletedOn ? addInterval(input.lastCompletedOn, interval) : input.today;
  const seasons = months >= SEASONAL_SNAP_MIN_INTERVAL_MONTHS ? seasonalMonths(input.taskId, input.home) : undefined;
  // A task whose season the home lacks is not planned (taskFitsClimate); one already held keeps its interval.
  if (seasons && seasons.length > 0) {
    return { dueDate: snapToSeason(target, seasons, earliest), intervalMonths: months, leadDays, snapped: true };
  }
  return { dueDate: laterOf(target, earliest), intervalMonths: months, leadDays, snapped: false };
}
