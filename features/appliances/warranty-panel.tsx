import * as React from "react";
import { ExternalLink, FileText, ShieldCheck } from "lucide-react";
import { warrantyStateOn } from "@domain/appliances/warranty.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { warrantyRequestSchema, type Warranty, type WarrantyRequest } from "@domain/contract/warranties.ts";
import { formatLongDay, plural } from "@domain/format/for-people.ts";
import { Badge } from "@ui/badge/index.ts";
import { Button } from "@ui/button/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { Field } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import { RadioGroup, RadioGroupOption } from "@ui/radio-group/index.ts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@ui/select/index.ts";
import { Skeleton } from "@ui/skeleton/index.ts";
import { Textarea } from "@ui/textarea/index.ts";

/** docs/product.md §4.20 "Warranties": the words of the section. */
export const WARRANTY_WORDS = {
  title: "Warranty",
  none: "No warranty recorded. Add it to be told a month before it ends.",
  add: "Add warranty",
  edit: "Edit warranty",
  remove: "Remove warranty",
  underWarranty: (endsOn: CalendarDate) => `Under warranty until ${formatLongDay(endsOn)}`,
  endsSoon: (daysLeft: number) => (daysLeft === 0 ? "Ends today" : `Ends in ${plural(daysLeft, "day")}`),
  notStarted: (startsOn: CalendarDate) => `Starts ${formatLongDay(startsOn)}`,
  ended: "Warranty ended",
  endedOn: (endsOn: CalendarDate) => `It covered up to ${formatLongDay(endsOn)}.`,
  provider: "Provider",
  coverage: "What it covers",
  link: "Warranty page",
  linkHint: "An address starting with https://",
  document: "Warranty document",
  noDocument: "None",
  startsOn: "Start date",
  term: "How long it runs",
  byLength: "A number of months",
  byEnd: "Until a date",
  lengthMonths: "Length in months",
  endsOn: "End date",
  save: "Save warranty",
  cancel: "Cancel",
  loadFailed: "The warranty could not be loaded.",
  retry: "Try again",
  local: "Warranties are kept with an account. Create one to record this appliance's warranty and be told before it ends.",
} as const;

/** A document the warranty may point to: one of the appliance's. */
export type WarrantyDocumentChoice = { id: string; name: string };

export type WarrantyPanelProps = {
  status: "loading" | "ready" | "error" | "local";
  /** The warranty, null when none was entered; undefined while it loads. */
  warranty: Warranty | null | undefined;
  /** The reader's day, which the state is judged on. */
  today: CalendarDate;
  onRetry: () => void;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Saves; rejects with the field errors the server gave (already shown through `fieldErrors`). */
  onSave: (warranty: WarrantyRequest) => Promise<unknown>;
  onRemove: () => void;
  saving?: boolean;
  /** The server's refusals by field (`startsOn`, `link`…), shown under their fields. */
  fieldErrors?: Partial<Record<keyof WarrantyFormValues, string>> | undefined;
  /** A refusal that names no field. */
  problem?: string | undefined;
  /** The appliance's documents, one of which may be the warranty's. */
  documents?: readonly WarrantyDocumentChoice[];
  /** Opens a document (downloads it). */
  onOpenDocument?: (id: string) => void;
  headingLevel?: 2 | 3;
};

/** The form's values: what the owner types, as text. */
export type WarrantyFormValues = {
  startsOn: string;
  term: "length" | "end";
  lengthMonths: string;
  endsOn: string;
  provider: string;
  coverage: string;
  link: string;
  documentId: string;
};

const NO_DOCUMENT = "none";

const formValuesOf = (warranty: Warranty | null | undefined, today: CalendarDate): WarrantyFormValues => ({
  startsOn: warranty?.startsOn ?? today,
  term: warranty?.endsOn ? "end" : "length",
  lengthMonths: warranty?.lengthMonths ? String(warranty.lengthMonths) : "12",
  endsOn: warranty?.endsOn ?? "",
  provider: warranty?.provider ?? "",
  coverage: warranty?.coverage ?? "",
  link: warranty?.link ?? "",
  documentId: warranty?.documentId ?? NO_DOCUMENT,
});

/** The form's values as the contract's request; a number typed badly stays a number the schema refuses. */
export function warrantyRequestOf(values: WarrantyFormValues): WarrantyRequest {
  const months = values.lengthMonths.trim() === "" ? null : Number(values.lengthMonths);
  return {
    startsOn: values.startsOn,
    lengthMonths: values.term === "length" ? (months !== null && Number.isFinite(months) ? months : Number.NaN) : null,
    endsOn: values.term === "end" ? values.endsOn || null : null,
    provider: values.provider,
    coverage: values.coverage,
    link: values.link,
    documentId: values.documentId === NO_DOCUMENT ? null : values.documentId,
  };
}

/** The contract's refusals of a request, by the form's field. */
export function warrantyFieldErrors(request: WarrantyRequest): Partial<Record<keyof WarrantyFormValues, string>> | undefined {
  const parsed = warrantyRequestSchema.safeParse(request);
  if (parsed.success) return undefined;
  const errors: Partial<Record<keyof WarrantyFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "startsOn") as keyof WarrantyFormValues;
    errors[field] ??= field === "startsOn" && request.startsOn === "" ? "Give the day the warranty starts" : issue.message;
  }
  return errors;
}

/**
 * An appliance's warranty (docs/product.md §4.20): "Under warranty until 3 March 2027", "Ends in 20 days",
 * "Warranty ended", or none; its provider, what it covers, its page and its document; and the form that
 * enters or changes it, with its errors under their fields.
 */
export function WarrantyPanel(props: WarrantyPanelProps) {
  const { status, warranty, today, onRetry, editing, onEdit, headingLevel = 2 } = props;
  const titleId = React.useId();
  return (
    <Card role="region" aria-labelledby={titleId} data-slot="warranty-panel">
      <CardHeader>
        <CardTitle asLevel={headingLevel} id={titleId} className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5" />
          {WARRANTY_WORDS.title}
        </CardTitle>
        {status === "ready" && !editing && warranty ? <WarrantyStateLine warranty={warranty} today={today} /> : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {status === "local" ? <p className="text-sm">{WARRANTY_WORDS.local}</p> : null}
        {status === "loading" ? <Skeleton role="status" aria-label="Loading the warranty" className="h-16 w-full" /> : null}
        {status === "error" ? (
          <div role="alert" className="grid justify-items-start gap-3 rounded-md border border-destructive/40 p-4">
            <p className="font-medium">{WARRANTY_WORDS.loadFailed}</p>
            <Button variant="outline" onClick={onRetry}>
              {WARRANTY_WORDS.retry}
            </Button>
          </div>
        ) : null}
        {status === "ready" && editing ? <WarrantyForm {...props} /> : null}
        {status === "ready" && !editing && warranty === null ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm text-muted-foreground">{WARRANTY_WORDS.none}</p>
            <Button variant="outline" onClick={onEdit}>
              {WARRANTY_WORDS.add}
            </Button>
          </div>
        ) : null}
        {status === "ready" && !editing && warranty ? <WarrantyDetails {...props} warranty={warranty} /> : null}
      </CardContent>
    </Card>
  );
}

function WarrantyStateLine({ warranty, today }: { warranty: Warranty; today: CalendarDate }) {
  const state = warrantyStateOn({ startsOn: warranty.startsOn, lengthMonths: warranty.lengthMonths, endsOn: warranty.coveredUntil }, today);
  if (state.kind === "ended") {
    return (
      <CardDescription className="flex flex-wrap items-center gap-2">
        <Badge tone="muted">{WARRANTY_WORDS.ended}</Badge>
        <span>{WARRANTY_WORDS.endedOn(state.endsOn)}</span>
      </CardDescription>
    );
  }
  return (
    <CardDescription className="flex flex-wrap items-center gap-2 text-base font-medium text-foreground">
      <span>{WARRANTY_WORDS.underWarranty(state.endsOn)}</span>
      {state.kind === "ending-soon" ? <Badge tone="accent">{WARRANTY_WORDS.endsSoon(state.daysLeft)}</Badge> : null}
      {state.kind === "not-started" ? <Badge tone="muted">{WARRANTY_WORDS.notStarted(state.startsOn)}</Badge> : null}
    </CardDescription>
  );
}

function WarrantyDetails({ warranty, onEdit, onRemove, documents = [], onOpenDocument }: WarrantyPanelProps & { warranty: Warranty }) {
  const document = documents.find((choice) => choice.id === warranty.documentId);
  return (
    <>
      <dl className="grid gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        {warranty.provider ? (
          <>
            <dt className="text-muted-foreground">{WARRANTY_WORDS.provider}</dt>
            <dd>{warranty.provider}</dd>
          </>
        ) : null}
        {warranty.coverage ? (
          <>
            <dt className="text-muted-foreground">{WARRANTY_WORDS.coverage}</dt>
            <dd className="whitespace-pre-line">{warranty.coverage}</dd>
          </>
        ) : null}
        {warranty.link ? (
          <>
            <dt className="text-muted-foreground">{WARRANTY_WORDS.link}</dt>
            <dd>
              <a href={warranty.link} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 break-all text-primary underline underline-offset-4">
                {new URL(warranty.link).host}
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </dd>
          </>
        ) : null}
        {document ? (
          <>
            <dt className="text-muted-foreground">{WARRANTY_WORDS.document}</dt>
            <dd>
              <Button variant="link" className="h-auto p-0" onClick={() => onOpenDocument?.(document.id)}>
                <FileText aria-hidden="true" />
                {document.name}
              </Button>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onEdit}>
          {WARRANTY_WORDS.edit}
        </Button>
        <Button variant="ghost" onClick={onRemove}>
          {WARRANTY_WORDS.remove}
        </Button>
      </div>
    </>
  );
}

function WarrantyForm({ warranty, today, onCancel, onSave, saving = false, fieldErrors, problem, documents = [] }: WarrantyPanelProps) {
  const [values, setValues] = React.useState(() => formValuesOf(warranty, today));
  const [errors, setErrors] = React.useState<Partial<Record<keyof WarrantyFormValues, string>>>();
  const shown = { ...fieldErrors, ...errors };
  const set = (field: keyof WarrantyFormValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const request = warrantyRequestOf(values);
    const refused = warrantyFieldErrors(request);
    setErrors(refused);
    if (refused) return;
    await onSave(request).catch(() => undefined);
  };
  return (
    <form noValidate aria-label={warranty ? WARRANTY_WORDS.edit : WARRANTY_WORDS.add} onSubmit={(event) => void submit(event)} className="grid gap-4">
      <Field label={WARRANTY_WORDS.startsOn} error={shown.startsOn}>
        <Input type="date" value={values.startsOn} onChange={set("startsOn")} className="sm:max-w-56" />
      </Field>
      <Field label={WARRANTY_WORDS.term}>
        <RadioGroup value={values.term} onValueChange={(term) => setValues((current) => ({ ...current, term: term as WarrantyFormValues["term"] }))} className="grid gap-3 sm:grid-cols-2">
          <RadioGroupOption value="length" label={WARRANTY_WORDS.byLength} />
          <RadioGroupOption value="end" label={WARRANTY_WORDS.byEnd} />
        </RadioGroup>
      </Field>
      {values.term === "length" ? (
        <Field label={WARRANTY_WORDS.lengthMonths} error={shown.lengthMonths}>
          <Input inputMode="numeric" autoComplete="off" value={values.lengthMonths} onChange={set("lengthMonths")} className="sm:max-w-32" />
        </Field>
      ) : (
        <Field label={WARRANTY_WORDS.endsOn} error={shown.endsOn ?? shown.lengthMonths}>
          <Input type="date" value={values.endsOn} onChange={set("endsOn")} className="sm:max-w-56" />
        </Field>
      )}
      <Field label={WARRANTY_WORDS.provider} error={shown.provider}>
        <Input autoComplete="off" value={values.provider} onChange={set("provider")} maxLength={200} />
      </Field>
      <Field label={WARRANTY_WORDS.coverage} error={shown.coverage}>
        <Textarea rows={3} value={values.coverage} onChange={set("coverage")} maxLength={2000} />
      </Field>
      <Field label={WARRANTY_WORDS.link} hint={WARRANTY_WORDS.linkHint} error={shown.link}>
        <Input type="url" inputMode="url" autoComplete="url" value={values.link} onChange={set("link")} />
      </Field>
      {documents.length > 0 ? (
        <Select value={values.documentId} onValueChange={(documentId) => setValues((current) => ({ ...current, documentId }))}>
          <Field label={WARRANTY_WORDS.document} error={shown.documentId}>
            <SelectTrigger className="sm:max-w-md">
              <SelectValue />
            </SelectTrigger>
          </Field>
          <SelectContent>
            <SelectItem value={NO_DOCUMENT}>{WARRANTY_WORDS.noDocument}</SelectItem>
            {documents.map((document) => (
              <SelectItem key={document.id} value={document.id}>
                {document.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving}>
          {WARRANTY_WORDS.save}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {WARRANTY_WORDS.cancel}
        </Button>
      </div>
    </form>
  );
}
