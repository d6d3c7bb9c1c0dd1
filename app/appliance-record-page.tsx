import { ApplianceRecordScreen, WarrantySection } from "@features/appliances/index.ts";
import { CompletionDocuments, DocumentsSection } from "@features/documents/index.ts";
import { ApplianceMaintenanceRecord } from "@features/settings/index.ts";

/**
 * /appliances/:id: the appliance's record with its warranty, its maintenance record's files, its documents and
 * photos, and under each piece of work done the photos and receipts attached to it (docs/product.md §4.19).
 * Features import no other feature, so the app puts the other features' parts into the record's slots
 * (docs/architecture.md).
 */
export function ApplianceRecordPage() {
  return (
    <ApplianceRecordScreen
      warrantySection={(record) => <WarrantySection applianceId={record.id} headingLevel={2} />}
      recordFilesSection={(record) => <ApplianceMaintenanceRecord applianceId={record.id} />}
      documentsSection={(record) => <DocumentsSection applianceId={record.id} headingLevel={2} />}
      workAttachments={(work) => (work.completionId ? <CompletionDocuments completionId={work.completionId} taskName={work.taskName} /> : null)}
    />
  );
}
