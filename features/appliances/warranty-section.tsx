import * as React from "react";
import type { WarrantyRequest } from "@domain/contract/warranties.ts";
import { useClock } from "@features/tasks/index.ts";
import { ApiError, normaliseError } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { useWarranty } from "./api/get-warranty.ts";
import { useRemoveWarranty } from "./api/remove-warranty.ts";
import { useSaveWarranty } from "./api/save-warranty.ts";
import { WarrantyPanel, type WarrantyDocumentChoice, type WarrantyFormValues } from "./warranty-panel.tsx";

type FieldErrors = Partial<Record<keyof WarrantyFormValues, string>>;

/** The server's refusal by field, from its validation details (each an issue with a path). */
function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return undefined;
  const errors: FieldErrors = {};
  for (const detail of error.details as unknown[]) {
    if (typeof detail !== "object" || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    const field: unknown = Array.isArray(path) ? (path as unknown[])[0] : typeof path === "string" ? path.split(".")[0] : undefined;
    if (typeof field === "string" && typeof message === "string") errors[field as keyof WarrantyFormValues] ??= message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

export type WarrantySectionProps = {
  applianceId: string;
  /** The appliance's documents the warranty may point to (the page has them from its documents section). */
  documents?: readonly WarrantyDocumentChoice[];
  onOpenDocument?: (id: string) => void;
  headingLevel?: 2 | 3;
  /** Stories pass a fixed "now". */
  now?: () => Date;
};

/**
 * An appliance's warranty wired to the server (docs/product.md §4.20): shown, entered, changed and
 * removed. A home kept in the browser keeps no warranty and asks nothing of the server.
 */
export function WarrantySection({ applianceId, documents, onOpenDocument, headingLevel, now }: WarrantySectionProps) {
  const { isLocalSession } = useAuth();
  const { today } = useClock(now);
  const warranty = useWarranty(applianceId, { enabled: !isLocalSession });
  const save = useSaveWarranty();
  const remove = useRemoveWarranty();
  const [editing, setEditing] = React.useState(false);
  const [fieldErrors, setFieldErrors] = React.useState<FieldErrors>();
  const [problem, setProblem] = React.useState<string>();
  const reset = () => {
    setFieldErrors(undefined);
    setProblem(undefined);
  };
  return (
    <WarrantyPanel
      status={isLocalSession ? "local" : warranty.isPending ? "loading" : warranty.isError ? "error" : "ready"}
      warranty={warranty.data}
      today={today}
      onRetry={() => void warranty.refetch()}
      editing={editing}
      onEdit={() => {
        reset();
        setEditing(true);
      }}
      onCancel={() => {
        reset();
        setEditing(false);
      }}
      onSave={async (request: WarrantyRequest) => {
        reset();
        try {
          await save.mutateAsync({ applianceId, warranty: request });
          setEditing(false);
        } catch (error) {
          const byField = fieldErrorsOf(error);
          setFieldErrors(byField);
          if (!byField) setProblem(normaliseError(error).message);
          throw error;
        }
      }}
      onRemove={() => {
        reset();
        remove.mutate(applianceId, { onError: (error) => setProblem(normaliseError(error).message) });
      }}
      saving={save.isPending}
      fieldErrors={fieldErrors}
      problem={problem}
      {...(documents ? { documents } : {})}
      {...(onOpenDocument ? { onOpenDocument } : {})}
      {...(headingLevel ? { headingLevel } : {})}
    />
  );
}
