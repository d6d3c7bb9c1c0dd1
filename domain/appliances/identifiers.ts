import { z } from "zod";

/**
 * The appliance identifier catalogue (docs/product.md §10.7): the kebab-case ids a home's appliances and
 * systems are known by, each with its display name and catalogue category.
 *
 * The list names 52 identifiers under a stated count of 48; every listed name is kept, because data written
 * by earlier versions may hold any of them. Six are added (docs/product.md §10.7): two for later-part tasks
 * that had no appliance, two so that a window unit's and an outdoor grill's tasks go only to homes that
 * have one (docs/decisions/037-window-ac-and-outdoor-grill.md), a private well for its water test, and an
 * evaporative cooler for its seasonal start-up and winterizing.
 */

/** The catalogue categories (docs/product.md §10.5), first part then later part. */
export const APPLIANCE_CATEGORIES = [
  "Kitchen Appliances",
  "Climate Control Systems",
  "Utilities Appliances",
  "Safety Systems",
  "Plumbing Systems",
  "Electrical Systems",
  "Garage Systems",
  "Foundation Systems",
  "Ventilation Systems",
  "Building Envelope Systems",
  "Roof/Attic Systems",
  "Exterior Systems",
  "Outdoor Systems",
  "Fireplace Systems",
  "Interior Systems",
  "Septic Systems",
  "Documentation/Administrative",
  "Solar Systems",
  "Technology/Smart Home Systems",
  "Security Systems",
] as const;
export type ApplianceCategory = (typeof APPLIANCE_CATEGORIES)[number];
export const applianceCategorySchema = z.enum(APPLIANCE_CATEGORIES);

/** The ids in the order docs/product.md §10.7 lists them, then the five added to them. */
export const APPLIANCE_IDS = [
  "water-heater-tank",
  "water-heater-tankless",
  "central-ac",
  "heat-pump",
  "furnace",
  "boiler",
  "ductless-mini-split",
  "refrigerator",
  "dishwasher",
  "oven-range",
  "microwave",
  "garbage-disposal",
  "washing-machine",
  "dryer",
  "water-softener",
  "sump-pump",
  "drains-sinks",
  "faucets-aerators",
  "outdoor-faucets",
  "toilets",
  "smoke-co-detectors",
  "fire-extinguishers",
  "gfci-outlets",
  "electrical-panel",
  "backup-generator",
  "surge-protectors",
  "electrical-general",
  "garage-door-opener",
  "foundation-structure",
  "window-wells",
  "termite-pest-control",
  "bathroom-exhaust-fans",
  "caulking-weatherstrip",
  "gaps-cracks-seals",
  "window-screens",
  "gutters-downspouts",
  "roof-structure",
  "attic",
  "siding-exterior",
  "driveway",
  "paint-sealing",
  "exterior-windows",
  "lawn-equipment",
  "deck-patio",
  "outdoor-furniture",
  "irrigation-sprinkler",
  "landscaping",
  "chimney",
  "carpets-floors",
  "septic-tank-system",
  "home-inventory",
  "smart-home-system",
  // Added for the later-part catalogue tasks (clean-solar-panels; backup-security-footage and
  // test-security-alarm), which have no appliance of their own in the list; see
  // domain/catalog/README.md.
  "solar-panels",
  "security-system",
  // Added so that the first part's window AC tasks (window-ac-*) and outdoor grill task
  // (grill-clean-outdoor) go to homes that have one, not to every central AC and every oven; see
  // docs/decisions/037-window-ac-and-outdoor-grill.md.
  "window-ac",
  "outdoor-grill",
  // Added so that a home on a private well gets the well's yearly water test and wellhead inspection; see
  // domain/catalog/README.md.
  "private-well",
  // Added so that a home cooled by an evaporative ("swamp") cooler, as many hot, dry homes are, gets its
  // start-up and winterizing (docs/product.md §5.7); see domain/catalog/README.md.
  "evaporative-cooler",
] as const;
export type ApplianceId = (typeof APPLIANCE_IDS)[number];
export const applianceIdSchema = z.enum(APPLIANCE_IDS);

export interface ApplianceDefinition {
  readonly id: ApplianceId;
  readonly displayName: string;
  readonly category: ApplianceCategory;
}

/** Display name and category of every id; `satisfies` makes a missing or extra id a type error. */
export const APPLIANCES = {
  "water-heater-tank": { displayName: "Water Heater (Tank)", category: "Utilities Appliances" },
  "water-heater-tankless": { displayName: "Tankless Water Heater", category: "Utilities Appliances" },
  "central-ac": { displayName: "Central AC", category: "Climate Control Systems" },
  "heat-pump": { displayName: "Heat Pump", category: "Climate Control Systems" },
  furnace: { displayName: "Furnace", category: "Climate Control Systems" },
  boiler: { displayName: "Boiler", category: "Climate Control Systems" },
  "ductless-mini-split": { displayName: "Ductless Mini-Split", category: "Climate Control Systems" },
  refrigerator: { displayName: "Refrigerator", category: "Kitchen Appliances" },
  dishwasher: { displayName: "Dishwasher", category: "Kitchen Appliances" },
  "oven-range": { displayName: "Oven / Range", category: "Kitchen Appliances" },
  microwave: { displayName: "Microwave", category: "Kitchen Appliances" },
  "garbage-disposal": { displayName: "Garbage Disposal", category: "Kitchen Appliances" },
  "washing-machine": { displayName: "Washing Machine", category: "Utilities Appliances" },
  dryer: { displayName: "Dryer", category: "Utilities Appliances" },
  "water-softener": { displayName: "Water Softener", category: "Plumbing Systems" },
  "sump-pump": { displayName: "Sump Pump", category: "Plumbing Systems" },
  "drains-sinks": { displayName: "Drains & Sinks", category: "Plumbing Systems" },
  "faucets-aerators": { displayName: "Faucets & Aerators", category: "Plumbing Systems" },
  "outdoor-faucets": { displayName: "Outdoor Faucets", category: "Plumbing Systems" },
  toilets: { displayName: "Toilets", category: "Plumbing Systems" },
  "smoke-co-detectors": { displayName: "Smoke & CO Detectors", category: "Safety Systems" },
  "fire-extinguishers": { displayName: "Fire Extinguishers", category: "Safety Systems" },
  "gfci-outlets": { displayName: "GFCI Outlets", category: "Electrical Systems" },
  "electrical-panel": { displayName: "Electrical Panel", category: "Electrical Systems" },
  "backup-generator": { displayName: "Backup Generator", category: "Electrical Systems" },
  "surge-protectors": { displayName: "Surge Protectors", category: "Electrical Systems" },
  "electrical-general": { displayName: "Electrical Cords & Wiring", category: "Electrical Systems" },
  "garage-door-opener": { displayName: "Garage Door Opener", category: "Garage Systems" },
  "foundation-structure": { displayName: "Foundation & Structure", category: "Foundation Systems" },
  "window-wells": { displayName: "Window Wells", category: "Foundation Systems" },
  "termite-pest-control": { displayName: "Termite & Pest Control", category: "Foundation Systems" },
  "bathroom-exhaust-fans": { displayName: "Bathroom Exhaust Fans", category: "Ventilation Systems" },
  "caulking-weatherstrip": { displayName: "Caulking & Weatherstripping", category: "Building Envelope Systems" },
  "gaps-cracks-seals": { displayName: "Gaps, Cracks & Seals", category: "Building Envelope Systems" },
  "window-screens": { displayName: "Window Screens", category: "Building Envelope Systems" },
  "gutters-downspouts": { displayName: "Gutters & Downspouts", category: "Roof/Attic Systems" },
  "roof-structure": { displayName: "Roof", category: "Roof/Attic Systems" },
  attic: { displayName: "Attic", category: "Roof/Attic Systems" },
  "siding-exterior": { displayName: "Siding & Exterior Walls", category: "Exterior Systems" },
  driveway: { displayName: "Driveway", category: "Exterior Systems" },
  "paint-sealing": { displayName: "Exterior Paint & Sealing", category: "Exterior Systems" },
  "exterior-windows": { displayName: "Exterior Windows", category: "Exterior Systems" },
  "lawn-equipment": { displayName: "Lawn Equipment", category: "Outdoor Systems" },
  "deck-patio": { displayName: "Deck & Patio", category: "Outdoor Systems" },
  "outdoor-furniture": { displayName: "Outdoor Furniture", category: "Outdoor Systems" },
  "irrigation-sprinkler": { displayName: "Irrigation & Sprinklers", category: "Outdoor Systems" },
  landscaping: { displayName: "Landscaping", category: "Outdoor Systems" },
  chimney: { displayName: "Chimney & Fireplace", category: "Fireplace Systems" },
  "carpets-floors": { displayName: "Carpets & Floors", category: "Interior Systems" },
  "septic-tank-system": { displayName: "Septic System", category: "Septic Systems" },
  "home-inventory": { displayName: "Home Inventory & Documents", category: "Documentation/Administrative" },
  "smart-home-system": { displayName: "Smart Home System", category: "Technology/Smart Home Systems" },
  "solar-panels": { displayName: "Solar Panels", category: "Solar Systems" },
  "security-system": { displayName: "Security System", category: "Security Systems" },
  "window-ac": { displayName: "Window AC", category: "Climate Control Systems" },
  "outdoor-grill": { displayName: "Outdoor Grill", category: "Kitchen Appliances" },
  "private-well": { displayName: "Private Well", category: "Plumbing Systems" },
  "evaporative-cooler": { displayName: "Evaporative Cooler", category: "Climate Control Systems" },
} as const satisfies Record<ApplianceId, Omit<ApplianceDefinition, "id">>;

/** The catalogue as a list in the order of docs/product.md §10.7, for pickers and the catalogue route. */
export const APPLIANCE_DEFINITIONS: readonly ApplianceDefinition[] = APPLIANCE_IDS.map((id) => ({
  id,
  ...APPLIANCES[id],
}));

const applianceIdSet: ReadonlySet<string> = new Set(APPLIANCE_IDS);

export function isApplianceId(value: string): value is ApplianceId {
  return applianceIdSet.has(value);
}

/** Legacy identifiers written by earlier versions, and the current id each now means (docs/product.md §10.8). */
export const LEGACY_APPLIANCE_IDS: ReadonlyMap<string, ApplianceId> = new Map<string, ApplianceId>([
  ["centralAC", "central-ac"],
  ["windowAC", "central-ac"],
  ["ac", "central-ac"],
  ["washingMachine", "washing-machine"],
  ["washer", "washing-machine"],
  ["waterHeaterTank", "water-heater-tank"],
  ["water-heater", "water-heater-tank"],
  ["rangeOven", "oven-range"],
  ["garbageDisposal", "garbage-disposal"],
  ["hvac", "furnace"],
  // The short name the identifier's camelCase spelling (privateWell) does not cover.
  ["well", "private-well"],
]);

/** "windowAC" → "window-ac", "smokeCoDetectors" → "smoke-co-detectors"; kebab-case passes unchanged. */
export function camelToKebab(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1-$2")
    .toLowerCase();
}

/**
 * Names for ids that are not (or no longer) catalogue ids but still appear: the local templates'
 * appliance types (hvac, water-heater, washer) and legacy ids. They keep the name the user knew
 * (docs/product.md §10.9: hvac → HVAC System, water-heater → Water Heater). windowAC → Window AC is the
 * camelCase spelling of the window-ac identifier.
 */
const EXTRA_DISPLAY_NAMES: ReadonlyMap<string, string> = new Map([
  ["hvac", "HVAC System"],
  ["water-heater", "Water Heater"],
  ["washer", "Washer"],
  ["ac", "Air Conditioner"],
  ["range-oven", "Oven / Range"],
]);

/**
 * The display name of an appliance id, in kebab-case or camelCase (refrigerator → Refrigerator,
 * windowAC → Window AC); undefined when the id is unknown, so callers choose their own fallback.
 */
export function applianceDisplayName(id: string): string | undefined {
  const trimmed = id.trim();
  if (isApplianceId(trimmed)) return APPLIANCES[trimmed].displayName;
  const kebab = camelToKebab(trimmed);
  if (isApplianceId(kebab)) return APPLIANCES[kebab].displayName;
  return EXTRA_DISPLAY_NAMES.get(kebab);
}

/** Ids that mean "nothing" in stored lists: dropped without a word (docs/product.md §5.3). */
const EMPTY_ID_TEXTS: ReadonlySet<string> = new Set(["", "0", "undefined", "null"]);

export type ApplianceIdWarning =
  | { readonly kind: "numeric"; readonly id: string; readonly message: string }
  | { readonly kind: "unknown"; readonly id: string; readonly message: string }
  | { readonly kind: "not-a-string"; readonly id: string; readonly message: string };

export interface NormalisedApplianceIds {
  /** Current catalogue ids, first occurrence kept, in input order. */
  readonly ids: ApplianceId[];
  /** Every rejected or ignored entry, so the caller can log or show them (domain never logs). */
  readonly warnings: ApplianceIdWarning[];
}

/**
 * Cleans an appliance id list from storage, a form or an older version (docs/product.md §5.3):
 * drops empty ids and '0', 'undefined', 'null'; rejects purely numeric ids; maps legacy ids (and the
 * camelCase spelling of a current id) to the current id; ignores unknown ids with a warning;
 * keeps each id once.
 */
export function normaliseApplianceIds(input: readonly unknown[]): NormalisedApplianceIds {
  const ids: ApplianceId[] = [];
  const warnings: ApplianceIdWarning[] = [];
  const seen = new Set<ApplianceId>();

  for (const raw of input) {
    if (raw === null || raw === undefined) continue;
    if (typeof raw !== "string" && typeof raw !== "number") {
      warnings.push({ kind: "not-a-string", id: Object.prototype.toString.call(raw), message: `Ignored appliance id of type ${typeof raw}` });
      continue;
    }
    const text = String(raw).trim();
    if (EMPTY_ID_TEXTS.has(text)) continue;
    if (/^\d+$/.test(text)) {
      warnings.push({ kind: "numeric", id: text, message: `Rejected numeric appliance id "${text}"` });
      continue;
    }
    const id = resolveApplianceId(text);
    if (id === undefined) {
      warnings.push({ kind: "unknown", id: text, message: `Ignored unknown appliance id "${text}"` });
      continue;
    }
    if (!seen.has(id)) {
      seen.add(id);
      ids.push(id);
    }
  }
  return { ids, warnings };
}

/** The current id for a current, legacy or camelCase id; undefined when it means nothing known. */
export function resolveApplianceId(text: string): ApplianceId | undefined {
  const trimmed = text.trim();
  if (isApplianceId(trimmed)) return trimmed;
  const legacy = LEGACY_APPLIANCE_IDS.get(trimmed);
  if (legacy) return legacy;
  const kebab = camelToKebab(trimmed);
  if (isApplianceId(kebab)) return kebab;
  return LEGACY_APPLIANCE_IDS.get(kebab);
}
