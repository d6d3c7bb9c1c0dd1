import { formatCalendarDate, parseCalendarDate, type CalendarDate } from "../dates/calendar-date.ts";
import { SERIAL_NUMBER_MESSAGES } from "../messages.ts";

/*
 * docs/product.md §2.12 ("Age from the serial number"): where the owner gives a brand and a serial number and
 * no date, the product estimates the month and year the appliance was made from the maker's serial-number
 * rule, says which rule it used, and lets the owner accept or correct it. Only rules that at least two
 * public sources state alike are encoded (decision 078).
 *
 * Each rule's sources were read again for decision 088: every rule is stated alike by at least two of them
 * (web pages that show no date carry `year: null`). Rheem and Ruud's heating and cooling rule reads the
 * week and year with or without the plant letter before them, as its two sources differ on that letter only.
 */

/** The appliances a serial rule speaks of; a maker may number its water heaters and its furnaces differently. */
export type SerialApplianceKind = "water-heater" | "heating-cooling";

/**
 * How old an appliance of a kind may plausibly be: a reading this old or older is taken as the next cycle of a
 * repeating year code, never offered. Storage water heaters last 8–12 years by the U.S. Department of Energy's
 * figure, so one past 20 is unlikely; furnaces, air conditioners and heat pumps last 15–25, so 30 is the limit.
 */
export const PLAUSIBLE_AGE_YEARS: Readonly<Record<SerialApplianceKind, number>> = {
  "water-heater": 20,
  "heating-cooling": 30,
};

/** Where a serial-number rule is written down. `year` is null for a web page that shows no date. */
export interface SerialRuleSource {
  readonly publisher: string;
  readonly title: string;
  readonly year: number | null;
  readonly url?: string;
}

/** A month of manufacture: month 1 is January. */
export interface ManufactureMonth {
  readonly year: number;
  readonly month: number;
}

export interface SerialRule {
  readonly id: string;
  /** The brands as makers write them; matching ignores case, spaces and punctuation. */
  readonly brands: readonly string[];
  readonly applianceKinds: readonly SerialApplianceKind[];
  /** The rule in words, as the product shows it beside an estimate. */
  readonly pattern: string;
  /** A serial the rule reads, for the form's hint. */
  readonly example: string;
  /**
   * Every month the serial may stand for under this rule, whatever today is: a repeating year code gives one
   * reading per cycle, and a serial that does not follow the rule gives none.
   */
  readonly readings: (serial: string) => readonly ManufactureMonth[];
  /** At least two public sources that state the rule alike. */
  readonly sources: readonly SerialRuleSource[];
}

const CALIFORNIA_PLUMBING_WATER_HEATERS: SerialRuleSource = {
  publisher: "California Plumbing San Diego",
  title: "How to determine if your water heater needs to be replaced",
  year: null,
  url: "https://californiaplumbingsd.com/how-to-determine-if-your-water-heater-needs-to-be-replaced/",
};
const BOBWEI_WATER_HEATERS: SerialRuleSource = {
  publisher: "Bob Wei",
  title: "How to read a hot water tank's date of manufacture",
  year: null,
  url: "https://bobwei.ca/cn/blog/%E5%A6%82%E4%BD%95%E6%9F%A5%E7%9C%8Bhot-water-tank%E7%83%AD%E6%B0%B4%E5%99%A8%E7%9A%84%E7%94%9F%E4%BA%A7%E6%97%A5%E6%9C%9F/",
};
const PICKHVAC = (brand: string, path: string): SerialRuleSource => ({
  publisher: "PickHVAC",
  title: `${brand} HVAC age: serial number decoding for AC, furnace and heat pump`,
  year: null,
  url: `https://www.pickhvac.com/hvac/age-serial-number/${path}/`,
});
const HAUCK_BROTHERS: SerialRuleSource = {
  publisher: "Hauck Brothers Heating & Air Conditioning",
  title: "Serial number information",
  year: null,
  url: "http://www.hauckbrothers.com/serial_number_information.html",
};

/** Month letters used by Bradford White and Lennox: A is January … M is December, I left out. */
const MONTH_LETTERS = "ABCDEFGHJKLM";

/** Bradford White's year letters, a 20-year cycle that began with A in 1984 and leaves out I, O, Q, R, U and V. */
const BRADFORD_WHITE_YEAR_LETTERS = "ABCDEFGHJKLMNPSTWXYZ";
const BRADFORD_WHITE_FIRST_CYCLE = 1984;

/**
 * The month in which a week of a year falls, taking the week's middle day (weeks count from 1 January); a
 * 53rd week whose middle day is in January of the next year stays in December.
 */
export function monthOfWeek(year: number, week: number): number {
  const middle = new Date(Date.UTC(year, 0, (week - 1) * 7 + 4));
  return middle.getUTCFullYear() > year ? 12 : middle.getUTCMonth() + 1;
}

const isWeek = (week: number) => week >= 1 && week <= 53;
const isMonth = (month: number) => month >= 1 && month <= 12;
/** A two-digit year read in both centuries it may stand for; today's date picks the one that can be. */
const bothCenturies = (twoDigitYear: number) => [1900 + twoDigitYear, 2000 + twoDigitYear];

function fromWeek(years: readonly number[], week: number): ManufactureMonth[] {
  return isWeek(week) ? years.map((year) => ({ year, month: monthOfWeek(year, week) })) : [];
}

function fromMonth(years: readonly number[], month: number): ManufactureMonth[] {
  return isMonth(month) ? years.map((year) => ({ year, month })) : [];
}

function digits(match: RegExpMatchArray | null, index: number): number {
  return Number(match?.[index]);
}

export const SERIAL_RULES: readonly SerialRule[] = [
  {
    id: "bradford-white",
    brands: ["Bradford White"],
    applianceKinds: ["water-heater"],
    pattern:
      "The first letter is the year, on a 20-year cycle without I, O, Q, R, U and V (A is 1984, 2004 or 2024); the second letter is the month, A for January to M for December without I.",
    example: "MC1234567",
    readings: (serial) => {
      const match = /^([A-Z])([A-Z])\d{5,}/.exec(serial);
      if (!match) return [];
      const yearIndex = BRADFORD_WHITE_YEAR_LETTERS.indexOf(match[1]!);
      const month = MONTH_LETTERS.indexOf(match[2]!) + 1;
      if (yearIndex < 0 || month === 0) return [];
      return [0, 20, 40].map((cycle) => ({ year: BRADFORD_WHITE_FIRST_CYCLE + cycle + yearIndex, month }));
    },
    sources: [
      { publisher: "N&N Supply (Bradford White distributor)", title: "Bradford White serial number", year: null, url: "http://nnsupply.net/bradford-serial-number/" },
      CALIFORNIA_PLUMBING_WATER_HEATERS,
      BOBWEI_WATER_HEATERS,
    ],
  },
  {
    id: "ao-smith-yyww",
    brands: ["A. O. Smith", "State", "Reliance", "American"],
    applianceKinds: ["water-heater"],
    pattern: "Since 2008, the first two digits are the year and the next two the week.",
    example: "1234A567890",
    readings: (serial) => {
      const match = /^(\d{2})(\d{2})[A-Z0-9]{5,}$/.exec(serial);
      const year = 2000 + digits(match, 1);
      return match && year >= 2008 ? fromWeek([year], digits(match, 2)) : [];
    },
    sources: [
      { publisher: "InterNACHI forum", title: "Water heater date code", year: null, url: "https://forum.nachi.org/t/water-heater-date-code/48546" },
      { publisher: "Stesso", title: "How to decode your water heater's serial number to find its age", year: null, url: "https://www.stesso.com/projects/how-to-decode-your-water-heaters-serial-number-to-find-its-age/2" },
      BOBWEI_WATER_HEATERS,
    ],
  },
  {
    id: "rheem-water-heater-mmyy",
    brands: ["Rheem", "Ruud"],
    applianceKinds: ["water-heater"],
    pattern: "After any leading letters, the first two digits are the month and the next two the year.",
    example: "Q051212345",
    readings: (serial) => {
      const match = /^[A-Z]{0,2}(\d{2})(\d{2})[A-Z0-9]{4,}$/.exec(serial);
      return match ? fromMonth(bothCenturies(digits(match, 2)), digits(match, 1)) : [];
    },
    sources: [
      CALIFORNIA_PLUMBING_WATER_HEATERS,
      { publisher: "InspectAPedia", title: "How to guess water heater age if the data tag is un-decipherable", year: null, url: "https://inspectapedia.com/plumbing/Water-Heater-Age-Guesser.php" },
      BOBWEI_WATER_HEATERS,
    ],
  },
  {
    id: "rheem-hvac-plant-wwyy",
    brands: ["Rheem", "Ruud"],
    applianceKinds: ["heating-cooling"],
    pattern: "After the plant letter where there is one, the first two digits are the week and the next two the year.",
    example: "W371212345",
    readings: (serial) => {
      const match = /^[A-Z]?(\d{2})(\d{2})\d{4,}$/.exec(serial);
      return match ? fromWeek(bothCenturies(digits(match, 2)), digits(match, 1)) : [];
    },
    sources: [
      { publisher: "Serial Decoder (Andrew Norman)", title: "Rheem & Ruud serial number decoder: how to find the age of your unit", year: 2026, url: "https://serial-decoder.com/blog/rheem-ruud-serial-number-age/" },
      { publisher: "Milestoblog", title: "What are Rheem AC model numbers for?", year: null, url: "https://fi.milestoblog.com/what-are-rheem-ac-model-numbers" },
    ],
  },
  {
    id: "carrier-wwyy",
    brands: ["Carrier", "Bryant", "Payne"],
    applianceKinds: ["heating-cooling"],
    pattern: "The first two digits are the week and the next two the year; a plant letter follows.",
    example: "4512E12345",
    readings: (serial) => {
      const match = /^(\d{2})(\d{2})[A-Z]\d{5}$/.exec(serial);
      return match ? fromWeek(bothCenturies(digits(match, 2)), digits(match, 1)) : [];
    },
    sources: [
      { publisher: "Carrier Northwest", title: "How old is my Carrier furnace?", year: null, url: "https://carriernorthwest.com/how-old-is-my-carrier-furnace/" },
      { publisher: "Inspector Handbook", title: "Carrier: HVAC age / serial decoder", year: null, url: "https://inspectorhandbook.com/hvac/carrier" },
      HAUCK_BROTHERS,
      { publisher: "HVAC Checker", title: "Payne HVAC age", year: null, url: "https://www.hvacchecker.com/payne-hvac-age" },
    ],
  },
  {
    id: "goodman-yymm",
    brands: ["Goodman"],
    applianceKinds: ["heating-cooling"],
    pattern: "The first two digits are the year and the next two the month.",
    example: "1205123456",
    readings: (serial) => {
      const match = /^(\d{2})(\d{2})\d{6}$/.exec(serial);
      return match ? fromMonth(bothCenturies(digits(match, 1)), digits(match, 2)) : [];
    },
    sources: [
      PICKHVAC("Goodman", "goodman"),
      { publisher: "Goodman parts guide, as published on documents.pub", title: "Serial number designations", year: null, url: "https://documents.pub/download/serial-number-designations-p-a-g-e-the-serial-number-is-important-to-have-when.html" },
    ],
  },
  {
    id: "trane",
    brands: ["Trane", "American Standard"],
    applianceKinds: ["heating-cooling"],
    pattern:
      "From 2010, the first two digits are the year and the next two the week; from 2002 to 2009, the first digit is the year and the next two the week.",
    example: "1234ABCDEF",
    readings: (serial) => {
      if (!/^\d{3}[A-Z0-9]{5,}$/.test(serial)) return [];
      const since2010 = /^(\d{2})(\d{2})/.exec(serial);
      const from2002 = /^([2-9])(\d{2})/.exec(serial);
      return [
        ...(since2010 && digits(since2010, 1) >= 10 ? fromWeek([2000 + digits(since2010, 1)], digits(since2010, 2)) : []),
        ...(from2002 ? fromWeek([2000 + digits(from2002, 1)], digits(from2002, 2)) : []),
      ];
    },
    sources: [
      PICKHVAC("Trane", "trane"),
      { publisher: "PickComfort", title: "Trane furnace date code guide and serial number decoding", year: null, url: "https://www.pickcomfort.com/trane-furnace-date-code-serial-number-decoding" },
      { publisher: "HI Search", title: "American Standard (2002 to present)", year: 2009, url: "http://hisearch.org/AmericanStandard.aspx" },
      { publisher: "InterNACHI forum", title: "Trane age help", year: null, url: "https://forum.nachi.org/t/trane-age-help/101907/12" },
    ],
  },
  {
    id: "lennox",
    brands: ["Lennox"],
    applianceKinds: ["heating-cooling"],
    pattern: "The first two digits are the plant, the next two the year, then a letter for the month, A for January to M for December without I.",
    example: "5812D12345",
    readings: (serial) => {
      const match = /^\d{2}(\d{2})([A-Z])\d{4,5}$/.exec(serial);
      const month = match ? MONTH_LETTERS.indexOf(match[2]!) + 1 : 0;
      return match && month > 0 ? fromMonth(bothCenturies(digits(match, 1)), month) : [];
    },
    sources: [
      { publisher: "Waypoint Inspection", title: "Lennox AC age", year: null, url: "https://waypointinspection.com/lennox-ace-age/" },
      { publisher: "Carwhere", title: "How old is my Lennox HVAC?", year: null, url: "https://www.carwhere.com/appliance-age/brand/lennox" },
      PICKHVAC("Lennox", "lennox"),
    ],
  },
];

/** The kind a serial rule speaks of for an appliance of the catalogue; undefined for one no rule speaks of. */
const SERIAL_KIND_OF_APPLIANCE: Readonly<Record<string, SerialApplianceKind>> = {
  "water-heater-tank": "water-heater",
  "water-heater-tankless": "water-heater",
  furnace: "heating-cooling",
  boiler: "heating-cooling",
  "central-ac": "heating-cooling",
  "heat-pump": "heating-cooling",
  "ductless-mini-split": "heating-cooling",
};

export function serialKindOf(applianceType: string): SerialApplianceKind | undefined {
  return SERIAL_KIND_OF_APPLIANCE[applianceType];
}

/** A brand or serial as typed, reduced to what matching compares: capitals and digits only. */
export function normaliseSerialText(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** The rules that speak of a brand (and of a kind of appliance, when known). */
export function serialRulesFor(brand: string, kind?: SerialApplianceKind): readonly SerialRule[] {
  const wanted = normaliseSerialText(brand);
  if (wanted === "") return [];
  return SERIAL_RULES.filter(
    (rule) => rule.brands.some((each) => normaliseSerialText(each) === wanted) && (kind === undefined || rule.applianceKinds.includes(kind)),
  );
}

/** Months from a month of manufacture to today's month: 0 for this month, negative for one still to come. */
function ageInMonths(reading: ManufactureMonth, today: CalendarDate): number {
  const { year, month } = parseCalendarDate(today);
  return (year - reading.year) * 12 + (month - reading.month);
}

function plausibleFor(rule: SerialRule, kind: SerialApplianceKind | undefined, reading: ManufactureMonth, today: CalendarDate): boolean {
  const age = ageInMonths(reading, today);
  const kinds = kind === undefined ? rule.applianceKinds : [kind];
  const limitYears = Math.max(...kinds.map((each) => PLAUSIBLE_AGE_YEARS[each]));
  return age >= 0 && age < limitYears * 12;
}

export type SerialEstimate =
  /** One month fits: shown as "estimated from the serial number" with the rule used. */
  | { readonly status: "estimated"; readonly made: ManufactureMonth; readonly rule: SerialRule }
  /** More than one decade fits the appliance's life: the owner chooses (newest first). */
  | { readonly status: "choose"; readonly candidates: readonly ManufactureMonth[]; readonly rule: SerialRule }
  /** The brand has rules, but the serial follows none of them (or only to a month that cannot be). */
  | { readonly status: "no-match"; readonly message: string }
  /** No rule is known for the brand. */
  | { readonly status: "unknown-brand"; readonly message: string };

/**
 * The month an appliance was made, from its brand's serial-number rule. Of the readings a rule allows, only
 * those not after today's month and younger than the kind's plausible age (PLAUSIBLE_AGE_YEARS) are kept: one is
 * the estimate, several are for the owner to choose from, none is a plain "does not match".
 */
export function estimateManufactureMonth(input: {
  readonly brand: string;
  readonly serial: string;
  readonly kind?: SerialApplianceKind;
  readonly today: CalendarDate;
}): SerialEstimate {
  const rules = serialRulesFor(input.brand, input.kind);
  if (rules.length === 0) return { status: "unknown-brand", message: SERIAL_NUMBER_MESSAGES.unknownBrand };
  const serial = normaliseSerialText(input.serial);
  for (const rule of rules) {
    const kept = rule
      .readings(serial)
      .filter((reading) => plausibleFor(rule, input.kind, reading, input.today))
      .sort((a, b) => b.year - a.year || b.month - a.month);
    const distinct = kept.filter((reading, index) => index === 0 || reading.year !== kept[index - 1]!.year || reading.month !== kept[index - 1]!.month);
    if (distinct.length === 1) return { status: "estimated", made: distinct[0]!, rule };
    if (distinct.length > 1) return { status: "choose", candidates: distinct, rule };
  }
  return { status: "no-match", message: SERIAL_NUMBER_MESSAGES.noMatch };
}

/** The first day of a month of manufacture: the date an accepted estimate stands for in scheduling. */
export function manufactureDate({ year, month }: ManufactureMonth): CalendarDate {
  return formatCalendarDate({ year, month, day: 1 });
}
