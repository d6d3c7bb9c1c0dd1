import * as React from "react";
import { FileSpreadsheet, FileText } from "lucide-react";
import { Button } from "@ui/button/index.ts";
import type { RecordFormat } from "./api/download-maintenance-record.ts";

/** What the record is of: the whole home (settings) or one appliance (its page). */
export type RecordScope = "home" | "appliance";

export const MAINTENANCE_RECORD_WORDS = {
  home: {
    title: "The home's maintenance record",
    body: "Your appliances, their ages, and the work done on them with its dates, notes and costs: a document to keep, or to hand to a buyer.",
    // Short on screen, so the two fit a phone's width; a screen reader hears which record they are of.
    ofTheRecord: " of the maintenance record",
  },
  appliance: {
    title: "Its maintenance record",
    body: "This appliance, its age and warranty, and the work done on it with its dates, notes and costs: for a technician, or a buyer.",
    ofTheRecord: " of this appliance's maintenance record",
  },
  pdf: "Download PDF",
  csv: "Download CSV",
  pdfNeedsAccount: "The PDF is made by our server, so it needs an account; the CSV is made on this browser.",
} as const;

/**
 * The maintenance record's two files (docs/product.md §4.21), of the home or of one appliance. With `pdf`
 * false (a home kept in the browser, where no server makes it), the PDF is not offered and the words say why.
 */
export function MaintenanceRecordDownloads({
  onDownload,
  downloading = null,
  pdf = true,
  scope = "home",
  headingLevel = 3,
}: {
  onDownload: (format: RecordFormat) => void;
  downloading?: RecordFormat | null;
  pdf?: boolean;
  scope?: RecordScope;
  headingLevel?: 2 | 3;
}) {
  const titleId = React.useId();
  const words = MAINTENANCE_RECORD_WORDS[scope];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={titleId} className="grid justify-items-start gap-3">
      <Heading id={titleId} className={headingLevel === 2 ? "text-lg font-semibold" : "text-base font-semibold"}>
        {words.title}
      </Heading>
      <p className="text-sm">{words.body}</p>
      {pdf ? null : <p className="text-muted-foreground text-sm">{MAINTENANCE_RECORD_WORDS.pdfNeedsAccount}</p>}
      <div className="flex flex-wrap gap-3">
        {pdf ? (
          <Button variant="outline" onClick={() => onDownload("pdf")} loading={downloading === "pdf"}>
            <FileText aria-hidden="true" />
            {MAINTENANCE_RECORD_WORDS.pdf}
            <span className="sr-only">{words.ofTheRecord}</span>
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => onDownload("csv")} loading={downloading === "csv"}>
          <FileSpreadsheet aria-hidden="true" />
          {MAINTENANCE_RECORD_WORDS.csv}
          <span className="sr-only">{words.ofTheRecord}</span>
        </Button>
      </div>
    </section>
  );
}
