import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Download, LogOut, MonitorSmartphone, Trash2 } from "lucide-react";
import type { DeleteAccountRequest } from "@domain/contract/index.ts";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@ui/alert-dialog/index.ts";
import { Button } from "@ui/button/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { Field } from "@ui/field/index.ts";
import { PasswordInput } from "@ui/input/index.ts";
import { deleteAccountFormSchema, settingsParseOptions, type DeleteAccountFormValues } from "./settings-forms.ts";
import type { RecordFormat } from "./api/download-maintenance-record.ts";
import { MaintenanceRecordDownloads } from "./maintenance-record-downloads.tsx";

export type DataSectionProps = {
  onExport: () => void;
  exporting?: boolean;
  /** Downloads the home's maintenance record (docs/product.md §4.19) in the format pressed. */
  onDownloadRecord: (format: RecordFormat) => void;
  /** The format of the record on its way, if one is. */
  downloadingRecord?: RecordFormat | null;
  /** Deletes the account; rejects with the server's message (a wrong password) to show by the field. */
  onDelete: (request: DeleteAccountRequest) => Promise<unknown>;
  /** Opens the deletion dialog at once (stories). */
  defaultDeleteOpen?: boolean;
};

/** Download everything (the JSON, or a ZIP of it with the documents' files), and delete the account behind a dialog that says what is lost. */
export function DataSection({ onExport, exporting = false, onDownloadRecord, downloadingRecord = null, onDelete, defaultDeleteOpen = false }: DataSectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel={2}>Your data</CardTitle>
        <CardDescription>Take a copy with you, or leave for good.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <MaintenanceRecordDownloads onDownload={onDownloadRecord} downloading={downloadingRecord} />
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={onExport} loading={exporting}>
            <Download aria-hidden="true" />
            Download my data
          </Button>
          <DeleteAccountDialog onDelete={onDelete} defaultOpen={defaultDeleteOpen} />
        </div>
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog({ onDelete, defaultOpen }: { onDelete: DataSectionProps["onDelete"]; defaultOpen: boolean }) {
  const [open, setOpen] = React.useState(defaultOpen);
  const form = useForm<DeleteAccountFormValues>({
    resolver: zodResolver(deleteAccountFormSchema, settingsParseOptions),
    defaultValues: { password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onDelete(values);
    } catch (error) {
      // The refusal is said by the password, and the focus goes there to type it again.
      form.setError("password", { message: error instanceof Error ? error.message : "The account could not be deleted" }, { shouldFocus: true });
    }
  });
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      {defaultOpen ? null : (
        <AlertDialogTrigger asChild>
          <Button variant="destructive">
            <Trash2 aria-hidden="true" />
            Delete account
          </Button>
        </AlertDialogTrigger>
      )}
      <AlertDialogContent
        // The password is what the dialog asks for first, so the focus starts there rather than on Cancel, which
        // left the field one Tab past "Delete my account". Deleting still needs the password, so nothing is lost
        // to a stray Enter.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          form.setFocus("password");
        }}
      >
        <form noValidate aria-label="Delete account" onSubmit={(event) => void submit(event)} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              Your home, its appliances, every task and its history, your achievements and notifications are erased, and you are
              signed out on every device. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <Field label="Password" hint="Enter your password to confirm." error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register("password")} />
          </Field>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" loading={isSubmitting}>
              Delete my account
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export type SessionSectionProps = {
  onSignOut: () => void;
  onSignOutEverywhere: () => void;
  signingOut?: boolean;
  signingOutEverywhere?: boolean;
};

/** Sign out here, or everywhere (every device's session is revoked). */
export function SessionSection({ onSignOut, onSignOutEverywhere, signingOut = false, signingOutEverywhere = false }: SessionSectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel={2}>Sessions</CardTitle>
        <CardDescription>Signed in somewhere you no longer use? Sign out of all devices.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={onSignOut} loading={signingOut}>
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
        <Button variant="outline" onClick={onSignOutEverywhere} loading={signingOutEverywhere}>
          <MonitorSmartphone aria-hidden="true" />
          Sign out of all devices
        </Button>
      </CardContent>
    </Card>
  );
}
