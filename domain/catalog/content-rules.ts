import type { CatalogTask } from "../contract/catalog.ts";

/**
 * Rules on what an entry may state, held by catalog.test.ts over every entry (domain/catalog/README.md,
 * "Sources").
 */

/** Emergency and dig-safe numbers are instructions, not figures that need a source. */
const PHONE_NUMBERS = /\b(?:911|811)\b/g;

/** A number or a percentage: a statistic, an interval, a measurement or a year the text relies on. */
export function statesAFigure(text: string): boolean {
  return /\d|%|\bper ?cent\b/i.test(text.replace(PHONE_NUMBERS, ""));
}

/** The texts that state why and how safely: the description, the safety warnings and each step's warning. */
export function claimTexts(task: Pick<CatalogTask, "description" | "safetyWarnings" | "steps">): readonly string[] {
  return [task.description, ...task.safetyWarnings, ...task.steps.flatMap((step) => (step.warning ? [step.warning] : []))];
}

/** Every text of an entry a homeowner reads. */
export function allTexts(task: CatalogTask): readonly string[] {
  return [
    task.name,
    ...claimTexts(task),
    ...task.requiredTools,
    ...task.steps.flatMap((step) => [step.title, step.description, ...step.substeps]),
    ...(task.parts ?? []).flatMap((part) => [part.name, part.howToFind]),
  ];
}

const TEN_YEARS = /\b(?:ten|10)[ -]years?\b/i;
const CARBON_MONOXIDE = /\b(?:CO|carbon monoxide|combination)\b/i;
const SHORTER_CO_LIFE = /\b(?:7|seven)\b|replace-by date|date on (?:its|the) (?:back )?label/i;

/**
 * Carbon monoxide and combination alarms wear out sooner than smoke alarms (makers rate them 5 to 10
 * years by model, commonly 7), so a clause may give ten years only for smoke alarms or a sealed
 * battery, and a clause naming CO alarms beside ten years must also give their own, shorter date.
 */
export function saysTenYearsForCarbonMonoxide(text: string): boolean {
  return text
    .split(/[.;]\s*/)
    .filter((clause) => TEN_YEARS.test(clause) && /\balarms?\b/i.test(clause) && !/\b(?:ten|10)[ -]year batter/i.test(clause))
    .some((clause) => !/\bsmoke alarms?\b/i.test(clause) || (CARBON_MONOXIDE.test(clause) && !SHORTER_CO_LIFE.test(clause)));
}
