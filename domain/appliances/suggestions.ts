import type { HomeType } from "../entities/home.ts";
import type { ApplianceId } from "./identifiers.ts";

/**
 * The appliances onboarding ticks in advance for each home type, so a typical home is set up by
 * confirming rather than by picking from 56 kinds. A home without its own roof, gutters or yard
 * (a condo or an apartment) is not offered their upkeep; the person can still tick anything.
 */

/** What almost every home has, whatever its type. */
const EVERY_HOME: readonly ApplianceId[] = ["refrigerator", "smoke-co-detectors"];

export const SUGGESTED_APPLIANCES = {
  house: ["furnace", "central-ac", "water-heater-tank", ...EVERY_HOME, "washing-machine", "gutters-downspouts", "roof-structure"],
  townhouse: ["furnace", "central-ac", "water-heater-tank", ...EVERY_HOME, "washing-machine", "dishwasher"],
  condo: ["central-ac", ...EVERY_HOME, "dishwasher", "bathroom-exhaust-fans"],
  apartment: [...EVERY_HOME, "bathroom-exhaust-fans"],
  "mobile-home": ["furnace", "water-heater-tank", ...EVERY_HOME, "caulking-weatherstrip"],
  other: EVERY_HOME,
} as const satisfies Record<HomeType, readonly ApplianceId[]>;

/** The suggested set for a home type, in the catalogue's order of importance above. */
export function suggestedAppliancesFor(homeType: HomeType): ApplianceId[] {
  return [...SUGGESTED_APPLIANCES[homeType]];
}

/**
 * Whether a selection is still exactly what was suggested for `homeType` (order aside): then choosing
 * another home type may replace it with that type's suggestion without losing anything the person chose.
 */
export function isUntouchedSuggestion(selection: readonly string[], homeType: HomeType): boolean {
  const suggested = new Set<string>(SUGGESTED_APPLIANCES[homeType]);
  return selection.length === suggested.size && selection.every((id) => suggested.has(id));
}
