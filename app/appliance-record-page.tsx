import { ApplianceRecordScreen, WarrantySection } from "@features/appliances/index.ts";
import { DocumentsSection } from "@features/documents/index.ts";

/**
 * /appliances/:id: the appliance's record with its warranty and its documents and photos. Features import no
 * other feature, so the app puts the documents feature into the record's slot (docs/architecture.md).
 */
export function ApplianceRecordPage() {
  return (
    <ApplianceRecordScreen
      warrantySection={(record) => <WarrantySection applianceId={record.id} headingLevel={2} />}
      documentsSection={(record) => <DocumentsSection applianceId={record.id} headingLevel={2} />}
    />
  );
}
