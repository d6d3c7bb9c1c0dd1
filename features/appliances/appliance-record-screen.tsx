import * as React from "react";
import { format } from "date-fns";
import { Link, useParams } from "react-router";
import { SearchX } from "lucide-react";
import { EmptyState } from "@ui/empty-state/index.ts";
import { LinkButton } from "@ui/link-button/index.ts";
import { Skeleton } from "@ui/skeleton/index.ts";
import { useToast } from "@ui/toast/index.ts";
import type { ApplianceCompletedWork, ApplianceRecord, UpdateApplianceRequest } from "@domain/contract/index.ts";
import { ApiError, normaliseError } from "@lib/http/index.ts";
import { pageTitle, useDocumentTitle } from "@lib/page-meta/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { useAppliance } from "./api/get-appliance.ts";
import { useUpdateAppliance } from "./api/update-appliance.ts";
import { ApplianceRecordView } from "./appliance-record.tsx";
import { LoadProblem } from "./load-problem.tsx";

export type ApplianceRecordScreenProps = {
  today?: Date;
  /** The appliance's documents and photos, composed by the app from the documents feature. */
  documentsSection?: (record: ApplianceRecord) => React.ReactNode;
  /** Its warranty, composed by the app from the warranty feature. */
  warrantySection?: (record: ApplianceRecord) => React.ReactNode;
  /** Its maintenance record's downloads, composed by the app from the settings' record files. */
  recordFilesSection?: (record: ApplianceRecord) => React.ReactNode;
  /** The photos and receipts of a piece of work done, composed by the app from the documents feature. */
  workAttachments?: (work: ApplianceCompletedWork) => React.ReactNode;
};

/** An id no appliance of the home has (404), or none could have (400: not a UUID): both mean no such appliance. */
function isApplianceNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function ApplianceTitle({ name }: { name: string }) {
  useDocumentTitle(pageTitle(name));
  return null;
}

function ApplianceNotFound() {
  useDocumentTitle(pageTitle("Appliance not found"));
  return (
    <EmptyState
      framed
      icon={<SearchX />}
      headingLevel={2}
      title="Appliance not found"
      description="This appliance is not in your home: it was removed, or the address belongs to another home."
      action={
        <LinkButton asChild variant="outline">
          <Link to="/appliances">All appliances</Link>
        </LinkButton>
      }
    />
  );
}

/** /appliances/:id: the appliance's record, read and edited (docs/product.md §2.12). */
export function ApplianceRecordScreen({ today = new Date(), documentsSection, warrantySection, recordFilesSection, workAttachments }: ApplianceRecordScreenProps) {
  const { id = "" } = useParams();
  const { isLocalSession } = useAuth();
  const record = useAppliance(id);
  const updateAppliance = useUpdateAppliance();
  const { toast } = useToast();

  const save = async (changes: UpdateApplianceRequest) => {
    const updated = await updateAppliance.mutateAsync({ id, changes });
    toast({ variant: "success", title: "Appliance updated", description: `${updated.name} is saved.` });
  };

  if (record.isPending) {
    return (
      <div role="status" aria-label="Loading the appliance" className="grid gap-4">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (record.isError) {
    if (isApplianceNotFound(record.error)) return <ApplianceNotFound />;
    return (
      <div className="grid gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">Appliance</h1>
        <LoadProblem what="This appliance" message={normaliseError(record.error).message} onRetry={() => void record.refetch()} />
      </div>
    );
  }
  return (
    <>
      <ApplianceTitle name={record.data.name} />
      <ApplianceRecordView
        record={record.data}
        today={format(today, "yyyy-MM-dd")}
        todayDate={today}
        onSave={save}
        documentsSection={documentsSection?.(record.data)}
        {...(workAttachments && !isLocalSession ? { workAttachments } : {})}
        warrantySection={warrantySection?.(record.data)}
        recordFilesSection={recordFilesSection?.(record.data)}
        documentsNeedAccount={isLocalSession}
      />
    </>
  );
}
