import { warrantyEndOf } from "@domain/appliances/warranty.ts";
import { WARRANTY_MESSAGES, type Warranty, type WarrantyValues } from "@domain/contract/warranties.ts";
import { APPLIANCE_MESSAGES } from "@domain/messages.ts";
import type { Database } from "../db/client.ts";
import { homeHasAppliance } from "../db/repositories/documents-repository.ts";
import { applianceHasDocument, deleteWarranty, findWarranty, saveWarranty, type WarrantyRow } from "../db/repositories/warranties-repository.ts";
import { AppError } from "../http/app-error.ts";
import type { AuthContext } from "../security/require-auth.ts";

function toWarranty(row: WarrantyRow): Warranty {
  return {
    applianceId: row.applianceId,
    startsOn: row.startsOn,
    lengthMonths: row.lengthMonths,
    endsOn: row.endsOn,
    coveredUntil: row.coveredUntil,
    provider: row.provider,
    coverage: row.coverage,
    link: row.link,
    documentId: row.documentId,
  };
}

/**
 * An appliance's warranty (docs/product.md §4.20). Every call takes the caller's home and answers 404
 * for an appliance of another home, as for one that does not exist.
 */
export function createWarrantyService({ db }: { db: Database }) {
  async function requireAppliance(homeId: string, applianceId: string): Promise<void> {
    if (!(await homeHasAppliance(db, homeId, applianceId))) throw AppError.notFound(APPLIANCE_MESSAGES.notFound);
  }
  return {
    async get({ homeId }: AuthContext, applianceId: string): Promise<{ data: Warranty | null }> {
      await requireAppliance(homeId, applianceId);
      const row = await findWarranty(db, homeId, applianceId);
      return { data: row ? toWarranty(row) : null };
    },
    async set({ homeId }: AuthContext, applianceId: string, values: WarrantyValues): Promise<{ data: Warranty }> {
      await requireAppliance(homeId, applianceId);
      if (values.documentId !== null && !(await applianceHasDocument(db, homeId, applianceId, values.documentId))) {
        throw AppError.badRequest(WARRANTY_MESSAGES.documentNotFound, { field: "documentId" });
      }
      const row = await saveWarranty(db, homeId, applianceId, { ...values, coveredUntil: warrantyEndOf(values) });
      return { data: toWarranty(row) };
    },
    async remove({ homeId }: AuthContext, applianceId: string): Promise<void> {
      await requireAppliance(homeId, applianceId);
      if (!(await deleteWarranty(db, homeId, applianceId))) throw AppError.notFound(WARRANTY_MESSAGES.notFound);
    },
  };
}

export type WarrantyService = ReturnType<typeof createWarrantyService>;
