import type { ApplianceId } from "../appliances/identifiers.ts";
import type { CatalogTask } from "../contract/catalog.ts";
import { APPLIANCE_KEYS, isApplianceKey } from "./appliance-keys.ts";
import { buildingEntries } from "./entries/building.ts";
import { climateEntries } from "./entries/climate.ts";
import { electricalEntries } from "./entries/electrical.ts";
import { garageEntries } from "./entries/garage.ts";
import { homeSystemsEntries } from "./entries/home-systems.ts";
import { kitchenEntries } from "./entries/kitchen.ts";
import { laundryEntries } from "./entries/laundry.ts";
import { outdoorEntries } from "./entries/outdoor.ts";
import { plumbingEntries } from "./entries/plumbing.ts";
import { roofExteriorEntries } from "./entries/roof-exterior.ts";
import { safetyEntries } from "./entries/safety.ts";
import { seasonalEntries } from "./entries/seasonal.ts";
import { waterHeaterEntries } from "./entries/water-heater.ts";
import { CATALOG_PARTS } from "./parts.ts";

/** Every catalogue entry, grouped as docs/product.md §10.5 groups them, with the parts it replaces (parts.ts). */
export const CATALOG_TASKS: readonly CatalogTask[] = withParts([
  ...kitchenEntries,
  ...climateEntries,
  ...waterHeaterEntries,
  ...laundryEntries,
  ...safetyEntries,
  ...plumbingEntries,
  ...electricalEntries,
  ...garageEntries,
  ...buildingEntries,
  ...roofExteriorEntries,
  ...outdoorEntries,
  ...homeSystemsEntries,
  ...seasonalEntries,
]);

function withParts(entries: readonly CatalogTask[]): CatalogTask[] {
  return entries.map((entry) => {
    const parts = CATALOG_PARTS[entry.id];
    return parts ? { ...entry, parts: [...parts] } : entry;
  });
}

const byId = new Map(CATALOG_TASKS.map((task) => [task.id, task]));

export function catalogTaskById(id: string): CatalogTask | undefined {
  return byId.get(id);
}

/** The catalogue task ids an appliance identifier gets: every entry whose keys map to it (appliance-keys.ts). */
export function taskIdsForAppliance(appliance: ApplianceId): string[] {
  return CATALOG_TASKS.filter((task) =>
    task.applianceIds.some((key) => isApplianceKey(key) && (APPLIANCE_KEYS[key] as readonly ApplianceId[]).includes(appliance)),
  ).map((task) => task.id);
}
