import * as React from "react";
import { Link } from "react-router";
import { Camera, Download, FileText, FolderLock, Pencil, Trash2, Upload, UserPlus } from "lucide-react";
import { DOCUMENT_KIND_NAMES, DOCUMENT_KINDS, updateDocumentRequestSchema, type DocumentKind, type DocumentUsage, type HomeDocument } from "@domain/contract/documents.ts";
import { formatDayOfInstant } from "@domain/format/for-people.ts";
import { Button } from "@ui/button/index.ts";
import { ErrorPanel } from "@ui/error-panel/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { Field } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import { useFocusAfterChange } from "@ui/lib/focus-after-change.ts";
import { Progress } from "@ui/progress/index.ts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@ui/select/index.ts";
import { SkeletonRows } from "@ui/skeleton/index.ts";
import { formatFileSize } from "./file-size.ts";
import { ACCEPTED_FILES, quotaFullWords, quotaIsFull } from "./upload-rules.ts";

/** docs/product.md §4.19 "Documents and photos": the words of the section. */
export const DOCUMENTS_WORDS = {
  title: "Documents and photos",
  description: "Manuals, receipts, invoices, warranty cards and photos, kept with your home. PDF, JPEG, PNG, WebP or HEIC, up to 20 MB each.",
  kindLabel: "Kind of document",
  chooseFile: "Upload a file",
  takePhoto: "Take a photo",
  fileInputLabel: "Choose a file to upload",
  cameraInputLabel: "Take a photo to upload",
  uploading: (name: string) => `Uploading ${name}`,
  uploaded: (name: string) => `${name} uploaded.`,
  empty: "No documents yet. Upload a manual, a receipt or a photo of the rating plate.",
  usage: "Storage used",
  usageValue: (usage: DocumentUsage) => `${formatFileSize(usage.usedBytes)} of ${formatFileSize(usage.quotaBytes)}`,
  download: "Download",
  rename: "Rename",
  newName: "New name",
  saveName: "Save name",
  cancel: "Cancel",
  kindOf: "Kind",
  delete: "Delete",
  deleteQuestion: (name: string) => `Delete “${name}”? Its file is deleted for good.`,
  confirmDelete: "Delete document",
  keep: "Keep it",
  deleted: (name: string) => `${name} deleted.`,
  listLabel: "Your documents",
  loadFailed: "Your documents could not be loaded.",
  retry: "Try again",
  localTitle: "Documents need an account",
  localBody: "A home kept in this browser has no room for files. Create a free account to keep manuals, receipts and photos with your home; your tasks come with you.",
  createAccount: "Create an account",
} as const;

export { DOCUMENT_KIND_NAMES };

/** An upload on its way: the file's name and how much of it has gone (unknown at first). */
export type UploadInFlight = { fileName: string; sentBytes: number; totalBytes: number };

export type DocumentsPanelProps = {
  /** "local": a home kept in the browser, which keeps no files (docs/product.md §4.16). */
  status: "loading" | "ready" | "error" | "local";
  /** Newest first; undefined while they load or when they could not be loaded. */
  documents: readonly HomeDocument[] | undefined;
  /** How much of the home's quota its documents take. */
  usage: DocumentUsage | undefined;
  onRetry: () => void;
  /** The kind the upload's kind starts at ("manual" on an appliance, "photo" on a completed task). */
  defaultKind?: DocumentKind;
  /** Starts an upload; its progress comes back as `upload`, a refusal as `problem`. */
  onUpload: (file: File, kind: DocumentKind) => void;
  upload?: UploadInFlight | undefined;
  onDownload: (document: HomeDocument) => void;
  /** Renames a document; rejects when the server refused (`problem` says why). */
  onRename: (id: string, name: string) => Promise<unknown>;
  onChangeKind: (id: string, kind: DocumentKind) => void;
  /** Deletes a document; rejects when it failed. */
  onDelete: (id: string) => Promise<unknown>;
  /** The document a change is being made to. */
  busyId?: string | undefined;
  /** Why the last upload or change failed, in the server's words. */
  problem?: string | undefined;
  /** What was last done, for the status line ("Manual.pdf uploaded."). */
  done?: string | undefined;
  /** A photo's thumbnail; without it, every document shows its type's icon. */
  renderThumbnail?: (document: HomeDocument) => React.ReactNode;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3;
};

const thumbnailFrame = "flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted text-muted-foreground";

/** The icon standing for a document without a thumbnail (a PDF, or a photo whose thumbnail is on its way). */
export function DocumentIcon() {
  return (
    <span className={thumbnailFrame}>
      <FileText aria-hidden="true" className="size-6" />
    </span>
  );
}

/** A thumbnail picture in the list's frame; its name is beside it, so the picture itself says nothing. */
export function DocumentThumbnailImage({ src }: { src: string }) {
  return (
    <span className={thumbnailFrame}>
      <img src={src} alt="" className="size-full object-cover" />
    </span>
  );
}

/**
 * The documents and photos of an appliance, a completed task or the home (docs/product.md §4.19): the list
 * with thumbnails, kind, size and date; upload from a file or the phone's camera with its progress;
 * download, rename, change of kind and delete after a question; how much of the quota is used. A home
 * kept in the browser is told that documents need an account.
 */
export function DocumentsPanel({
  status,
  documents,
  usage,
  onRetry,
  defaultKind = "other",
  onUpload,
  upload,
  onDownload,
  onRename,
  onChangeKind,
  onDelete,
  busyId,
  problem,
  done,
  renderThumbnail = () => <DocumentIcon />,
  headingLevel = 2,
}: DocumentsPanelProps) {
  const titleId = React.useId();
  const panelRef = React.useRef<HTMLDivElement>(null);
  const fileInput = React.useRef<HTMLInputElement>(null);
  const cameraInput = React.useRef<HTMLInputElement>(null);
  const [kind, setKind] = React.useState<DocumentKind>(defaultKind);
  const [renaming, setRenaming] = React.useState<string>();
  const [confirming, setConfirming] = React.useState<string>();
  const keepRef = React.useRef<HTMLButtonElement>(null);
  const nameRef = React.useRef<HTMLInputElement>(null);
  // A question or a rename takes the place of the row's buttons and takes the focus as it opens; answered, the
  // focus goes back to the row (or the next one when the document went), as the other lists of the product do.
  useFocusAfterChange(panelRef);

  if (status === "local") {
    return (
      <Card role="region" aria-labelledby={titleId} data-slot="documents-panel">
        <CardHeader>
          <CardTitle asLevel={headingLevel} id={titleId} className="flex items-center gap-2">
            <FolderLock aria-hidden="true" className="size-5" />
            {DOCUMENTS_WORDS.localTitle}
          </CardTitle>
          <CardDescription>{DOCUMENTS_WORDS.localBody}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/sign-up">
              <UserPlus aria-hidden="true" />
              {DOCUMENTS_WORDS.createAccount}
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const full = quotaIsFull(usage);
  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared, so choosing the same file again (after a refusal) is a change too.
    event.currentTarget.value = "";
    if (file) onUpload(file, kind);
  };
  const uploadPercent = upload && upload.totalBytes > 0 ? Math.min(100, Math.round((upload.sentBytes / upload.totalBytes) * 100)) : null;
  const statusLine = problem ? "" : upload ? DOCUMENTS_WORDS.uploading(upload.fileName) : (done ?? "");

  return (
    <Card ref={panelRef} role="region" aria-labelledby={titleId} data-slot="documents-panel">
      <CardHeader>
        <CardTitle asLevel={headingLevel} id={titleId} className="flex items-center gap-2">
          <FileText aria-hidden="true" className="size-5" />
          {DOCUMENTS_WORDS.title}
        </CardTitle>
        <CardDescription>{DOCUMENTS_WORDS.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-end">
          <Select value={kind} onValueChange={(value) => setKind(value as DocumentKind)}>
            <Field label={DOCUMENTS_WORDS.kindLabel}>
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
            </Field>
            <DocumentKindOptions />
          </Select>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => fileInput.current?.click()} disabled={full || upload !== undefined}>
              <Upload aria-hidden="true" />
              {DOCUMENTS_WORDS.chooseFile}
            </Button>
            <Button type="button" variant="outline" onClick={() => cameraInput.current?.click()} disabled={full || upload !== undefined}>
              <Camera aria-hidden="true" />
              {DOCUMENTS_WORDS.takePhoto}
            </Button>
            <input ref={fileInput} type="file" hidden accept={ACCEPTED_FILES} aria-label={DOCUMENTS_WORDS.fileInputLabel} onChange={pick} />
            {/* On a phone, `capture` opens the camera at once; elsewhere it is a file chooser for pictures. */}
            <input ref={cameraInput} type="file" hidden accept="image/*" capture="environment" aria-label={DOCUMENTS_WORDS.cameraInputLabel} onChange={pick} />
          </div>
        </div>

        {upload ? (
          <Progress
            label={DOCUMENTS_WORDS.uploading(upload.fileName)}
            value={uploadPercent}
            showValue={uploadPercent !== null}
            formatValue={(value) => `${value}%`}
          />
        ) : null}
        {problem || full ? (
          <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm font-medium">
            {problem ?? quotaFullWords(usage, undefined)}
          </p>
        ) : null}
        {usage ? <Progress size="sm" label={DOCUMENTS_WORDS.usage} value={Math.min(usage.usedBytes, usage.quotaBytes)} max={usage.quotaBytes} showValue formatValue={() => DOCUMENTS_WORDS.usageValue(usage)} /> : null}

        <div className="grid gap-2 border-t pt-4">
          {status === "loading" ? <SkeletonRows label="Loading your documents" rows={2} rowClassName="h-14" /> : null}
          {status === "error" ? <ErrorPanel title={DOCUMENTS_WORDS.loadFailed} actions={[{ label: DOCUMENTS_WORDS.retry, onAction: onRetry }]} /> : null}
          {status === "ready" && documents ? (
            documents.length === 0 ? (
              <p className="text-sm text-muted-foreground">{DOCUMENTS_WORDS.empty}</p>
            ) : (
              <ul aria-label={DOCUMENTS_WORDS.listLabel} className="grid divide-y">
                {documents.map((document) => (
                  <DocumentRow
                    key={document.id}
                    document={document}
                    thumbnail={renderThumbnail(document)}
                    busy={busyId === document.id}
                    renaming={renaming === document.id}
                    confirming={confirming === document.id}
                    nameRef={nameRef}
                    keepRef={keepRef}
                    onDownload={() => onDownload(document)}
                    onStartRename={() => {
                      setConfirming(undefined);
                      setRenaming(document.id);
                    }}
                    onRename={async (name) => {
                      await onRename(document.id, name);
                      setRenaming(undefined);
                    }}
                    onCancelRename={() => setRenaming(undefined)}
                    onChangeKind={(next) => onChangeKind(document.id, next)}
                    onAskDelete={() => {
                      setRenaming(undefined);
                      setConfirming(document.id);
                    }}
                    onDelete={() => {
                      setConfirming(undefined);
                      void onDelete(document.id).catch(() => undefined);
                    }}
                    onKeep={() => setConfirming(undefined)}
                  />
                ))}
              </ul>
            )
          ) : null}
        </div>
        <p role="status" className="min-h-5 text-sm">
          {statusLine}
        </p>
      </CardContent>
    </Card>
  );
}

type DocumentRowProps = {
  document: HomeDocument;
  thumbnail: React.ReactNode;
  busy: boolean;
  renaming: boolean;
  confirming: boolean;
  nameRef: React.RefObject<HTMLInputElement | null>;
  keepRef: React.RefObject<HTMLButtonElement | null>;
  onDownload: () => void;
  onStartRename: () => void;
  onRename: (name: string) => Promise<void>;
  onCancelRename: () => void;
  onChangeKind: (kind: DocumentKind) => void;
  onAskDelete: () => void;
  onDelete: () => void;
  onKeep: () => void;
};

function DocumentRow({ document, thumbnail, busy, renaming, confirming, nameRef, keepRef, onDownload, onStartRename, onRename, onCancelRename, onChangeKind, onAskDelete, onDelete, onKeep }: DocumentRowProps) {
  return (
    <li data-focus-key={document.id} tabIndex={-1} className="grid gap-3 py-3 outline-none first:pt-0 focus-visible:ring-[3px] focus-visible:ring-ring/60">
      <div className="flex flex-wrap items-center gap-3">
        {thumbnail}
        <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
          <p className="truncate font-medium">{document.name}</p>
          <p className="text-sm text-muted-foreground">
            {DOCUMENT_KIND_NAMES[document.kind]} · {formatFileSize(document.sizeBytes)} · <time dateTime={document.createdAt}>{formatDayOfInstant(document.createdAt)}</time>
          </p>
        </div>
        {renaming || confirming ? null : (
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" aria-label={`${DOCUMENTS_WORDS.download} ${document.name}`} onClick={onDownload}>
              <Download aria-hidden="true" />
              {DOCUMENTS_WORDS.download}
            </Button>
            <Select value={document.kind} onValueChange={(value) => onChangeKind(value as DocumentKind)} disabled={busy}>
              <SelectTrigger size="sm" aria-label={`${DOCUMENTS_WORDS.kindOf} of ${document.name}`} className="w-36">
                <SelectValue />
              </SelectTrigger>
              <DocumentKindOptions />
            </Select>
            <Button variant="ghost" size="sm" aria-label={`${DOCUMENTS_WORDS.rename} ${document.name}`} onClick={onStartRename} disabled={busy}>
              <Pencil aria-hidden="true" />
              {DOCUMENTS_WORDS.rename}
            </Button>
            <Button variant="ghost" size="sm" aria-label={`${DOCUMENTS_WORDS.delete} ${document.name}`} onClick={onAskDelete} loading={busy}>
              <Trash2 aria-hidden="true" />
              {DOCUMENTS_WORDS.delete}
            </Button>
          </div>
        )}
      </div>
      {renaming ? <RenameForm name={document.name} nameRef={nameRef} onRename={onRename} onCancel={onCancelRename} /> : null}
      {confirming ? <DeleteQuestion name={document.name} keepRef={keepRef} onDelete={onDelete} onKeep={onKeep} /> : null}
    </li>
  );
}

/** The question before a delete, which takes the focus to its safe answer as it opens. */
function DeleteQuestion({ name, keepRef, onDelete, onKeep }: { name: string; keepRef: React.RefObject<HTMLButtonElement | null>; onDelete: () => void; onKeep: () => void }) {
  const questionId = React.useId();
  React.useLayoutEffect(() => keepRef.current?.focus(), [keepRef]);
  return (
    <div role="group" aria-labelledby={questionId} className="grid gap-3">
      <p id={questionId} className="text-sm">
        {DOCUMENTS_WORDS.deleteQuestion(name)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="destructive" onClick={onDelete}>
          {DOCUMENTS_WORDS.confirmDelete}
        </Button>
        <Button ref={keepRef} variant="ghost" onClick={onKeep}>
          {DOCUMENTS_WORDS.keep}
        </Button>
      </div>
    </div>
  );
}

function RenameForm({ name, nameRef, onRename, onCancel }: { name: string; nameRef: React.RefObject<HTMLInputElement | null>; onRename: (name: string) => Promise<void>; onCancel: () => void }) {
  const [value, setValue] = React.useState(name);
  const [error, setError] = React.useState<string>();
  const [saving, setSaving] = React.useState(false);
  React.useLayoutEffect(() => nameRef.current?.focus(), [nameRef]);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = updateDocumentRequestSchema.safeParse({ name: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await onRename(parsed.data.name ?? name);
    } catch {
      // The panel's `problem` says why; the name typed stays for another try.
    } finally {
      setSaving(false);
    }
  };
  return (
    <form noValidate aria-label={`${DOCUMENTS_WORDS.rename} ${name}`} onSubmit={(event) => void submit(event)} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <Field label={DOCUMENTS_WORDS.newName} error={error}>
        <Input ref={nameRef} value={value} onChange={(event) => setValue(event.currentTarget.value)} autoComplete="off" maxLength={200} />
      </Field>
      <div className="flex gap-2 sm:pt-6">
        <Button type="submit" loading={saving}>
          {DOCUMENTS_WORDS.saveName}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {DOCUMENTS_WORDS.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The kinds a document may be, as a select's options. */
function DocumentKindOptions() {
  return (
    <SelectContent>
      {DOCUMENT_KINDS.map((option) => (
        <SelectItem key={option} value={option}>
          {DOCUMENT_KIND_NAMES[option]}
        </SelectItem>
      ))}
    </SelectContent>
  );
}
