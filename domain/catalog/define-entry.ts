import type { CatalogTask } from "../contract/catalog.ts";
import { deriveSavingsMessage } from "../tasks/savings-message.ts";
import type { ApplianceKey } from "./appliance-keys.ts";

/** An entry as written: everything but the savings message, which is always derived from the description. */
export type CatalogEntrySource = Omit<CatalogTask, "savingsMessage" | "applianceIds"> & { applianceIds: readonly ApplianceKey[] };

/** The placeholder a Professional task lists for tools and warnings: a technician brings and heeds them. */
export const NOT_APPLICABLE = "Not applicable: a licensed professional performs this task";

export function defineEntry(source: CatalogEntrySource): CatalogTask {
  return { ...source, applianceIds: [...source.applianceIds], savingsMessage: deriveSavingsMessage(source.description) };
}

/** The guide colours of docs/product.md §10.4: amber points, blue turns, red warns. */
export const GUIDE_COLOURS = { point: "#eab308", turn: "#3b82f6", danger: "#ef4444" } as const;
