import { normaliseError } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { useToast } from "@ui/toast/index.ts";
import { useDownloadMaintenanceRecord } from "./api/download-maintenance-record.ts";
import { MaintenanceRecordDownloads } from "./maintenance-record-downloads.tsx";

/**
 * One appliance's maintenance record on its page (docs/product.md §4.21): the settings' two downloads, of
 * that appliance alone. A home kept in the browser makes the CSV here and is told the PDF needs an account.
 */
export function ApplianceMaintenanceRecord({ applianceId }: { applianceId: string }) {
  const { isLocalSession } = useAuth();
  const { toast } = useToast();
  const download = useDownloadMaintenanceRecord(applianceId);
  return (
    <MaintenanceRecordDownloads
      scope="appliance"
      headingLevel={2}
      pdf={!isLocalSession}
      downloading={download.isPending ? download.variables : null}
      onDownload={(format) =>
        download.mutate(format, { onError: (error) => toast({ variant: "error", title: "Download failed", description: normaliseError(error).message }) })
      }
    />
  );
}
