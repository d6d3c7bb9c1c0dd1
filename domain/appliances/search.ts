import { APPLIANCES, type ApplianceId } from "./identifiers.ts";

/**
 * Finding an appliance by the words people use for it. The catalogue's display names are precise
 * ("Water Heater (Tank)", "Oven / Range"); people type "AC", "fridge", "hot water", "stove". Each id may
 * carry common words; a search matches an appliance when every word typed starts a word of its display
 * name or of one of its common words, so "AC" finds the air conditioners but not "Backup Generator".
 */
export const COMMON_APPLIANCE_WORDS: Partial<Record<ApplianceId, readonly string[]>> = {
  "water-heater-tank": ["hot water", "water tank", "boiler"],
  "water-heater-tankless": ["hot water", "on demand water heater"],
  "central-ac": ["ac", "a/c", "air conditioner", "air conditioning", "cooling", "hvac"],
  "heat-pump": ["ac", "air conditioner", "heating", "cooling", "hvac"],
  furnace: ["heating", "heater", "hvac", "air filter", "thermostat"],
  boiler: ["heating", "radiators", "hydronic"],
  "ductless-mini-split": ["ac", "air conditioner", "mini split", "cooling", "heating", "hvac"],
  refrigerator: ["fridge", "freezer", "ice maker"],
  dishwasher: ["dish washer", "dishes"],
  "oven-range": ["stove", "cooktop", "range hood", "hob", "cooker", "grill"],
  microwave: ["microwave oven"],
  "garbage-disposal": ["disposer", "waste disposal", "sink disposal"],
  "washing-machine": ["washer", "laundry", "clothes washer"],
  dryer: ["tumble dryer", "clothes dryer", "laundry", "dryer vent"],
  "water-softener": ["softener", "salt", "hard water"],
  "sump-pump": ["basement pump", "flooding"],
  "drains-sinks": ["drain", "sink", "clog", "plumbing"],
  "faucets-aerators": ["tap", "faucet", "aerator", "plumbing"],
  "outdoor-faucets": ["hose bib", "spigot", "garden tap"],
  toilets: ["toilet", "wc", "loo"],
  "smoke-co-detectors": ["smoke alarm", "carbon monoxide", "co alarm", "fire alarm", "detector"],
  "fire-extinguishers": ["extinguisher", "fire safety"],
  "gfci-outlets": ["outlet", "socket", "gfi", "rcd"],
  "electrical-panel": ["breaker box", "fuse box", "circuit breaker", "fuses"],
  "backup-generator": ["generator", "power outage"],
  "surge-protectors": ["surge", "power strip"],
  "electrical-general": ["wiring", "extension cord", "cables"],
  "garage-door-opener": ["garage", "garage door"],
  "foundation-structure": ["basement", "cracks", "structure"],
  "window-wells": ["basement window"],
  "termite-pest-control": ["termites", "pests", "bugs", "mice", "rodents"],
  "bathroom-exhaust-fans": ["bathroom fan", "vent fan", "extractor fan", "ventilation"],
  "caulking-weatherstrip": ["caulk", "weatherstripping", "draft", "drafts", "sealant"],
  "gaps-cracks-seals": ["draft", "drafts", "sealing", "insulation"],
  "window-screens": ["fly screen", "insect screen", "windows"],
  "gutters-downspouts": ["gutter", "downspout", "eaves", "rain gutter"],
  "roof-structure": ["shingles", "roofing", "roof tiles"],
  attic: ["loft", "insulation", "roof space"],
  "siding-exterior": ["siding", "exterior walls", "power wash", "facade"],
  driveway: ["asphalt", "sealcoat", "paving"],
  "paint-sealing": ["exterior paint", "painting", "stain"],
  "exterior-windows": ["windows", "window cleaning", "glass"],
  "lawn-equipment": ["lawn mower", "mower", "trimmer", "leaf blower"],
  "deck-patio": ["deck", "patio", "porch", "terrace"],
  "outdoor-furniture": ["garden furniture", "patio furniture"],
  "irrigation-sprinkler": ["sprinkler", "irrigation", "watering"],
  landscaping: ["yard", "garden", "trees", "lawn", "mulch", "leaves", "fence"],
  chimney: ["fireplace", "wood stove", "flue"],
  "carpets-floors": ["carpet", "rugs", "floors", "hardwood"],
  "septic-tank-system": ["septic", "septic tank", "cesspool"],
  "home-inventory": ["documents", "warranties", "insurance", "inventory"],
  "smart-home-system": ["smart home", "thermostat", "hub", "wifi", "router"],
  "solar-panels": ["solar", "photovoltaic", "pv"],
  "security-system": ["alarm", "burglar alarm", "cameras", "cctv", "security cameras"],
  "window-ac": ["ac", "a/c", "air conditioner", "window unit", "room air conditioner", "wall air conditioner", "cooling"],
  "outdoor-grill": ["grill", "bbq", "barbecue", "gas grill"],
  "private-well": ["well", "well water", "water well", "wellhead", "well pump"],
  "evaporative-cooler": ["swamp cooler", "evap cooler", "evaporative", "cooler", "desert cooler", "cooling"],
};

/** Lower-case words of a text: letters and digits, everything else separates ("Oven / Range" → oven, range). */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

const searchWords = new Map<ApplianceId, readonly string[]>(
  (Object.keys(APPLIANCES) as ApplianceId[]).map((id) => [
    id,
    [...new Set([APPLIANCES[id].displayName, ...(COMMON_APPLIANCE_WORDS[id] ?? [])].flatMap(wordsOf))],
  ]),
);

/** Whether an appliance answers a search; an empty or blank search matches everything. */
export function matchesApplianceSearch(id: ApplianceId, query: string): boolean {
  const wanted = wordsOf(query);
  if (wanted.length === 0) return true;
  const words = searchWords.get(id) ?? [];
  return wanted.every((part) => words.some((word) => word.startsWith(part)));
}

/** The ids that answer a search, in the order given. */
export function searchAppliances<T extends ApplianceId>(ids: readonly T[], query: string): T[] {
  return ids.filter((id) => matchesApplianceSearch(id, query));
}
