import { APPLIANCE_IDS, type ApplianceId } from "../appliances/identifiers.ts";

/**
 * The one mapping between the catalogue's snake_case appliance keys (an entry's `applianceIds`,
 * docs/product.md §10.6) and the kebab-case identifiers homeowners pick. Which tasks an identifier gets follows
 * from it: every entry listing a key is a task of each identifier the key maps to (tasks.ts).
 */
export const APPLIANCE_KEYS = {
  // First part of the catalogue, as docs/product.md §10.6 lists the keys.
  oven: ["oven-range"],
  garbage_disposal: ["garbage-disposal"],
  range_hood: ["oven-range"],
  hvac_furnace: ["furnace"],
  // A window unit is its own appliance: the legacy id windowAC still reads as central-ac (identifiers.ts),
  // but that is about stored ids, not about which tasks a central AC gets.
  window_ac: ["window-ac"],
  water_heater: ["water-heater-tank"],
  washer: ["washing-machine"],
  dryer: ["dryer"],
  smoke_co_detectors: ["smoke-co-detectors"],
  fire_extinguishers: ["fire-extinguishers"],
  drains: ["drains-sinks"],
  faucets: ["faucets-aerators"],
  outdoor_faucets: ["outdoor-faucets"],
  sump_pump: ["sump-pump"],
  water_softener: ["water-softener"],
  toilets: ["toilets"],
  gfci_outlets: ["gfci-outlets"],
  electrical_panel: ["electrical-panel"],
  generator: ["backup-generator"],
  surge_protectors: ["surge-protectors"],
  electrical_cords: ["electrical-general"],
  garage_door: ["garage-door-opener"],
  foundation: ["foundation-structure"],
  window_wells: ["window-wells"],
  pest_control: ["termite-pest-control"],
  exhaust_fans: ["bathroom-exhaust-fans"],
  sealing: ["caulking-weatherstrip", "gaps-cracks-seals"],
  window_screens: ["window-screens"],
  // Keys for appliances the first part has no key for (docs/product.md §10.6 names no later-part keys).
  central_ac: ["central-ac"],
  evaporative_cooler: ["evaporative-cooler"],
  heat_pump: ["heat-pump"],
  ductless_mini_split: ["ductless-mini-split"],
  boiler: ["boiler"],
  water_heater_tankless: ["water-heater-tankless"],
  refrigerator: ["refrigerator"],
  dishwasher: ["dishwasher"],
  microwave: ["microwave"],
  // grill-clean-outdoor was listed under `oven`, which gave every oven a grill's task.
  outdoor_grill: ["outdoor-grill"],
  // Later part, roof and exterior (keys for gutters, roof, attic, siding, driveway, paint, windows).
  gutters: ["gutters-downspouts"],
  roof: ["roof-structure"],
  attic: ["attic"],
  siding: ["siding-exterior"],
  driveway: ["driveway"],
  exterior_paint: ["paint-sealing"],
  exterior_windows: ["exterior-windows"],
  // Later part, outdoor (keys for lawn equipment, deck, furniture, irrigation, landscaping).
  lawn_equipment: ["lawn-equipment"],
  deck_patio: ["deck-patio"],
  outdoor_furniture: ["outdoor-furniture"],
  irrigation_sprinkler: ["irrigation-sprinkler"],
  landscaping: ["landscaping"],
  // Later part, home systems (keys for chimney, floors, septic, inventory, smart home, solar, security).
  chimney: ["chimney"],
  carpets_floors: ["carpets-floors"],
  septic_system: ["septic-tank-system"],
  home_inventory: ["home-inventory"],
  smart_home: ["smart-home-system"],
  solar_panels: ["solar-panels"],
  security_system: ["security-system"],
  // Added with the private-well identifier (domain/catalog/README.md).
  private_well: ["private-well"],
  // Tasks every home needs whatever it has (the fire escape drill, the radon test): every identifier lists
  // them, and as home-wide tasks (home-wide.ts) a home holds one of each, on the first appliance it added.
  whole_home: APPLIANCE_IDS,
} as const satisfies Record<string, readonly ApplianceId[]>;

export type ApplianceKey = keyof typeof APPLIANCE_KEYS;

export function isApplianceKey(key: string): key is ApplianceKey {
  return Object.hasOwn(APPLIANCE_KEYS, key);
}
