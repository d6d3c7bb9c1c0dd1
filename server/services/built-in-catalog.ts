import { CATALOG_TASKS, taskIdsForAppliance } from "@domain/catalog/index.ts";
import { createCatalogSource, type CatalogSource } from "./catalog-source.ts";

/** The catalogue of domain/catalog/, indexed for the task engine. */
export function builtInCatalog(): CatalogSource {
  return createCatalogSource(CATALOG_TASKS, taskIdsForAppliance);
}
