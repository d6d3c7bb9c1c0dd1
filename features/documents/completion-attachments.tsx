import * as React from "react";
import { Link } from "react-router";
import { Camera, Paperclip, X } from "lucide-react";
import { Button } from "@ui/button/index.ts";
import { formatFileSize } from "./file-size.ts";
import { ACCEPTED_FILES } from "./upload-rules.ts";

/** docs/product.md §4.19: the words of the attachments a completion's details take. */
export const COMPLETION_ATTACHMENTS_WORDS = {
  legend: "Photos and receipts",
  hint: "Attached to this completion once it is saved.",
  add: "Attach a file",
  takePhoto: "Take a photo",
  fileInputLabel: "Choose a photo or receipt to attach",
  cameraInputLabel: "Take a photo to attach",
  remove: "Remove",
  needsAccount: "Documents need an account: a home kept in this browser has no room for files. Create a free account to attach photos and receipts; your tasks come with you.",
  createAccount: "Create an account",
} as const;

export type CompletionAttachmentsProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
};

/**
 * The photos and receipts chosen in the completion-details dialog (its `attachments` slot), kept until the
 * completion is answered and they are uploaded with it. Controlled: the screen that opens the dialog holds them.
 */
export function CompletionAttachments({ files, onChange }: CompletionAttachmentsProps) {
  const legendId = React.useId();
  const fileInput = React.useRef<HTMLInputElement>(null);
  const cameraInput = React.useRef<HTMLInputElement>(null);
  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = "";
    if (chosen.length > 0) onChange([...files, ...chosen]);
  };
  return (
    <fieldset aria-labelledby={legendId} className="grid gap-2">
      <legend id={legendId} className="text-sm font-medium">
        {COMPLETION_ATTACHMENTS_WORDS.legend}
      </legend>
      <p className="text-sm text-muted-foreground">{COMPLETION_ATTACHMENTS_WORDS.hint}</p>
      {files.length > 0 ? (
        <ul aria-label={COMPLETION_ATTACHMENTS_WORDS.legend} className="grid gap-1">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-2 text-sm">
              <span className="truncate">
                {file.name} · {formatFileSize(file.size)}
              </span>
              <Button type="button" variant="ghost" size="sm" aria-label={`${COMPLETION_ATTACHMENTS_WORDS.remove} ${file.name}`} onClick={() => onChange(files.filter((_, at) => at !== index))}>
                <X aria-hidden="true" />
                {COMPLETION_ATTACHMENTS_WORDS.remove}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
          <Paperclip aria-hidden="true" />
          {COMPLETION_ATTACHMENTS_WORDS.add}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => cameraInput.current?.click()}>
          <Camera aria-hidden="true" />
          {COMPLETION_ATTACHMENTS_WORDS.takePhoto}
        </Button>
        <input ref={fileInput} type="file" hidden multiple accept={ACCEPTED_FILES} aria-label={COMPLETION_ATTACHMENTS_WORDS.fileInputLabel} onChange={pick} />
        <input ref={cameraInput} type="file" hidden accept="image/*" capture="environment" aria-label={COMPLETION_ATTACHMENTS_WORDS.cameraInputLabel} onChange={pick} />
      </div>
    </fieldset>
  );
}

/**
 * A home kept in the browser keeps no files (docs/product.md §4.16, §4.19): in the attachments' place the
 * dialog says so and where to make an account, rather than offering a chooser whose files would be lost.
 */
export function CompletionAttachmentsNeedAccount() {
  const legendId = React.useId();
  return (
    <section aria-labelledby={legendId} className="grid gap-1">
      <h3 id={legendId} className="text-sm font-medium">
        {COMPLETION_ATTACHMENTS_WORDS.legend}
      </h3>
      <p className="text-sm text-muted-foreground">
        {COMPLETION_ATTACHMENTS_WORDS.needsAccount}{" "}
        <Link to="/sign-up" className="rounded-sm font-medium text-foreground underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
          {COMPLETION_ATTACHMENTS_WORDS.createAccount}
        </Link>
      </p>
    </section>
  );
}
