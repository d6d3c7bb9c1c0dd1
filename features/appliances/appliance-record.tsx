import * as React from "react";
import { Link } from "react-router";
import { ArrowLeft, Pencil } from "lucide-react";
import { Button } from "@ui/button/index.ts";
import type { ApplianceCompletedWork, ApplianceRecord, UpdateApplianceRequest } from "@domain/contract/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { dueLabel, formatDay, formatMinutes, formatMoney } from "@domain/format/for-people.ts";
import { daysUntilDue } from "@domain/tasks/task-list.ts";
import { applianceDateText, kindOf } from "./appliance-details.ts";
import { ApplianceRecordForm } from "./appliance-record-form.tsx";
import { SerialEstimate } from "./serial-estimate.tsx";

/** Said where documents would be, in a home kept in this browser (docs/product.md §4.16). */
export const DOCUMENTS_NEED_AN_ACCOUNT = "Manuals, receipts and photos are kept with an account. Create one to keep them with this appliance; everything you did here comes with you.";

export type ApplianceRecordViewProps = {
  record: ApplianceRecord;
  /** The home's calendar day, and the same day as a Date for ages. */
  today: CalendarDate;
  todayDate: Date;
  /** Saves changes; a refusal rejects, and the form shows it with what was typed kept. */
  onSave: (changes: UpdateApplianceRequest) => Promise<void>;
  /** The appliance's documents and photos, composed by the app from the documents feature. */
  documentsSection?: React.ReactNode;
  /** Its warranty, composed by the app from the warranty feature. */
  warrantySection?: React.ReactNode;
  /** Its maintenance record's downloads (its work, warranty and documents as PDF and CSV), composed by the app. */
  recordFilesSection?: React.ReactNode;
  /** A home kept in the browser: documents need an account, and the page says so. */
  documentsNeedAccount?: boolean;
  /** Under a piece of work done, the photos and receipts attached to its completion (docs/product.md §4.19). */
  workAttachments?: (work: ApplianceCompletedWork) => React.ReactNode;
  /** Opens with the form (a story's editing state). */
  initialEditing?: boolean;
};

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

/** /appliances/:id: the appliance's record, its tasks and its completed work (docs/product.md §2.12). */
export function ApplianceRecordView({
  record,
  today,
  todayDate,
  onSave,
  documentsSection,
  warrantySection,
  recordFilesSection,
  documentsNeedAccount = false,
  workAttachments,
  initialEditing = false,
}: ApplianceRecordViewProps) {
  const [editing, setEditing] = React.useState<false | "all" | "date">(initialEditing ? "all" : false);
  const [accepting, setAccepting] = React.useState(false);
  const editButton = React.useRef<HTMLButtonElement>(null);
  const { kind } = kindOf(record);
  // A date counted back from an age band is no date the owner gave: the serial number may tell better.
  const offersEstimate = Boolean(record.brand && record.serialNumber && (!record.installDate || record.installDateSource === "age"));

  const close = () => {
    setEditing(false);
    // The focus goes back to where the form was opened from once the button is on the page again.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const accept = async (date: CalendarDate) => {
    setAccepting(true);
    try {
      await onSave({ installDate: date, installDateSource: "serial" });
    } finally {
      setAccepting(false);
    }
  };

  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <Link to="/appliances" className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60">
          <ArrowLeft aria-hidden="true" className="size-4" />
          All appliances
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere">{record.name}</h1>
        {record.name !== kind ? <p className="text-muted-foreground">{kind}</p> : null}
      </div>

      <section aria-labelledby="appliance-details-title" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="appliance-details-title" className="text-lg font-semibold">
            Details
          </h2>
          {editing ? null : (
            <Button ref={editButton} variant="outline" size="sm" onClick={() => setEditing("all")}>
              <Pencil aria-hidden="true" />
              Edit details
            </Button>
          )}
        </div>
        {editing ? (
          <ApplianceRecordForm
            appliance={record}
            today={today}
            focusDate={editing === "date"}
            onCancel={close}
            onSave={async (changes) => {
              await onSave(changes);
              close();
            }}
          />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail term="Brand">{record.brand ?? "Not noted"}</Detail>
            <Detail term="Model">{record.model ?? "Not noted"}</Detail>
            <Detail term="Serial number">{record.serialNumber ?? "Not noted"}</Detail>
            <Detail term="Age">{applianceDateText(record, todayDate) ?? "Not known"}</Detail>
            <Detail term="Where it is">{record.location ?? "Not noted"}</Detail>
            <Detail term="Notes">{record.notes ? <span className="whitespace-pre-line">{record.notes}</span> : "None"}</Detail>
          </dl>
        )}
        {offersEstimate && !editing ? (
          <SerialEstimate
            brand={record.brand ?? ""}
            serialNumber={record.serialNumber ?? ""}
            applianceType={record.type}
            today={today}
            saving={accepting}
            onAccept={(date) => void accept(date)}
            onCorrect={() => setEditing("date")}
          />
        ) : null}
      </section>

      {warrantySection}

      <section aria-labelledby="appliance-tasks-title" className="grid gap-3">
        <h2 id="appliance-tasks-title" className="text-lg font-semibold">
          Its tasks
        </h2>
        {record.openTasks.length === 0 ? (
          <p className="text-sm text-muted-foreground">No task is scheduled for it.</p>
        ) : (
          <ul className="grid gap-2">
            {record.openTasks.map((task) => (
              <li key={task.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg border bg-card p-3">
                <Link to={`/task/${encodeURIComponent(task.id)}`} className="rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60">
                  {task.name}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {dueLabel(daysUntilDue(task.dueDate, today))} · {formatDay(task.dueDate, today)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="appliance-work-title" className="grid gap-3">
        <h2 id="appliance-work-title" className="text-lg font-semibold">
          Work done
        </h2>
        {record.completedWork.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded yet. Completed tasks show here with their notes, time and cost.</p>
        ) : (
          <ul className="grid gap-2">
            {record.completedWork.map((work) => (
              <li key={`${work.taskId}-${work.completedAt}`} className="grid gap-0.5 rounded-lg border bg-card p-3">
                <p className="font-medium">{work.taskName}</p>
                <p className="text-sm text-muted-foreground">
                  {[
                    `Done ${formatDay(work.completedOn)}`,
                    work.timeSpentMinutes === null ? null : formatMinutes(work.timeSpentMinutes),
                    work.costActual === null ? null : formatMoney(work.costActual),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                {work.notes ? <p className="text-sm whitespace-pre-line wrap-anywhere">{work.notes}</p> : null}
                {workAttachments?.(work)}
              </li>
            ))}
          </ul>
        )}
      </section>

      {recordFilesSection}

      {documentsNeedAccount ? (
        <section aria-labelledby="appliance-documents-title" className="grid gap-2">
          <h2 id="appliance-documents-title" className="text-lg font-semibold">
            Documents and photos
          </h2>
          <p className="text-sm text-muted-foreground">{DOCUMENTS_NEED_AN_ACCOUNT}</p>
        </section>
      ) : (
        documentsSection
      )}
    </div>
  );
}
