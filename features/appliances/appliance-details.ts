import { differenceInCalendarYears, format, parseISO } from "date-fns";
import { APPLIANCES, isApplianceId, applianceDisplayName, type ApplianceCategory } from "@domain/appliances/identifiers.ts";
import { matchesApplianceSearch } from "@domain/appliances/search.ts";
import type { Appliance, HomeAppliance } from "@domain/contract/index.ts";
import { formatMonthOfDay } from "@domain/format/for-people.ts";

/** Whole years from a date to today: "7 years old", "less than a year old". */
export function ageText(date: string, today: Date): string {
  const day = parseISO(date);
  const years = Math.max(0, differenceInCalendarYears(today, day) - (format(today, "MMdd") < format(day, "MMdd") ? 1 : 0));
  return years === 0 ? "less than a year old" : `${years} ${years === 1 ? "year" : "years"} old`;
}

/** "Installed May 2019 · 7 years old", or nothing when the date is unknown. */
export function installedText(installDate: string | null, today: Date): string | null {
  if (!installDate) return null;
  return `Installed ${formatMonthOfDay(installDate)} · ${ageText(installDate, today)}`;
}

/**
 * The appliance's date and age in words that say where the date came from (docs/product.md §2.12): typed,
 * an accepted estimate from the serial number, or counted back from the age picked when it was added.
 */
export function applianceDateText(appliance: Pick<Appliance, "installDate" | "installDateSource">, today: Date): string | null {
  const { installDate, installDateSource } = appliance;
  if (!installDate) return null;
  if (installDateSource === "serial") return `Made ${formatMonthOfDay(installDate)} (from the serial number) · ${ageText(installDate, today)}`;
  if (installDateSource === "age") return `About ${ageText(installDate, today)} (the age you picked)`;
  return installedText(installDate, today);
}

export function taskCountText(count: number): string {
  return `${count} ${count === 1 ? "task" : "tasks"}`;
}

/** The appliance's kind in words, and the catalogue category it is listed under. */
export function kindOf(appliance: Pick<HomeAppliance, "type">): { kind: string; category: ApplianceCategory } {
  return {
    kind: applianceDisplayName(appliance.type) ?? appliance.type,
    category: isApplianceId(appliance.type) ? APPLIANCES[appliance.type].category : "Interior Systems",
  };
}

/** Brand and model as one line, "Carrier 59SC5", or "" when neither is known. */
export function brandAndModel(appliance: Pick<Appliance, "brand" | "model">): string {
  return [appliance.brand, appliance.model].filter(Boolean).join(" ");
}

/**
 * Whether an appliance answers a search: every word typed starts a word of its name, brand, model or
 * location, or the words people use for its kind find it (domain/appliances/search.ts: "fridge", "AC").
 */
export function matchesApplianceText(appliance: Pick<HomeAppliance, "type" | "name" | "brand" | "model" | "location">, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  if (isApplianceId(appliance.type) && matchesApplianceSearch(appliance.type, query)) return true;
  const own = [appliance.name, appliance.brand, appliance.model, appliance.location]
    .filter((text): text is string => Boolean(text))
    .flatMap((text) => text.toLowerCase().split(/[\s/,.()-]+/));
  return words.every((word) => own.some((each) => each.startsWith(word)));
}
