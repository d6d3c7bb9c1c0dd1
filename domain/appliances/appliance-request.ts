import { applianceDisplayName, normaliseApplianceIds, type ApplianceId } from "./identifiers.ts";

export type RequestedKind = { readonly id: ApplianceId; readonly warnings: string[] } | { readonly problem: string };

/**
 * The kind a request to add one appliance names, with what normalising it reported (docs/product.md §5.3),
 * or the problem that refuses it: one appliance with no usable kind cannot be added. The server and a home
 * kept in the browser each turn the problem into their own 400, with the same words.
 */
export function requestedApplianceKind(type: string): RequestedKind {
  const { ids, warnings } = normaliseApplianceIds([type]);
  const id = ids[0];
  if (id) return { id, warnings: warnings.map((warning) => warning.message) };
  return { problem: warnings[0]?.message ?? `"${type}" is not an appliance id` };
}

/** The name an added appliance is kept under: the one given, trimmed, else its kind's display name (docs/product.md §2.12). */
export function addedApplianceName(name: string | null | undefined, kind: ApplianceId): string {
  return name?.trim() || applianceDisplayName(kind) || kind;
}
